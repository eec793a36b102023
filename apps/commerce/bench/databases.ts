import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { REPO_ROOT } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import type { Database } from "../src/core/database.ts";
import { migrate } from "../src/db/migrate.ts";
import { seedCatalogue, seedIfEmpty } from "../src/seed/index.ts";
import { reindex } from "../src/modules/search/indexer.ts";

export type DbKind = "pglite" | "postgres";
/** "demo" is the catalogue a fresh start seeds; a number seeds that many products. */
export type CatalogueSize = "demo" | number;

const APP_DIR = fileURLToPath(new URL("..", import.meta.url));
const CACHE_DIR = join(REPO_ROOT, ".data", "bench");
export const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function hashFiles(files: string[], extra: string): string {
  const hash = createHash("sha256").update(extra);
  for (const file of files.filter((f) => !f.endsWith(".test.ts") && !f.endsWith(".md")).sort()) {
    hash.update(relative(APP_DIR, file)).update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 12);
}

/**
 * What a cached database was built from: the seed (migrations and generator, slow to redo) and the search index
 * (quick to rebuild), so that a change to the indexer only reindexes.
 */
function stamp(size: CatalogueSize): { seed: string; index: string } {
  const search = join(APP_DIR, "src", "modules", "search");
  return {
    seed: hashFiles([...filesUnder(join(APP_DIR, "drizzle")), ...filesUnder(join(APP_DIR, "src", "seed"))], String(size)),
    index: hashFiles(["indexer.ts", "indexer-sql.ts", "tables.ts", "text.ts"].map((f) => join(search, f)), ""),
  };
}

const asText = (s: { seed: string; index: string }) => `${s.seed}:${s.index}`;

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
  log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function index(database: Database, log: (line: string) => void): Promise<void> {
  const result = await reindex(database);
  log(`  indexed ${result.documents} listable products in ${(result.ms / 1000).toFixed(1)} s`);
}

/** A PGlite data directory seeded once and reused while the sources it came from are unchanged. */
async function pglite(size: CatalogueSize, log: (line: string) => void): Promise<Database> {
  const dir = join(CACHE_DIR, `pglite-${size}`);
  const stampFile = join(dir, ".bench-source");
  const want = stamp(size);
  const [seed, indexed] = (existsSync(stampFile) ? readFileSync(stampFile, "utf8") : ":").split(":");
  if (seed !== want.seed) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    log(`  PGlite ${relative(REPO_ROOT, dir)}: seeding (kept for later runs)`);
  }
  const database = await openDatabase({ dataDir: dir });
  if (seed !== want.seed) await fill(database, size, log);
  if (seed !== want.seed || indexed !== want.index) {
    await index(database, log);
    writeFileSync(stampFile, asText(want));
  }
  return database;
}

/** A PostgreSQL database of the bench's own, created next to the given one and reused while still current. */
async function postgres(size: CatalogueSize, adminUrl: string, log: (line: string) => void): Promise<Database> {
  const name = `bench_catalog_${size}`;
  const want = stamp(size);
  const admin = await openDatabase({ url: adminUrl });
  let seed: string | undefined;
  let indexed: string | undefined;
  try {
    const result = (await admin.db.execute(
      `SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = '${name}'`,
    )) as unknown as { rows: { note: string | null }[] };
    [seed, indexed] = (result.rows[0]?.note ?? ":").split(":");
    if (seed !== want.seed) {
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
  if (seed !== want.seed) await fill(database, size, log);
  if (seed !== want.seed || indexed !== want.index) {
    await index(database, log);
    await database.db.execute(`COMMENT ON DATABASE ${name} IS '${asText(want)}'`);
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
