import type { Metadata } from "next";
import { alternates, catalogueSites } from "@/features/seo/alternates";
import { pageTitle } from "@/features/seo/title";
import { getCategory } from "./queries";

/**
 * Title, description, canonical and hreflang of a category page, from the site's own store view. The canonical is
 * the category's own URL: sorting, filters, page size and page number show the same category, and every product
 * has its own entry in the sitemap.
 */
export async function categoryMetadata(locale: string, uid: string): Promise<Metadata> {
  const category = await getCategory(locale, uid, "site");
  if (!category.ok || !category.data) return { robots: { index: false, follow: true } };
  const { meta, href } = category.data;
  return {
    title: pageTitle(meta.title),
    description: meta.description ?? undefined,
    keywords: meta.keywords ?? undefined,
    alternates: alternates(locale, href, { sites: catalogueSites(locale) }),
  };
}
