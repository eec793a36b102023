// Readiness and request ids of a storefront over Redis (ADR 017, README "Several instances behind a load
// balancer"): /ready answers 503 naming the cache while Redis is down and pages are still served, /ready answers 200
// again once Redis is back; the storefront's request id reaches the backend with each GraphQL call it makes. Runs a
// private Redis (Debian's redis-server, on a free port, nothing saved to disk) and a second storefront from the
// suite's build, whose calls to the suite's backend pass through a recording gateway.
import { randomBytes } from "node:crypto";
import { spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createServer, get } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Service, freePort, redisAnswers, startService, startStorefrontServer, waitForHttp } from "./processes";

const appRoot = resolve(import.meta.dirname, "..");
const commerceUrl = inject("commerceUrl");
const hasRedisServer = spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;
const skipReason = !existsSync(join(appRoot, ".next/BUILD_ID"))
  ? "no storefront build"
  : !commerceUrl
    ? "the suite runs against an external backend"
    : !hasRedisServer
      ? "redis-server is not installed"
      : null;
const TITLE = "a storefront's readiness over Redis, and its request ids";

/** One GraphQL call the gateway passed on: the id the storefront sent with it and the one the backend answered under. */
interface Call {
  operation: string;
  sent: string | null;
  answered: string | null;
}

/** Passes every request on to the backend and records the request ids of its GraphQL calls. */
function startRecordingGateway(target: string) {
  const calls: Call[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !["host", "connection", "content-length"].includes(name)),
      ) as Record<string, string>;
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const url = new URL(request.url ?? "/", target);
      fetch(url, { method: request.method, headers, body })
        .then(async (answer) => {
          if (url.pathname === "/graphql") {
            const operation = url.searchParams.get("operationName") ?? (body ? (JSON.parse(body.toString("utf8")) as { operationName?: string }).operationName : undefined);
            calls.push({ operation: operation ?? "-", sent: request.headers["x-request-id"] as string | undefined ?? null, answered: answer.headers.get("x-request-id") });
          }
          response.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
          response.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => request.socket.destroy());
    });
  });
  return { server, calls };
}

describe.skipIf(skipReason !== null)(skipReason ? `${TITLE} (skipped: ${skipReason})` : TITLE, () => {
  const prefix = `maison-ops-${randomBytes(3).toString("hex")}:`;
  const gateway = startRecordingGateway(commerceUrl ?? "http://localhost");
  let redisPort: number;
  let redisUrl: string;
  let redis: Service | null = null;
  let storefront: Service;
  let url: string;

  async function startRedis(): Promise<void> {
    redis = startService("redis", "redis-server", ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      cwd: tmpdir(),
      env: process.env,
    });
    const deadline = Date.now() + 10_000;
    while (!(await redisAnswers(redisUrl))) {
      if (redis.child.exitCode !== null || Date.now() > deadline) throw new Error(`Redis did not start on port ${redisPort}:\n${redis.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Ends Redis as a crash would: no goodbye to its clients. */
  async function killRedis(): Promise<void> {
    const child = redis!.child;
    const exited = once(child, "exit");
    child.kill("SIGKILL");
    await exited;
    redis = null;
  }

  const ready = async () => {
    const response = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(10_000) });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };
  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${url}${path}`, { headers, redirect: "manual", signal: AbortSignal.timeout(30_000) });
    return { status: response.status, headers: response.headers, html: await response.text() };
  };
  const sharedCacheWarnings = () => storefront.output().split("\n").filter((line) => line.includes("shared cache:")).length;

  beforeAll(async () => {
    [redisPort] = [await freePort()];
    redisUrl = `redis://127.0.0.1:${redisPort}`;
    await startRedis();
    const [port, gatewayPort] = [await freePort(), await freePort()];
    gateway.server.listen(gatewayPort, "localhost");
    await once(gateway.server, "listening");
    storefront = startStorefrontServer("storefront-ops", {
      STOREFRONT_PORT: String(port),
      COMMERCE_GRAPHQL_URL: `http://localhost:${gatewayPort}/graphql`,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
    });
    url = `http://localhost:${port}`;
    await waitForHttp(`${url}/ready`, storefront, 60_000);
  });

  afterAll(async () => {
    await storefront?.stop();
    await redis?.stop();
    gateway.server.close();
  });

  it("is ready while the commerce API and Redis answer, and keeps its cache entries in Redis", async () => {
    expect(await ready()).toEqual({ status: 200, body: { status: "ok", commerce: "ok", cache: "ok" } });
    expect((await page("/make-up.html")).status).toBe(200);
    const stored = new Redis(redisUrl);
    try {
      // Next's page entries (`page:`) or its catalogue answers (`data:`): a category's site view is its route's
      // shell resumed with cached catalogue answers, and the whole page is kept by the front (ADR 019).
      await expect.poll(async () => (await stored.keys(`${prefix}*:*:*`)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    } finally {
      stored.disconnect();
    }
    expect(sharedCacheWarnings()).toBe(0);
  });

  it("answers /ready with 503 naming the cache while Redis is down, and still serves its pages", async () => {
    await killRedis();
    await expect.poll(async () => (await ready()).status, { timeout: 10_000, interval: 250 }).toBe(503);
    expect(await ready()).toEqual({ status: 503, body: { status: "error", commerce: "ok", cache: "unavailable" } });
    const category = await page("/make-up.html");
    expect(category.status).toBe(200);
    expect(category.html).toMatch(/<h1[^>]*>[^<]*Make-up/);
    expect((await page("/")).status).toBe(200);
    // Said once, not for every read that missed (at most once a minute).
    expect(sharedCacheWarnings()).toBe(1);
    // A load balancer's liveness probe still finds the process alive.
    expect((await fetch(`${url}/health`)).status).toBe(200);
  });

  it("is ready again soon after Redis is back, and stores cache entries there again", async () => {
    await startRedis();
    // ioredis retries at growing intervals of at most 2 s.
    await expect.poll(async () => (await ready()).status, { timeout: 15_000, interval: 250 }).toBe(200);
    expect(await ready()).toEqual({ status: 200, body: { status: "ok", commerce: "ok", cache: "ok" } });
    // A listing page of its own (its query takes it past the front's copies, ADR 019) to Next, which reads and
    // stores its catalogue answers through Redis.
    expect((await page("/make-up.html?page=2")).status).toBe(200);
    const stored = new Redis(redisUrl);
    try {
      // The restarted Redis kept nothing: what is there now was written after it came back.
      await expect.poll(async () => (await stored.keys(`${prefix}*:*:*`)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    } finally {
      stored.disconnect();
    }
  });

  it("sends the request's id with its GraphQL calls, and the backend answers under the same id", async () => {
    const id = `ops-e2e-${randomBytes(6).toString("hex")}`;
    // A cart call through the storefront's cart gateway (a route handler)…
    const created = await fetch(`${url}/api/magento/createEmptyCart`, {
      method: "POST",
      body: "[]",
      headers: { "sec-fetch-site": "same-origin", "x-request-id": id },
    });
    expect(created.status).toBe(200);
    expect(created.headers.get("x-request-id")).toBe(id);
    const cartCookie = created.headers.getSetCookie().find((cookie) => cookie.startsWith("maison-cart="))?.split(";")[0];
    expect(cartCookie).toBeTruthy();
    expect(gateway.calls.filter((call) => call.sent === id)).toEqual([{ operation: "CreateEmptyCart", sent: id, answered: id }]);

    // …and one made while rendering a page (a server component reading the cart for the checkout).
    const pageId = `ops-e2e-${randomBytes(6).toString("hex")}`;
    const checkout = await page("/checkout/shipping", { cookie: cartCookie!, "x-request-id": pageId });
    expect(checkout.headers.get("x-request-id")).toBe(pageId);
    const pageCalls = gateway.calls.filter((call) => call.sent === pageId);
    expect(pageCalls.map((call) => call.operation)).toContain("CheckoutCart");
    for (const call of pageCalls) expect(call.answered).toBe(pageId);

    // An id that could forge a log line is replaced, and the replacement is what the backend sees.
    const before = gateway.calls.length;
    const forged = await fetch(`${url}/api/magento/createEmptyCart`, {
      method: "POST",
      body: "[]",
      headers: { "sec-fetch-site": "same-origin", "x-request-id": "short" },
    });
    const replaced = forged.headers.get("x-request-id");
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    // Only the cart call: a background render (Next refreshing a cached layout read, which belongs to no request)
    // may reach the backend meanwhile, with no id of its own.
    const cartCalls = gateway.calls.slice(before).filter((call) => call.operation === "CreateEmptyCart");
    expect(cartCalls).toEqual([{ operation: "CreateEmptyCart", sent: replaced, answered: replaced }]);
    expect(gateway.calls.slice(before).filter((call) => call.sent === "short" || call.answered === "short")).toEqual([]);
  });
  describe("as one storefront of two processes (STOREFRONT_PROCESSES=2)", () => {
    let primary: Service;
    let clusterUrl: string;
    let metricsUrl: string;

    beforeAll(async () => {
      const [port, metricsPort] = [await freePort(), await freePort()];
      primary = startStorefrontServer("storefront-processes", {
        STOREFRONT_PORT: String(port),
        STOREFRONT_PROCESSES: "2",
        STOREFRONT_METRICS_PORT: String(metricsPort),
        COMMERCE_GRAPHQL_URL: `${commerceUrl}/graphql`,
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: prefix,
      });
      clusterUrl = `http://localhost:${port}`;
      metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
      await waitForHttp(`${clusterUrl}/ready`, primary, 90_000);
      // Both processes listen once the primary says so.
      await until(() => primary.output().includes("Storefront of 2 processes ready"), 60_000);
    });

    afterAll(async () => {
      await primary?.stop();
    });

    it("hands the port's connections to both processes, and its metrics port adds up theirs", async () => {
      expect(childrenOf(primary.child.pid!)).toHaveLength(2);
      // Each process keeps its own copy of the page (docs/adr/019): on new connections, one render per process,
      // then copies. One process taking every connection would render once.
      const answers: string[] = [];
      for (let i = 0; i < 6; i++) {
        const { status, cache } = await getOnNewConnection(`${clusterUrl}/skincare.html`);
        expect(status).toBe(200);
        answers.push(cache);
      }
      expect(answers.filter((a) => a === "MISS")).toHaveLength(2);
      expect(answers.filter((a) => a === "HIT")).toHaveLength(4);
      const metrics = await (await fetch(metricsUrl)).text();
      const served = /^storefront_http_request_duration_seconds_count\{route="page",method="GET",status="200"\} (\d+)/m.exec(metrics);
      expect(Number(served?.[1])).toBeGreaterThanOrEqual(6);
    });

    it("replaces a process that dies, and answers through the other meanwhile", async () => {
      const [victim, survivor] = childrenOf(primary.child.pid!);
      process.kill(victim!, "SIGKILL");
      // Once the primary has seen it go (a connection handed over at that very moment is lost, as in any crash)…
      await until(() => primary.output().includes(`process ${victim} stopped`), 10_000);
      // …the other process takes every connection while the replacement starts.
      for (let i = 0; i < 4; i++) expect((await getOnNewConnection(`${clusterUrl}/skincare.html`)).status).toBe(200);
      await until(() => childrenOf(primary.child.pid!).length === 2 && !childrenOf(primary.child.pid!).includes(victim!), 30_000);
      expect(childrenOf(primary.child.pid!)).toContain(survivor);
      await waitForHttp(`${clusterUrl}/ready`, primary, 60_000);
    });

    it("stops every process on SIGTERM and exits cleanly", async () => {
      const workers = childrenOf(primary.child.pid!);
      const exited = once(primary.child, "exit");
      primary.child.kill("SIGTERM");
      const [code] = (await exited) as [number | null];
      expect(code).toBe(0);
      for (const pid of workers) expect(existsSync(`/proc/${pid}`), `process ${pid}`).toBe(false);
    });
  });
});

/** The processes `pid` started (Linux: /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // pid (comm) state ppid …: comm may hold spaces, so the fields are read after its closing parenthesis.
        const stat = readFileSync(`/proc/${name}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** A page load on a connection of its own: the cluster's primary hands each connection to one process. */
function getOnNewConnection(url: string): Promise<{ status: number; cache: string }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false, headers: { connection: "close" }, timeout: 30_000 }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, cache: String(response.headers["x-storefront-cache"] ?? "") }));
    });
    request.on("timeout", () => request.destroy(new Error(`${url} timed out`)));
    request.on("error", reject);
  });
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
