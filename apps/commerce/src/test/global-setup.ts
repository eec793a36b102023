import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";
import { createDatabase, databaseUrl, dropDatabase, dropOrphans, uniqueName } from "./postgres.ts";
import { buildDatabase, ensurePgliteTemplate, templateHash, type TemplateInfo } from "./template.ts";

declare module "vitest" {
  export interface ProvidedContext {
    commerceTemplate: TemplateInfo;
  }
}

const log = (line: string) => process.stderr.write(`${line}\n`);

/**
 * Builds the migrated, seeded database once per run; every test file then starts from its own copy of it
 * (src/test/database.ts). PostgreSQL is used when TEST_DATABASE_URL is set, PGlite otherwise.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!serverUrl) {
    project.provide("commerceTemplate", { kind: "pglite", dump: await ensurePgliteTemplate(log) });
    return;
  }
  await dropOrphans(serverUrl);
  const template = uniqueName(`tpl_${(await templateHash()).slice(0, 8)}`);
  log(`Building the test database template ${template} on PostgreSQL…`);
  await createDatabase(serverUrl, template);
  const database = await openDatabase({ url: databaseUrl(serverUrl, template) });
  try {
    await buildDatabase(database, log);
  } catch (error) {
    await database.close();
    await dropDatabase(serverUrl, template);
    throw error;
  }
  // A template must have no open connections while it is being copied.
  await database.close();
  project.provide("commerceTemplate", { kind: "postgres", url: serverUrl, template });
  return async () => {
    await dropDatabase(serverUrl, template);
    await dropOrphans(serverUrl);
  };
}
