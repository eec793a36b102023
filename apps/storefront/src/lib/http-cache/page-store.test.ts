import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageStore } from "./page-store";

const page = (body: string, tags: string[] = ["catalog-all"]) => ({
  status: 200,
  headers: [["content-type", "text/html"]] as [string, string][],
  body: Buffer.from(body),
  tags,
  freshSeconds: 60,
  staleSeconds: 300,
});

describe("PageStore", () => {
  it("answers fresh for s-maxage, then stale for stale-while-revalidate (one caller renews), then not at all", () => {
    let now = 0;
    const store = new PageStore(1 << 20, () => now);
    store.store("a", page("<p>a</p>"));
    expect(store.lookup("a")?.state).toBe("fresh");
    now = 60_000;
    expect(store.lookup("a")).toMatchObject({ state: "stale", renew: true });
    expect(store.lookup("a")).toMatchObject({ state: "stale", renew: false });
    store.renewalFailed("a");
    expect(store.lookup("a")).toMatchObject({ state: "stale", renew: true });
    now = 360_000;
    expect(store.lookup("a")).toBeNull();
    expect(store.size).toBe(0);
  });

  it("keeps a gzip copy of the same bytes", () => {
    const store = new PageStore(1 << 20);
    store.store("a", page("<p>same</p>".repeat(100)));
    const found = store.lookup("a")!;
    expect(gunzipSync(found.page.gzip).toString()).toBe("<p>same</p>".repeat(100));
    expect(found.page.flatHeaders).toEqual(["content-type", "text/html"]);
  });

  it("drops the pages carrying a purged tag and only those", () => {
    const store = new PageStore(1 << 20);
    store.store("a", page("a", ["catalog-all", "product:MQ=="]));
    store.store("b", page("b", ["catalog-all", "product:Mg=="]));
    expect(store.purge(["product:MQ=="])).toBe(1);
    expect(store.lookup("a")).toBeNull();
    expect(store.lookup("b")).not.toBeNull();
    expect(store.purge(["catalog-all"])).toBe(1);
    expect(store.size).toBe(0);
  });

  it("stays within its budget, the oldest page out first", () => {
    const store = new PageStore(40_000);
    const noise = (seed: number) => Array.from({ length: 8_000 }, (_, i) => String.fromCharCode(33 + ((i * 7919 + seed) % 90))).join("");
    for (const key of ["a", "b", "c", "d", "e"]) store.store(key, page(noise(key.charCodeAt(0))));
    expect(store.lookup("a")).toBeNull();
    expect(store.lookup("e")).not.toBeNull();
  });
});
