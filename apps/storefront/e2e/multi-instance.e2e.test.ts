// Several instances of each app over one PostgreSQL database and one Redis (ADR 017): the storefront's rendered
// pages and revalidations are shared, carts live in the database, and a stopped instance finishes what it started.
// Runs two storefronts and two backends on local ports, each pair wired directly (a load balancer would spread
// shoppers over both). Needs TEST_DATABASE_URL (a PostgreSQL server: the suite creates and drops a database of its
// own) and Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379; keys under a prefix of its own, deleted after).
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { connect } from "node:net";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Service, freePort, redisAnswers, startService, startStorefrontServer, waitForHttp } from "./processes";

const appRoot = resolve(import.meta.dirname, "..");
const commerceDir = resolve(appRoot, "../commerce");
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const DATABASE_SERVER = process.env.TEST_DATABASE_URL;

const skipReason = !DATABASE_SERVER
  ? "TEST_DATABASE_URL is not set"
  : !(await redisAnswers(REDIS_URL))
    ? `Redis does not answer at ${REDIS_URL} (set TEST_REDIS_URL)`
    : null;

const TITLE = "two storefronts and two backends over PostgreSQL and Redis";
const PAGE = "/make-up.html";
const RENAMED = `Make-up ${randomBytes(3).toString("hex")}`;

interface Pair {
  commerce: Service;
  commerceUrl: string;
  commerceMetrics: string;
  storefront: Service;
  storefrontUrl: string;
  storefrontMetrics: string;
}

describe.skipIf(skipReason !== null)(skipReason ? `${TITLE} (skipped: ${skipReason})` : TITLE, () => {
  const database = `maison_multi_${process.pid}`;
  const databaseUrl = (() => {
    const url = new URL(DATABASE_SERVER ?? "postgres://localhost");
    url.pathname = `/${database}`;
    return url.toString();
  })();
  const prefix = `maison-test-${process.pid}-${randomBytes(3).toString("hex")}:`;
  const secret = randomBytes(24).toString("hex");
  const services: Service[] = [];
  const dataRoot = join(tmpdir(), `maison-multi-${process.pid}`);
  let a: Pair;
  let b: Pair;

  const admin = () => new pg.Client({ connectionString: DATABASE_SERVER });
  async function sql(text: string, params: unknown[] = []): Promise<pg.QueryResult> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await client.query(text, params);
    } finally {
      await client.end();
    }
  }

  async function startCommerce(name: string): Promise<{ service: Service; url: string; metrics: string }> {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const service = startService(name, process.execPath, ["src/main.ts"], {
      cwd: commerceDir,
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: databaseUrl,
        DATA_DIR: join(dataRoot, name),
        COMMERCE_PORT: String(port),
        COMMERCE_HOST: "localhost",
        COMMERCE_METRICS_PORT: String(metricsPort),
        COMMERCE_CART_CREATION_LIMIT: "100000",
        ALTCHA_HMAC_KEY: secret,
        MEDIA_RENDER: "on-demand",
        LOG_LEVEL: "info",
      },
      echo: (line) => /error|could not/i.test(line),
    });
    services.push(service);
    return { service, url: `http://localhost:${port}`, metrics: `http://127.0.0.1:${metricsPort}/metrics` };
  }

  async function startStorefront(name: string, commerceUrl: string): Promise<{ service: Service; url: string; metrics: string }> {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const service = startStorefrontServer(name, {
      STOREFRONT_PORT: String(port),
      STOREFRONT_METRICS_PORT: String(metricsPort),
      COMMERCE_GRAPHQL_URL: `${commerceUrl}/graphql`,
      REVALIDATE_SECRET: secret,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
    });
    services.push(service);
    return { service, url: `http://localhost:${port}`, metrics: `http://127.0.0.1:${metricsPort}/metrics` };
  }

  async function startPair(name: string): Promise<Pair> {
    const commerce = await startCommerce(`commerce-${name}`);
    await waitForHttp(`${commerce.url}/ready`, commerce.service, 120_000);
    const storefront = await startStorefront(`storefront-${name}`, commerce.url);
    await waitForHttp(`${storefront.url}/ready`, storefront.service, 60_000);
    return {
      commerce: commerce.service, commerceUrl: commerce.url, commerceMetrics: commerce.metrics,
      storefront: storefront.service, storefrontUrl: storefront.url, storefrontMetrics: storefront.metrics,
    };
  }

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${database}`);
    await client.end();
    // A small catalogue is enough (the categories are the demo's); seeding it takes seconds, not the demo's half minute.
    const seed = spawnSync(process.execPath, ["src/seed-large.ts", "--products", "200"], {
      cwd: commerceDir,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: "utf8",
    });
    if (seed.status !== 0) throw new Error(`Could not seed ${database}:\n${seed.stderr}`);
    [a, b] = await Promise.all([startPair("a"), startPair("b")]);
  }, 240_000);

  afterAll(async () => {
    for (const service of services.reverse()) await service.stop();
    const redis = new Redis(REDIS_URL);
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== "0");
    redis.disconnect();
    rmSync(dataRoot, { recursive: true, force: true });
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.end();
  }, 60_000);

  const page = async (base: string, path = PAGE) => {
    const response = await fetch(`${base}${path}`);
    return { status: response.status, html: await response.text() };
  };
  const metric = async (metricsUrl: string, series: string) => {
    const text = await (await fetch(metricsUrl)).text();
    const line = text.split("\n").find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };
  const pageHits = (metricsUrl: string) => metric(metricsUrl, 'storefront_cache_reads{cache="page",result="hit"}');
  const catalogueCalls = async (metricsUrl: string) => {
    const text = await (await fetch(metricsUrl)).text();
    return text.split("\n").filter((l) => /^storefront_graphql_call_duration_seconds_count\{operation="(CategoryPage|ProductListing)"/.test(l)).length;
  };

  it("serves a page rendered through one storefront from the shared cache on the other", async () => {
    const first = await page(a.storefrontUrl);
    expect(first.status).toBe(200);
    expect(first.html).toContain("Make-up");
    expect(await catalogueCalls(a.storefrontMetrics)).toBeGreaterThan(0);
    const hitsBefore = await pageHits(b.storefrontMetrics);
    const other = await page(b.storefrontUrl);
    expect(other.status).toBe(200);
    expect(other.html).toContain("Make-up");
    // Read from Redis, not rendered: a page-cache hit, and not one call for the category's content to its backend.
    expect(await pageHits(b.storefrontMetrics)).toBeGreaterThan(hitsBefore);
    expect(await catalogueCalls(b.storefrontMetrics)).toBe(0);
  });

  it("drops the page on both storefronts, and both fronts' copies of it, when one of them receives a revalidation", async () => {
    await sql("UPDATE categories SET name = $1 WHERE url_key = 'make-up'", [RENAMED]);
    // Cached: neither storefront shows the new name before the revalidation, and each front keeps a copy (ADR 019).
    for (const pair of [a, b]) {
      await page(pair.storefrontUrl);
      const kept = await fetch(`${pair.storefrontUrl}${PAGE}`);
      expect(kept.headers.get("x-storefront-cache")).toBe("HIT");
      expect(await kept.text()).not.toContain(RENAMED);
    }
    const revalidated = await fetch(`${a.storefrontUrl}/api/revalidate`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-revalidate-secret": secret },
      body: JSON.stringify({ tags: ["catalog-all"] }),
    });
    expect(revalidated.status).toBe(200);
    // A front reads other instances' revalidations at most every 250 ms before it answers from a copy.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const pair of [b, a]) {
      const answer = await fetch(`${pair.storefrontUrl}${PAGE}`);
      expect(answer.headers.get("x-storefront-cache"), pair.storefrontUrl).not.toBe("HIT");
      await answer.text();
    }
    // Each storefront may answer its stale copy once or twice while the page is rendered again behind it.
    await expect.poll(async () => (await page(b.storefrontUrl)).html, { timeout: 30_000 }).toContain(RENAMED);
    await expect.poll(async () => (await page(a.storefrontUrl)).html, { timeout: 30_000 }).toContain(RENAMED);
  });

  const graphql = async (base: string, query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", store: "default" },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
  };
  const ADD = "mutation Add($cart: String!, $sku: String!, $qty: Float!) { addProductsToCart(cartId: $cart, cartItems: [{ sku: $sku, quantity: $qty }]) { cart { total_quantity } user_errors { message } } }";
  const CART = "query Cart($cart: String!) { cart(cart_id: $cart) { total_quantity items { product { sku } quantity } } }";
  let sku = "";

  it("reads a cart written through one backend through the other", async () => {
    const found = await graphql(b.commerceUrl, '{ products(search: "", pageSize: 20) { items { __typename sku stock_status } } }');
    sku = (found.data?.products.items as { __typename: string; sku: string; stock_status: string }[])
      .find((p) => p.__typename === "SimpleProduct" && p.stock_status === "IN_STOCK")!.sku;
    const created = await graphql(a.commerceUrl, "mutation { createEmptyCart }");
    const cart = created.data?.createEmptyCart as string;
    const added = await graphql(a.commerceUrl, ADD, { cart, sku, qty: 2 });
    expect(added.data?.addProductsToCart.user_errors).toEqual([]);
    const read = await graphql(b.commerceUrl, CART, { cart });
    expect(read.data?.cart).toEqual({ total_quantity: 2, items: [{ product: { sku }, quantity: 2 }] });
  });

  /** Sends a request's head and the first part of its body, and the rest when asked: a request under way. */
  function requestInParts(url: string, method: string, path: string, headers: Record<string, string>, body: string) {
    const { hostname, port } = new URL(url);
    const socket = connect({ port: Number(port), host: hostname, autoSelectFamily: true });
    const head = [`${method} ${path} HTTP/1.1`, `host: ${hostname}:${port}`, "connection: close", `content-length: ${Buffer.byteLength(body)}`,
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)].join("\r\n");
    const half = Math.floor(body.length / 2);
    let received = "";
    socket.setEncoding("utf8").on("data", (chunk: string) => (received += chunk));
    const ended = once(socket, "close").then(() => {
      const [top, ...rest] = received.split("\r\n\r\n");
      const status = Number(top?.split(" ")[1] ?? 0);
      // The body may come chunked: keep what is between the chunk sizes.
      const text = rest.join("\r\n\r\n");
      return { status, body: /^[0-9a-f]+\r\n/i.test(text) ? text.split(/\r\n[0-9a-f]+\r\n|^[0-9a-f]+\r\n|\r\n0\r\n\r\n$/i).join("") : text };
    });
    socket.write(`${head}\r\n\r\n${body.slice(0, half)}`);
    return { finish: () => socket.write(body.slice(half)), answer: ended };
  }

  const gauge = (metricsUrl: string, name: string) => metric(metricsUrl, name);
  const refusesConnections = (url: string) =>
    fetch(`${url}/health`).then(() => false, () => true);

  it("finishes a cart change under way on a backend told to stop (SIGTERM), then exits", async () => {
    const cart = (await graphql(a.commerceUrl, "mutation { createEmptyCart }")).data?.createEmptyCart as string;
    const body = JSON.stringify({ query: ADD, variables: { cart, sku, qty: 3 } });
    const request = requestInParts(a.commerceUrl, "POST", "/graphql", { "content-type": "application/json", store: "default" }, body);
    await expect.poll(() => gauge(a.commerceMetrics, "commerce_http_requests_in_flight"), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const exited = once(a.commerce.child, "exit");
    a.commerce.child.kill("SIGTERM");
    await expect.poll(() => refusesConnections(a.commerceUrl), { timeout: 10_000 }).toBe(true);
    request.finish();
    const answer = await request.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).data.addProductsToCart.cart.total_quantity).toBe(3);
    expect(await exited).toEqual([0, null]);
    // Committed: the other backend reads it.
    expect((await graphql(b.commerceUrl, CART, { cart })).data?.cart.total_quantity).toBe(3);
  });

  it("answers a request under way on a storefront told to stop (SIGTERM), then exits", async () => {
    const body = JSON.stringify({ tags: ["catalog"] });
    const request = requestInParts(a.storefrontUrl, "POST", "/api/revalidate", { "content-type": "application/json", "x-revalidate-secret": secret }, body);
    await expect.poll(() => gauge(a.storefrontMetrics, "storefront_http_requests_in_flight"), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const exited = once(a.storefront.child, "exit");
    a.storefront.child.kill("SIGTERM");
    await expect.poll(() => refusesConnections(a.storefrontUrl), { timeout: 10_000 }).toBe(true);
    request.finish();
    const answer = await request.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ revalidated: ["catalog"] });
    expect(await exited).toEqual([0, null]);
  });

  it("keeps the shop answering through the remaining instances", async () => {
    expect(a.commerce.child.exitCode).not.toBeNull();
    expect(a.storefront.child.exitCode).not.toBeNull();
    const category = await page(b.storefrontUrl);
    expect(category.status).toBe(200);
    expect(category.html).toContain(RENAMED);
    const product = (await sql("SELECT url_key FROM products WHERE sku = $1", [sku])).rows[0] as { url_key: string };
    const productPage = await page(b.storefrontUrl, `/${product.url_key}.html`);
    expect(productPage.status).toBe(200);
    expect((await fetch(`${b.storefrontUrl}/ready`)).status).toBe(200);
  });
});
