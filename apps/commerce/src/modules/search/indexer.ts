import { sql } from "drizzle-orm";
import type { Database, Db } from "../../core/database.ts";
import { queryRows } from "./rows.ts";
import { normalizeSearchText } from "./text.ts";
import { documentsInsert, pricesInsert } from "./indexer-sql.ts";
import { forgetIndex } from "./index-cache.ts";

/** Rows per INSERT: bounds the JSON parameter (about 3 MB) while keeping the set-based joins few. */
const CHUNK = 50_000;
/** Any constant: serialises concurrent reindexes of one database across processes. */
const LOCK_KEY = 72_016_411;

export interface ReindexResult {
  documents: number;
  prices: number;
  ms: number;
}

/**
 * Rebuilds the search index (search_documents, search_prices) from the catalogue tables and bumps the index
 * version, which makes every process reload its in-memory copy. Run it after seeding or after any catalogue
 * change; like Magento's price indexer, the final prices it stores are those in force at `now`.
 */
export async function reindex(database: Database, opts: { now?: Date } = {}): Promise<ReindexResult> {
  return reindexDb(database.db, opts.now ?? new Date());
}

export async function reindexDb(db: Db, now: Date): Promise<ReindexResult> {
  const started = performance.now();
  const listable = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM products WHERE is_enabled AND visibility IN (2, 3, 4) ORDER BY id`,
  );
  const keyed = listable.map((p) => ({ id: p.id, key: normalizeSearchText(p.name) }));
  const byName = [...keyed].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id));
  const rank = new Map<number, number>();
  byName.forEach((p, i) => rank.set(p.id, i));

  let prices = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
    await tx.execute(sql`DELETE FROM search_prices`);
    await tx.execute(sql`DELETE FROM search_documents`);
    for (let i = 0; i < keyed.length; i += CHUNK) {
      const chunk = keyed.slice(i, i + CHUNK).map((p) => ({ id: p.id, key: p.key, rank: rank.get(p.id) }));
      await tx.execute(documentsInsert(JSON.stringify(chunk)));
    }
    await tx.execute(pricesInsert(now.toISOString()));
    const [count] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM search_prices`);
    prices = count?.n ?? 0;
    await tx.execute(sql`
      INSERT INTO search_index_state (id, version, indexed_at) VALUES (1, 1, now())
      ON CONFLICT (id) DO UPDATE SET version = search_index_state.version + 1, indexed_at = now()`);
  });
  forgetIndex(db);
  return { documents: keyed.length, prices, ms: Math.round(performance.now() - started) };
}
