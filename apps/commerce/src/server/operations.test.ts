import { once } from "node:events";
import { request as httpRequest } from "node:http";
import { type Socket, createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { createDatabase, databaseUrl, dropDatabase, uniqueName } from "../test/postgres.ts";
import { type CommerceApp, DATABASE_CHECK_TIMEOUT_MS, createCommerceApp } from "./app.ts";
import { listen } from "./http.ts";
import { type CommerceMetrics, createCommerceMetrics } from "./metrics.ts";
import { requestIdFrom } from "./request-id.ts";
import { createFixtureBackend, type FixtureBackend } from "./test-fixture.ts";

describe("request ids", () => {
  it("keeps a sane id and replaces anything else", () => {
    expect(requestIdFrom(new Headers({ "x-request-id": "sf-1234abcd.e:f_g" }))).toBe("sf-1234abcd.e:f_g");
    for (const bad of ["short", "a b c d e f g h", "x".repeat(129), "abcdefgh\r\nforged: 1"]) {
      const id = requestIdFrom(new Headers(bad.includes("\n") ? {} : { "x-request-id": bad }));
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestIdFrom(new Headers())).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("operations endpoints, metrics and request logs", () => {
  let backend: FixtureBackend;
  let metrics: CommerceMetrics;
  let withMetrics: FixtureBackend;
  // Fixtures are built in hooks, whose time-out allows for a busy machine.
  beforeAll(async () => {
    backend = await createFixtureBackend({ accessLog: true });
    metrics = createCommerceMetrics(backend.database);
    withMetrics = await createFixtureBackend({ metrics });
  });
  afterAll(async () => {
    await backend.close();
    await withMetrics.close();
  });

  it("answers /ready until draining starts, then 503 while /health stays live", async () => {
    expect((await withMetrics.app.fetch(new Request("http://localhost/ready"))).status).toBe(200);
    withMetrics.app.drain();
    const ready = await withMetrics.app.fetch(new Request("http://localhost/ready"));
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "draining" });
    expect((await withMetrics.app.fetch(new Request("http://localhost/health"))).status).toBe(200);
  });

  it("echoes the request id it was sent and logs it with the operation's name, never its arguments", async () => {
    const query = 'query CountryByCode($id: String) { country(id: $id) { id } }';
    const url = `http://localhost/graphql?${new URLSearchParams({ query, operationName: "CountryByCode", variables: JSON.stringify({ id: "gb-secret-value" }) })}`;
    const response = await backend.app.fetch(new Request(url, { headers: { store: "default", "x-request-id": "storefront-req-0001" } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe("storefront-req-0001");
    const line = backend.logs.find((l) => l.includes("storefront-req-0001"));
    expect(line).toMatch(/^\[storefront-req-0001\] GET graphql CountryByCode 200 [\d.]+ ms$/);
    expect(backend.logs.join("\n")).not.toContain("gb-secret-value");
  });

  it("records request and operation durations by name, without argument values", async () => {
    const query = 'mutation Subscribe($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }';
    await withMetrics.app.fetch(new Request("http://localhost/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", store: "default" },
      body: JSON.stringify({ query, operationName: "Subscribe", variables: { email: "private@example.com" } }),
    }));
    await withMetrics.app.fetch(new Request("http://localhost/nothing-here-123"));
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/commerce_graphql_operation_duration_seconds_count\{operation="Subscribe",type="mutation",outcome="(ok|error)"\} 1/);
    expect(text).toMatch(/commerce_http_request_duration_seconds_count\{route="graphql",method="POST",status="200"\} 1/);
    expect(text).toMatch(/commerce_http_request_duration_seconds_count\{route="other",method="GET",status="404"\} 1/);
    expect(text).not.toContain("private@example.com");
    expect(text).not.toContain("nothing-here-123");
  });
});

describe("readiness when the database does not answer", () => {
  const appOn = (database: Parameters<typeof createCommerceApp>[0]["database"], logs: string[] = []): CommerceApp =>
    createCommerceApp({ database, production: false, logger: { info: () => {}, warn: () => {}, error: (m) => void logs.push(m) } });
  const probe = async (app: CommerceApp, path: "/ready" | "/health") => {
    const response = await app.fetch(new Request(`http://localhost${path}`));
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const UNAVAILABLE = { status: 503, body: { status: "error", db: "unavailable" } };

  it("answers 503 on /ready and /health once its database connection is gone", async () => {
    const database = await openDatabase({});
    const logs: string[] = [];
    const app = appOn(database, logs);
    expect(await probe(app, "/ready")).toEqual({ status: 200, body: { status: "ok", db: "ok" } });
    await database.close();
    expect(await probe(app, "/ready")).toEqual(UNAVAILABLE);
    expect(await probe(app, "/health")).toEqual(UNAVAILABLE);
    expect(logs.some((line) => line.includes("health check: database unavailable"))).toBe(true);
  });

  it("answers 503 in bounded time when the database server takes connections but never answers", async () => {
    // A PostgreSQL that stopped answering without closing anything (frozen, cut off by the network).
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket));
    silent.listen(0, "127.0.0.1");
    await once(silent, "listening");
    const { port } = silent.address() as { port: number };
    const database = await openDatabase({ url: `postgres://maison@127.0.0.1:${port}/maison` });
    const logs: string[] = [];
    const app = appOn(database, logs);
    try {
      const hung = new Promise<"no answer">((resolve) => setTimeout(() => resolve("no answer"), DATABASE_CHECK_TIMEOUT_MS * 3).unref());
      expect(await Promise.race([probe(app, "/ready"), hung])).toEqual(UNAVAILABLE);
      expect(sockets.size).toBeGreaterThan(0);
      expect(logs.join("\n")).toContain(`no answer within ${DATABASE_CHECK_TIMEOUT_MS} ms`);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await database.close();
    }
  });

  const template = inject("commerceTemplate");
  it.skipIf(template.kind !== "postgres")("on PostgreSQL: 503 while its database is dropped, 200 again once it is back", async () => {
    if (template.kind !== "postgres") return;
    const name = uniqueName("ready");
    await createDatabase(template.url, name);
    const database = await openDatabase({ url: databaseUrl(template.url, name) });
    const app = appOn(database);
    try {
      expect((await probe(app, "/ready")).status).toBe(200);
      // Terminates the pool's open connection and removes the database: every new connection is refused.
      await dropDatabase(template.url, name);
      expect(await probe(app, "/ready")).toEqual(UNAVAILABLE);
      expect(await probe(app, "/ready")).toEqual(UNAVAILABLE);
      await createDatabase(template.url, name);
      expect(await probe(app, "/ready")).toEqual({ status: 200, body: { status: "ok", db: "ok" } });
    } finally {
      await database.close();
      await dropDatabase(template.url, name);
    }
  });
});

describe("closing the HTTP server", () => {
  it("answers the request under way, refuses new connections, then ends", async () => {
    let arrived!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const server = await listen({
      async fetch() {
        arrived();
        await released;
        return new Response("done");
      },
    }, { port: 0, host: "127.0.0.1" });
    const { port } = new URL(server.url);
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path: "/", headers: { connection: "keep-alive" } }, (res) => {
        let body = "";
        res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk)).on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
      req.end();
    });
    await arrival;
    const closed = server.close();
    await expect(fetch(`${server.url}/`)).rejects.toThrow();
    release();
    expect(await answer).toEqual({ status: 200, body: "done" });
    await closed;
  });
});
