import { describe, expect, it } from "vitest";
import { ImageMemoryCache } from "./image-memory-cache";

const image = (bytes: number, tag = "") => ({ buffer: new Uint8Array(bytes), etag: tag });

describe("ImageMemoryCache", () => {
  it("returns what was stored, with the time it was stored", () => {
    let clock = 1_000;
    const cache = new ImageMemoryCache(100, () => clock);
    cache.set("a", image(10, "etag-a"));
    clock = 5_000;
    expect(cache.get("a")).toEqual({ value: image(10, "etag-a"), lastModified: 1_000 });
    expect(cache.get("missing")).toBeNull();
  });

  it("evicts the least recently used entries once the byte budget is spent", () => {
    const cache = new ImageMemoryCache(100);
    cache.set("a", image(40));
    cache.set("b", image(40));
    cache.get("a"); // a is now more recent than b
    cache.set("c", image(40));
    expect(cache.get("b")).toBeNull();
    expect(cache.get("a")).not.toBeNull();
    expect(cache.get("c")).not.toBeNull();
    expect(cache.bytes).toBe(80);
  });

  it("replaces an entry without counting its old bytes twice", () => {
    const cache = new ImageMemoryCache(100);
    cache.set("a", image(60));
    cache.set("a", image(30));
    expect(cache.bytes).toBe(30);
    expect(cache.size).toBe(1);
  });

  it("does not keep a picture larger than the whole budget, nor evict others for it", () => {
    const cache = new ImageMemoryCache(100);
    cache.set("a", image(50));
    cache.set("huge", image(101));
    expect(cache.get("huge")).toBeNull();
    expect(cache.get("a")).not.toBeNull();
    expect(cache.bytes).toBe(50);
  });
});
