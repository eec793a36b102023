import { getBrandIndex } from "@/features/brand/queries";
import { brandPath } from "@/features/brand/model";
import { CMS_PAGES, cmsPath } from "@/features/cms/identifiers";
import { getCmsPage } from "@/features/cms/queries";
import type { Locale } from "@/lib/markets/markets";
import { categoryHref, productHref } from "@/features/routing/links";
import { SitemapCategoriesDocument, type SitemapCategoryFragment, SitemapProductsDocument } from "@/lib/commerce/generated/graphql";
import { type Result, ok } from "@/lib/commerce/result";
import { catalogQuery } from "@/lib/commerce/server";
import { alternates, catalogueSites, siteBases } from "@/features/seo/alternates";
import { siteScope } from "@/lib/commerce/scope";
import type { SitemapEntry } from "./sitemap-xml";

const PRODUCT_PAGE_SIZE = 300;
/** 300 × 400 = 120,000 products; beyond that a catalogue needs a sitemap built offline. */
const MAX_PRODUCT_PAGES = 400;

type CategoryNode = SitemapCategoryFragment & { children?: (CategoryNode | null)[] | null };

/**
 * Every indexable address of one site: home, brand list, CMS pages, categories, products and brands. Built from the
 * site's own store view (never a shopper's cookies). Catalogue URLs get hreflang alternates on the sites sharing
 * the store view (same catalogue, same addresses); site-independent pages on all four.
 */
export async function collectSitemap(locale: Locale): Promise<Result<SitemapEntry[]>> {
  const scope = siteScope(locale);
  const bases = siteBases();
  const sameStore = catalogueSites(locale);
  // The same alternates as the page's own HTML (its metadata builds them with the same function).
  const entry = (path: string, sites?: readonly Locale[]): SitemapEntry => {
    const { canonical, languages } = alternates(locale, path, sites ? { bases, sites } : { bases });
    return { loc: canonical, alternates: languages };
  };

  const [categories, cms, brands] = await Promise.all([
    catalogQuery(SitemapCategoriesDocument, {}, scope, ["catalog"]),
    Promise.all(CMS_PAGES.map((id) => getCmsPage(scope, locale, id))),
    getBrandIndex(scope),
  ]);
  if (!categories.ok) return categories;
  if (!brands.ok) return brands;

  const entries: SitemapEntry[] = [entry("/"), entry("/brand")];
  CMS_PAGES.forEach((id, i) => {
    const page = cms[i];
    if (page?.ok && page.data) entries.push(entry(cmsPath(id)));
  });

  const root = categories.data.categories?.items?.find((item) => item != null);
  for (const node of flatten(root?.children)) {
    const href = categoryHref(node);
    if (href) entries.push(entry(href, sameStore));
  }

  const rootUid = root?.uid;
  if (rootUid) {
    for (let page = 1; page <= MAX_PRODUCT_PAGES; page++) {
      const result = await catalogQuery(
        SitemapProductsDocument,
        { filter: { category_uid: { eq: rootUid } }, pageSize: PRODUCT_PAGE_SIZE, currentPage: page },
        scope,
        ["catalog"],
      );
      if (!result.ok) return result;
      const products = result.data.products;
      for (const item of products?.items ?? []) {
        const href = item ? productHref(item) : null;
        if (href) entries.push(entry(href, sameStore));
      }
      if (!products || page >= (products.page_info?.total_pages ?? 1) || (products.items?.length ?? 0) === 0) break;
    }
  }

  for (const brand of brands.data.brands) entries.push(entry(brandPath(brand)));
  return ok(entries);
}

function flatten(nodes: readonly (CategoryNode | null)[] | null | undefined): CategoryNode[] {
  return (nodes ?? []).flatMap((n) => (n ? [n, ...flatten(n.children)] : []));
}
