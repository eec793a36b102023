import { describe, expect, it } from "vitest";
import { getPathname, sitePrefixOf, withSitePrefix } from "./site-prefix";

describe("site paths", () => {
  it("leaves gb paths unprefixed", () => {
    expect(getPathname({ href: "/cart", locale: "en-GB" })).toBe("/cart");
    expect(getPathname({ href: "/", locale: "en-GB" })).toBe("/");
  });

  it("prefixes the other sites, the home page without a trailing slash", () => {
    expect(getPathname({ href: "/search", locale: "zh-CN" })).toBe("/cn/search");
    expect(getPathname({ href: "/", locale: "es-MX" })).toBe("/mex");
    expect(getPathname({ href: "/skincare.html", locale: "en-US" })).toBe("/us/skincare.html");
  });

  it("adds the query of an href object", () => {
    const href = { pathname: "/checkout/user-account", query: { accountType: "guest" } };
    expect(getPathname({ href, locale: "zh-CN" })).toBe("/cn/checkout/user-account?accountType=guest");
  });

  it("leaves absolute and relative URLs alone", () => {
    expect(withSitePrefix("/cn", "https://example.com/a")).toBe("https://example.com/a");
    expect(withSitePrefix("/cn", "#reviews")).toBe("#reviews");
  });

  it("tells which site a path belongs to", () => {
    expect(sitePrefixOf("/cn/cart")).toBe("/cn");
    expect(sitePrefixOf("/mex")).toBe("/mex");
    expect(sitePrefixOf("/cnx/page.html")).toBe("");
    expect(sitePrefixOf("/skincare.html")).toBe("");
  });
});
