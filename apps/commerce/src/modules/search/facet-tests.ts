import type { FacetFilters } from "./filters.ts";
import { NO_PRICE, type SearchIndex } from "./memory-index.ts";
import { brandMembers, categoryMembers, membersOf, optionMembers, priceOrder, type Inverted } from "./postings.ts";

/** Facet ids of the non-attribute facets; attribute facets use the attribute's index (0 and up). */
export const FACET_CATEGORY = -1;
export const FACET_PRICE = -2;
export const FACET_BRAND = -3;

/** One filter of a query (category has one per condition): how to test a product and list those passing it. */
export interface Test {
  facet: number;
  pass(i: number): boolean;
  /** Products passing this filter (in any order, possibly with repeats), when they can be listed cheaply. */
  members(): ArrayLike<number>;
  /** Rough size of `members()`, to pick the most selective filters. */
  estimate: number;
}

export function facetTests(index: SearchIndex, f: FacetFilters, prices: Int32Array): Test[] {
  const tests: Test[] = [];
  const { catStart, cats, optStart, opts, brand } = index;
  const sizeOf = (inv: Inverted, ids: Iterable<number>) => {
    let n = 0;
    for (const id of ids) if (id >= 0 && id + 1 < inv.start.length) n += inv.start[id + 1]! - inv.start[id]!;
    return n;
  };
  // One test per category condition: a product must pass each, each by one of its categories.
  for (const wanted of f.categories ?? []) {
    const inv = categoryMembers(index);
    tests.push({
      facet: FACET_CATEGORY,
      pass: (i) => {
        for (let j = catStart[i]!; j < catStart[i + 1]!; j++) if (wanted.has(cats[j]!)) return true;
        return false;
      },
      members: () => membersOf(inv, wanted),
      estimate: sizeOf(inv, wanted),
    });
  }
  if (f.price) {
    const from = f.price.from ?? -Infinity;
    const to = f.price.to ?? Infinity;
    const order = () => priceOrder(index, prices, 1);
    const bound = (limit: number, inclusive: boolean) => {
      const o = order();
      let lo = 0;
      let hi = o.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        const p = prices[o[mid]!]!;
        if (p !== NO_PRICE && (inclusive ? p <= limit : p < limit)) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    tests.push({
      facet: FACET_PRICE,
      pass: (i) => {
        const p = prices[i]!;
        return p !== NO_PRICE && p >= from && p <= to;
      },
      members: () => order().subarray(bound(from, false), bound(to, true)),
      estimate: index.size / 2,
    });
  }
  if (f.brands) {
    const wanted = f.brands;
    const inv = brandMembers(index);
    tests.push({
      facet: FACET_BRAND,
      pass: (i) => wanted.has(brand[i]!),
      members: () => membersOf(inv, wanted),
      estimate: sizeOf(inv, wanted),
    });
  }
  for (const [attribute, wanted] of f.options) {
    const inv = optionMembers(index);
    tests.push({
      facet: attribute,
      pass: (i) => {
        for (let j = optStart[i]!; j < optStart[i + 1]!; j++) if (wanted.has(opts[j]!)) return true;
        return false;
      },
      members: () => membersOf(inv, wanted),
      estimate: sizeOf(inv, wanted),
    });
  }
  return tests;
}

