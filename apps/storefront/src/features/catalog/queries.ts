import { cache } from "react";
import { CategoryMenuDocument, ProductGridDocument } from "@/lib/commerce/generated/graphql";
import { type Result, mapResult } from "@/lib/commerce/result";
import { commerceRequest } from "@/lib/commerce/server";
import { type CategoryMenu, type ProductCardView, toCategoryMenu, toProductCard } from "./mappers";

export const MENU_PAGE_SIZE = 20;
export const HOME_GRID_SIZE = 24;

/** One call per request however many components need the menu (header and page). */
export const getCategoryMenu = cache(
  async (locale: string): Promise<Result<CategoryMenu>> =>
    mapResult(await commerceRequest(CategoryMenuDocument, {}, locale), toCategoryMenu),
);

export interface ProductListing {
  total: number;
  products: ProductCardView[];
}

export async function getCategoryProducts(
  locale: string,
  categoryUid: string,
  pageSize = HOME_GRID_SIZE,
): Promise<Result<ProductListing>> {
  const result = await commerceRequest(
    ProductGridDocument,
    { filter: { category_uid: { eq: categoryUid } }, sort: { position: "ASC" }, pageSize, currentPage: 1 },
    locale,
  );
  return mapResult(result, (data) => ({
    total: data.products?.total_count ?? 0,
    products: (data.products?.items ?? []).flatMap((item) => (item ? [toProductCard(item, locale)] : [])),
  }));
}
