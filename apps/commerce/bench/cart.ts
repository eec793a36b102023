// npm run bench:cart -w apps/commerce -- --iterations 300 --warmup 30 [--no-write]
//
// Times add-to-cart through the whole GraphQL app in process (parse, validate, resolve with the cart's row lock
// and stock checks, serialise the updated cart), on PGlite with the seeded demo catalogue: a clone of the test
// template database in memory, so runs never leave carts behind.
import { existsSync, openAsBlob, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { and, asc, eq, gte } from "drizzle-orm";
import { openDatabase } from "../src/db/client.ts";
import { products } from "../src/modules/catalog/tables.ts";
import { createCommerceApp } from "../src/server/app.ts";
import { ensurePgliteTemplate } from "../src/test/template.ts";
import { percentile } from "./stats.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { iterations: { type: "string" }, warmup: { type: "string" }, "no-write": { type: "boolean", default: false } },
});
const named = (key: string) => positionals.find((w) => w.startsWith(`${key}=`))?.slice(key.length + 1);
const iterations = Number(values.iterations ?? named("iterations") ?? 300);
const warmup = Number(values.warmup ?? named("warmup") ?? 30);
const write = !values["no-write"] && !positionals.includes("no-write");
const log = (line: string) => process.stderr.write(`${line}\n`);

const CART = `id total_quantity items { uid quantity product { sku stock_status } prices { row_total { value } row_total_including_tax { value } } }
  prices { grand_total { value currency } subtotal_including_tax { value } subtotal_excluding_tax { value } applied_taxes { amount { value } } }`;
const ADD = `mutation($id: String!, $sku: String!) {
  addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { code } cart { ${CART} } }
}`;

const database = await openDatabase({ loadDataDir: await openAsBlob(await ensurePgliteTemplate(log)) });
const app = createCommerceApp({
  database, production: true, logger: { info() {}, warn: log, error: log },
  // Every iteration starts from a new cart, all from this one in-process client.
  rateLimits: { cartCreation: { limit: 100_000, windowSeconds: 600 } },
});
const skus = (await database.db.select({ sku: products.sku }).from(products)
  .where(and(eq(products.typeId, "simple"), eq(products.visibility, 4), eq(products.isEnabled, true), gte(products.qty, 50)))
  .orderBy(asc(products.id)).limit(200)).map((r) => r.sku);

async function gql(query: string, variables: Record<string, unknown>) {
  const response = await app.fetch(new Request("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query, variables }),
  }));
  const body = (await response.json()) as { data?: Record<string, { user_errors?: unknown[] } & Record<string, unknown>>; errors?: unknown[] };
  if (body.errors || (body.data?.addProductsToCart?.user_errors?.length ?? 0) > 0) {
    throw new Error(JSON.stringify(body.errors ?? body.data));
  }
  return body.data!;
}

const newCart = async () => (await gql("mutation { createEmptyCart }", {})).createEmptyCart as unknown as string;

interface Row { scenario: string; n: number; p50: number; p95: number }
const rows: Row[] = [];

/** Times `run` after `prepare` (untimed), warm-up iterations excluded. */
async function measure(scenario: string, prepare: (i: number) => Promise<string>, run: (id: string, i: number) => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < warmup + iterations; i++) {
    const id = await prepare(i);
    const started = performance.now();
    await run(id, i);
    if (i >= warmup) samples.push(performance.now() - started);
  }
  const row = { scenario, n: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95) };
  log(`  ${scenario}: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms`);
  rows.push(row);
}

const REMOVE = `mutation($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { id } } }`;

try {
  const sku = (i: number) => skus[10 + (i % (skus.length - 10))]!;
  await measure("add a product to an empty cart", () => newCart(), (id, i) => gql(ADD, { id, sku: sku(i) }));
  // The same ten-line cart every time: the line added is removed again, untimed, before the next add.
  const full = await newCart();
  for (let k = 0; k < 10; k++) await gql(ADD, { id: full, sku: skus[k]! });
  let added: string | null = null;
  await measure("add a product to a 10-line cart", async () => {
    if (added) await gql(REMOVE, { id: full, uid: added });
    return full;
  }, async (id, i) => {
    const cart = (await gql(ADD, { id, sku: sku(i) })).addProductsToCart!.cart as { items: { uid: string }[] };
    added = cart.items[cart.items.length - 1]!.uid;
  });
} finally {
  await database.close();
}

const table = [
  "| scenario | n | p50 ms | p95 ms |",
  "| --- | --- | --- | --- |",
  ...rows.map((r) => `| ${r.scenario} | ${r.n} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`),
].join("\n");
process.stdout.write(`${table}\n`);

if (write) {
  const doc = join(fileURLToPath(new URL("../../..", import.meta.url)), "docs", "benchmarks.md");
  const heading = "## Cart: add to cart (GraphQL, in-process, PGlite)";
  const command = `npm run bench:cart -w apps/commerce${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`;
  const section = [
    heading,
    "",
    "`addProductsToCart` with one simple product of the demo catalogue (quantity 1), returning the updated cart with " +
      "its items and totals: one POST through the whole app in process, including the transaction with the cart's row " +
      "lock, the stock check and the repricing of every line. PGlite in memory, loaded from the seeded test template. " +
      "The 10-line case adds an eleventh product to a cart holding ten (and removes it again, untimed).",
    "",
    `Last run: \`${command}\` — ${iterations} iterations after ${warmup} warm-up each, ${new Date().toISOString().slice(0, 10)}, ` +
      `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model.trim() ?? "unknown CPU"}), shared with other work.`,
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
