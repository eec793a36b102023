import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { type Server, type Socket, connect, createServer } from "node:net";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { REDIS_COMMAND_TIMEOUT_MS, type SharedCache, connectSharedCache } from "./shared-cache";

// The shared cache must never make a page wait on Redis for long (ADR 017): while Redis is away, reads miss and
// writes are dropped at once. Needs a Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379); only reads keys
// under a prefix of its own, writes none.
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 1_000, retryStrategy: () => null });
  try {
    await redis.connect();
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/**
 * Stands between the cache and Redis. Frozen, it keeps every connection open and passes nothing either way, as a
 * Redis host that stopped answering without closing anything would (a frozen process, a network partition).
 */
async function startFreezableProxy(target: URL): Promise<{ url: string; freeze(frozen: boolean): void; close(): Promise<void> }> {
  let frozen = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect({ host: target.hostname, port: Number(target.port || 6379) });
    for (const [from, to] of [[client, upstream], [upstream, client]] as const) {
      sockets.add(from);
      from.on("data", (chunk) => {
        if (!frozen) to.write(chunk);
      });
      from.on("close", () => {
        sockets.delete(from);
        to.destroy();
      });
      from.on("error", () => to.destroy());
    }
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("The proxy has no port");
  return {
    url: `redis://127.0.0.1:${address.port}`,
    freeze: (value) => void (frozen = value),
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, "close");
    },
  };
}

/** Runs `read` and says how long it took to settle, and whether it failed. */
async function timed(read: () => Promise<unknown>): Promise<{ ms: number; failed: boolean }> {
  const started = performance.now();
  const failed = await read().then(() => false, () => true);
  return { ms: performance.now() - started, failed };
}

const skipReason = (await redisAnswers(REDIS_URL)) ? null : `Redis does not answer at ${REDIS_URL} (set TEST_REDIS_URL)`;
const TITLE = "the shared cache while Redis is away";

describe.skipIf(skipReason !== null)(skipReason ? `${TITLE} (skipped: ${skipReason})` : TITLE, () => {
  const prefix = `maison-unit-${randomBytes(4).toString("hex")}:`;
  let proxy: Awaited<ReturnType<typeof startFreezableProxy>>;
  let cache: SharedCache | null = null;

  beforeAll(async () => {
    proxy = await startFreezableProxy(new URL(REDIS_URL));
  });
  afterEach(async () => {
    await cache?.close();
    cache = null;
    vi.restoreAllMocks();
  });
  afterAll(() => proxy.close());

  it("answers reads with a miss at once while nothing listens at REDIS_URL", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const closed = createServer();
    closed.listen(0, "127.0.0.1");
    await once(closed, "listening");
    const { port } = closed.address() as { port: number };
    closed.close();
    await once(closed, "close");
    cache = connectSharedCache(`redis://127.0.0.1:${port}`, prefix);
    expect(await cache.ping()).toBe(false);
    for (let i = 0; i < 5; i++) {
      const read = await timed(() => cache!.redis.get(`${prefix}page`));
      expect(read.failed).toBe(true);
      // Refused at once, not after a time-out: no command waits in a queue for the connection to come back.
      expect(read.ms).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS / 2);
    }
    await cache.syncTags();
  });

  it("waits on a Redis that stopped answering once, then gives the connection up until it answers again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    cache = connectSharedCache(proxy.url, prefix);
    await expect.poll(() => cache!.ping(), { timeout: 5_000 }).toBe(true);
    expect(await cache.redis.get(`${prefix}page`)).toBeNull();

    proxy.freeze(true);
    // The first command waits its time-out: nothing says Redis is gone before then.
    const first = await timed(() => cache!.redis.get(`${prefix}page`));
    expect(first.failed).toBe(true);
    expect(first.ms).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS * 1.5);
    // The ones after it must not each wait as long again: a page makes several reads (tags, page, catalogue answers).
    for (let i = 0; i < 5; i++) {
      const read = await timed(() => cache!.redis.get(`${prefix}data:${i}`));
      expect(read.failed).toBe(true);
      expect(read.ms).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS / 2);
    }
    expect(await cache.ping()).toBe(false);

    proxy.freeze(false);
    await expect.poll(() => cache!.ping(), { timeout: 15_000, interval: 250 }).toBe(true);
    expect(await cache.redis.get(`${prefix}page`)).toBeNull();
  });
});
