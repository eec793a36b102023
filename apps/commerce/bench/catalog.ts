// npm run bench:catalog -w apps/commerce -- --db pglite,postgres --size demo,100000 --iterations 200 --warmup 30
// npm run bench:catalog -- pglite demo iterations=50 no-write      (from the repository root)
//
// Times catalogue pages through the whole GraphQL app in process (parse, validate, resolve, serialise), on the
// demo catalogue and on a large one, over PGlite and PostgreSQL. Seeded databases are cached for later runs
// (PGlite under .data/bench, PostgreSQL as bench_catalog_* databases next to BENCH_DATABASE_URL).
import { parseArgs } from "node:util";
import { createCommerceApp } from "../src/server/app.ts";
import { DEFAULT_POSTGRES_URL, prepareDatabase, type CatalogueSize, type DbKind } from "./databases.ts";
import { pickSubjects, scenarios } from "./scenarios.ts";
import { percentile, table, type ResultRow } from "./stats.ts";
import { writeReport } from "./report.ts";

// Flags, or bare words for when npm swallows the flags (the root script re-runs npm): "pglite 5000 iterations=50".
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    db: { type: "string" },
    size: { type: "string" },
    iterations: { type: "string" },
    warmup: { type: "string" },
    "no-write": { type: "boolean", default: false },
  },
});
const words = positionals.flatMap((p) => p.split(","));
const named = (key: string) => words.find((w) => w.startsWith(`${key}=`))?.slice(key.length + 1);
const bareDbs = words.filter((w) => w === "pglite" || w === "postgres");
const bareSizes = words.filter((w) => w === "demo" || /^\d+$/.test(w));

const dbs = (values.db?.split(",") ?? (bareDbs.length ? bareDbs : ["pglite", "postgres"])).map((s) => s.trim()) as DbKind[];
const sizes: CatalogueSize[] = (values.size?.split(",") ?? (bareSizes.length ? bareSizes : ["demo", "100000"]))
  .map((s) => (s.trim() === "demo" ? "demo" : Number(s)));
const iterations = Number(values.iterations ?? named("iterations") ?? 200);
const warmup = Number(values.warmup ?? named("warmup") ?? 30);
const write = !values["no-write"] && !words.includes("no-write");
for (const db of dbs) if (db !== "pglite" && db !== "postgres") throw new Error(`Unknown --db ${db}`);
for (const s of sizes) if (s !== "demo" && !(Number.isInteger(s) && s > 0)) throw new Error(`Unknown --size ${s}`);

const postgresUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
const log = (line: string) => process.stderr.write(`${line}\n`);
const silent = { info() {}, warn: log, error: log };
const rows: ResultRow[] = [];

for (const kind of dbs) {
  for (const size of sizes) {
    log(`${kind} / ${size}`);
    const database = await prepareDatabase(kind, size, { postgresUrl, log });
    try {
      const app = createCommerceApp({ database, production: true, logger: silent });
      const subjects = await pickSubjects(database.db);
      const catalogue = size === "demo" ? `demo (${subjects.listable})` : String(size);
      for (const scenario of scenarios(subjects)) {
        const samples: number[] = [];
        for (let i = 0; i < warmup + iterations; i++) {
          const started = performance.now();
          await scenario.run(app, i);
          if (i >= warmup) samples.push(performance.now() - started);
        }
        const row = {
          db: kind, catalogue, scenario: scenario.name, n: samples.length,
          p50: percentile(samples, 50), p95: percentile(samples, 95),
        };
        log(`  ${scenario.name}: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms`);
        rows.push(row);
      }
    } finally {
      await database.close();
    }
  }
}

process.stdout.write(`${table(rows)}\n`);
if (write) {
  const command = `npm run bench:catalog${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`;
  const file = writeReport(rows, { command, iterations, warmup });
  log(`results written to ${file}`);
}
