// npm run bench:checkout -w apps/commerce -- [--iterations 200] [--warmup 20] [--no-write]
//
// Times placeOrder through the whole GraphQL app in process (the transaction with the cart's row lock, the stock
// update, the order number, the order and its lines), on PGlite and on PostgreSQL when BENCH_DATABASE_URL names a
// server (a database of the bench's own is created there and dropped after). Then 100 checkouts of a product
// with one unit left place their orders at once; the wall time of that burst is reported too.
import { openAsBlob, existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { and, asc, eq, gte } from "drizzle-orm";
import type { Database } from "../src/core/database.ts";
import { openDatabase } from "../src/db/client.ts";
import { products } from "../src/modules/catalog/tables.ts";
import { createCommerceApp } from "../src/server/app.ts";
import { createDatabase, databaseUrl, dropDatabase, uniqueName } from "../src/test/postgres.ts";
import { buildDatabase, ensurePgliteTemplate } from "../src/test/template.ts";
import { percentile } from "./stats.ts";

const { values } = parseArgs({
  options: { iterations: { type: "string" }, warmup: { type: "string" }, "no-write": { type: "boolean", default: false } },
});
const iterations = Number(values.iterations ?? 200);
const warmup = Number(values.warmup ?? 20);
const write = !values["no-write"];
const burst = 100;
const log = (line: string) => process.stderr.write(`${line}\n`);
const postgresUrl = process.env.BENCH_DATABASE_URL?.trim();

const ADDRESS = {
  firstname: "Bench", lastname: "Shopper", street: ["1 Bond Street"], city: "London", postcode: "W1S 1AA", country_code: "GB",
  telephone: "+442071234567",
};
const PREPARE = [
  `mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { code } } }`,
  `mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "bench@example.com" }) { cart { id } } }`,
  `mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }`,
  `mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`,
  `mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }`,
  `mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }`,
];
const PLACE = `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { errors { code message } orderV2 { number } } }`;

interface Row { db: string; scenario: string; n: number; p50: number; p95: number; wall?: number }
const rows: Row[] = [];

async function run(kind: string, database: Database): Promise<void> {
  const app = createCommerceApp({
    database, production: true, logger: { info() {}, warn() {}, error: log },
    rateLimits: { cartCreation: { limit: 1_000_000, windowSeconds: 600 } },
  });
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const response = await app.fetch(new Request("http://localhost/graphql", {
      method: "POST", headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ query, variables }),
    }));
    const body = (await response.json()) as { data?: Record<string, Record<string, unknown>>; errors?: unknown[] };
    if (response.status !== 200 || body.errors) throw new Error(`${response.status} ${JSON.stringify(body.errors)}`);
    return body.data!;
  };
  const [sku, scarce] = (await database.db.select({ sku: products.sku }).from(products)
    .where(and(eq(products.typeId, "simple"), eq(products.visibility, 4), eq(products.isEnabled, true), gte(products.qty, 50)))
    .orderBy(asc(products.id)).limit(2)).map((r) => r.sku);
  await database.db.update(products).set({ qty: 1_000_000 }).where(eq(products.sku, sku!));
  const ready = async (item: string) => {
    const id = (await gql("mutation { createEmptyCart }", {})).createEmptyCart as unknown as string;
    for (const q of PREPARE) await gql(q, { id, sku: item, a: ADDRESS });
    return id;
  };

  const samples: number[] = [];
  for (let i = 0; i < warmup + iterations; i++) {
    const id = await ready(sku!);
    const started = performance.now();
    const placed = (await gql(PLACE, { id })).placeOrder as { errors: unknown[] };
    if (placed.errors.length) throw new Error(JSON.stringify(placed.errors));
    if (i >= warmup) samples.push(performance.now() - started);
  }
  const row: Row = { db: kind, scenario: "placeOrder (one simple product, flat rate, check)", n: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95) };
  log(`  ${kind} ${row.scenario}: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms`);
  rows.push(row);

  const ids: string[] = [];
  for (let i = 0; i < burst; i++) ids.push(await ready(scarce!));
  await database.db.update(products).set({ qty: 1 }).where(eq(products.sku, scarce!));
  const started = performance.now();
  const results = await Promise.all(ids.map(async (id) => ((await gql(PLACE, { id })).placeOrder as { orderV2: unknown }).orderV2));
  const wall = performance.now() - started;
  const orders = results.filter(Boolean).length;
  if (orders !== 1) throw new Error(`${orders} orders for one unit`);
  log(`  ${kind} ${burst} checkouts for the last unit at once: ${wall.toFixed(0)} ms, ${orders} order`);
  rows.push({ db: kind, scenario: `${burst} concurrent checkouts, 1 unit in stock (1 order, 0 errors)`, n: burst, p50: NaN, p95: NaN, wall });
}

const pglite = await openDatabase({ loadDataDir: await openAsBlob(await ensurePgliteTemplate(log)) });
try {
  await run("PGlite", pglite);
} finally {
  await pglite.close();
}
if (postgresUrl) {
  const name = uniqueName("bench_checkout");
  await createDatabase(postgresUrl, name);
  const database = await openDatabase({ url: databaseUrl(postgresUrl, name) });
  try {
    log("  seeding a PostgreSQL database for the bench…");
    await buildDatabase(database, log);
    await run("PostgreSQL", database);
  } finally {
    await database.close();
    await dropDatabase(postgresUrl, name);
  }
} else {
  log("  BENCH_DATABASE_URL not set: PostgreSQL skipped");
}

const ms = (x: number | undefined) => (x === undefined || Number.isNaN(x) ? "–" : x.toFixed(1));
const table = [
  "| database | scenario | n | p50 ms | p95 ms | wall ms |",
  "| --- | --- | --- | --- | --- | --- |",
  ...rows.map((r) => `| ${r.db} | ${r.scenario} | ${r.n} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.wall === undefined ? "–" : r.wall.toFixed(0)} |`),
].join("\n");
process.stdout.write(`${table}\n`);

if (write) {
  const doc = join(fileURLToPath(new URL("../../..", import.meta.url)), "docs", "benchmarks.md");
  const heading = "## Checkout: placeOrder (GraphQL, in-process, PGlite and PostgreSQL)";
  const args = process.argv.slice(2).join(" ");
  const section = [
    heading,
    "",
    "`placeOrder` of a guest cart holding one simple product of the demo catalogue, with e-mail, a GB address, flat " +
      "rate delivery, billing as shipping and check / money order already set (untimed): one POST through the whole " +
      "app in process, including the transaction with the cart's row lock, the conditional stock update, the store's " +
      "order number, the order and its lines, and closing the cart. Then 100 carts holding the same product, of which " +
      "one unit is left, place their orders at once (`Promise.all` into the app; PostgreSQL pool of 10 connections): " +
      "exactly one order is placed and the 99 others are refused with UNABLE_TO_PLACE_ORDER, none with an error; the " +
      "wall time is the whole burst's. PGlite in memory from the seeded test template; PostgreSQL 15 on this machine, " +
      "in a database seeded for the run.",
    "",
    `Last run: \`BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> npm run bench:checkout -w apps/commerce${args ? ` -- ${args}` : ""}\` — ` +
      `${iterations} iterations after ${warmup} warm-up, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ` +
      `${cpus().length} cores (${cpus()[0]?.model.trim() ?? "unknown CPU"}), shared with other work.`,
    "",
    table,
    "",
  ].join("\n");
  const text = existsSync(doc) ? readFileSync(doc, "utf8") : "# Benchmarks\n";
  const start = text.indexOf(heading);
  const end = start < 0 ? -1 : text.indexOf("\n## ", start + heading.length);
  const next = start < 0 ? `${text.trimEnd()}\n\n${section}` : `${text.slice(0, start)}${section}${end < 0 ? "" : text.slice(end + 1)}`;
  writeFileSync(doc, next);
  log(`results written to ${doc}`);
}
