import { NO_PRICE, type SearchIndex } from "./memory-index.ts";

/** Id → product indexes (ascending): items[start[id] .. start[id+1]). */
export interface Inverted {
  start: Int32Array;
  items: Int32Array;
}

type Walk = (emit: (id: number, product: number) => void) => void;

function invert(limit: number, walk: Walk): Inverted {
  const start = new Int32Array(limit + 1);
  walk((id) => start[id + 1]!++);
  for (let id = 0; id < limit; id++) start[id + 1]! += start[id]!;
  const fill = start.slice(0, limit);
  const items = new Int32Array(start[limit]!);
  walk((id, product) => (items[fill[id]!++] = product));
  return { start, items };
}

function cached<T>(index: SearchIndex, key: string, build: () => T): T {
  let hit = index.derived.get(key) as T | undefined;
  if (hit === undefined) {
    hit = build();
    index.derived.set(key, hit);
  }
  return hit;
}

export const limits = (index: SearchIndex) =>
  cached(index, "limits", () => {
    let categories = 0;
    let brands = 0;
    for (const id of index.cats) categories = Math.max(categories, id);
    for (const id of index.brand) brands = Math.max(brands, id);
    return { categories: categories + 1, brands: brands + 1, options: index.optionAttribute.length };
  });

export const categoryMembers = (index: SearchIndex) =>
  cached(index, "members:category", () =>
    invert(limits(index).categories, (emit) => {
      for (let i = 0; i < index.size; i++) {
        for (let j = index.catStart[i]!; j < index.catStart[i + 1]!; j++) emit(index.cats[j]!, i);
      }
    }));

export const brandMembers = (index: SearchIndex) =>
  cached(index, "members:brand", () =>
    invert(limits(index).brands, (emit) => {
      for (let i = 0; i < index.size; i++) if (index.brand[i]! > 0) emit(index.brand[i]!, i);
    }));

export const optionMembers = (index: SearchIndex) =>
  cached(index, "members:option", () =>
    invert(limits(index).options, (emit) => {
      for (let i = 0; i < index.size; i++) {
        for (let j = index.optStart[i]!; j < index.optStart[i + 1]!; j++) emit(index.opts[j]!, i);
      }
    }));

export function membersOf(inv: Inverted, ids: Iterable<number>): number[] {
  const out: number[] = [];
  for (const id of ids) {
    if (id < 0 || id + 1 >= inv.start.length) continue;
    for (let j = inv.start[id]!; j < inv.start[id + 1]!; j++) out.push(inv.items[j]!);
  }
  return out;
}

/**
 * Brand and option counts over every product of the given visibilities: what a multi-select facet shows when its
 * filter is the only one. (Category never needs them: it is counted over the matches.)
 */
export function catalogueCounts(index: SearchIndex, visibility: readonly number[]) {
  return cached(index, `counts:${visibility.join(",")}`, () => {
    const lim = limits(index);
    const brands = new Int32Array(lim.brands);
    const options = new Int32Array(lim.options);
    for (let i = 0; i < index.size; i++) {
      if (!visibility.includes(index.visibility[i]!)) continue;
      if (index.brand[i]! > 0) brands[index.brand[i]!]!++;
      for (let j = index.optStart[i]!; j < index.optStart[i + 1]!; j++) options[index.opts[j]!]!++;
    }
    return { brands, options };
  });
}

/** Rank of each product in the tie-break order: most popular first, then lowest id. */
export const tieRanks = (index: SearchIndex) =>
  cached(index, "tieRanks", () => {
    const order = Array.from({ length: index.size }, (_, i) => i);
    order.sort((a, b) => index.popularity[b]! - index.popularity[a]! || index.ids[a]! - index.ids[b]!);
    const ranks = new Int32Array(index.size);
    order.forEach((i, r) => (ranks[i] = r));
    return ranks;
  });

/** Products ordered by `key` (smaller first), ties by the tie-break order. */
export function orderBy(index: SearchIndex, products: ArrayLike<number>, key: (i: number) => number): Int32Array {
  const ranks = tieRanks(index);
  const n = index.size;
  // Key and tie rank packed into one float and sorted natively: several times faster than a comparator.
  const packed = new Float64Array(products.length);
  for (let k = 0; k < products.length; k++) packed[k] = key(products[k]!) * n + ranks[products[k]!]!;
  packed.sort();
  const byRank = cached(index, "tieOrder", () => {
    const order = new Int32Array(n);
    ranks.forEach((r, i) => (order[r] = i));
    return order;
  });
  return Int32Array.from(packed, (x) => byRank[((x % n) + n) % n]!);
}

const priceOrders = new WeakMap<Int32Array, Map<number, Int32Array>>();

/** Every product by price (unpriced last), cached per price list and direction. */
export function priceOrder(index: SearchIndex, prices: Int32Array, dir: 1 | -1): Int32Array {
  let byDir = priceOrders.get(prices);
  if (!byDir) priceOrders.set(prices, (byDir = new Map()));
  let order = byDir.get(dir);
  if (!order) {
    order = orderBy(index, Array.from({ length: index.size }, (_, i) => i), (i) =>
      prices[i] === NO_PRICE ? 2 ** 31 : prices[i]! * dir);
    byDir.set(dir, order);
  }
  return order;
}
