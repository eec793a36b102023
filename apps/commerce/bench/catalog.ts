// npm run bench:catalog [-- --db pglite,postgres --size demo,100000 --iterations 200 --warmup 30 --no-write]
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

const { values } = parseArgs({
  options: {
    db: { type: "string", default: "pglite,postgres" },
    size: { type: "string", default: "demo,100000" },
    iterations: { type: "string", default: "200" },
    warmup: { type: "string", default: "30" },
    "no-write": { type: "boolean", default: false },
  },
});

const dbs = values.db.split(",").map((s) => s.trim()) as DbKind[];
const sizes: CatalogueSize[] = values.size.split(",").map((s) => (s.trim() === "demo" ? "demo" : Number(s)));
const iterations = Number(values.iterations);
const warmup = Number(values.warmup);
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
if (!values["no-write"]) {
  const command = `npm run bench:catalog${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`;
  const file = writeReport(rows, { command, iterations, warmup });
  log(`results written to ${file}`);
}
