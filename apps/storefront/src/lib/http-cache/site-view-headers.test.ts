import { describe, expect, it } from "vitest";
import { cacheTagHeaders, mayShare, mayUseStoredCopy, purgeableTags, withVary } from "./site-view-headers";

describe("which requests may get a shared page", () => {
  it("never one carrying the cart or the customer's token, nor the router's data requests", () => {
    expect(mayShare("GET", {})).toBe(true);
    expect(mayShare("GET", { cookie: "maison-locale=en-GB; maison-currency=GBP" })).toBe(true);
    expect(mayShare("GET", { cookie: "maison-locale=en-GB; maison-cart=abc" })).toBe(false);
    expect(mayShare("GET", { cookie: "maison-customer=token" })).toBe(false);
    expect(mayShare("GET", { rsc: "1" })).toBe(false);
    expect(mayShare("POST", {})).toBe(false);
  });

  it("answers from the front's copy only without a query string and without cookies the server reads", () => {
    expect(mayUseStoredCopy("GET", "/make-up.html", {})).toBe(true);
    expect(mayUseStoredCopy("HEAD", "/make-up.html", { cookie: "maison-cookie-consent=1; _ga=GA1.1; _ga_X=1" })).toBe(true);
    expect(mayUseStoredCopy("GET", "/make-up.html?utm_source=x", {})).toBe(false);
    expect(mayUseStoredCopy("GET", "/make-up.html", { cookie: "maison-currency=EUR" })).toBe(false);
    expect(mayUseStoredCopy("GET", "/make-up.html", { cookie: "maison-cart=1" })).toBe(false);
    expect(mayUseStoredCopy("GET", "/make-up.html", { "next-router-state-tree": "x" })).toBe(false);
  });
});

describe("purge headers", () => {
  it("name the revalidation tags, without Next's own path tags", () => {
    const tags = purgeableTags(["_N_T_/layout", "catalog-all", "product:MTI=", "category:MjA=", "product:MTI="]);
    expect(tags).toEqual(["catalog-all", "product:MTI=", "category:MjA="]);
    expect(cacheTagHeaders(tags)).toEqual({ "Surrogate-Key": "catalog-all product:MTI= category:MjA=", "Cache-Tag": "catalog-all,product:MTI=,category:MjA=" });
    expect(cacheTagHeaders([])).toEqual({});
  });

  it("Vary keeps what is there and adds each name once", () => {
    expect(withVary("rsc, Accept-Encoding", "Cookie", "accept-encoding")).toBe("rsc, Accept-Encoding, Cookie");
    expect(withVary(undefined, "Cookie")).toBe("Cookie");
  });
});
