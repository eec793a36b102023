import { describe, expect, it } from "vitest";
import { notePageTags, pageTags, pathOfCacheKey } from "./page-tags";

describe("page tags", () => {
  it("are found by the page's internal path, whatever build Next's cache key names", () => {
    expect(pathOfCacheKey("/route-cache/APP_PAGE/a916e5/$/en-GB/__site")).toBe("/en-GB/__site");
    expect(pathOfCacheKey("/en-GB/__site/make-up.html")).toBe("/en-GB/__site/make-up.html");
    notePageTags("/route-cache/APP_PAGE/a916e5/$/zh-CN/__site", ["_N_T_/layout", "catalog-all", "product:MTI="]);
    expect(pageTags("/zh-CN/__site")).toEqual(["_N_T_/layout", "catalog-all", "product:MTI="]);
    expect(pageTags("/zh-CN/__site/other.html")).toEqual([]);
  });
});
