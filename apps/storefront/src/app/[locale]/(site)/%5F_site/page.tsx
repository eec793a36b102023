import type { Metadata } from "next";
import { connection } from "next/server";
import { HomePage } from "@/features/home/HomePage";
import { homeMetadata } from "@/features/home/metadata";
import { localeParam } from "@/i18n/locale-param";

interface Props {
  params: Promise<{ locale: string }>;
}

/** As the catch-all's pages (ADR 010): rendered before it is sent, on its first visit and after. */
export const instant = false;

// Request time, never build time (as the catch-all's pages): the build may see another backend, or none, and other
// site domains (SITE_DOMAIN_*, the canonical links), and must not bake its answers in.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return homeMetadata(await localeParam(params));
}

/** The home page as the site shows it (ADR 010): the proxy rewrites `/` here for shoppers on the site's own view. */
export default async function SiteHomePage({ params }: Props) {
  await connection();
  return <HomePage locale={await localeParam(params)} view="site" />;
}
