import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { queryRows } from "./rows.ts";
import { reindexDb } from "./indexer.ts";
import { loadIndex, type SearchIndex } from "./memory-index.ts";

const loaded = new WeakMap<Db, { key: string; index: Promise<SearchIndex> }>();
const building = new WeakMap<Db, Promise<unknown>>();

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
  if (hit?.key === key) return hit.index;
  const index = loadIndex(db, key);
  loaded.set(db, { key, index });
  index.catch(() => {
    if (loaded.get(db)?.index === index) loaded.delete(db);
  });
  return index;
}
