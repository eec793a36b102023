import type { Metadata } from "next";
import { connection } from "next/server";
import { getCmsPage } from "@/features/cms/queries";
import { alternates } from "@/features/seo/alternates";
import { pageTitle } from "@/features/seo/title";
import { siteScope } from "@/lib/commerce/scope";

/**
 * Title and description from the "home" CMS page's meta fields when it has them; / is canonical for /Home too.
 * `atRequestOnly` (the home route, prerendered at build) waits for a request: the build may see another backend, or
 * none, and must not bake its answer in. The site view (ADR 010) is only ever rendered for a request.
 */
export async function homeMetadata(locale: string, { atRequestOnly = true } = {}): Promise<Metadata> {
  if (atRequestOnly) await connection();
  const page = await getCmsPage(siteScope(locale), locale, "home");
  const data = page.ok ? page.data : null;
  const metadata: Metadata = { alternates: alternates(locale, "/") };
  const title = data?.metaTitle || data?.title;
  if (title) metadata.title = pageTitle(title);
  if (data?.metaDescription) metadata.description = data.metaDescription;
  if (data?.metaKeywords) metadata.keywords = data.metaKeywords;
  return metadata;
}
