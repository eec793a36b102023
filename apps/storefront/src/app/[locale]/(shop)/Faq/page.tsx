import type { Metadata } from "next";
import { CmsPageView } from "@/features/cms/CmsPageView";
import { FAQ_PAGE } from "@/features/cms/identifiers";
import { cmsMetadata } from "@/features/cms/metadata";
import { localeParam } from "@/i18n/locale-param";

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cmsMetadata(await localeParam(params), FAQ_PAGE);
}

export default async function FaqPage({ params }: Props) {
  return <CmsPageView locale={await localeParam(params)} identifier={FAQ_PAGE} />;
}
