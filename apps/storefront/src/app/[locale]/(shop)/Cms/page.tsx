import type { Metadata } from "next";
import { CmsQueryPage, cmsQueryMetadata, type SearchParams } from "@/features/cms/CmsQueryPage";
import { localeParam } from "@/i18n/locale-param";

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: SearchParams;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return cmsQueryMetadata(await localeParam(params), "/Cms", searchParams);
}

export default async function CmsRoute({ params, searchParams }: Props) {
  return <CmsQueryPage locale={await localeParam(params)} searchParams={searchParams} />;
}
