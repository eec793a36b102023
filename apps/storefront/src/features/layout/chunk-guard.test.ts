import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { chunkGuardScript, isChunkLoadFailure, RELOAD_GUARD_MS, RELOAD_KEY, shouldReload } from "./chunk-guard";

describe("shouldReload", () => {
  it("reloads the first time and again only after the guard period", () => {
    expect(shouldReload(null, 1_000_000)).toBe(true);
    expect(shouldReload("1000000", 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(shouldReload("1000000", 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(shouldReload("garbage", 5)).toBe(true);
  });

  it("recognises chunk failures only", () => {
    expect(isChunkLoadFailure({ name: "ChunkLoadError", message: "x" })).toBe(true);
    expect(isChunkLoadFailure(new Error("Loading chunk 123 failed."))).toBe(true);
    expect(isChunkLoadFailure(new TypeError("Failed to fetch dynamically imported module: /a.js"))).toBe(true);
    expect(isChunkLoadFailure(new Error("boom"))).toBe(false);
  });
});

describe("chunkGuardScript", () => {
  function setup(now: number, stored: string | null) {
    const handlers: Record<string, (e: unknown) => void> = {};
    const storage = new Map<string, string>(stored ? [[RELOAD_KEY, stored]] : []);
    let reloads = 0;
    runInNewContext(chunkGuardScript(), {
      addEventListener: (type: string, fn: (e: unknown) => void) => (handlers[type] = fn),
      sessionStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v) },
      location: { reload: () => reloads++ },
      Date: { now: () => now },
      Number,
      String,
    });
    return { handlers, storage, reloads: () => reloads };
  }

  it("reloads once on a failed Next script, then holds for 60 s", () => {
    const s = setup(1_000_000, null);
    s.handlers.error!({ target: { tagName: "SCRIPT", src: "http://x/_next/static/chunks/a.js" } });
    expect(s.reloads()).toBe(1);
    expect(s.storage.get(RELOAD_KEY)).toBe("1000000");
    const again = setup(1_000_000 + 30_000, "1000000");
    again.handlers.unhandledrejection!({ reason: { name: "ChunkLoadError" } });
    expect(again.reloads()).toBe(0);
  });

  it("ignores other errors", () => {
    const s = setup(1, null);
    s.handlers.error!({ target: { tagName: "IMG", src: "/_next/image" } });
    s.handlers.unhandledrejection!({ reason: new Error("boom") });
    expect(s.reloads()).toBe(0);
  });
});
