import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase, type Database } from "../src/db/client.ts";
import { migrate } from "../src/db/migrate.ts";
import { seedCatalogue, seedIfEmpty } from "../src/seed/index.ts";
import { reindex } from "../src/modules/search/indexer.ts";

export type DbKind = "pglite" | "postgres";
/** "demo" is the catalogue a fresh start seeds; a number seeds that many products. */
export type CatalogueSize = "demo" | number;

const APP_DIR = fileURLToPath(new URL("..", import.meta.url));
const REPO_DIR = join(APP_DIR, "..", "..");
const CACHE_DIR = join(REPO_DIR, ".data", "bench");
export const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Covers everything that shapes a seeded, indexed database: a change means the cached copy is stale. */
function sourceHash(size: CatalogueSize): string {
  const hash = createHash("sha256").update(String(size));
  const sources = [join(APP_DIR, "drizzle"), join(APP_DIR, "src", "seed"), join(APP_DIR, "src", "modules", "search")];
  for (const file of sources.flatMap(filesUnder).filter((f) => !f.endsWith(".test.ts")).sort()) {
    hash.update(relative(APP_DIR, file)).update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

async function fill(database: Database, size: CatalogueSize, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  let last = 0;
  const onProgress = (step: string, done: number, total: number) => {
    if (performance.now() - last < 5000) return;
    last = performance.now();
    log(`  seeding: ${step} ${done}/${total}`);
  };
  await migrate(database);
  if (size === "demo") await seedIfEmpty(database, { onProgress });
  else await seedCatalogue(database, { products: size, onProgress });
  const indexed = await reindex(database);
  log(`  seeded and indexed ${indexed.documents} listable products in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** A PGlite data directory seeded once and reused while the sources it came from are unchanged. */
async function pglite(size: CatalogueSize, log: (line: string) => void): Promise<Database> {
  const dir = join(CACHE_DIR, `pglite-${size}`);
  const stamp = join(dir, ".bench-source");
  const hash = sourceHash(size);
  const fresh = existsSync(stamp) && readFileSync(stamp, "utf8") === hash;
  if (!fresh) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    log(`  PGlite ${relative(REPO_DIR, dir)}: seeding (kept for later runs)`);
  }
  const database = await openDatabase({ dataDir: dir });
  if (!fresh) {
    await fill(database, size, log);
    writeFileSync(stamp, hash);
  }
  return database;
}

/** A PostgreSQL database of the bench's own, created next to the given one and reused while still current. */
async function postgres(size: CatalogueSize, adminUrl: string, log: (line: string) => void): Promise<Database> {
  const name = `bench_catalog_${size}`;
  const hash = sourceHash(size);
  const admin = await openDatabase({ url: adminUrl });
  let fresh: boolean;
  try {
    const result = (await admin.db.execute(
      `SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = '${name}'`,
    )) as unknown as { rows: { note: string | null }[] };
    fresh = result.rows[0]?.note === hash;
    if (!fresh) {
      log(`  PostgreSQL database ${name}: seeding (kept for later runs)`);
      await admin.db.execute(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.db.execute(`CREATE DATABASE ${name}`);
    }
  } finally {
    await admin.close();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  if (!fresh) {
    await fill(database, size, log);
    await database.db.execute(`COMMENT ON DATABASE ${name} IS '${hash}'`);
  }
  return database;
}

export function prepareDatabase(
  kind: DbKind,
  size: CatalogueSize,
  opts: { postgresUrl: string; log: (line: string) => void },
): Promise<Database> {
  return kind === "pglite" ? pglite(size, opts.log) : postgres(size, opts.postgresUrl, opts.log);
}
