import { serverEnv } from "@/config/env";
import type { ProductCardView } from "@/features/catalog/mappers";
import { toProductCard } from "@/features/catalog/mappers";
import { HomeDepartmentsDocument, ProductGridDocument } from "@/lib/commerce/generated/graphql";
import { type Result, mapResult, ok } from "@/lib/commerce/result";
import type { RequestScope } from "@/lib/commerce/scope";
import { catalogQuery } from "@/lib/commerce/server";
import { type DepartmentTile, toDepartmentTiles } from "./model";

export const BESTSELLER_COUNT = 8;

export async function getDepartments(scope: RequestScope): Promise<Result<{ rootUid: string | null; tiles: DepartmentTile[] }>> {
  const result = await catalogQuery(HomeDepartmentsDocument, {}, scope, ["catalog"]);
  return mapResult(result, (data) => ({
    rootUid: data.categories?.items?.find((i) => i != null)?.uid ?? null,
    tiles: toDepartmentTiles(data, serverEnv.COMMERCE_GRAPHQL_URL),
  }));
}

/**
 * The catalogue has no sales ranking, so merchandising position (what the buyers put first in the store root) is
 * the popularity proxy.
 */
export async function getBestsellers(scope: RequestScope, locale: string, rootUid: string | null): Promise<Result<ProductCardView[]>> {
  if (!rootUid) return ok([]);
  const result = await catalogQuery(
    ProductGridDocument,
    { filter: { category_uid: { eq: rootUid } }, sort: { position: "ASC" }, pageSize: BESTSELLER_COUNT, currentPage: 1 },
    scope,
    ["catalog", `category:${rootUid}`],
  );
  return mapResult(result, (data) => (data.products?.items ?? []).flatMap((item) => (item ? [toProductCard(item, locale)] : [])));
}
