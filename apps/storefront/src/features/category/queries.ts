import { cache } from "react";
import { CategoryPageDocument } from "@/lib/commerce/generated/graphql";
import { type Result, mapResult } from "@/lib/commerce/result";
import { type CatalogView, catalogQuery, catalogScope } from "@/lib/commerce/server";
import { type CategoryView, toCategoryView } from "./mappers";

/** Page and metadata read the same category: one call per request. */
export const getCategory = cache(async (locale: string, uid: string, view: CatalogView): Promise<Result<CategoryView | null>> => {
  const scope = await catalogScope(locale, view);
  const result = await catalogQuery(CategoryPageDocument, { uid }, scope, [`category:${uid}`]);
  return mapResult(result, toCategoryView);
});
