import { createRequire } from "node:module";
import { afterEach, describe, expect, it, vi } from "vitest";
import StorefrontCacheHandler from "./incremental-cache-handler";

const FileSystemCache = (createRequire(import.meta.url)("next/dist/server/lib/incremental-cache/file-system-cache.js") as {
  default: { prototype: { get: (...args: unknown[]) => unknown; set: (...args: unknown[]) => unknown } };
}).default;

// What the image optimiser passes: the handler is built without a file system, as Next builds it for images.
const handler = () => new StorefrontCacheHandler({ flushToDisk: false, serverDistDir: "/nonexistent", revalidatedTags: [], _requestHeaders: {} } as never);
const image = (bytes: number) => ({ kind: "IMAGE", etag: "e", upstreamEtag: "u", buffer: Buffer.alloc(bytes), extension: "webp", revalidate: 14_400 });

describe("StorefrontCacheHandler", () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps optimised images in memory, shared by every instance of the handler", async () => {
    const key = `image-${Math.random()}`;
    await handler().set(key, image(1_024) as never, { kind: "IMAGE", cacheControl: { revalidate: 14_400, expire: undefined } } as never);
    const hit = await handler().get(key, { kind: "IMAGE", isFallback: false } as never);
    expect(hit?.value).toMatchObject({ kind: "IMAGE", etag: "e", extension: "webp" });
    expect(typeof hit?.lastModified).toBe("number");
    expect(await handler().get(`other-${key}`, { kind: "IMAGE", isFallback: false } as never)).toBeNull();
  });

  it("forgets an image set to nothing", async () => {
    const key = `image-${Math.random()}`;
    await handler().set(key, image(10) as never, { kind: "IMAGE" } as never);
    await handler().set(key, null, { kind: "IMAGE" } as never);
    expect(await handler().get(key, { kind: "IMAGE", isFallback: false } as never)).toBeNull();
  });

  it("hands pages, route data and fetches to Next's own handler", async () => {
    const get = vi.spyOn(FileSystemCache.prototype, "get").mockResolvedValue(null);
    const set = vi.spyOn(FileSystemCache.prototype, "set").mockResolvedValue(undefined);
    const cache = handler();
    await cache.get("/en-GB/__site", { kind: "APP_PAGE", isRoutePPREnabled: true, isFallback: false } as never);
    await cache.set("/en-GB/__site", null, { kind: "APP_PAGE" } as never);
    await cache.set("fetch-key", null, { fetchCache: true } as never);
    expect(get).toHaveBeenCalledTimes(1);
    expect(set).toHaveBeenCalledTimes(2);
  });
});
