import type { Metadata } from "next";
import { connection } from "next/server";
import { alternates } from "@/features/seo/alternates";
import { pageTitle } from "@/features/seo/title";
import { siteScope } from "@/lib/commerce/scope";
import { htmlToText } from "@/lib/html/sanitize";
import { cmsPath } from "./identifiers";
import { getCmsPage } from "./queries";

const DESCRIPTION_LENGTH = 160;

/**
 * Head data of a CMS page from its meta_* fields (the layout's template adds " | Maison"). Built from the site's
 * own store view, so it is the same for every shopper and cacheable; the canonical URL is the path asked for.
 */
export async function cmsMetadata(locale: string, identifier: string): Promise<Metadata> {
  // Request time, never build time: the build may see another backend, or none, and must not bake its answer in.
  await connection();
  const result = await getCmsPage(siteScope(locale), locale, identifier);
  if (!result.ok || !result.data) return { robots: { index: false, follow: true } };
  const page = result.data;
  const description = page.metaDescription || truncate(htmlToText(page.content), DESCRIPTION_LENGTH);
  const metadata: Metadata = {
    title: pageTitle(page.metaTitle || page.title || page.heading),
    alternates: alternates(locale, cmsPath(identifier), {
      // Mexican variants exist on the Mexican site only.
      ...(identifier.startsWith("mx-") ? { sites: ["es-MX"] as const } : {}),
    }),
  };
  if (description) metadata.description = description;
  if (page.metaKeywords) metadata.keywords = page.metaKeywords;
  return metadata;
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}
