import { decodeText } from "@/features/catalog/mappers";
import { BrandDetailDocument, BrandIndexDocument } from "@/lib/commerce/generated/graphql";
import { type Result, ok } from "@/lib/commerce/result";
import type { RequestScope } from "@/lib/commerce/scope";
import { catalogQuery } from "@/lib/commerce/server";
import { type BrandSummary, brandTag, normaliseLetter, parseBrandKey, toBrandSummary } from "./model";

/** The API's largest brand page; the whole list (450+) takes one or two calls. */
const BRAND_PAGE_SIZE = 500;
/** A guard against a backend that never reports its last page. */
const MAX_BRAND_PAGES = 20;

export interface BrandIndexData {
  brands: BrandSummary[];
  letters: { letter: string; count: number }[];
  total: number;
}

export interface BrandDetail {
  id: number;
  uid: string;
  name: string;
  urlKey: string;
  description: string;
  country: string;
  productCount: number;
}

/** Every brand of the store, in name order, with the letters that have brands. */
export async function getBrandIndex(scope: RequestScope): Promise<Result<BrandIndexData>> {
  const brands: BrandSummary[] = [];
  let letters: BrandIndexData["letters"] = [];
  let total = 0;
  for (let page = 1; page <= MAX_BRAND_PAGES; page++) {
    const result = await catalogQuery(BrandIndexDocument, { pageSize: BRAND_PAGE_SIZE, currentPage: page }, scope, ["brands"]);
    if (!result.ok) return result;
    const data = result.data.brands;
    if (!data) break;
    if (page === 1) {
      total = data.total_count;
      letters = data.letters.flatMap((l) => (l ? [{ letter: normaliseLetter(l.letter), count: l.count }] : []));
    }
    for (const item of data.items) if (item) brands.push(toBrandSummary(item));
    if (page >= (data.page_info.total_pages ?? 1) || data.items.length === 0) break;
  }
  return ok({ brands, letters, total });
}

/** Featured brands only (home page, brand list header). */
export async function getFeaturedBrands(scope: RequestScope, limit = 12): Promise<Result<BrandSummary[]>> {
  const result = await catalogQuery(
    BrandIndexDocument,
    { filter: { is_featured: { eq: "1" } }, pageSize: limit, currentPage: 1 },
    scope,
    ["brands"],
  );
  if (!result.ok) return result;
  return ok((result.data.brands?.items ?? []).flatMap((item) => (item ? [toBrandSummary(item)] : [])));
}

/**
 * The brand the `{id}` segment names; null when there is none (a 404). Read by id under the brand's tag
 * (`brand:{id}`, as its listing), so that revalidating it drops the brand's details whichever address showed them: a
 * URL-key address first finds the id (under `brands`), then reads the same entry the id address does.
 */
export async function getBrand(scope: RequestScope, key: string): Promise<Result<BrandDetail | null>> {
  const parsed = parseBrandKey(key);
  if (!parsed) return ok(null);
  if ("urlKey" in parsed) {
    const found = await readBrand(scope, { url_key: parsed.urlKey }, ["brands"]);
    return found.ok && found.data ? getBrand(scope, String(found.data.id)) : found;
  }
  return readBrand(scope, { uid: parsed.uid }, [brandTag(parsed), "brands"]);
}

async function readBrand(scope: RequestScope, variables: { uid: string } | { url_key: string }, tags: string[]): Promise<Result<BrandDetail | null>> {
  const result = await catalogQuery(BrandDetailDocument, variables, scope, tags);
  if (!result.ok) {
    return result.error.category === "graphql-no-such-entity" || result.error.category === "graphql-input" ? ok(null) : result;
  }
  const brand = result.data.brand;
  if (!brand) return ok(null);
  return ok({
    id: brand.id,
    uid: brand.uid,
    name: decodeText(brand.name),
    urlKey: brand.url_key,
    description: brand.description ?? "",
    country: decodeText(brand.country),
    productCount: brand.product_count,
  });
}
