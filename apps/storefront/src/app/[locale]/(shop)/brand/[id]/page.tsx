import type { Metadata } from "next";
import { BrandPageView } from "@/features/brand/components/BrandPageView";
import { brandMetadata } from "@/features/brand/metadata";
import { localeParam } from "@/i18n/locale-param";

interface Props {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return brandMetadata(locale, (await params).id);
}

export default async function BrandRoute({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  return <BrandPageView locale={locale} brandKey={(await params).id} searchParams={searchParams} />;
}
