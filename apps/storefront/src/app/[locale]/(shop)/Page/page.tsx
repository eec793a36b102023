import type { Metadata } from "next";
import { CmsQueryPage, cmsQueryMetadata } from "@/features/cms/CmsQueryPage";
import { localeParam } from "@/i18n/locale-param";
import type { SearchParams } from "@/lib/url/search-params";

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return cmsQueryMetadata(await localeParam(params), "/Page", searchParams);
}

export default async function PageRoute({ params, searchParams }: Props) {
  return <CmsQueryPage locale={await localeParam(params)} searchParams={searchParams} />;
}
