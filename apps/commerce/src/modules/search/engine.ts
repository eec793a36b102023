import type { FacetFilters } from "./filters.ts";
import { NO_PRICE, type SearchIndex } from "./memory-index.ts";
import { catalogueCounts, limits } from "./postings.ts";
import { FACET_BRAND, FACET_CATEGORY, FACET_PRICE, facetTests, type Test } from "./facet-tests.ts";

export interface EngineQuery {
  /** Product indexes to consider; null for the whole index. */
  candidates: Int32Array | null;
  visibility: readonly number[];
  /** Folded words a name must contain as word prefixes. */
  nameWords: string[] | null;
  facets: FacetFilters;
  prices: Int32Array;
  countFacets: boolean;
}

export interface FacetCounts {
  /** Indexed by category id, brand id, option id. */
  categories: Int32Array;
  brands: Int32Array;
  options: Int32Array;
  /** Prices (minor units) of the products the price facet counts. */
  prices: Int32Array;
}

export interface EngineResult {
  matches: Int32Array;
  counts: FacetCounts | null;
}

/**
 * Which products can matter (null: all). A product outside a category condition counts nowhere (category is
 * counted over the matches), and one missing two filters counts nowhere either, so only members of the most
 * selective category condition, or of one of the two most selective filters, can. With a single non-category
 * filter only its members match, and its own facet (which ignores it) shows the catalogue's counts. Searches and
 * lookups come with their candidates.
 */
function contributors(index: SearchIndex, q: EngineQuery, tests: Test[]): { scan: Int32Array | null; ownFacet: number | null } {
  if (q.candidates) return { scan: q.candidates, ownFacet: null };
  if (tests.length === 0) return { scan: null, ownFacet: null };
  const sorted = [...tests].sort((a, b) => a.estimate - b.estimate);
  const [first, second] = sorted;
  const pair = second ? first!.estimate + second.estimate : Infinity;
  const category = sorted.find((t) => t.facet === FACET_CATEGORY);
  if (category && category.estimate <= pair) {
    return { scan: category.estimate < index.size / 2 ? unique(index, [category.members()]) : null, ownFacet: null };
  }
  if (tests.length === 1) {
    // The catalogue's counts know nothing of the name filter.
    return first!.facet === FACET_PRICE || q.nameWords
      ? { scan: null, ownFacet: null }
      : { scan: unique(index, [first!.members()]), ownFacet: first!.facet };
  }
  if (pair >= index.size / 2) return { scan: null, ownFacet: null };
  return { scan: unique(index, [first!.members(), second!.members()]), ownFacet: null };
}

function unique(index: SearchIndex, lists: ArrayLike<number>[]): Int32Array {
  const seen = new Uint8Array(index.size);
  let n = 0;
  for (const list of lists) {
    for (let k = 0; k < list.length; k++) {
      if (seen[list[k]!]) continue;
      seen[list[k]!] = 1;
      n++;
    }
  }
  const out = new Int32Array(n);
  let k = 0;
  for (let i = 0; i < index.size; i++) if (seen[i]) out[k++] = i;
  return out;
}

/**
 * One pass over the products that can matter: a product missing no facet filter is a match and counts in every
 * facet; a product missing exactly one filter other than a category condition counts only in that filter's facet
 * (multi-select facets ignore their own filter). Category navigates rather than multi-selects: a product outside
 * a category condition counts nowhere, so the category facet counts the matches only.
 */
export function runQuery(index: SearchIndex, q: EngineQuery): EngineResult {
  const tests = facetTests(index, q.facets, q.prices);
  const visible = new Uint8Array(8);
  for (const v of q.visibility) visible[v] = 1;
  const { scan, ownFacet } = contributors(index, q, tests);
  const size = scan ? scan.length : index.size;
  const matches = new Int32Array(size);
  let matched = 0;

  const lim = limits(index);
  const counts: FacetCounts | null = q.countFacets
    ? {
        categories: new Int32Array(lim.categories),
        brands: new Int32Array(lim.brands),
        options: new Int32Array(lim.options),
        prices: new Int32Array(size),
      }
    : null;
  let priced = 0;
  const { catStart, cats, optStart, opts, brand, optionAttribute, nameWords, visibility } = index;
  const words = q.nameWords?.map((w) => ` ${w}`) ?? null;

  outer: for (let k = 0; k < size; k++) {
    const i = scan ? scan[k]! : k;
    if (!visible[visibility[i]!]) continue;
    if (words) for (const w of words) if (!nameWords[i]!.includes(w)) continue outer;
    let missed = 0;
    let failed = 0;
    for (const t of tests) {
      if (!t.pass(i)) {
        if (t.facet === FACET_CATEGORY) continue outer;
        failed = t.facet;
        if (++missed > 1) continue outer;
      }
    }
    if (missed === 0) matches[matched++] = i;
    if (!counts) continue;
    const every = missed === 0;
    if (every) {
      for (let j = catStart[i]!; j < catStart[i + 1]!; j++) counts.categories[cats[j]!]!++;
    }
    if ((every || failed === FACET_PRICE) && q.prices[i] !== NO_PRICE) counts.prices[priced++] = q.prices[i]!;
    if ((every || failed === FACET_BRAND) && brand[i]! > 0 && ownFacet !== FACET_BRAND) counts.brands[brand[i]!]!++;
    for (let j = optStart[i]!; j < optStart[i + 1]!; j++) {
      const o = opts[j]!;
      const attribute = optionAttribute[o]!;
      if (attribute >= 0 && (every || failed === attribute) && attribute !== ownFacet) counts.options[o]!++;
    }
  }
  if (counts) {
    counts.prices = counts.prices.slice(0, priced);
    if (ownFacet !== null) ownFacetCounts(index, q, ownFacet, counts);
  }
  return { matches: matches.slice(0, matched), counts };
}

/** The single filter's own facet ignores it, and nothing else filters: the catalogue's counts are the answer. */
function ownFacetCounts(index: SearchIndex, q: EngineQuery, facet: number, counts: FacetCounts): void {
  const whole = catalogueCounts(index, q.visibility);
  if (facet === FACET_BRAND) counts.brands = whole.brands;
  else {
    const attribute = index.attributes[facet];
    for (const o of attribute?.options ?? []) counts.options[o.id] = whole.options[o.id] ?? 0;
  }
}
