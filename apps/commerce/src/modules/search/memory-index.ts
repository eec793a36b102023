import { sql } from "drizzle-orm";
import type { Db } from "../../core/database.ts";
import { queryRows } from "./rows.ts";
import { buildTextIndex, type TextIndex } from "./text-index.ts";

/** Marks a product without a price in a currency; sorts after every real price. */
export const NO_PRICE = 2147483647;

export interface FacetAttribute {
  /** Position in `SearchIndex.attributes`. */
  index: number;
  id: number;
  code: string;
  label: string;
  position: number;
  /** Options in display order (attribute option position). */
  options: { id: number; label: string }[];
}

export interface CategoryNode {
  id: number;
  parentId: number | null;
  name: string;
  level: number;
  position: number;
  isActive: boolean;
}

/**
 * The listable catalogue in compact arrays: filtering, counting facets and sorting a whole catalogue in process
 * takes a few milliseconds, where the same in SQL costs tens (PGlite runs single-threaded in WebAssembly).
 * Product i has categories cats[catStart[i] .. catStart[i+1]) and options opts[optStart[i] .. optStart[i+1]).
 */
export interface SearchIndex {
  key: string;
  size: number;
  ids: Int32Array;
  byId: Map<number, number>;
  visibility: Uint8Array;
  brand: Int32Array;
  position: Int32Array;
  popularity: Int32Array;
  nameRank: Int32Array;
  /** " word word " form of the folded name, for word-prefix matching. */
  nameWords: string[];
  catStart: Int32Array;
  cats: Int32Array;
  catPos: Int32Array;
  optStart: Int32Array;
  opts: Int32Array;
  bySku: Map<string, number>;
  byUrlKey: Map<string, number[]>;
  attributes: FacetAttribute[];
  attributeByCode: Map<string, FacetAttribute>;
  /** Option id → attribute index, -1 when the option belongs to no filterable attribute. */
  optionAttribute: Int32Array;
  brandNames: Map<number, string>;
  categories: Map<number, CategoryNode>;
  /** Lazily filled caches derived from the arrays above. */
  derived: Map<string, unknown>;
}

const split = (s: string | null): number[] => (s ? s.split(",").map(Number) : []);

export async function loadIndex(db: Db, key: string): Promise<SearchIndex> {
  // One aggregated value per query: PGlite spends tens of microseconds per result row, a string is one row.
  const [numbers, strings, attrs, options, brandRows, categoryRows] = await Promise.all([
    queryRows<{ s: string | null }>(db, sql`
      SELECT string_agg(concat_ws(';', d.product_id, d.visibility, coalesce(d.brand_id, 0), d.position,
          d.popularity, d.name_rank, array_to_string(d.category_ids, ','),
          array_to_string(d.category_positions, ','), array_to_string(d.option_ids, ',')),
        '|' ORDER BY d.product_id) AS s
      FROM search_documents d`),
    queryRows<{ s: string | null }>(db, sql`
      SELECT json_agg(json_build_array(p.sku, p.url_key, d.name_key) ORDER BY d.product_id)::text AS s
      FROM search_documents d JOIN products p ON p.id = d.product_id`),
    queryRows<{ id: number; code: string; label: string; position: number }>(db, sql`
      SELECT id, code, label, position FROM attributes WHERE is_filterable ORDER BY position, id`),
    queryRows<{ id: number; attribute_id: number; label: string }>(db, sql`
      SELECT id, attribute_id, label FROM attribute_options ORDER BY attribute_id, position, id`),
    queryRows<{ id: number; name: string }>(db, sql`SELECT id, name FROM brands`),
    queryRows<{
      id: number; parent_id: number | null; name: string; level: number; position: number; is_active: boolean;
    }>(db, sql`SELECT id, parent_id, name, level, position, is_active FROM categories`),
  ]);

  const docs = numbers[0]?.s ? numbers[0].s.split("|") : [];
  const texts = JSON.parse(strings[0]?.s ?? "[]") as [string, string, string][];
  const size = docs.length;
  const ids = new Int32Array(size);
  const byId = new Map<number, number>();
  const visibility = new Uint8Array(size);
  const brand = new Int32Array(size);
  const position = new Int32Array(size);
  const popularity = new Int32Array(size);
  const nameRank = new Int32Array(size);
  const nameWords: string[] = new Array<string>(size);
  const catStart = new Int32Array(size + 1);
  const optStart = new Int32Array(size + 1);
  const catList: number[] = [];
  const catPosList: number[] = [];
  const optList: number[] = [];
  const bySku = new Map<string, number>();
  const byUrlKey = new Map<string, number[]>();

  docs.forEach((doc, i) => {
    const [id, vis, brandId, pos, pop, rank, cats, cpos, opts] = doc.split(";");
    const [sku, urlKey, nameKey] = texts[i]!;
    ids[i] = Number(id);
    byId.set(ids[i]!, i);
    visibility[i] = Number(vis);
    brand[i] = Number(brandId);
    position[i] = Number(pos);
    popularity[i] = Number(pop);
    nameRank[i] = Number(rank);
    nameWords[i] = ` ${nameKey.replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `;
    catStart[i] = catList.length;
    for (const c of split(cats ?? "")) catList.push(c);
    for (const c of split(cpos ?? "")) catPosList.push(c);
    optStart[i] = optList.length;
    for (const o of split(opts ?? "")) optList.push(o);
    bySku.set(sku.toLowerCase(), i);
    const sameKey = byUrlKey.get(urlKey);
    if (sameKey) sameKey.push(i);
    else byUrlKey.set(urlKey, [i]);
  });
  catStart[size] = catList.length;
  optStart[size] = optList.length;

  const attributes: FacetAttribute[] = attrs.map((a, index) => ({ index, ...a, options: [] }));
  const attributeById = new Map(attributes.map((a) => [a.id, a]));
  let maxOption = 0;
  for (const o of options) maxOption = Math.max(maxOption, o.id);
  for (const o of optList) maxOption = Math.max(maxOption, o);
  const optionAttribute = new Int32Array(maxOption + 1).fill(-1);
  for (const o of options) {
    const attribute = attributeById.get(o.attribute_id);
    if (!attribute) continue;
    attribute.options.push({ id: o.id, label: o.label });
    optionAttribute[o.id] = attribute.index;
  }

  return {
    key,
    size,
    ids,
    byId,
    visibility,
    brand,
    position,
    popularity,
    nameRank,
    nameWords,
    catStart,
    cats: Int32Array.from(catList),
    catPos: Int32Array.from(catPosList),
    optStart,
    opts: Int32Array.from(optList),
    bySku,
    byUrlKey,
    attributes,
    attributeByCode: new Map(attributes.map((a) => [a.code, a])),
    optionAttribute,
    brandNames: new Map(brandRows.map((b) => [b.id, b.name])),
    categories: new Map(
      categoryRows.map((c) => [
        c.id,
        { id: c.id, parentId: c.parent_id, name: c.name, level: c.level, position: c.position, isActive: c.is_active },
      ]),
    ),
    derived: new Map(),
  };
}

/** Listing prices of one store view and currency (from search_prices), loaded once per index version. */
export function loadPrices(db: Db, index: SearchIndex, store: string, currency: string): Promise<Int32Array> {
  const cacheKey = `prices:${store}:${currency}`;
  let hit = index.derived.get(cacheKey) as Promise<Int32Array> | undefined;
  if (!hit) {
    hit = (async () => {
      const [row] = await queryRows<{ pairs: string | null }>(db, sql`
        SELECT string_agg(product_id || ':' || final_minor, ',') AS pairs
        FROM search_prices WHERE store_code = ${store} AND currency = ${currency}`);
      const out = new Int32Array(index.size).fill(NO_PRICE);
      for (const pair of row?.pairs ? row.pairs.split(",") : []) {
        const colon = pair.indexOf(":");
        const i = index.byId.get(Number(pair.slice(0, colon)));
        if (i !== undefined) out[i] = Number(pair.slice(colon + 1));
      }
      return out;
    })();
    hit.catch(() => index.derived.delete(cacheKey));
    index.derived.set(cacheKey, hit);
  }
  return hit;
}

/** The word index for searches, built on the first search of an index version (listings never need it). */
export function loadTextIndex(db: Db, index: SearchIndex): Promise<TextIndex> {
  let hit = index.derived.get("text") as Promise<TextIndex> | undefined;
  if (!hit) {
    hit = (async () => {
      const [row] = await queryRows<{ s: string | null }>(db, sql`
        SELECT json_agg(p.search_text ORDER BY d.product_id)::text AS s
        FROM search_documents d JOIN products p ON p.id = d.product_id`);
      const texts = JSON.parse(row?.s ?? "[]") as string[];
      return buildTextIndex(texts, index.nameWords);
    })();
    hit.catch(() => index.derived.delete("text"));
    index.derived.set("text", hit);
  }
  return hit;
}
