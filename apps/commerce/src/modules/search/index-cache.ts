import { sql } from "drizzle-orm";
import type { Db } from "../../core/database.ts";
import { queryRows } from "./rows.ts";
import { reindexDb } from "./indexer.ts";
import { loadIndex, type SearchIndex } from "./memory-index.ts";

const loaded = new WeakMap<Db, { key: string; index: Promise<SearchIndex>; checkedAt: number }>();
const building = new WeakMap<Db, Promise<unknown>>();

/**
 * How long a process trusts its copy before asking the database for the version again. A reindex in this process
 * takes effect at once (see `forgetIndex`); one in another process within this delay.
 */
const RECHECK_MS = 1000;

export function forgetIndex(db: Db): void {
  loaded.delete(db);
}

async function readState(db: Db): Promise<string | undefined> {
  const [state] = await queryRows<{ version: number; at: string }>(
    db,
    sql`SELECT version, indexed_at::text AS at FROM search_index_state WHERE id = 1`,
  );
  return state && `${state.version}@${state.at}`;
}

/**
 * The in-memory index of this database, reloaded whenever a reindex (from any process) has moved the version.
 * A database that was never indexed — filled before the index existed — is indexed once, on first use.
 */
export async function currentIndex(db: Db): Promise<SearchIndex> {
  const cached = loaded.get(db);
  if (cached && performance.now() - cached.checkedAt < RECHECK_MS) return cached.index;
  let key = await readState(db);
  if (key === undefined) {
    let job = building.get(db);
    if (!job) {
      job = reindexDb(db, new Date()).finally(() => building.delete(db));
      building.set(db, job);
    }
    await job;
    key = (await readState(db)) ?? "empty";
  }
  const hit = loaded.get(db);
  if (hit?.key === key) {
    hit.checkedAt = performance.now();
    return hit.index;
  }
  const index = loadIndex(db, key);
  loaded.set(db, { key, index, checkedAt: performance.now() });
  index.catch(() => {
    if (loaded.get(db)?.index === index) loaded.delete(db);
  });
  return index;
}
