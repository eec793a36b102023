import { openAsBlob } from "node:fs";
import { inject } from "vitest";
import { loadCommerceConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import type { Database } from "../core/database.ts";
import { createDatabase, databaseUrl, dropDatabase, uniqueName } from "./postgres.ts";
import type { TemplateInfo } from "./template.ts";

function template(): TemplateInfo {
  const info = inject("commerceTemplate");
  if (!info) throw new Error("No test database template: run the tests through vitest with apps/commerce/vitest.config.ts.");
  return info;
}

/** A private copy of the seeded demo database for one test file; close() discards it. */
export async function createTestDatabase(): Promise<Database> {
  const info = template();
  if (info.kind === "pglite") {
    return openDatabase({ loadDataDir: await openAsBlob(info.dump) });
  }
  const name = uniqueName("clone");
  await createDatabase(info.url, name, info.template);
  return withDrop(await openDatabase({ url: databaseUrl(info.url, name) }), info.url, name);
}

/** A copy of the seeded demo database for a backend process that a test starts (`node src/main.ts`). */
export interface ProcessTestDatabase {
  /** What the process needs besides DATA_DIR: DATABASE_URL on PostgreSQL, nothing on PGlite. */
  env: { DATABASE_URL?: string };
  /** Opens the copy in this process; close it before the backend starts (PGlite allows one process at a time). */
  open(): Promise<Database>;
  /** Drops the PostgreSQL copy; a PGlite copy goes with the data directory, which the caller removes. */
  drop(): Promise<void>;
}

/**
 * Prepares the seeded database where a backend started with `DATA_DIR=dataDir` finds it: unpacked into
 * dataDir/commerce-db on PGlite, cloned into a new database on PostgreSQL. The process then starts without seeding.
 */
export async function createProcessTestDatabase(dataDir: string): Promise<ProcessTestDatabase> {
  const info = template();
  if (info.kind === "pglite") {
    const loaded = loadCommerceConfig({ DATA_DIR: dataDir });
    if (!loaded.ok) throw new Error(loaded.errors.join("\n"));
    const { databaseDir } = loaded.config;
    const unpacked = await openDatabase({ dataDir: databaseDir, loadDataDir: await openAsBlob(info.dump) });
    await unpacked.close();
    return { env: {}, open: () => openDatabase({ dataDir: databaseDir }), drop: async () => {} };
  }
  const name = uniqueName("process");
  await createDatabase(info.url, name, info.template);
  const url = databaseUrl(info.url, name);
  return { env: { DATABASE_URL: url }, open: () => openDatabase({ url }), drop: () => dropDatabase(info.url, name) };
}

/** An empty, unmigrated database of the kind the run uses (in-memory PGlite or a new PostgreSQL database). */
export async function createEmptyTestDatabase(): Promise<Database> {
  const info = template();
  if (info.kind === "pglite") return openDatabase({});
  const name = uniqueName("empty");
  await createDatabase(info.url, name);
  return withDrop(await openDatabase({ url: databaseUrl(info.url, name) }), info.url, name);
}

function withDrop(database: Database, serverUrl: string, name: string): Database {
  return {
    ...database,
    async close() {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
