import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCK_FILE_NAME } from "./db/lock.ts";
import { products } from "./modules/catalog/tables.ts";
import { createProcessTestDatabase, type ProcessTestDatabase } from "./test/database.ts";

// The real backend process is killed with SIGKILL while shoppers' cart writes are in flight, then started again on
// the same data: every write it acknowledged must be there. The run's database decides which kind is tested
// (PGlite in a data directory, or PostgreSQL with TEST_DATABASE_URL; `npm test` runs both).

const APP_DIR = path.resolve(import.meta.dirname, "..");
const WRITERS = 6;
/** Writes acknowledged before the kill; enough that every writer has several carts and lines. */
const ACKNOWLEDGED_BEFORE_KILL = 60;
const START_TIMEOUT_MS = 60_000;

interface Backend {
  child: ChildProcess;
  url: string;
  output: string[];
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

async function startBackend(env: NodeJS.ProcessEnv, port: number): Promise<Backend> {
  const child = spawn(process.execPath, ["src/main.ts"], { cwd: APP_DIR, env, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The backend exited with code ${child.exitCode}:\n${output.join("\n")}`);
    const status = await fetch(`${url}/health`).then((r) => r.status, () => 0);
    if (status === 200) return { child, url, output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`The backend did not answer /health within ${START_TIMEOUT_MS / 1000} s:\n${output.join("\n")}`);
}

async function killHard(backend: Backend): Promise<void> {
  if (backend.child.exitCode !== null || backend.child.signalCode !== null) return;
  const exited = once(backend.child, "exit");
  backend.child.kill("SIGKILL");
  await exited;
}

// Tests index into GraphQL results freely; the shapes are asserted, not typed.
type Any = any;

async function graphql(url: string, query: string, variables: Record<string, unknown>): Promise<Any> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", store: "default" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Any; errors?: { message: string }[] };
  if (response.status !== 200 || body.errors?.length) {
    throw new Error(`GraphQL answered ${response.status}: ${body.errors?.map((e) => e.message).join("; ")}`);
  }
  return body.data;
}

const CREATE = "mutation { createEmptyCart }";
const ADD = `mutation ($cartId: String!, $sku: String!) {
  addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) {
    user_errors { code message }
    cart { items { quantity product { sku } } }
  }
}`;
const READ = "query ($cartId: String!) { cart(cart_id: $cartId) { items { quantity product { sku } } } }";

/** cart id → sku → quantity added in acknowledged calls; a cart with no lines yet was acknowledged by its creation. */
type Acknowledged = Map<string, Map<string, number>>;

interface Traffic {
  inFlight: number;
  /** Set just before the kill: from then on a failed request is the kill, not a fault. */
  killed: boolean;
}

/**
 * One shopper after another: creates a cart, adds three products to it twice each (every add the backend answers
 * without an error counts as acknowledged), then starts the next cart, until the backend is killed.
 */
async function writeCarts(url: string, skus: string[], writer: number, acknowledged: Acknowledged, traffic: Traffic) {
  /** The request's answer, or undefined once the backend has been killed. */
  const request = async <T>(run: () => Promise<T>): Promise<T | undefined> => {
    traffic.inFlight++;
    try {
      return await run();
    } catch (error) {
      if (traffic.killed) return undefined;
      throw error;
    } finally {
      traffic.inFlight--;
    }
  };
  for (let n = 0; ; n++) {
    const created = await request(() => graphql(url, CREATE, {}));
    if (!created) return;
    const cartId: string = created.createEmptyCart;
    const lines = new Map<string, number>();
    acknowledged.set(cartId, lines);
    for (let add = 0; add < 6; add++) {
      // Three products, each added twice: new lines and quantities growing on existing lines.
      const sku = skus[(writer * 5 + n + (add % 3)) % skus.length]!;
      const answer = await request(() => graphql(url, ADD, { cartId, sku }));
      if (!answer) return;
      const result = answer.addProductsToCart;
      if (result.user_errors.length) throw new Error(`Add refused: ${JSON.stringify(result.user_errors)}`);
      lines.set(sku, (lines.get(sku) ?? 0) + 1);
    }
  }
}

const writes = (acknowledged: Acknowledged) =>
  [...acknowledged.values()].reduce((n, lines) => n + 1 + [...lines.values()].reduce((sum, q) => sum + q, 0), 0);

describe("a backend killed with SIGKILL while carts are written", () => {
  let dataDir: string;
  let database: ProcessTestDatabase;
  let env: NodeJS.ProcessEnv;
  let skus: string[];
  const backends: Backend[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "commerce-kill-"));
    database = await createProcessTestDatabase(dataDir);
    const reader = await database.open();
    try {
      skus = (await reader.db.select({ sku: products.sku }).from(products)
        .where(and(eq(products.typeId, "simple"), eq(products.visibility, 4), eq(products.isEnabled, true), eq(products.isInStock, true), gte(products.qty, 100)))
        .orderBy(asc(products.id)).limit(40)).map((r) => r.sku);
    } finally {
      await reader.close();
    }
    env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: database.env.DATABASE_URL ?? "",
      COMMERCE_HOST: "127.0.0.1",
      COMMERCE_PORT: String(await freePort()),
      MEDIA_RENDER: "on-demand",
      COMMERCE_DEV_TOOLS: "false",
      LOG_LEVEL: "warn",
      // The writers create carts as fast as the backend answers, all from this host.
      COMMERCE_CART_CREATION_LIMIT: "100000",
    };
  });

  afterAll(async () => {
    for (const backend of backends) await killHard(backend);
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps every acknowledged cart write after a restart on the same data", async () => {
    expect(skus.length).toBeGreaterThanOrEqual(20);
    const first = await startBackend(env, Number(env.COMMERCE_PORT));
    backends.push(first);

    const acknowledged: Acknowledged = new Map();
    const traffic: Traffic = { inFlight: 0, killed: false };
    const writers = Promise.all(Array.from({ length: WRITERS }, (_, w) => writeCarts(first.url, skus, w, acknowledged, traffic)));
    // A writer that fails before the kill (a refused add, a crashed backend) ends the wait; `await writers` reports it.
    let writing = true;
    writers.then(() => (writing = false), () => (writing = false));
    while (writes(acknowledged) < ACKNOWLEDGED_BEFORE_KILL && writing) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const inFlightAtKill = traffic.inFlight;
    traffic.killed = true;
    await killHard(first);
    await writers;
    expect(inFlightAtKill, "requests in flight when the process was killed").toBeGreaterThan(0);
    expect(first.child.signalCode).toBe("SIGKILL");

    // A production start on PGlite says what a power cut can do to it (ADR 012); PostgreSQL syncs its commits.
    expect(first.output.some((line) => line.includes("never syncs to disk"))).toBe(!env.DATABASE_URL);
    if (!env.DATABASE_URL) {
      // The killed process could not release its data-directory lock; the restart must take it over.
      const holder = (await readFile(path.join(dataDir, LOCK_FILE_NAME), "utf8")).split("\n")[0];
      expect(holder).toBe(String(first.child.pid));
    }

    const second = await startBackend(env, Number(env.COMMERCE_PORT));
    backends.push(second);
    const missing: string[] = [];
    for (const [cartId, lines] of acknowledged) {
      const cart = await graphql(second.url, READ, { cartId }).then((data: Any) => data.cart, (error: Error) => error.message);
      if (typeof cart === "string" || !cart) {
        missing.push(`cart ${cartId}: ${cart ?? "gone"}`);
        continue;
      }
      const restored = new Map((cart.items as { quantity: number; product: { sku: string } }[]).map((i) => [i.product.sku, i.quantity]));
      for (const [sku, quantity] of lines) {
        if ((restored.get(sku) ?? 0) < quantity) missing.push(`cart ${cartId}: ${sku} ×${restored.get(sku) ?? 0}, acknowledged ×${quantity}`);
      }
    }
    expect(missing, `${acknowledged.size} carts acknowledged`).toEqual([]);
  }, 180_000);
});
