import type { Database, Db } from "./database.ts";

interface PoolClient {
  query(...args: unknown[]): Promise<unknown>;
  release(): void;
}

/**
 * One pooled connection whose queries go out one at a time. Services start independent reads together (loaders
 * of several relations resolve in the same tick); on a single pg connection that relies on pg queueing queries
 * itself, which pg deprecates, so the queue is kept here.
 */
class SerialClient {
  #client: PoolClient;
  #tail: Promise<unknown> = Promise.resolve();

  constructor(client: PoolClient) {
    this.#client = client;
  }

  query(...args: unknown[]): Promise<unknown> {
    const run = this.#tail.then(() => this.#client.query(...args));
    this.#tail = run.catch(() => undefined);
    return run;
  }
}

/**
 * Runs `work` in a transaction. On PostgreSQL it holds one pooled connection with BEGIN … COMMIT (ROLLBACK on any
 * error); PGlite has a single connection and serialises everything already, so its own transaction serves.
 */
export async function transaction<T>(database: Pick<Database, "db" | "kind">, work: (tx: Db) => Promise<T>): Promise<T> {
  if (database.kind !== "postgres") return database.db.transaction((tx) => work(tx as unknown as Db));
  const pool = (database.db as unknown as { $client: { connect(): Promise<PoolClient> } }).$client;
  const client = await pool.connect();
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const tx = drizzle(new SerialClient(client) as never) as unknown as Db;
  try {
    await client.query("BEGIN");
    const result = await work(tx);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
