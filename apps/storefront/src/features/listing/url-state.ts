import type {
  FilterEqualTypeInput,
  FilterRangeTypeInput,
  ProductAttributeFilterInput,
  ProductAttributeSortInput,
} from "@/lib/commerce/generated/graphql";

/**
 * Category and search listing state, kept in the URL query so a listing can be shared and reloaded (spec §2.8,
 * §7 "products", §9 "Listing"). Parsing never fails: anything invalid falls back to its default.
 */

export const SORT_OPTIONS = [
  { value: "", label: "Sort: Default" },
  { value: "name_ASC", label: "Sort: Name A-Z" },
  { value: "name_DESC", label: "Sort: Name Z-A" },
  { value: "price_ASC", label: "Sort: Price from low to high" },
  { value: "price_DESC", label: "Sort: Price from high to low" },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]["value"];

export const PAGE_SIZES = [12, 24, 60] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
/** The page size when the URL names none; the products call itself defaults to 20 (SEARCH_PAGE_SIZE). */
export const DEFAULT_PAGE_SIZE: PageSize = 12;
export const SEARCH_PAGE_SIZE = 20;

/**
 * Filters every listing reads. `price` is not in the spec's list but is a facet of the search aggregations,
 * and §7 says how to send it.
 */
export const BASE_FILTER_KEYS = ["brands", "category_uid", "category_id", "sku", "ref", "price"] as const;
/** The filterable catalogue attributes the backend aggregates on; pass another list where a store has others. */
export const ATTRIBUTE_FILTER_KEYS = [
  "color",
  "size",
  "skin_type",
  "hair_type",
  "finish",
  "fragrance_family",
  "gender",
  "material",
] as const;

export interface ListingState {
  /** 1-based. */
  page: number;
  itemsPerPage: PageSize;
  sort: SortValue;
  /** Trimmed; "" when not searching. */
  term: string;
  /** URL key → distinct non-empty values; keys without values are absent. */
  filters: Readonly<Record<string, readonly string[]>>;
}

export type QueryInput = URLSearchParams | string | Readonly<Record<string, string | readonly string[] | undefined>>;

export interface ParseOptions {
  attributeFilters?: readonly string[];
}

export const defaultListingState: ListingState = {
  page: 1,
  itemsPerPage: DEFAULT_PAGE_SIZE,
  sort: "",
  term: "",
  filters: {},
};

export function parseListingState(query: QueryInput, options: ParseOptions = {}): ListingState {
  const params = toSearchParams(query);
  const first = (key: string) => params.get(key) ?? undefined;
  const filters: Record<string, string[]> = {};
  for (const key of filterKeys(options.attributeFilters ?? ATTRIBUTE_FILTER_KEYS)) {
    const values = distinct(params.getAll(key));
    if (values.length > 0) filters[key] = values;
  }
  return {
    page: parsePage(first("page")),
    itemsPerPage: parsePageSize(first("itemsPerPage")),
    sort: parseSort(first("sort")),
    term: first("keyword")?.trim() || first("term")?.trim() || "",
    filters,
  };
}

/**
 * Canonical query string, without "?": defaults are left out, keys come in a fixed order and filter values are
 * sorted, so one listing has one address. The search term is always written as `term`.
 */
export function serialize(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.term) params.set("term", state.term);
  for (const key of sortedFilterKeys(Object.keys(state.filters))) {
    for (const value of distinct(state.filters[key] ?? []).sort()) params.append(key, value);
  }
  if (state.sort) params.set("sort", state.sort);
  if (state.itemsPerPage !== DEFAULT_PAGE_SIZE) params.set("itemsPerPage", String(state.itemsPerPage));
  if (state.page !== 1) params.set("page", String(state.page));
  return params.toString();
}

/** Adds the value, or removes it when present. A new filter set starts again at page 1. */
export function toggleFilter(state: ListingState, key: string, value: string): ListingState {
  const current = state.filters[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : value ? [...current, value] : current;
  const { [key]: _removed, ...rest } = state.filters;
  return { ...state, page: 1, filters: next.length > 0 ? { ...rest, [key]: next } : rest };
}

/** A new order starts again at page 1: the shopper's current page means nothing in it. */
export function setSort(state: ListingState, sort: string): ListingState {
  return { ...state, sort: parseSort(sort), page: 1 };
}

export function setPage(state: ListingState, page: number | string): ListingState {
  return { ...state, page: parsePage(String(page)) };
}

/**
 * The spec resets the page "to 0 (as given)"; page numbers here are 1-based, so the reset is to the first page,
 * which the URL shows by leaving `page` out.
 */
export function setPageSize(state: ListingState, size: number | string): ListingState {
  return { ...state, itemsPerPage: parsePageSize(String(size)), page: 1 };
}

export function parsePage(raw: string | undefined): number {
  if (!raw || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function parsePageSize(raw: string | undefined): PageSize {
  return PAGE_SIZES.find((size) => String(size) === raw) ?? DEFAULT_PAGE_SIZE;
}

export function parseSort(raw: string | undefined): SortValue {
  return SORT_OPTIONS.find((option) => option.value === raw)?.value ?? "";
}

/** Arguments of Magento's `products(search, filter, pageSize, currentPage, sort)`. */
export interface ProductsVariables {
  search?: string;
  filter: ProductAttributeFilterInput;
  sort?: ProductAttributeSortInput;
  pageSize: number;
  currentPage: number;
}

export interface VariablesOptions {
  /** Used when the state carries no page size (e.g. a search box outside a listing). */
  defaultPageSize?: number;
  /** The page's own scope, e.g. the category being shown; a URL filter on the same field replaces it. */
  filter?: ProductAttributeFilterInput;
}

// The URL speaks of brands; the attribute is `brand`. `ref` stays in the URL but is no attribute:
// ProductAttributeFilterInput has no such field, and sending one would fail validation.
const GRAPHQL_FILTER: Readonly<Record<string, string | null>> = { brands: "brand", ref: null };

/** The URL key for an aggregation's attribute_code, so a facet click toggles the key the URL is read with. */
export function facetUrlKey(attributeCode: string): string {
  return Object.entries(GRAPHQL_FILTER).find(([, field]) => field === attributeCode)?.[0] ?? attributeCode;
}

export function toProductsVariables(
  state: Omit<ListingState, "itemsPerPage"> & { itemsPerPage?: number },
  options: VariablesOptions = {},
): ProductsVariables {
  const filter: Record<string, unknown> = { ...options.filter };
  for (const [key, values] of Object.entries(state.filters)) {
    const field = Object.hasOwn(GRAPHQL_FILTER, key) ? GRAPHQL_FILTER[key] : key;
    if (!field || values.length === 0) continue;
    const condition = field === "price" ? priceRange(values) : equalOrIn(values);
    if (condition) filter[field] = condition;
  }
  const variables: ProductsVariables = {
    // One cast: keys come from the parsed URL, whose filter list mirrors the schema's attributes.
    filter: filter as ProductAttributeFilterInput,
    pageSize: state.itemsPerPage ?? options.defaultPageSize ?? SEARCH_PAGE_SIZE,
    currentPage: state.page,
  };
  if (state.term) variables.search = state.term;
  const sort = sortInput(state.sort);
  if (sort) variables.sort = sort;
  return variables;
}

/** "price_ASC" → { price: "ASC" }. */
function sortInput(sort: SortValue): ProductAttributeSortInput | undefined {
  if (!sort) return undefined;
  const [field, direction] = sort.split("_") as ["name" | "price", "ASC" | "DESC"];
  return { [field]: direction };
}

function equalOrIn(values: readonly string[]): FilterEqualTypeInput {
  return values.length === 1 ? { eq: values[0] } : { in: [...values] };
}

/**
 * Price buckets arrive as "a_b"; several buckets become one range from the lowest to the highest bound. An open
 * bound ("*" or empty, e.g. a top bucket "100_*") keeps that side of the range open.
 */
function priceRange(values: readonly string[]): FilterRangeTypeInput | undefined {
  const bounds: number[] = [];
  let openLow = false;
  let openHigh = false;
  for (const value of values) {
    const parts = value.split("_");
    if (parts.length !== 2) continue;
    const [low, high] = parts.map(parseBound) as [number | "open" | null, number | "open" | null];
    if (low === null || high === null) continue;
    if (low === "open") openLow = true;
    else bounds.push(low);
    if (high === "open") openHigh = true;
    else bounds.push(high);
  }
  if (bounds.length === 0) return undefined;
  bounds.sort((a, b) => a - b);
  const range: FilterRangeTypeInput = {};
  if (!openLow) range.from = String(bounds[0]);
  if (!openHigh) range.to = String(bounds[bounds.length - 1]);
  return range;
}

function parseBound(raw: string): number | "open" | null {
  if (raw === "" || raw === "*") return "open";
  if (!/^\d+(?:\.\d+)?$/.test(raw)) return null;
  return Number(raw);
}

function filterKeys(attributeFilters: readonly string[]): string[] {
  return distinct([...BASE_FILTER_KEYS, ...attributeFilters]);
}

function sortedFilterKeys(keys: string[]): string[] {
  const base: readonly string[] = BASE_FILTER_KEYS;
  const rank = (key: string) => (base.includes(key) ? base.indexOf(key) : base.length);
  return [...keys].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

function distinct(values: readonly string[]): string[] {
  return [...new Set(values.filter((v) => v !== ""))];
}

function toSearchParams(query: QueryInput): URLSearchParams {
  if (query instanceof URLSearchParams) return query;
  if (typeof query === "string") return new URLSearchParams(query);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of typeof value === "string" ? [value] : value) params.append(key, v);
  }
  return params;
}
