import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Database, Db } from "../core/database.ts";

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  url?: string;
  /** PGlite data directory; absent means in-memory (tests). */
  dataDir?: string;
  /** A PGlite `dumpDataDir()` archive to start from instead of an empty cluster (test clones). */
  loadDataDir?: Blob;
}

/** Connections per instance: N instances open up to N × this many on the server (its max_connections bounds N). */
const POOL_SIZE = 10;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new pg.Pool({ connectionString: options.url, max: POOL_SIZE });
    // An idle pooled connection can be cut by the server (restart, failover, a dropped test database). Without a
    // listener that error would crash the process; the pool discards the client and opens a new one on demand.
    pool.on("error", (error) => {
      if (!isAdminShutdown(error)) process.stderr.write(`postgres: idle connection lost: ${error.message}\n`);
    });
    const db = drizzle(pool) as unknown as Db;
    return {
      db,
      kind: "postgres",
      location: redactUrl(options.url),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_SIZE }),
      async exclusive(name, work) {
        // A session lock lives on one connection: hold that connection for the whole of the work.
        const client = await pool.connect();
        try {
          await client.query("SELECT pg_advisory_lock(hashtext($1))", [name]);
          try {
            return await work();
          } finally {
            await client.query("SELECT pg_advisory_unlock(hashtext($1))", [name]);
          }
        } finally {
          client.release();
        }
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  // PGlite creates the data directory itself but not its missing parents.
  if (options.dataDir) await mkdir(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  const client = await PGlite.create(options.dataDir ?? "memory://", {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzle(client) as unknown as Db;
  return { db, kind: "pglite", location: options.dataDir ?? "memory", close: () => client.close() };
}

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    u.password = "";
    u.username = "";
    return u.toString();
  } catch {
    return "postgres";
  }
}

/** 57P01 admin_shutdown: the server ended the connection on purpose (e.g. DROP DATABASE … WITH (FORCE)). */
function isAdminShutdown(error: Error): boolean {
  return (error as Error & { code?: string }).code === "57P01";
}
