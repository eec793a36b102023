import type { FacetFilters } from "./filters.ts";
import { NO_PRICE, type SearchIndex } from "./memory-index.ts";

export const FACET_CATEGORY = -1;
export const FACET_PRICE = -2;
export const FACET_BRAND = -3;

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

interface Test {
  facet: number;
  pass(i: number): boolean;
}

function facetTests(index: SearchIndex, f: FacetFilters, prices: Int32Array): Test[] {
  const tests: Test[] = [];
  const { catStart, cats, optStart, opts, brand } = index;
  if (f.categories) {
    const wanted = f.categories;
    tests.push({
      facet: FACET_CATEGORY,
      pass: (i) => {
        for (let j = catStart[i]!; j < catStart[i + 1]!; j++) if (wanted.has(cats[j]!)) return true;
        return false;
      },
    });
  }
  if (f.price) {
    const from = f.price.from ?? -Infinity;
    const to = f.price.to ?? Infinity;
    tests.push({
      facet: FACET_PRICE,
      pass: (i) => {
        const p = prices[i]!;
        return p !== NO_PRICE && p >= from && p <= to;
      },
    });
  }
  if (f.brands) {
    const wanted = f.brands;
    tests.push({ facet: FACET_BRAND, pass: (i) => wanted.has(brand[i]!) });
  }
  for (const [attribute, wanted] of f.options) {
    tests.push({
      facet: attribute,
      pass: (i) => {
        for (let j = optStart[i]!; j < optStart[i + 1]!; j++) if (wanted.has(opts[j]!)) return true;
        return false;
      },
    });
  }
  return tests;
}

function limits(index: SearchIndex): { categories: number; brands: number } {
  const hit = index.derived.get("limits") as { categories: number; brands: number } | undefined;
  if (hit) return hit;
  let categories = 0;
  let brands = 0;
  for (const id of index.cats) categories = Math.max(categories, id);
  for (const id of index.brand) brands = Math.max(brands, id);
  const out = { categories: categories + 1, brands: brands + 1 };
  index.derived.set("limits", out);
  return out;
}

/**
 * One pass over the candidates: a product missing no facet filter is a match and counts in every facet; a
 * product missing exactly one counts only in that facet (multi-select facets ignore their own filter);
 * anything missing two or more is skipped.
 */
export function runQuery(index: SearchIndex, q: EngineQuery): EngineResult {
  const tests = facetTests(index, q.facets, q.prices);
  const visible = new Uint8Array(8);
  for (const v of q.visibility) visible[v] = 1;
  const size = q.candidates ? q.candidates.length : index.size;
  const matches = new Int32Array(size);
  let matched = 0;

  const lim = limits(index);
  const counts: FacetCounts | null = q.countFacets
    ? {
        categories: new Int32Array(lim.categories),
        brands: new Int32Array(lim.brands),
        options: new Int32Array(index.optionAttribute.length),
        prices: new Int32Array(size),
      }
    : null;
  let priced = 0;
  const { catStart, cats, optStart, opts, brand, optionAttribute, nameWords, visibility } = index;
  const words = q.nameWords?.map((w) => ` ${w}`) ?? null;

  outer: for (let k = 0; k < size; k++) {
    const i = q.candidates ? q.candidates[k]! : k;
    if (!visible[visibility[i]!]) continue;
    if (words) for (const w of words) if (!nameWords[i]!.includes(w)) continue outer;
    let missed = 0;
    let failed = 0;
    for (const t of tests) {
      if (!t.pass(i)) {
        failed = t.facet;
        if (++missed > 1) continue outer;
      }
    }
    if (missed === 0) matches[matched++] = i;
    if (!counts) continue;
    const all = missed === 0;
    if (all || failed === FACET_CATEGORY) {
      for (let j = catStart[i]!; j < catStart[i + 1]!; j++) counts.categories[cats[j]!]!++;
    }
    if ((all || failed === FACET_PRICE) && q.prices[i] !== NO_PRICE) counts.prices[priced++] = q.prices[i]!;
    if ((all || failed === FACET_BRAND) && brand[i]! > 0) counts.brands[brand[i]!]!++;
    for (let j = optStart[i]!; j < optStart[i + 1]!; j++) {
      const o = opts[j]!;
      const attribute = optionAttribute[o]!;
      if (attribute >= 0 && (all || failed === attribute)) counts.options[o]!++;
    }
  }
  if (counts) counts.prices = counts.prices.slice(0, priced);
  return { matches: matches.slice(0, matched), counts };
}
