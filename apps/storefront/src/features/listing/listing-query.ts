import { type ProductCardView, toProductCard } from "@/features/catalog/mappers";
import { type ListingState, toProductsVariables } from "@/features/listing/url-state";
import { type ProductAttributeFilterInput, ProductListingDocument, type ProductListingQuery } from "@/lib/commerce/generated/graphql";
import { type Result, mapResult } from "@/lib/commerce/result";
import { type CatalogView, catalogQuery, catalogScope } from "@/lib/commerce/server";

export interface ListingResult {
  total: number;
  page: number;
  totalPages: number;
  products: ProductCardView[];
  aggregations: NonNullable<ProductListingQuery["products"]>["aggregations"];
}

export function toListingResult(data: ProductListingQuery, locale: string): ListingResult {
  const products = data.products;
  return {
    total: products?.total_count ?? 0,
    page: products?.page_info?.current_page ?? 1,
    totalPages: products?.page_info?.total_pages ?? 0,
    products: (products?.items ?? []).flatMap((item) => (item ? [toProductCard(item, locale)] : [])),
    aggregations: products?.aggregations ?? [],
  };
}

/**
 * A category (scope = its uid), brand or search listing page, as the URL state asks for it. `subcategoriesOnly`:
 * the Category facet offers the sub-categories of the filtered categories (a category page's drill-down). `view`:
 * the shopper's store and currency (the default) or the site's.
 */
export async function getListing(
  locale: string,
  state: ListingState,
  scopeFilter: ProductAttributeFilterInput,
  tags: readonly string[],
  { subcategoriesOnly = false, view = "shopper" }: { subcategoriesOnly?: boolean; view?: CatalogView } = {},
): Promise<Result<ListingResult>> {
  const scope = await catalogScope(locale, view);
  const variables = { ...toProductsVariables(state, { filter: scopeFilter }), subcategoriesOnly };
  const result = await catalogQuery(ProductListingDocument, variables, scope, ["catalog", ...tags]);
  return mapResult(result, (data) => toListingResult(data, locale));
}
