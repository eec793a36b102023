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
}
