import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/** The Drizzle handle every service takes: the same type over PGlite and over PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DatabaseKind = "pglite" | "postgres";

/** An open database; `db/client.ts` opens one over PGlite or PostgreSQL. */
export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Human-readable location for logs: the data directory, or the PostgreSQL URL without credentials. */
  location: string;
  close(): Promise<void>;
  /** PostgreSQL only: the connection pool's state, for metrics. */
  poolStats?: () => PoolStats;
  /**
   * PostgreSQL only: runs `work` while holding a session advisory lock named `name`, so that of several instances
   * starting together one migrates and seeds while the others wait (then find the work done).
   */
  exclusive?: <T>(name: string, work: () => Promise<T>) => Promise<T>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}
