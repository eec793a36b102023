// Seeds a large catalogue for benchmarks:
//   npm run seed:large -w apps/commerce [-- --products 100000 --data-dir .data/large --media-dir .data/media]
// Target: DATABASE_URL when set, otherwise a PGlite directory (--data-dir, or SEED_DATA_DIR, default .data/large-db).
// The database must be empty; it is migrated first.
import path from "node:path";
import { count } from "drizzle-orm";
import { parseArgs } from "node:util";
import { loadCommerceConfig, REPO_ROOT } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { acquireDataDirLock } from "./db/lock.ts";
import { migrate } from "./db/migrate.ts";
import { stores } from "./db/schema.ts";
import { seedCatalogue } from "./seed/index.ts";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    "data-dir": { type: "string" },
    "media-dir": { type: "string" },
  },
});

const products = Number(values.products);
if (!Number.isInteger(products) || products < 10) {
  process.stderr.write(`--products must be a whole number of at least 10, got ${values.products}\n`);
  process.exit(1);
}

// DATABASE_URL is read and checked by the backend's configuration, like every other variable it uses.
const config = loadCommerceConfig();
if (!config.ok) {
  process.stderr.write(`Invalid commerce configuration:\n${config.errors.map((e) => `  ${e}\n`).join("")}`);
  process.exit(1);
}
const url = config.config.databaseUrl;
const dataDir = url ? undefined : path.resolve(REPO_ROOT, values["data-dir"] ?? process.env.SEED_DATA_DIR ?? ".data/large-db");
// A running backend or another seed on the same directory would silently lose rows.
const release = dataDir ? await acquireDataDirLock(dataDir) : async () => {};
const database = await openDatabase(url ? { url } : { dataDir });
try {
  await migrate(database);
  const [row] = await database.db.select({ n: count() }).from(stores);
  if (Number(row?.n ?? 0) > 0) {
    process.stderr.write(`${database.location} is already seeded; point --data-dir or DATABASE_URL at an empty database.\n`);
    process.exitCode = 1;
  } else {
    const started = performance.now();
    let lastLine = "";
    await seedCatalogue(database, {
      products,
      mediaDir: values["media-dir"] ? path.resolve(REPO_ROOT, values["media-dir"]) : undefined,
      onProgress: (step, done, total) => {
        const line = `${step}: ${Math.floor((done / Math.max(1, total)) * 10) * 10}%`;
        if (line !== lastLine) process.stderr.write(`${line} (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
        lastLine = line;
      },
    });
    process.stderr.write(`Seeded ${products} products into ${database.location} in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
  }
} finally {
  await database.close();
  await release();
}
