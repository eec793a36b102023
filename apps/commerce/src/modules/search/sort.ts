import { NO_PRICE, type SearchIndex } from "./memory-index.ts";
import { categoryMembers, membersOf, orderBy, priceOrder, tieRanks } from "./postings.ts";

export type SortField = "relevance" | "position" | "name" | "price";
export interface SortKey {
  field: SortField;
  /** 1 ascending, -1 descending. */
  dir: 1 | -1;
}

export interface SortInputs {
  /** Relevance per product index (searches only). */
  scores: Float64Array | null;
  prices: Int32Array;
  /** Every category the category conditions name: position sorts by the product's best position among them. */
  categories: Set<number> | null;
}

function positionIn(index: SearchIndex, categories: Set<number> | null, i: number): number {
  if (!categories) return index.position[i]!;
  let best = 2 ** 31 - 1;
  for (let j = index.catStart[i]!; j < index.catStart[i + 1]!; j++) {
    if (categories.has(index.cats[j]!)) best = Math.min(best, index.catPos[j]!);
  }
  return best;
}

function keyOf(index: SearchIndex, key: SortKey, inputs: SortInputs): (i: number) => number {
  switch (key.field) {
    case "relevance": {
      const scores = inputs.scores;
      // Compared to a millionth; finer differences are noise and fall through to the tie-break.
      return scores ? (i) => Math.round(scores[i]! * 1e6) * key.dir : () => 0;
    }
    case "name":
      return (i) => index.nameRank[i]! * key.dir;
    case "price":
      // Unpriced products go last whichever the direction.
      return (i) => (inputs.prices[i] === NO_PRICE ? 2 ** 31 : inputs.prices[i]! * key.dir);
    case "position":
      return (i) => positionIn(index, inputs.categories, i) * key.dir;
  }
}

function cachedOrder(index: SearchIndex, name: string, build: () => Int32Array): Int32Array {
  let order = index.derived.get(name) as Int32Array | undefined;
  if (!order) index.derived.set(name, (order = build()));
  return order;
}

const everyone = (index: SearchIndex) => Array.from({ length: index.size }, (_, i) => i);

/** A precomputed order of the whole catalogue (or of one category) for the key, when there is one. */
function fullOrder(index: SearchIndex, key: SortKey | undefined, inputs: SortInputs): Int32Array | null {
  if (!key) return cachedOrder(index, "order:tie", () => orderBy(index, everyone(index), () => 0));
  switch (key.field) {
    case "name":
      return cachedOrder(index, `order:name:${key.dir}`, () => orderBy(index, everyone(index), keyOf(index, key, inputs)));
    case "price":
      return priceOrder(index, inputs.prices, key.dir);
    case "position": {
      if (!inputs.categories) {
        return cachedOrder(index, `order:position:${key.dir}`, () =>
          orderBy(index, everyone(index), keyOf(index, key, inputs)));
      }
      if (inputs.categories.size !== 1) return null;
      const [category] = inputs.categories;
      return cachedOrder(index, `order:category:${category}:${key.dir}`, () =>
        orderBy(index, membersOf(categoryMembers(index), [category!]), keyOf(index, key, inputs)));
    }
    case "relevance":
      return null;
  }
}

/**
 * The page [start, start + count) of the matches in the requested order, then relevance when searching, then
 * popularity and id, so equal keys never shuffle between pages. Large listings walk a cached order of the whole
 * catalogue and stop at the page's end; small ones, searches and multi-key sorts sort the matches themselves.
 */
export function sortedPage(
  index: SearchIndex,
  matches: Int32Array,
  keys: SortKey[],
  inputs: SortInputs,
  start: number,
  count: number,
): Int32Array {
  const effective = inputs.scores && !keys.some((k) => k.field === "relevance")
    ? [...keys, { field: "relevance", dir: -1 } as SortKey]
    : keys;
  if (effective.length <= 1) {
    const m = matches.length;
    const order = m * Math.log2(m + 2) * 4 > index.size ? fullOrder(index, effective[0], inputs) : null;
    if (order) {
      const wanted = new Uint8Array(index.size);
      for (const i of matches) wanted[i] = 1;
      const out = new Int32Array(Math.max(0, Math.min(count, m - start)));
      let seen = 0;
      for (let k = 0; k < order.length && seen < start + out.length; k++) {
        const i = order[k]!;
        if (!wanted[i]) continue;
        if (seen >= start) out[seen - start] = i;
        seen++;
      }
      return out;
    }
    const key = effective[0];
    return orderBy(index, matches, key ? keyOf(index, key, inputs) : () => 0).subarray(start, start + count);
  }

  const ranks = tieRanks(index);
  const values = effective.map((key) => Float64Array.from(matches, keyOf(index, key, inputs)));
  const perm = Array.from({ length: matches.length }, (_, k) => k);
  perm.sort((a, b) => {
    for (const v of values) if (v[a] !== v[b]) return v[a]! - v[b]!;
    return ranks[matches[a]!]! - ranks[matches[b]!]!;
  });
  return Int32Array.from(perm.slice(start, start + count), (k) => matches[k]!);
}
