import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { chunkGuardScript, RELOAD_GUARD_MS, RELOAD_KEY } from "./chunk-guard";

/** Runs the inline script as a page would, with its storage and clock, and reports what it did. */
function page(now: number, stored: string | null) {
  const handlers: Record<string, (e: unknown) => void> = {};
  const storage = new Map<string, string>(stored === null ? [] : [[RELOAD_KEY, stored]]);
  let reloads = 0;
  runInNewContext(chunkGuardScript(), {
    addEventListener: (type: string, fn: (e: unknown) => void) => (handlers[type] = fn),
    sessionStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v) },
    location: { reload: () => reloads++ },
    Date: { now: () => now },
  });
  return { handlers, storage, reloads: () => reloads };
}

const failedScript = { target: { tagName: "SCRIPT", src: "http://x/_next/static/chunks/a.js" } };

describe("chunkGuardScript", () => {
  it.each<[string, string | null, number, number]>([
    ["first failure", null, 1_000_000, 1],
    ["again within the guard period", "1000000", 1_000_000 + RELOAD_GUARD_MS - 1, 0],
    ["again once the period is over", "1000000", 1_000_000 + RELOAD_GUARD_MS, 1],
    ["a stored value that is no time", "garbage", 5, 1],
    ["a clock that went back", "1000000", 999_999, 1],
  ])("reloads on %s: %s → %s", (_, stored, now, reloads) => {
    const p = page(now, stored);
    p.handlers.error!(failedScript);
    expect(p.reloads()).toBe(reloads);
    if (reloads) expect(p.storage.get(RELOAD_KEY)).toBe(String(now));
  });

  it.each<[string, unknown]>([
    ["a ChunkLoadError", { name: "ChunkLoadError", message: "x" }],
    ["a failed chunk", new Error("Loading chunk 123 failed.")],
    ["a failed CSS chunk", new Error("Loading CSS chunk app-layout failed.")],
    ["a failed dynamic import", new TypeError("Failed to fetch dynamically imported module: /a.js")],
  ])("reloads on %s", (_, reason) => {
    const p = page(1, null);
    p.handlers.unhandledrejection!({ reason });
    expect(p.reloads()).toBe(1);
  });

  it("ignores other errors", () => {
    const p = page(1, null);
    p.handlers.error!({ target: { tagName: "IMG", src: "/_next/image" } });
    p.handlers.error!({ target: { tagName: "SCRIPT", src: "https://www.googletagmanager.com/gtm.js" } });
    p.handlers.unhandledrejection!({ reason: new Error("boom") });
    p.handlers.unhandledrejection!({ reason: null });
    expect(p.reloads()).toBe(0);
  });
});
