import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageStore, type PageToStore } from "./page-store";

const never = () => false;
const page = (body: string, tags: string[] = ["catalog-all"], renderedAt = Date.now()): PageToStore => ({
  status: 200,
  headers: [["Content-Type", "text/html"], ["Surrogate-Key", tags.join(" ")]],
  body: Buffer.from(body),
  tags,
  renderedAt,
  freshSeconds: 60,
  staleSeconds: 300,
});

describe("PageStore", () => {
  it("keeps a page with its gzip form, fresh for its s-maxage, then stale for its stale-while-revalidate", () => {
    let now = 0;
    const store = new PageStore(1 << 20, () => now);
    store.store("k", page("<p>hello</p>", ["catalog-all"], 0));
    const found = store.lookup("k", never);
    expect(found?.body.toString()).toBe("<p>hello</p>");
    expect(gunzipSync(found!.gzip).toString()).toBe("<p>hello</p>");
    expect(found?.flatHeaders).toEqual(["Content-Type", "text/html", "Surrogate-Key", "catalog-all"]);
    expect(store.lookupStale("k", never)).toBeNull();
    now = 59_999;
    expect(store.lookup("k", never)).not.toBeNull();
    now = 60_000;
    expect(store.lookup("k", never)).toBeNull();
    expect(store.lookupStale("k", never)?.body.toString()).toBe("<p>hello</p>");
    now = 359_999;
    expect(store.lookupStale("k", never)).not.toBeNull();
    // A revalidated tag ends a stale copy too.
    expect(store.lookupStale("k", () => true)).toBeNull();
    store.store("k", page("<p>hello</p>", ["catalog-all"], 0));
    now = 360_000;
    expect(store.lookupStale("k", never)).toBeNull();
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it("drops a page one of whose tags was revalidated after its render, asking with its tags and render time", () => {
    const store = new PageStore(1 << 20, () => 1_000);
    store.store("k", page("x", ["product:A", "catalog-all"], 500));
    const asked: [readonly string[], number][] = [];
    expect(store.lookup("k", (tags, since) => (asked.push([tags, since]), false))).not.toBeNull();
    expect(asked).toEqual([[["product:A", "catalog-all"], 500]]);
    expect(store.lookup("k", (tags) => tags.includes("product:A"))).toBeNull();
    expect(store.lookup("k", never)).toBeNull();
  });

  it("stays within its budget, dropping the oldest pages first, and never takes a page over a quarter of it", () => {
    const store = new PageStore(8_000);
    // Random text compresses little: each page costs about 1.75 times its size.
    const noise = (n: number) => randomBytes(n).toString("base64").slice(0, n);
    for (const key of ["a", "b", "c", "d", "e", "f", "g"]) store.store(key, page(noise(700)));
    expect(store.bytes).toBeLessThanOrEqual(8_000);
    expect(store.lookup("a", never)).toBeNull();
    expect(store.lookup("g", never)).not.toBeNull();
    store.store("huge", page(noise(3_000)));
    expect(store.lookup("huge", never)).toBeNull();
    expect(store.lookup("g", never)).not.toBeNull();
  });

  it("replaces a page stored again, and keeps nothing with a budget of 0", () => {
    const store = new PageStore(1 << 20);
    store.store("k", page("one"));
    store.store("k", page("two"));
    expect(store.size).toBe(1);
    expect(store.lookup("k", never)?.body.toString()).toBe("two");
    const none = new PageStore(0);
    none.store("k", page("one"));
    expect(none.size).toBe(0);
  });

  it("purges the pages carrying a tag", () => {
    const store = new PageStore(1 << 20);
    store.store("a", page("a", ["product:A"]));
    store.store("b", page("b", ["product:B"]));
    expect(store.purge(["product:A", "product:Z"])).toBe(1);
    expect(store.lookup("a", never)).toBeNull();
    expect(store.lookup("b", never)).not.toBeNull();
  });
});
