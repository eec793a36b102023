import { describe, expect, it } from "vitest";
import { resolveCatchAll } from "@/features/routing/resolve-path";
import { pathFromSegments, toRouteTarget } from "./route-target";

const base = { redirect_code: 0, relative_url: null } as const;

describe("toRouteTarget", () => {
  it("is a 404 without a route", () => {
    expect(toRouteTarget(null, "")).toEqual({ kind: "notFound" });
  });
  it("redirects 301 permanently and 302 temporarily, keeping the site prefix", () => {
    const moved = { ...base, __typename: "CategoryTree", type: "CATEGORY", uid: "MTI=", url_key: "bags", redirect_code: 301, relative_url: "women/bags.html" } as const;
    expect(toRouteTarget(moved, "/cn")).toEqual({ kind: "redirect", to: "/cn/women/bags.html", permanent: true });
    expect(toRouteTarget({ ...moved, redirect_code: 302, relative_url: "/x.html" }, "")).toEqual({ kind: "redirect", to: "/x.html", permanent: false });
  });
  it("maps categories, products and CMS pages to the key their page loads by", () => {
    expect(toRouteTarget({ ...base, __typename: "CategoryTree", type: "CATEGORY", uid: "Mw==", url_key: "women" }, "")).toEqual({ kind: "category", uid: "Mw==" });
    expect(toRouteTarget({ ...base, __typename: "SimpleProduct", type: "PRODUCT", uid: "NQ==", url_key: "silk-scarf" }, "")).toEqual({ kind: "product", uid: "NQ==", urlKey: "silk-scarf" });
    expect(toRouteTarget({ ...base, __typename: "CmsPage", type: "CMS_PAGE", identifier: "about", url_key: "about" }, "")).toEqual({ kind: "cms", identifier: "about" });
  });
  it("is a 404 when the entity lacks its key", () => {
    expect(toRouteTarget({ ...base, __typename: "SimpleProduct", type: "PRODUCT", uid: "NQ==", url_key: null }, "")).toEqual({ kind: "notFound" });
    expect(toRouteTarget({ ...base, __typename: "CmsPage", type: "CMS_PAGE", identifier: null, url_key: null }, "")).toEqual({ kind: "notFound" });
  });
});

describe("pathFromSegments", () => {
  it("re-encodes decoded segments so resolveCatchAll decodes once", () => {
    const path = pathFromSegments(["women", "100% silk.html"]);
    expect(path).toBe("/women/100%25%20silk.html");
    expect(resolveCatchAll(path, { localePrefixes: ["/cn"] })).toEqual({ kind: "lookup", url: "women/100% silk.html" });
  });
});
