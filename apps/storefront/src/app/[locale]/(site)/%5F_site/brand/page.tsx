import type { Metadata } from "next";
import { connection } from "next/server";
import { BrandIndexView } from "@/features/brand/components/BrandIndexView";
import { brandIndexMetadata } from "@/features/brand/metadata";
import { localeParam } from "@/i18n/locale-param";

interface Props {
  params: Promise<{ locale: string }>;
}

/** As the catch-all's site views (ADR 010): rendered before it is sent. */
export const instant = false;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return brandIndexMetadata(await localeParam(params));
}

/**
 * The brand list as the site shows it (`/{locale}/__site/brand`): reads nothing from the request, so shared caches
 * and the front keep it (docs/adr/019). Request time, never build time, as the home page's site view: the build may
 * see another backend, or none, and its alternates follow this instance's PUBLIC_SITE_URL and SITE_DOMAIN_*.
 */
export default async function SiteBrandIndexPage({ params }: Props) {
  await connection();
  return <BrandIndexView locale={await localeParam(params)} view="site" />;
}
