import type { Metadata } from "next";
import { BrandIndexView } from "@/features/brand/components/BrandIndexView";
import { brandIndexMetadata } from "@/features/brand/metadata";
import { localeParam } from "@/i18n/locale-param";

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return brandIndexMetadata(await localeParam(params));
}

export default async function BrandIndexRoute({ params }: Props) {
  return <BrandIndexView locale={await localeParam(params)} view="shopper" />;
}
