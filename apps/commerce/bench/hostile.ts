// npm run bench:hostile -w apps/commerce -- --runs 3
//
// Sends each hostile request of the hardening work to the whole app, served over HTTP by this process (PGlite, the
// seeded demo catalogue, production settings), and, 1 ms after it, a small `storeConfig` probe, as a shopper's
// request arriving while the hostile one runs (its latency counts from that moment, so a blocked event loop shows). Prints per request: HTTP status, whether the request was accepted (data, no error),
// rejected (a GraphQL error) or failed (an internal error), the time the backend spent on it and the probe's
// latency, medians over the runs. The limits themselves are asserted in unit tests; this shows what they buy.
import { openAsBlob } from "node:fs";
import { request as httpRequest } from "node:http";
import { parseArgs } from "node:util";
import { openDatabase } from "../src/db/client.ts";
import { createCommerceApp } from "../src/server/app.ts";
import { listen } from "../src/server/http.ts";
import { ensurePgliteTemplate } from "../src/test/template.ts";
import { and, eq, gte } from "drizzle-orm";
import { productPrices, products } from "../src/modules/catalog/tables.ts";
import { cartLines, FILL_CALLS, FILL_LINES, hostileRequests, type HostileRequest } from "./hostile-requests.ts";
import { percentile } from "./stats.ts";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: "string" } } });
const runs = Number(values.runs ?? positionals.find((w) => w.startsWith("runs="))?.slice(5) ?? 3);
const log = (line: string) => process.stderr.write(`${line}\n`);

const database = await openDatabase({ loadDataDir: await openAsBlob(await ensurePgliteTemplate(log)) });
let logged = 0;
const countLog = () => void (logged += 1);
const app = createCommerceApp({ database, production: true, logger: { info() {}, warn: countLog, error: countLog } });

const server = await listen(app, { port: 0, host: "127.0.0.1" });
const GRAPHQL_URL = `${server.url}/graphql`;
const PROBE = "{ storeConfig { store_code } }";

function probeRequest(): Request {
  const url = new URL(GRAPHQL_URL);
  url.searchParams.set("query", PROBE);
  return new Request(url, { headers: { accept: "application/json", store: "default" } });
}

/**
 * Sends a request on a connection of its own (a pooled connection may be closed by the server's keep-alive timeout
 * while a hostile request blocks this process), timed from `started` (default: now) to the last byte of the answer.
 */
async function timed(request: Request, started = performance.now()): Promise<{ ms: number; status: number; text: string }> {
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpRequest(request.url, { method: request.method, headers: Object.fromEntries(request.headers), agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
  return { ms: performance.now() - started, status, text };
}

async function graphql(query: string, variables?: Record<string, unknown>, { allowErrors = false } = {}) {
  const response = await timed(new Request(GRAPHQL_URL, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", store: "default" },
    body: JSON.stringify({ query, variables }),
  }));
  // Set-up answers have any shape; the bench reads two fields of them.
  const body = JSON.parse(response.text) as { data?: Record<string, any>; errors?: unknown[] };
  if (!body.data || (body.errors && !allowErrors)) throw new Error(`set-up request failed: ${JSON.stringify(body).slice(0, 500)}`);
  return body.data;
}

/** accepted: data and no error; failed: Magento's internal error; rejected: any other error. */
function outcome(text: string): string {
  let body: { data?: unknown; errors?: { message?: string }[] } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return "rejected (not JSON)";
  }
  const first = body?.errors?.[0]?.message;
  if (!first) return "accepted";
  const message = first.length > 70 ? `${first.slice(0, 67)}…` : first;
  return `${first === "Internal server error" ? "failed" : "rejected"}: ${message.replace(/\|/g, "\\|")}`;
}

/** A cart holding one product, so that coupon codes reach the lookup. */
async function cartWithProduct(): Promise<string> {
  const cartId = await newCart();
  const page = await graphql("{ products(filter: {}, pageSize: 50) { items { __typename sku stock_status } } }");
  const sku = (page.products.items as { __typename: string; sku: string; stock_status: string }[])
    .find((p) => p.__typename === "SimpleProduct" && p.stock_status === "IN_STOCK")!.sku;
  await graphql(
    "mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }",
    { id: cartId, sku },
  );
  return cartId;
}

/** Simple products that can be added many times over: enabled, in stock, priced in the default store view. */
async function salableSkus(limit: number): Promise<string[]> {
  const rows = await database.db.select({ sku: products.sku }).from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, "GBP")))
    .where(and(eq(products.typeId, "simple"), eq(products.visibility, 4), eq(products.isEnabled, true), eq(products.isInStock, true), gte(products.qty, 100)))
    .orderBy(products.id).limit(limit);
  return rows.map((r) => r.sku);
}

const newCart = async () => (await graphql("mutation { createEmptyCart }")).createEmptyCart as string;

/** A cart that 48 calls of 50 lines each (as many as the storefront sends) tried to fill with 2,400 products. */
async function filledCart(skus: string[]): Promise<string> {
  const id = await newCart();
  for (let call = 0; call < FILL_CALLS; call++) {
    await graphql(
      "mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { id } } }",
      { id, items: cartLines(skus, FILL_LINES, call * FILL_LINES) },
      { allowErrors: true },
    );
  }
  const lines = (await graphql("query($id: String!) { cart(cart_id: $id) { items { uid } } }", { id })).cart.items.length as number;
  log(`filled cart: ${lines} lines`);
  return id;
}

interface Row { name: string; bytes: number; status: number; outcome: string; backend: number; probe: number; logs: number }

async function measure(hostile: HostileRequest): Promise<Row> {
  const backend: number[] = [];
  const probe: number[] = [];
  let last = { status: 0, text: "" };
  const logsBefore = logged;
  for (let i = 0; i < runs; i++) {
    const running = timed(hostile.build(GRAPHQL_URL));
    const probeAt = performance.now() + 1;
    await new Promise((resolve) => setTimeout(resolve, 1));
    const probed = timed(probeRequest(), probeAt);
    const [h, p] = await Promise.all([running, probed]);
    backend.push(h.ms);
    probe.push(p.ms);
    last = h;
  }
  return {
    name: hostile.name,
    bytes: hostile.bytes,
    status: last.status,
    outcome: outcome(last.text),
    backend: percentile(backend, 50),
    probe: percentile(probe, 50),
    logs: Math.round((logged - logsBefore) / runs),
  };
}

const rows: Row[] = [];
try {
  await timed(probeRequest()); // warms the store directory and the search index
  const skus = await salableSkus(FILL_CALLS * FILL_LINES);
  log(`${skus.length} salable SKUs; filling a cart…`);
  const requests = hostileRequests({
    cartId: await cartWithProduct(), linesCartId: await newCart(), filledCartId: await filledCart(skus), skus,
  });
  for (const request of requests) {
    log(`${request.name}…`);
    rows.push(await measure(request));
  }
} finally {
  await server.close();
  await database.close();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
process.stdout.write([
  `${runs} run(s) each, medians; Node ${process.version}.`,
  "",
  "| request | size | HTTP | outcome | backend ms | probe ms | log lines |",
  "| --- | --- | --- | --- | --- | --- | --- |",
  ...rows.map((r) => `| ${r.name} | ${kb(r.bytes)} | ${r.status} | ${r.outcome} | ${r.backend.toFixed(1)} | ${r.probe.toFixed(1)} | ${r.logs} |`),
  "",
].join("\n"));
