import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Redis } from "ioredis";
import { serverEnv } from "../../config/env.ts";

/**
 * The storefront's cache shared by every instance through Redis (ADR 017), when REDIS_URL is set: rendered pages,
 * cached catalogue answers, and the state of each cache tag, so that a revalidation received by one instance drops
 * the tagged entries for all of them. Without REDIS_URL nothing here is used and each instance keeps its cache in
 * its own memory, as Next does by default.
 */
export interface SharedCache {
  redis: Redis;
  /** Key prefix of this build's entries: another build's pages point at other scripts, so they are never shared. */
  entryKey(kind: "page" | "data", cacheKey: string): string;
  /** Brings this instance's copy of the tag states up to date (one round trip when nothing changed). */
  syncTags(): Promise<void>;
  /** Records revalidated tags for every instance, as Next records them for its own process. */
  updateTags(tags: readonly string[], durations?: { expire?: number }): Promise<void>;
  /** Whether Redis answers, for the readiness check. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** What Next keeps per tag (incremental-cache/tags-manifest): when it went stale, when its entries expire. */
interface TagState {
  stale?: number;
  expired?: number;
}

// Next's own record of tag states, read by its incremental cache and its "use cache" handler alike: kept in step
// with Redis here, so that Next's checks see the revalidations of other instances.
const { tagsManifest } = createRequire(import.meta.url)("next/dist/server/lib/incremental-cache/tags-manifest.external.js") as {
  tagsManifest: Map<string, TagState>;
};

const GLOBAL = Symbol.for("maison.storefront.sharedCache");
const PRODUCTION_BUILD = "phase-production-build";

function buildId(): string {
  try {
    return readFileSync(new URL("../../../.next/BUILD_ID", import.meta.url), "utf8").trim();
  } catch {
    return "development";
  }
}

/** Failures are reported once a minute at most: a Redis outage must not flood the log, nor fail any page. */
let lastWarning = 0;
export function warnCacheUnavailable(what: string, error: unknown): void {
  if (Date.now() - lastWarning < 60_000) return;
  lastWarning = Date.now();
  console.warn(`[storefront] shared cache: ${what} failed (${error instanceof Error ? error.message : "unknown error"}); serving without it`);
}

/** Longest a Redis command may take: Redis answers in milliseconds, a page must not wait on it for long. */
export const REDIS_COMMAND_TIMEOUT_MS = 2_000;

/** Connects to Redis; exported for the tests, the app uses sharedCache(). */
export function connectSharedCache(url: string, prefix: string): SharedCache {
  const redis = new Redis(url, {
    // A request never waits for Redis to come back: while it is away, reads miss and writes are dropped.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // A connection that stops answering (a frozen Redis, a network partition) is given up before the command's
    // time-out fails it, not kept for the next commands to wait on: until a new one is ready, they fail at once.
    socketTimeout: REDIS_COMMAND_TIMEOUT_MS * 0.75,
    connectionName: "maison-storefront",
  });
  redis.on("error", (error) => warnCacheUnavailable("the connection", error));
  const build = buildId();
  const tagsKey = `${prefix}tags`;
  const versionKey = `${prefix}tags:version`;
  let knownVersion: string | null = null;
  let syncing: Promise<void> | null = null;

  async function sync(): Promise<void> {
    const version = await redis.get(versionKey);
    if (version === knownVersion) return;
    const states = await redis.hgetall(tagsKey);
    for (const [tag, json] of Object.entries(states)) {
      try {
        tagsManifest.set(tag, JSON.parse(json) as TagState);
      } catch {
        // A value this code did not write: ignore it.
      }
    }
    knownVersion = version;
  }

  return {
    redis,
    // Catalogue answers are keyed by their whole GraphQL document: a digest keeps Redis keys short.
    entryKey: (kind, cacheKey) =>
      `${prefix}${build}:${kind}:${cacheKey.length > 160 ? createHash("sha256").update(cacheKey).digest("base64url") : cacheKey}`,
    syncTags() {
      syncing ??= sync()
        .catch((error: unknown) => warnCacheUnavailable("reading revalidated tags", error))
        .finally(() => (syncing = null));
      return syncing;
    },
    async updateTags(tags, durations) {
      if (tags.length === 0) return;
      const now = Date.now();
      const current = await redis.hmget(tagsKey, ...tags);
      const updates: Record<string, string> = {};
      tags.forEach((tag, i) => {
        const existing = parseState(current[i]) ?? tagsManifest.get(tag) ?? {};
        // The same rules as Next's handlers: a profile marks the tag stale now and sets when its entries expire;
        // without one, its entries expire now.
        const next: TagState = durations
          ? { ...existing, stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) }
          : { ...existing, expired: now };
        tagsManifest.set(tag, next);
        updates[tag] = JSON.stringify(next);
      });
      await redis.multi().hset(tagsKey, updates).incr(versionKey).exec();
    },
    async ping() {
      try {
        return (await redis.ping()) === "PONG";
      } catch {
        return false;
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

function parseState(json: string | null | undefined): TagState | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as TagState;
  } catch {
    return null;
  }
}

/** The shared cache of this process, or null: no REDIS_URL, or a build (whose prerendering stays in the build). */
export function sharedCache(): SharedCache | null {
  const url = serverEnv.REDIS_URL;
  if (!url || process.env.NEXT_PHASE === PRODUCTION_BUILD) return null;
  const holder = globalThis as { [GLOBAL]?: SharedCache };
  holder[GLOBAL] ??= connectSharedCache(url, serverEnv.REDIS_KEY_PREFIX);
  return holder[GLOBAL];
}
