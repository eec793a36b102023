// `npm run bench:load`: simulated shoppers browsing a category, opening a product, adding it to the cart and opening
// the cart, against the production storefront. Two set-ups, each measured for --seconds:
//   cluster — two backends over one PostgreSQL database (BENCH_DATABASE_URL's server, a database of its own, dropped
//             after) and two storefronts sharing one Redis (REDIS_URL, keys under a prefix of their own, deleted
//             after); shoppers are spread over the storefronts, each storefront calls its own backend;
//   single  — the default of `npm start`: one backend on its embedded PGlite database, one storefront, no Redis.
// Prints errors and p50/p95/p99 per step. Options: --mode cluster|single|both, --shoppers N (cluster; single gets
// --single-shoppers), --seconds 60, --think-ms 3000 (a shopper's pause between steps, ±50 %), --ramp-seconds 10 (over
// which the shoppers arrive). Results in docs/benchmarks.md.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { Redis } from "ioredis";
import pg from "pg";
import { percentile } from "../apps/commerce/bench/stats.ts";
import { COMMERCE_DIR, REPO_ROOT, STOREFRONT_DIR } from "./lib/paths.ts";
import { createServer } from "node:net";
import { cleanUpOnExit, launch, paint, type Managed } from "./lib/processes.ts";
import { buildStorefront, storefrontBuildNeeded } from "./lib/storefront-build.ts";

const { values } = parseArgs({
  options: {
    mode: { type: "string", default: "both" },
    shoppers: { type: "string", default: "200" },
    "single-shoppers": { type: "string", default: "50" },
    seconds: { type: "string", default: "60" },
    "think-ms": { type: "string", default: "3000" },
    "ramp-seconds": { type: "string", default: "10" },
  },
});
const SECONDS = Number(values.seconds);
const THINK_MS = Number(values["think-ms"]);
const RAMP_MS = Number(values["ramp-seconds"]) * 1000;
const STEPS = ["category", "product", "add to cart", "cart"] as const;
type Step = (typeof STEPS)[number];

async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer().listen(0, "localhost"));
  await Promise.all(servers.map((s) => new Promise((r) => s.once("listening", r))));
  const ports = servers.map((s) => (s.address() as { port: number }).port);
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  return ports;
}

const children: Managed[] = [];
cleanUpOnExit(() => children);

async function waitFor(url: string, managed: Managed, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!managed.running()) throw new Error(`${managed.name} exited before it answered`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function startCommerce(name: string, port: number, env: Record<string, string>): Managed {
  const managed = launch(name, process.execPath, ["src/main.ts"], {
    cwd: COMMERCE_DIR,
    color: "magenta",
    env: { NODE_ENV: "production", COMMERCE_PORT: String(port), MEDIA_RENDER: "on-demand", LOG_LEVEL: "warn",
      // Every simulated shopper comes from this host.
      COMMERCE_CART_CREATION_LIMIT: "1000000", ...env },
  });
  children.push(managed);
  return managed;
}

function startStorefront(name: string, port: number, commercePort: number, env: Record<string, string>): Managed {
  const managed = launch(name, process.execPath, ["server.ts"], {
    cwd: STOREFRONT_DIR,
    color: "cyan",
    env: { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", STOREFRONT_PORT: String(port),
      COMMERCE_GRAPHQL_URL: `http://localhost:${commercePort}/graphql`, ...env },
  });
  children.push(managed);
  return managed;
}

interface Product {
  sku: string;
  path: string;
}

/** In-stock simple products of the make-up category, with their page paths. */
async function products(commerceUrl: string): Promise<Product[]> {
  const query = '{ categoryList(filters: { url_key: { eq: "make-up" } }) { uid } }';
  const category = await (await fetch(`${commerceUrl}/graphql?${new URLSearchParams({ query })}`, { headers: { store: "default" } })).json() as
    { data: { categoryList: { uid: string }[] } };
  const uid = category.data.categoryList[0]!.uid;
  const list = `{ products(filter: { category_uid: { eq: "${uid}" } }, pageSize: 48) { items { __typename sku url_key url_suffix stock_status } } }`;
  const found = await (await fetch(`${commerceUrl}/graphql?${new URLSearchParams({ query: list })}`, { headers: { store: "default" } })).json() as
    { data: { products: { items: { __typename: string; sku: string; url_key: string; url_suffix: string | null; stock_status: string }[] } } };
  return found.data.products.items
    .filter((p) => p.__typename === "SimpleProduct" && p.stock_status === "IN_STOCK")
    .map((p) => ({ sku: p.sku, path: `/${p.url_key}${p.url_suffix ?? ".html"}` }));
}

interface Tally {
  times: Record<Step, number[]>;
  errors: Record<Step, number>;
  reasons: Map<string, number>;
}

async function shopper(base: string, catalogue: Product[], until: number, tally: Tally): Promise<void> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";", 1);
      const at = pair!.indexOf("=");
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const timed = async (step: Step, run: () => Promise<Response>, check: (r: Response, body: string) => string | null) => {
    const started = performance.now();
    let problem: string | null;
    try {
      const response = await run();
      remember(response);
      const body = await response.text();
      problem = response.status >= 400 ? `HTTP ${response.status}` : check(response, body);
    } catch (error) {
      problem = error instanceof Error ? error.name : "error";
    }
    tally.times[step].push(performance.now() - started);
    if (problem) {
      tally.errors[step]++;
      const reason = `${step}: ${problem}`;
      tally.reasons.set(reason, (tally.reasons.get(reason) ?? 0) + 1);
    }
    if (THINK_MS) await new Promise((r) => setTimeout(r, THINK_MS * (0.5 + Math.random())));
  };
  const get = (path: string) => () => fetch(`${base}${path}`, { headers: { cookie: cookie() }, signal: AbortSignal.timeout(30_000) });
  const page = (_: Response, body: string) => (body.includes("</html>") ? null : "incomplete page");
  // Shoppers arrive over the ramp, not all in the same millisecond.
  await new Promise((r) => setTimeout(r, Math.random() * RAMP_MS));
  while (Date.now() < until) {
    const product = catalogue[Math.floor(Math.random() * catalogue.length)]!;
    await timed("category", get("/make-up.html"), page);
    await timed("product", get(product.path), page);
    await timed("add to cart", () => fetch(`${base}/api/magento/addProductsToCart`, {
      method: "POST",
      headers: { cookie: cookie(), origin: base, "content-type": "application/json" },
      body: JSON.stringify([[{ sku: product.sku, quantity: 1 }]]),
      signal: AbortSignal.timeout(30_000),
    }), (_, body) => {
      const json = JSON.parse(body) as { errors?: unknown[]; data?: { addProductsToCart?: { user_errors?: unknown[] } } };
      return json.errors?.length ? "GraphQL error" : json.data?.addProductsToCart?.user_errors?.length ? "user error" : null;
    });
    await timed("cart", get("/cart"), page);
  }
}

async function measure(label: string, storefronts: string[], catalogue: Product[], shoppers: number): Promise<string> {
  // Warm every storefront's first pages, as a shop that has been running would be.
  for (const base of storefronts) for (const path of ["/make-up.html", catalogue[0]!.path, "/cart"]) await fetch(`${base}${path}`).then((r) => r.text());
  const tally: Tally = {
    times: Object.fromEntries(STEPS.map((s) => [s, []])) as unknown as Tally["times"],
    errors: Object.fromEntries(STEPS.map((s) => [s, 0])) as Tally["errors"],
    reasons: new Map(),
  };
  console.log(paint(`${label}: ${shoppers} shoppers for ${SECONDS} s over ${storefronts.length} storefront(s)…`, "cyan"));
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: shoppers }, (_, i) => shopper(storefronts[i % storefronts.length]!, catalogue, until, tally)));
  const lines = [`${label} — ${shoppers} shoppers arriving over ${RAMP_MS / 1000} s, ${SECONDS} s, think time ${THINK_MS} ms ±50 %`, "", "| step | requests | errors | p50 ms | p95 ms | p99 ms |", "| --- | ---: | ---: | ---: | ---: | ---: |"];
  for (const step of STEPS) {
    const times = tally.times[step].sort((x, y) => x - y);
    lines.push(`| ${step} | ${times.length} | ${tally.errors[step]} | ${percentile(times, 50).toFixed(0)} | ${percentile(times, 95).toFixed(0)} | ${percentile(times, 99).toFixed(0)} |`);
  }
  const total = STEPS.reduce((n, s) => n + tally.times[s].length, 0);
  lines.push("", `${(total / SECONDS).toFixed(1)} requests/s in all.`);
  for (const [reason, n] of tally.reasons) lines.push(`- ${n} × ${reason}`);
  return lines.join("\n");
}

async function cluster(shoppers: number): Promise<string> {
  const server = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const database = `maison_bench_load_${process.pid}`;
  const url = new URL(server);
  url.pathname = `/${database}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
  const prefix = `maison-bench-${process.pid}-${randomBytes(3).toString("hex")}:`;
  const [c1, c2, s1, s2] = await freePorts(4);
  const shared = { DATABASE_URL: url.toString(), ALTCHA_HMAC_KEY: randomBytes(32).toString("hex") };
  const started: Managed[] = [];
  try {
    const first = startCommerce("commerce-1", c1!, { ...shared, DATA_DIR: path.join(REPO_ROOT, ".data/bench-load-1") });
    started.push(first);
    await waitFor(`http://localhost:${c1}/ready`, first, 15 * 60_000); // seeds the demo catalogue on first start
    const second = startCommerce("commerce-2", c2!, { ...shared, DATA_DIR: path.join(REPO_ROOT, ".data/bench-load-2") });
    started.push(second);
    await waitFor(`http://localhost:${c2}/ready`, second, 120_000);
    const cache = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
    const web = [startStorefront("storefront-1", s1!, c1!, cache), startStorefront("storefront-2", s2!, c2!, cache)];
    started.push(...web);
    await Promise.all(web.map((w, i) => waitFor(`http://localhost:${[s1, s2][i]}/ready`, w, 120_000)));
    return await measure("Two backends on PostgreSQL, two storefronts sharing Redis", [`http://localhost:${s1}`, `http://localhost:${s2}`], await products(`http://localhost:${c1}`), shoppers);
  } finally {
    for (const managed of started.reverse()) await managed.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    const redis = new Redis(redisUrl);
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== "0");
    redis.disconnect();
  }
}

async function single(shoppers: number): Promise<string> {
  const [c, s] = await freePorts(2);
  const backend = startCommerce("commerce", c!, { DATABASE_URL: "", DATA_DIR: path.join(REPO_ROOT, ".data/bench-load-single") });
  const web = startStorefront("storefront", s!, c!, { REDIS_URL: "" });
  try {
    await waitFor(`http://localhost:${c}/ready`, backend, 15 * 60_000);
    await waitFor(`http://localhost:${s}/ready`, web, 120_000);
    return await measure("One backend on PGlite, one storefront, no Redis (npm start)", [`http://localhost:${s}`], await products(`http://localhost:${c}`), shoppers);
  } finally {
    await web.stop();
    await backend.stop();
  }
}

const reason = await storefrontBuildNeeded();
if (reason) {
  console.log(`Building the storefront (${reason})…`);
  if (!(await buildStorefront())) process.exit(1);
}
const reports: string[] = [];
if (values.mode !== "single") reports.push(await cluster(Number(values.shoppers)));
if (values.mode !== "cluster") reports.push(await single(Number(values["single-shoppers"])));
console.log(`\n${reports.join("\n\n")}`);
