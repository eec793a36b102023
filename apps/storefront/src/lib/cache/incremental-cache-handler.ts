import { createRequire } from "node:module";
import type { CacheHandler, CacheHandlerValue } from "next/dist/server/lib/incremental-cache";
import type FileSystemCacheClass from "next/dist/server/lib/incremental-cache/file-system-cache";
import type { CachedImageValue } from "next/dist/server/response-cache/types";
import { ImageMemoryCache } from "./image-memory-cache.ts";

/**
 * Next's incremental cache as it ships (pages and route data in memory, `isrFlushToDisk: false`), plus a memory cache
 * for optimised images.
 *
 * Why: Next keeps optimised images only on disk, and only when `isrFlushToDisk` is on. With rendered pages kept in
 * memory (ADR 010: instances share nothing on disk) the image optimiser cached nothing, so every picture request
 * fetched its source from the commerce API and re-encoded it. This handler (enabled for images by
 * `images.customCacheHandler`) keeps the renditions in a bounded memory cache and hands everything else to Next's own
 * handler unchanged. Loaded by Next at run time (Node strips the types), hence the relative `.ts` import above.
 */
const FileSystemCache = (
  createRequire(import.meta.url)("next/dist/server/lib/incremental-cache/file-system-cache.js") as {
    default: typeof FileSystemCacheClass;
  }
).default;

/** Optimised renditions kept per instance: thousands of catalogue pictures at 3–60 KB each. */
export const IMAGE_CACHE_BUDGET_BYTES = 128 * 1024 * 1024;

type GetContext = Parameters<CacheHandler["get"]>[1];
type SetContext = Parameters<CacheHandler["set"]>[2];

// Next's kind enums compared by value: the handler is loaded outside Next's bundles.
const isImage = (kind: string): boolean => kind === "IMAGE";

// One store for the process: Next constructs a handler per request as well as one for the image optimiser.
const images = new ImageMemoryCache<CachedImageValue>(IMAGE_CACHE_BUDGET_BYTES);

export default class StorefrontCacheHandler extends FileSystemCache {
  override async get(cacheKey: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
    if (!isImage(ctx.kind)) return super.get(cacheKey, ctx);
    return images.get(cacheKey);
  }

  override async set(cacheKey: string, data: CacheHandlerValue["value"], ctx: SetContext): Promise<void> {
    if (!("kind" in ctx) || !isImage(ctx.kind)) return super.set(cacheKey, data, ctx as Parameters<FileSystemCacheClass["set"]>[2]);
    if (data && isImage(data.kind)) images.set(cacheKey, data as CachedImageValue);
    else images.delete(cacheKey);
  }
}
