import { GraphQlInputError } from "../../core/errors.ts";
import type { Maybe, ProductAttributeFilterInput } from "../../core/generated/resolvers.ts";
import { minorUnitDigits } from "../../core/money.ts";
import type { CatalogContext } from "../catalog/context.ts";
import { currentIndex } from "./index-cache.ts";
import { loadPrices, loadTextIndex, type SearchIndex } from "./memory-index.ts";
import { filteredCategories, parseFilters, type ParsedFilters } from "./filters.ts";
import { columnMatch } from "./column-match.ts";
import { matchText } from "./text-search.ts";
import { runQuery } from "./engine.ts";
import { sortedPage, type SortKey } from "./sort.ts";
import { buildAggregations, type Aggregation } from "./aggregations.ts";
import { suggestSpellings } from "./suggestions.ts";
import { tokenize } from "./text.ts";

export const DEFAULT_PAGE_SIZE = 20;
/** Larger pages are served as this many items: enough for any listing, bounded for the product resolvers. */
export const MAX_PAGE_SIZE = 300;

/** Magento's catalogue visibility values: 2 catalogue, 3 search, 4 both. */
const SEARCH_VISIBILITY = [3, 4];
const CATEGORY_VISIBILITY = [2, 4];
const ANY_VISIBILITY = [2, 3, 4];

export interface ProductSearchArgs {
  search?: string | null;
  filter?: Maybe<ProductAttributeFilterInput>;
  pageSize?: number | null;
  currentPage?: number | null;
  /** Sort keys in the order given; empty for the default order. */
  sort?: SortKey[];
}

export interface SortFieldsOutput {
  default: string;
  options: { label: string; value: string }[];
}

export interface ProductSearchResult {
  productIds: number[];
  totalCount: number;
  pageInfo: { current_page: number; page_size: number; total_pages: number };
  sortFields: SortFieldsOutput;
  aggregations(opts: { includeDirectChildrenOnly: boolean }): Aggregation[];
  /** Other spellings of a search that found nothing; null when there was no search or it found something. */
  suggestions(): Promise<string[] | null>;
}

/** Sort keys a listing offers (a search adds relevance first), and the one it uses by default. */
export const LISTING_SORTS = [
  { label: "Position", value: "position" },
  { label: "Product Name", value: "name" },
  { label: "Price", value: "price" },
];
export const DEFAULT_LISTING_SORT = "position";

function sortFields(searching: boolean): SortFieldsOutput {
  return searching
    ? { default: "relevance", options: [{ label: "Relevance", value: "relevance" }, ...LISTING_SORTS] }
    : { default: DEFAULT_LISTING_SORT, options: LISTING_SORTS };
}

/** Magento's argument checks, in Magento's order and words. */
function validate(args: ProductSearchArgs): { pageSize: number; currentPage: number } {
  const currentPage = args.currentPage ?? 1;
  const pageSize = args.pageSize ?? DEFAULT_PAGE_SIZE;
  if (currentPage < 1) throw new GraphQlInputError("currentPage value must be greater than 0.");
  if (pageSize < 1) throw new GraphQlInputError("pageSize value must be greater than 0.");
  if (args.search == null && args.filter == null) {
    throw new GraphQlInputError("'search' or 'filter' input argument is required.");
  }
  return { pageSize: Math.min(pageSize, MAX_PAGE_SIZE), currentPage };
}

function intersect(index: SearchIndex, current: Int32Array | null, next: Iterable<number>): Int32Array {
  if (current === null) return Int32Array.from(new Set(next));
  const keep = new Uint8Array(index.size);
  for (const i of next) keep[i] = 1;
  return current.filter((i) => keep[i] === 1);
}

/** The product whose name is exactly the query comes first, then names starting with it. */
function phraseBoost(nameWords: string, phrase: string): number {
  if (nameWords === phrase) return 3;
  return nameWords.startsWith(phrase) ? 1 : 0;
}

async function candidatesOf(
  ctx: CatalogContext,
  index: SearchIndex,
  filters: ParsedFilters,
  search: string | null,
): Promise<{ candidates: Int32Array | null; scores: Float64Array | null }> {
  let candidates: Int32Array | null = null;
  const { base } = filters;
  const toIndexes = (ids: number[]) => ids.flatMap((id) => index.byId.get(id) ?? []);
  if (base.skus) candidates = intersect(index, candidates, base.skus.flatMap((s) => index.bySku.get(s.toLowerCase()) ?? []));
  if (base.urlKeys) candidates = intersect(index, candidates, base.urlKeys.flatMap((k) => index.byUrlKey.get(k) ?? []));
  for (const [column, text] of [["description", base.description], ["short_description", base.shortDescription]] as const) {
    const words = text?.slice(0, 256).toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8);
    if (words) candidates = intersect(index, candidates, toIndexes(await columnMatch(ctx.db, column, words)));
  }
  if (search === null || search.trim() === "") return { candidates, scores: null };

  const tokens = tokenize(search);
  const { docs, scores } = matchText(await loadTextIndex(ctx.db, index), index.size, tokens);
  const phrase = ` ${tokens.join(" ")} `;
  for (const i of docs) scores[i] = scores[i]! + phraseBoost(index.nameWords[i]!, phrase);
  // matchText lists each product once, so without other candidates no de-duplication is needed.
  return { candidates: candidates ? intersect(index, candidates, docs) : Int32Array.from(docs), scores };
}

/** products(search, filter, sort, pageSize, currentPage): one page of product ids plus facets and paging. */
export async function searchProducts(
  ctx: CatalogContext,
  args: ProductSearchArgs,
  opts: { facets: boolean } = { facets: true },
): Promise<ProductSearchResult> {
  const { pageSize, currentPage } = validate(args);
  const searching = args.search != null;
  const index = await currentIndex(ctx.db);
  const filters = parseFilters(args.filter, index, ctx.currency);
  const [prices, { candidates, scores }] = await Promise.all([
    loadPrices(ctx.db, index, ctx.store.code, ctx.currency),
    candidatesOf(ctx, index, filters, args.search ?? null),
  ]);
  const visibility = searching ? SEARCH_VISIBILITY : filters.facets.categories ? CATEGORY_VISIBILITY : ANY_VISIBILITY;
  const { matches, counts } = runQuery(index, {
    candidates,
    visibility,
    nameWords: filters.base.nameWords,
    facets: filters.facets,
    prices,
    countFacets: opts.facets,
  });

  const totalCount = matches.length;
  const totalPages = Math.ceil(totalCount / pageSize);
  if (currentPage > totalPages && totalCount > 0) {
    throw new GraphQlInputError(
      `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`,
    );
  }
  const keys = args.sort && args.sort.length > 0
    ? args.sort
    : [searching ? ({ field: "relevance", dir: -1 } as const) : ({ field: "position", dir: 1 } as const)];
  const start = (currentPage - 1) * pageSize;
  const categories = filteredCategories(filters.facets);
  const page = totalCount > start
    ? sortedPage(index, matches, keys, { scores, prices, categories }, start, pageSize)
    : new Int32Array(0);

  return {
    productIds: Array.from(page, (i) => index.ids[i]!),
    totalCount,
    pageInfo: { current_page: currentPage, page_size: pageSize, total_pages: totalPages },
    sortFields: sortFields(searching),
    aggregations: ({ includeDirectChildrenOnly }) =>
      counts
        ? buildAggregations(index, counts, {
            includeDirectChildrenOnly,
            filteredCategories: categories,
            fractionDigits: minorUnitDigits(ctx.currency),
          })
        : [],
    suggestions: async () => {
      if (!searching || totalCount > 0) return null;
      return suggestSpellings(index, await loadTextIndex(ctx.db, index), tokenize(args.search ?? ""), SEARCH_VISIBILITY);
    },
  };
}
