import { createRequire } from "node:module";
import type { CacheHandler, CacheHandlerValue } from "next/dist/server/lib/incremental-cache";
import type FileSystemCacheClass from "next/dist/server/lib/incremental-cache/file-system-cache";
import type { CachedImageValue } from "next/dist/server/response-cache/types";
import { countRead } from "./cache-stats.ts";
import { ImageMemoryCache } from "./image-memory-cache.ts";
import { notePageTags } from "./page-tags.ts";
import { decodeEntry, encodeEntry } from "./serialized.ts";
import { type SharedCache, sharedCache, warnCacheUnavailable } from "./shared-cache.ts";

/**
 * Next's incremental cache (rendered pages, route data), plus a memory cache for optimised images; with REDIS_URL
 * the pages and route data live in Redis, shared by every instance (ADR 017).
 *
 * Why the images: Next keeps optimised images only on disk, and only when `isrFlushToDisk` is on. With rendered
 * pages kept off disk (ADR 010: instances share nothing on disk) the image optimiser cached nothing, so every
 * picture request fetched its source from the commerce API and re-encoded it. This handler (enabled for images by
 * `images.customCacheHandler`) keeps the renditions in a bounded memory cache per instance (ADR 011).
 *
 * Without Redis everything else goes to Next's own handler unchanged (memory). With Redis, an entry is read from
 * Redis first, then from what the build wrote to disk; writes go to Redis only. Loaded by Next at run time (Node
 * strips the types), hence the relative `.ts` imports above.
 */
const require = createRequire(import.meta.url);
const FileSystemCache = (
  require("next/dist/server/lib/incremental-cache/file-system-cache.js") as { default: typeof FileSystemCacheClass }
).default;
const { areTagsExpired } = require("next/dist/server/lib/incremental-cache/tags-manifest.external.js") as {
  areTagsExpired: (tags: string[], timestamp: number) => boolean;
};

/** Optimised renditions kept per instance: thousands of catalogue pictures at 3–60 KB each. */
export const IMAGE_CACHE_BUDGET_BYTES = 128 * 1024 * 1024;

/** Redis keeps a page at most this long past its last write (a week); tags and revalidation replace it sooner. */
const MAX_ENTRY_SECONDS = 7 * 86_400;

type GetContext = Parameters<CacheHandler["get"]>[1];
type SetContext = Parameters<CacheHandler["set"]>[2];

// Next's kind enums compared by value: the handler is loaded outside Next's bundles.
const isImage = (kind: string): boolean => kind === "IMAGE";
const NEXT_CACHE_TAGS_HEADER = "x-next-cache-tags";

// One store for the process: Next constructs a handler per request as well as one for the image optimiser.
const images = new ImageMemoryCache<CachedImageValue>(IMAGE_CACHE_BUDGET_BYTES);

/** The tags an entry was rendered under: a page's from its headers, a fetch's from the read's context. */
function entryTags(entry: CacheHandlerValue, ctx: GetContext): string[] {
  const value = entry.value;
  if (!value) return [];
  if (value.kind === "FETCH") {
    const fetchCtx = ctx as { tags?: string[]; softTags?: string[] };
    return [...(fetchCtx.tags ?? []), ...(fetchCtx.softTags ?? [])];
  }
  const header = "headers" in value ? value.headers?.[NEXT_CACHE_TAGS_HEADER] : undefined;
  return typeof header === "string" ? header.split(",") : [];
}

export default class StorefrontCacheHandler extends FileSystemCache {
  readonly #shared: SharedCache | null = sharedCache();

  override async get(cacheKey: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
    if (isImage(ctx.kind)) return images.get(cacheKey);
    const shared = this.#shared;
    if (!shared) {
      const entry = await super.get(cacheKey, ctx);
      countRead("page", entry !== null);
      if (entry) notePageTags(cacheKey, entryTags(entry, ctx));
      return entry;
    }
    await shared.syncTags();
    const entry = (await this.#readShared(shared, cacheKey)) ?? (await super.get(cacheKey, ctx));
    // A tag revalidated (on any instance) after the entry was written: render again, as Next's own handler does.
    const fresh = entry && !areTagsExpired(entryTags(entry, ctx), entry.lastModified ?? 0) ? entry : null;
    countRead("page", fresh !== null);
    if (fresh) notePageTags(cacheKey, entryTags(fresh, ctx));
    return fresh;
  }

  override async set(cacheKey: string, data: CacheHandlerValue["value"], ctx: SetContext): Promise<void> {
    if ("kind" in ctx && isImage(ctx.kind)) {
      if (data && isImage(data.kind)) images.set(cacheKey, data as CachedImageValue);
      else images.delete(cacheKey);
      return;
    }
    const tags = data && "headers" in data ? data.headers?.[NEXT_CACHE_TAGS_HEADER] : undefined;
    if (typeof tags === "string") notePageTags(cacheKey, tags.split(","));
    const shared = this.#shared;
    if (!shared) return super.set(cacheKey, data, ctx as Parameters<FileSystemCacheClass["set"]>[2]);
    const key = shared.entryKey("page", cacheKey);
    try {
      if (!data) {
        await shared.redis.del(key);
        return;
      }
      const cacheControl = "fetchCache" in ctx && ctx.fetchCache ? undefined : (ctx as { cacheControl?: { expire?: number } }).cacheControl;
      const seconds = Math.min(MAX_ENTRY_SECONDS, Math.max(1, cacheControl?.expire ?? MAX_ENTRY_SECONDS));
      const entry = { lastModified: Date.now(), value: data, cacheControl };
      await shared.redis.set(key, JSON.stringify(encodeEntry(entry)), "EX", seconds);
    } catch (error) {
      warnCacheUnavailable("storing a page", error);
    }
  }

  override async revalidateTag(...args: Parameters<FileSystemCacheClass["revalidateTag"]>): Promise<void> {
    await super.revalidateTag(...args);
    const [tags, durations] = args;
    try {
      await this.#shared?.updateTags(typeof tags === "string" ? [tags] : tags, durations);
    } catch (error) {
      warnCacheUnavailable("sharing a revalidation", error);
    }
  }

  async #readShared(shared: SharedCache, cacheKey: string): Promise<CacheHandlerValue | null> {
    try {
      const text = await shared.redis.get(shared.entryKey("page", cacheKey));
      return text ? (decodeEntry(JSON.parse(text)) as CacheHandlerValue) : null;
    } catch (error) {
      warnCacheUnavailable("reading a page", error);
      return null;
    }
  }
}
