import { NO_PRICE, type SearchIndex } from "./memory-index.ts";

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
  /** Categories filtered on: position sorts by the product's position in them. */
  categories: Set<number> | null;
}

/** Rank of each product in the tie-break order: most popular first, then lowest id. */
function tieRanks(index: SearchIndex): Int32Array {
  const hit = index.derived.get("tieRanks") as Int32Array | undefined;
  if (hit) return hit;
  const order = Array.from({ length: index.size }, (_, i) => i);
  order.sort((a, b) => index.popularity[b]! - index.popularity[a]! || index.ids[a]! - index.ids[b]!);
  const ranks = new Int32Array(index.size);
  order.forEach((i, r) => (ranks[i] = r));
  index.derived.set("tieRanks", ranks);
  index.derived.set("tieOrder", Int32Array.from(order));
  return ranks;
}

function primaryValue(index: SearchIndex, key: SortKey, inputs: SortInputs, i: number): number {
  switch (key.field) {
    case "relevance":
      // Scores are compared to a millionth; finer differences are noise and fall through to the tie-break.
      return inputs.scores ? Math.round(inputs.scores[i]! * 1e6) * key.dir : 0;
    case "name":
      return index.nameRank[i]! * key.dir;
    case "price": {
      const p = inputs.prices[i]!;
      // Unpriced products go last whichever the direction.
      return p === NO_PRICE ? 2 ** 31 : p * key.dir;
    }
    case "position":
      return categoryPosition(index, inputs.categories, i) * key.dir;
  }
}

function categoryPosition(index: SearchIndex, categories: Set<number> | null, i: number): number {
  if (!categories) return index.position[i]!;
  let best = 2 ** 31 - 1;
  for (let j = index.catStart[i]!; j < index.catStart[i + 1]!; j++) {
    if (categories.has(index.cats[j]!)) best = Math.min(best, index.catPos[j]!);
  }
  return best;
}

/**
 * Orders matches by the requested keys, then by relevance when searching, then by popularity and id, so equal
 * keys never shuffle between pages. A single key is packed with the tie-break rank into one float and sorted
 * natively, which is several times faster than a comparator on large listings.
 */
export function sortMatches(index: SearchIndex, matches: Int32Array, keys: SortKey[], inputs: SortInputs): Int32Array {
  const ranks = tieRanks(index);
  const n = index.size;
  const effective = inputs.scores && !keys.some((k) => k.field === "relevance")
    ? [...keys, { field: "relevance", dir: -1 } as SortKey]
    : keys;

  if (effective.length <= 1) {
    const key = effective[0];
    const packed = new Float64Array(matches.length);
    for (let k = 0; k < matches.length; k++) {
      const i = matches[k]!;
      packed[k] = (key ? primaryValue(index, key, inputs, i) : 0) * n + ranks[i]!;
    }
    packed.sort();
    const order = index.derived.get("tieOrder") as Int32Array;
    const out = new Int32Array(matches.length);
    for (let k = 0; k < packed.length; k++) {
      const r = ((packed[k]! % n) + n) % n;
      out[k] = order[r]!;
    }
    return out;
  }

  const values = effective.map((key) => {
    const v = new Float64Array(matches.length);
    for (let k = 0; k < matches.length; k++) v[k] = primaryValue(index, key, inputs, matches[k]!);
    return v;
  });
  const perm = Array.from({ length: matches.length }, (_, k) => k);
  perm.sort((a, b) => {
    for (const v of values) if (v[a] !== v[b]) return v[a]! - v[b]!;
    return ranks[matches[a]!]! - ranks[matches[b]!]!;
  });
  return Int32Array.from(perm, (k) => matches[k]!);
}
