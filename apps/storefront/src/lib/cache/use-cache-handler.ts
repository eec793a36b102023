import { createRequire } from "node:module";
import type { CacheEntry, CacheHandler } from "next/dist/server/lib/cache-handlers/types";
import { countRead } from "./cache-stats.ts";
import { type SharedCache, sharedCache, warnCacheUnavailable } from "./shared-cache.ts";

/**
 * The handler of `"use cache"` (cached catalogue answers, src/lib/commerce/server.ts) over Redis, shared by every
 * instance (ADR 017); next.config.ts names it only when REDIS_URL is set. It applies the rules of Next's own memory
 * handler: an entry is served until its `revalidate` time, a stale tag makes it refresh, an expired tag drops it.
 * Loaded by Next at run time.
 */
const require = createRequire(import.meta.url);
const { createDefaultCacheHandler } = require("next/dist/server/lib/cache-handlers/default.js") as {
  createDefaultCacheHandler: (maxSize: number) => CacheHandler;
};
const { areTagsExpired, areTagsStale } = require("next/dist/server/lib/incremental-cache/tags-manifest.external.js") as {
  areTagsExpired: (tags: string[], timestamp: number) => boolean;
  areTagsStale: (tags: string[], timestamp: number) => boolean;
};
const { tagsManifest } = require("next/dist/server/lib/incremental-cache/tags-manifest.external.js") as {
  tagsManifest: Map<string, { expired?: number }>;
};

/** Next's default memory budget for "use cache" entries. */
const MEMORY_BYTES = 50 * 1024 * 1024;

type StoredEntry = Omit<CacheEntry, "value"> & { value: string };

function counted(handler: CacheHandler): CacheHandler {
  return {
    ...handler,
    async get(cacheKey, softTags) {
      const entry = await handler.get(cacheKey, softTags);
      countRead("data", entry !== undefined);
      return entry;
    },
  };
}

function redisHandler(shared: SharedCache): CacheHandler {
  // A read of an entry being written waits for it, as the interface asks; entries never wait on another instance.
  const pending = new Map<string, Promise<void>>();
  return {
    async get(cacheKey) {
      await pending.get(cacheKey);
      let stored: StoredEntry;
      try {
        const text = await shared.redis.get(shared.entryKey("data", cacheKey));
        if (!text) return undefined;
        stored = JSON.parse(text) as StoredEntry;
      } catch (error) {
        warnCacheUnavailable("reading a cached answer", error);
        return undefined;
      }
      if (Date.now() > stored.timestamp + stored.revalidate * 1000) return undefined;
      if (areTagsExpired(stored.tags, stored.timestamp)) return undefined;
      const revalidate = areTagsStale(stored.tags, stored.timestamp) ? -1 : stored.revalidate;
      const bytes = Buffer.from(stored.value, "base64");
      return {
        ...stored,
        revalidate,
        value: new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new Uint8Array(bytes));
            controller.close();
          },
        }),
      };
    },
    async set(cacheKey, pendingEntry) {
      let done!: () => void;
      pending.set(cacheKey, new Promise<void>((resolve) => (done = resolve)));
      try {
        const entry = await pendingEntry;
        // An entry with expire 0 is dynamic: Next renders it on every read and never serves a stored copy.
        if (entry.expire === 0) return;
        const value = Buffer.from(await new Response(entry.value).arrayBuffer()).toString("base64");
        const stored: StoredEntry = { ...entry, value };
        const seconds = Math.max(1, Math.min(entry.expire, 7 * 86_400));
        await shared.redis.set(shared.entryKey("data", cacheKey), JSON.stringify(stored), "EX", Math.ceil(seconds));
      } catch (error) {
        warnCacheUnavailable("storing a cached answer", error);
      } finally {
        done();
        pending.delete(cacheKey);
      }
    },
    refreshTags: () => shared.syncTags(),
    async getExpiration(tags) {
      return Math.max(0, ...tags.map((tag) => tagsManifest.get(tag)?.expired ?? 0));
    },
    async updateTags(tags, durations) {
      try {
        await shared.updateTags(tags, durations);
      } catch (error) {
        warnCacheUnavailable("sharing a revalidation", error);
      }
    },
  };
}

const shared = sharedCache();
const handler: CacheHandler = counted(shared ? redisHandler(shared) : createDefaultCacheHandler(MEMORY_BYTES));
export default handler;
