import type { EventEmitter } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../core/database.ts";
import { createCommerceApp, type CommerceAppDeps } from "../../server/app.ts";
import { listen, type ListeningServer } from "../../server/http.ts";
import { createTestDatabase } from "../../test/database.ts";

const LIMIT = 3;
let database: Database;
const servers: ListeningServer[] = [];

/** A backend instance over HTTP on the shared database, counting carts per client with a small limit. */
async function instance(deps: Partial<CommerceAppDeps> = {}): Promise<string> {
  const app = createCommerceApp({
    database, production: true, logger: { info() {}, warn() {}, error() {} },
    rateLimits: { cartCreation: { limit: LIMIT, windowSeconds: 600 } }, ...deps,
  });
  const server = await listen(app, { port: 0, host: "127.0.0.1" });
  servers.push(server);
  return `${server.url}/graphql`;
}

async function create(url: string, forwardedFor?: string, mutation = "createEmptyCart") {
  const query = mutation === "createEmptyCart" ? "mutation { createEmptyCart }" : "mutation { createGuestCart { cart { id } } }";
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", store: "default", ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
    body: JSON.stringify({ query }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data?: unknown; errors?: { message: string; extensions: { category: string } }[] };
  return body.errors?.[0] ?? null;
}

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.kind === "postgres") (database.db as unknown as { $client: EventEmitter }).$client.on("error", () => {});
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await database.close();
});

describe("cart creation is rate-limited per client address", () => {
  it("refuses the carts past the limit with an input error, across instances sharing the database", async () => {
    const [a, b] = [await instance(), await instance()];
    const client = "198.51.100.10";
    // The storefront (loopback, trusted by default) forwards the shopper's address.
    const answers = [await create(a, client), await create(b, client), await create(a, client, "createGuestCart"), await create(b, client)];
    expect(answers.slice(0, LIMIT)).toEqual([null, null, null]);
    expect(answers[LIMIT]).toMatchObject({
      path: ["createEmptyCart"],
      message: "Too many carts have been created from your network. Please try again in 10 minutes.",
      extensions: { category: "graphql-input" },
    });
    expect(await create(a, client, "createGuestCart")).toMatchObject({ extensions: { category: "graphql-input" } });
    // Another shopper behind the same storefront is not affected.
    expect(await create(b, "198.51.100.11")).toBeNull();
  });

  it("counts an untrusted peer by its own address, whatever X-Forwarded-For it sends", async () => {
    const url = await instance({ trustedProxies: ["10.0.0.0/8"] });
    const answers = [];
    for (let i = 0; i <= LIMIT; i++) answers.push(await create(url, `203.0.113.${i}`));
    expect(answers.slice(0, LIMIT)).toEqual([null, null, null]);
    expect(answers[LIMIT]?.message).toMatch(/^Too many carts/);
  });

  it("counts the addresses of one IPv6 /64 network together", async () => {
    const url = await instance();
    const answers = [];
    for (let i = 1; i <= LIMIT + 1; i++) answers.push(await create(url, `2001:db8:5:6::${i}`));
    expect(answers.slice(0, LIMIT)).toEqual([null, null, null]);
    expect(answers[LIMIT]?.message).toMatch(/^Too many carts/);
    expect(await create(url, "2001:db8:5:7::1")).toBeNull();
  });
});
