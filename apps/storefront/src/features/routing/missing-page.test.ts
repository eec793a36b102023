import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { SITE_VIEW_SEGMENT } from "./site-view";
import { APP_SEGMENTS, type LookupAnswer, catchAllPath, memoizeLookup } from "./missing-page";

/**
 * First static path segments of the app's own routes under app/[locale], looking through (groups), as URLs spell
 * them (`%5F` is an underscore). The site views' internal segment is not one: typed by a shopper it must be looked up
 * like any unknown catalogue URL, and answer 404.
 */
function appSegments(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith("["))
    .flatMap((e) => (e.name.startsWith("(") ? appSegments(join(dir, e.name)) : [decodeURIComponent(e.name)]))
    .filter((segment) => segment !== SITE_VIEW_SEGMENT);
}

describe("catchAllPath", () => {
  it("knows every route folder of the app, so none of its pages is ever answered with 404", () => {
    const segments = appSegments(join(import.meta.dirname, "../../app/[locale]"));
    expect(segments.length).toBeGreaterThan(5);
    for (const segment of segments) expect(APP_SEGMENTS.has(segment), segment).toBe(true);
  });

  it("looks up a typed internal site-view path like any catalogue URL, so that it answers 404", () => {
    expect(catchAllPath(`/${SITE_VIEW_SEGMENT}/skincare.html`)).toBe(`/${SITE_VIEW_SEGMENT}/skincare.html`);
    expect(catchAllPath(`/cn/${SITE_VIEW_SEGMENT}`)).toBe(`/cn/${SITE_VIEW_SEGMENT}`);
  });

  it("keeps catalogue paths, with or without a site prefix", () => {
    expect(catchAllPath("/skincare.html")).toBe("/skincare.html");
    expect(catchAllPath("/cn/skincare/serums.html")).toBe("/cn/skincare/serums.html");
    expect(catchAllPath("/mex/mx-about")).toBe("/mex/mx-about");
  });

  it("leaves home pages and the shop's own pages to their routes", () => {
    for (const path of ["/", "/cn", "/us/", "/brand", "/mex/brand/7", "/Cms", "/cn/Faq", "/Page", "/cart", "/sitemap.xml"]) {
      expect(catchAllPath(path)).toBeNull();
    }
  });
});

describe("memoizeLookup", () => {
  it("remembers definite answers per store and asks again when the API could not answer", async () => {
    let call = 0;
    const lookup = vi.fn(async (): Promise<LookupAnswer> => (call++ === 0 ? "unknown" : "missing"));
    const memo = memoizeLookup(lookup);
    expect(await memo("a.html", "default")).toBe("unknown");
    expect(await memo("a.html", "default")).toBe("missing");
    expect(await memo("a.html", "default")).toBe("missing");
    expect(lookup).toHaveBeenCalledTimes(2);
    await memo("a.html", "uus_2");
    expect(lookup).toHaveBeenCalledTimes(3);
  });

  it("forgets answers after their time", async () => {
    vi.useFakeTimers();
    const lookup = vi.fn(async () => "found" as const);
    const memo = memoizeLookup(lookup, 1_000);
    await memo("a.html", "default");
    vi.advanceTimersByTime(1_500);
    await memo("a.html", "default");
    expect(lookup).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
