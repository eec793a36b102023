import { searchProducts } from "./service.ts";
import type { SortKey } from "./sort.ts";
import { loadProducts } from "../catalog/product-loader.ts";
import type { CategoryRow } from "../catalog/category-tree.ts";
import type { CatalogContext } from "../catalog/context.ts";

/**
 * CategoryInterface.products: the same listing `products(filter: {category_id})` serves (search index, anchors,
 * catalogue visibility, position order by default), so both ways of reading a category agree.
 */
export async function categoryListing(
  ctx: CatalogContext,
  c: CategoryRow,
  pageSize: number,
  currentPage: number,
  sort: SortKey[],
) {
  const result = await searchProducts(
    ctx,
    { filter: { category_id: { eq: String(c.id) } }, pageSize, currentPage, sort },
    { facets: false },
  );
  return {
    items: await loadProducts(ctx, result.productIds),
    total_count: result.totalCount,
    page_info: result.pageInfo,
  };
}
