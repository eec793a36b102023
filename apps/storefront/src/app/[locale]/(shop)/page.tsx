import type { Metadata } from "next";
import { HomePage } from "@/features/home/HomePage";
import { homeMetadata } from "@/features/home/metadata";
import { localeParam } from "@/i18n/locale-param";

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return homeMetadata(await localeParam(params));
}

export default async function Page({ params }: Props) {
  // Shoppers on the site's own store view and currency get the home page's site view (ADR 010) from the proxy.
  return <HomePage locale={await localeParam(params)} view="shopper" />;
}
