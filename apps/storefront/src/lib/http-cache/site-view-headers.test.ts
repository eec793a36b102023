import { describe, expect, it } from "vitest";
import { cacheTagHeaders, copyKey, isDocumentRequest, mayShare, mayUseCopy, purgeableTags, withVary } from "./site-view-headers";

describe("site view headers", () => {
  it("shares an anonymous shopper's page loads, not the router's background requests, nor a shopper's own", () => {
    expect(mayShare("GET", {})).toBe(true);
    expect(mayShare("HEAD", { cookie: "maison-cookie-consent=all; i18n_loc=en-GB; maison-locale=en-GB; _ga=1" })).toBe(true);
    expect(mayShare("POST", {})).toBe(false);
    expect(isDocumentRequest("GET", { rsc: "1" })).toBe(false);
    expect(isDocumentRequest("GET", { "next-action": "abc" })).toBe(false);
    for (const cookie of ["maison-cart=1", "maison-customer=t", "maison-store=default", "maison-currency=EUR", "a=b; maison-cart=1"]) {
      expect(mayShare("GET", { cookie }), cookie).toBe(false);
    }
    // A cookie whose name only starts like one of them is not one.
    expect(mayShare("GET", { cookie: "maison-cartx=1" })).toBe(true);
  });

  it("answers from the front's copy only without a query string", () => {
    expect(mayUseCopy("GET", "/make-up.html", {})).toBe(true);
    expect(mayUseCopy("GET", "/make-up.html?utm_source=x", {})).toBe(false);
    expect(mayUseCopy("GET", "/make-up.html?", {})).toBe(false);
    expect(mayUseCopy("GET", "/make-up.html", { cookie: "maison-cart=1" })).toBe(false);
    // Site cookies naming another site: the proxy resets them, which a copy would skip.
    expect(mayUseCopy("GET", "/make-up.html", { cookie: "maison-locale=en-GB; i18n_loc=en-GB" }, "en-GB")).toBe(true);
    expect(mayUseCopy("GET", "/make-up.html", { cookie: "i18n_loc=en-US" }, "en-GB")).toBe(false);
    expect(mayUseCopy("GET", "/make-up.html", { cookie: "maison-locale=zh-CN" }, "en-GB")).toBe(false);
  });

  it("keys a copy by the host asked for, the path and whether a crawler asks", () => {
    expect(copyKey("/make-up.html", { host: "localhost:3000" })).toBe("localhost:3000 /make-up.html browser");
    expect(copyKey("/make-up.html", { host: "localhost:3000", "x-forwarded-host": "WWW.Example.mx" })).toBe("www.example.mx /make-up.html browser");
    expect(copyKey("/make-up.html", { host: "h", "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" })).toBe("h /make-up.html crawler");
    expect(copyKey("/", { host: "h" })).not.toBe(copyKey("/cn", { host: "h" }));
  });

  it("names the revalidation's tags for CDNs, without Next's own path tags", () => {
    expect(purgeableTags(["product:MTI=", "_N_T_/en-GB/__site/make-up.html", "catalog-all", "product:MTI=", "bad tag"])).toEqual(["catalog-all", "product:MTI="]);
    expect(cacheTagHeaders(["catalog-all", "product:MTI="])).toEqual({ "Surrogate-Key": "catalog-all product:MTI=", "Cache-Tag": "catalog-all,product:MTI=" });
    expect(cacheTagHeaders([])).toEqual({});
  });

  it("adds to Vary without repeating a name", () => {
    expect(withVary("rsc, next-router-state-tree", "Cookie", "Accept-Encoding")).toBe("rsc, next-router-state-tree, Cookie, Accept-Encoding");
    expect(withVary("cookie", "Cookie")).toBe("cookie");
    expect(withVary(undefined, "Cookie")).toBe("Cookie");
  });
});
