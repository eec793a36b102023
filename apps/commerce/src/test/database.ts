import { openAsBlob } from "node:fs";
import { inject } from "vitest";
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
