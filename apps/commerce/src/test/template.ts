import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { REPO_ROOT } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import type { Database } from "../core/database.ts";
import { acquireDataDirLock, DataDirLockedError } from "../db/lock.ts";
import { migrate } from "../db/migrate.ts";
import { DEFAULT_PRODUCT_COUNT, seedCatalogue } from "../seed/index.ts";
import { dumpWithoutSpareWal } from "./wal.ts";

/** What global setup hands to test files: where to clone the seeded database from. */
export type TemplateInfo =
  | { kind: "pglite"; dump: string }
  | { kind: "postgres"; url: string; template: string };

const APP_DIR = fileURLToPath(new URL("../..", import.meta.url));
const DATA_DIR = path.join(REPO_ROOT, ".data");
export const DUMP_FILE = "template.tar";
const TEMPLATE_PREFIX = "test-template-";
/** Templates of other source versions are removed once unused for this long. */
const STALE_MS = 30 * 60 * 1000;
const WAIT_MS = 15 * 60 * 1000;

// Everything that shapes the seeded database: a change to any of these builds a new template. Only the search
// indexer's own files count, so that work elsewhere in the search module does not rebuild it.
const SOURCES = [
  "drizzle", "src/db/client.ts", "src/db/migrate.ts", "src/db/schema.ts", "src/seed", "src/test/template.ts",
  "src/modules/search/indexer.ts", "src/modules/search/indexer-sql.ts", "src/modules/search/text.ts", "src/modules/search/rows.ts",
];
/** The demo image renderer beside the seed: image file names are part of the rows, the pixels are not. */
const RENDERER = "src/seed/media/";

async function listFiles(entry: string): Promise<string[]> {
  const info = await stat(entry).catch(() => null);
  if (!info) return [];
  if (info.isFile()) return [entry];
  const names = (await readdir(entry)).sort();
  return (await Promise.all(names.map((n) => listFiles(path.join(entry, n))))).flat();
}

export async function templateHash(): Promise<string> {
  const hash = createHash("sha256");
  // The dump format belongs to the PGlite build; country names come from ICU.
  let pgliteDir = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  while (!(await exists(path.join(pgliteDir, "package.json")))) pgliteDir = path.dirname(pgliteDir);
  const { version } = JSON.parse(await readFile(path.join(pgliteDir, "package.json"), "utf8")) as { version: string };
  hash.update(`pglite ${version} icu ${process.versions.icu ?? ""} products ${DEFAULT_PRODUCT_COUNT}\n`);
  // Image file names are part of the rows; the renderer behind them is not.
  const media = await import("../seed/media/library.ts");
  hash.update(`${media.productImageFile("jar", "#a1b2c3", 1)} ${media.categoryImageFile("a-b")} ${media.heroImageFile(1)}\n`);
  for (const source of SOURCES) {
    for (const file of await listFiles(path.join(APP_DIR, source))) {
      if (/\.test\.ts$|\.md$/.test(file) || path.relative(APP_DIR, file).startsWith(RENDERER)) continue;
      hash.update(`${path.relative(APP_DIR, file)}\n`);
      hash.update(await readFile(file));
    }
  }
  return hash.digest("hex").slice(0, 16);
}

/** Seed plus what the running backend derives from it (the search index), as a fresh start would have it. */
export async function buildDatabase(database: Database, log: (line: string) => void): Promise<void> {
  await migrate(database);
  let lastStep = "";
  const started = performance.now();
  await seedCatalogue(database, {
    products: DEFAULT_PRODUCT_COUNT,
    onProgress: (step) => {
      if (step.startsWith("setup") || step === lastStep) return;
      lastStep = step;
      log(`  ${step}…`);
    },
  });
  const search = await import("../modules/search/indexer.ts").catch(() => null);
  if (search) await search.reindex(database);
  log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const exists = (file: string) => stat(file).then(() => true, () => false);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The migrated, seeded PGlite template, kept under .data/test-template-<hash>/ so that later runs reuse it. Several
 * runs may start at once: one builds it under the directory lock while the others wait for the dump to appear.
 */
export async function ensurePgliteTemplate(log: (line: string) => void): Promise<string> {
  const dir = path.join(DATA_DIR, `${TEMPLATE_PREFIX}${await templateHash()}`);
  const dump = path.join(dir, DUMP_FILE);
  const deadline = Date.now() + WAIT_MS;
  while (!(await exists(dump))) {
    let release: (() => Promise<void>) | undefined;
    try {
      release = await acquireDataDirLock(dir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError) || Date.now() > deadline) throw error;
      await sleep(1000);
      continue;
    }
    try {
      if (await exists(dump)) break;
      log(`Building the test database template ${path.relative(REPO_ROOT, dir)} (reused until migrations or seed change)…`);
      // Built in memory (faster than through the file system) and kept as the archive test files load.
      const database = await openDatabase({});
      try {
        await buildDatabase(database, log);
        await writeFile(`${dump}.partial`, await dumpWithoutSpareWal(database));
        await rename(`${dump}.partial`, dump);
      } finally {
        await database.close();
      }
    } finally {
      await release();
    }
  }
  const now = new Date();
  await utimes(dir, now, now).catch(() => {});
  await removeStaleTemplates(dir);
  return dump;
}

async function removeStaleTemplates(current: string): Promise<void> {
  const names = await readdir(DATA_DIR).catch(() => [] as string[]);
  for (const name of names) {
    const dir = path.join(DATA_DIR, name);
    if (!name.startsWith(TEMPLATE_PREFIX) || dir === current) continue;
    const info = await stat(dir).catch(() => null);
    if (!info || Date.now() - info.mtimeMs < STALE_MS) continue;
    // A run still building or using it holds the lock.
    const release = await acquireDataDirLock(dir).catch(() => null);
    if (!release) continue;
    await rm(dir, { recursive: true, force: true }).catch(() => {});
    await release();
  }
}
