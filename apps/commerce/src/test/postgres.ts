import { randomBytes } from "node:crypto";
import pg from "pg";
import { isAlive } from "../db/lock.ts";

/** Databases the test harness creates are named `commerce_test_<pid>_…`, so leftovers of dead runs can be found. */
export const TEST_DB_PREFIX = "commerce_test_";

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function uniqueName(kind: string): string {
  return `${TEST_DB_PREFIX}${process.pid}_${kind}_${randomBytes(4).toString("hex")}`;
}

export async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** CREATE DATABASE, from a template when given; retried while another clone of the same template is starting. */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  await withAdmin(serverUrl, async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${quote(name)}${template ? ` TEMPLATE ${quote(template)}` : ""}`);
        return;
      } catch (error) {
        // 55006: "source database is being accessed by other users".
        if ((error as { code?: string }).code !== "55006" || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 20));
      }
    }
  });
}

/**
 * Drops a test database. Waits first for the sessions of a just-closed pool to go: terminating them (FORCE) while
 * they are still saying goodbye makes node-postgres raise an unhandled error in the test process.
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdmin(serverUrl, async (client) => {
    for (let attempt = 0; attempt < 40; attempt++) {
      const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
  });
}

/** Drops databases left by test runs that were killed before their teardown. */
export async function dropOrphans(serverUrl: string): Promise<void> {
  const names = await withAdmin(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1",
      [`${TEST_DB_PREFIX}%`],
    );
    return rows.map((r) => r.datname);
  });
  for (const name of names) {
    const pid = Number.parseInt(name.slice(TEST_DB_PREFIX.length), 10);
    if (Number.isSafeInteger(pid) && !isAlive(pid)) await dropDatabase(serverUrl, name).catch(() => {});
  }
}
