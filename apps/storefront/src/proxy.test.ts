import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import type { RouteLookup } from "./features/routing/missing-page";
import { SITE_VIEW_HEADER } from "./lib/http-cache/site-view-marker";
import { createProxy } from "./proxy";

// Every catalogue URL exists unless a test says otherwise: no API behind unit tests.
const known = new Set<string>(["women.html"]);
const lookups: string[] = [];
const lookup: RouteLookup = async (url, store) => {
  lookups.push(`${store}:${url}`);
  return url === "down.html" ? "unknown" : known.has(url) ? "found" : "missing";
};
/** Brand 12 and the URL key "maison" exist; "down" is a brand the API cannot answer for. */
const brandLookups: string[] = [];
const lookupBrand: RouteLookup = async (key, store) => {
  brandLookups.push(`${store}:${key}`);
  return key === "down" ? "unknown" : key === "12" || key === "maison" ? "found" : "missing";
};
const proxy = createProxy(lookup, lookupBrand);

function request(path: string, cookie = "") {
  return new NextRequest(new URL(path, "http://localhost:3000"), {
    headers: { cookie, "sec-fetch-dest": "document", host: "localhost:3000" },
  });
}

describe("proxy", () => {
  it("rewrites a prefixed path to its locale and records the site", async () => {
    const res = await proxy(request("/cn/women.html"));
    // A first visit sees the page as the site shows it: its site view (ADR 010).
    expect(res.headers.get("x-middleware-rewrite")).toContain("/zh-CN/__site/women.html");
    expect(res.cookies.get("maison-locale")?.value).toBe("zh-CN");
    const loc = res.cookies.get("i18n_loc");
    expect(loc?.value).toBe("zh-CN");
    expect(loc?.maxAge).toBe(365 * 24 * 60 * 60);
  });

  it("sets its cookies for the server only, and Secure once the public origin is HTTPS", async () => {
    const setCookies = async () => (await proxy(request("/cn/women.html", "maison-locale=en-GB; maison-currency=EUR"))).headers.getSetCookie();
    const before = process.env.PUBLIC_SITE_URL;
    try {
      process.env.PUBLIC_SITE_URL = "http://localhost:3000";
      const plain = await setCookies();
      expect(plain.length).toBeGreaterThanOrEqual(3);
      for (const cookie of plain) expect(cookie).toMatch(/; HttpOnly/i);
      for (const cookie of plain) expect(cookie).not.toMatch(/; Secure/i);
      process.env.PUBLIC_SITE_URL = "https://www.example.com";
      for (const cookie of await setCookies()) expect(cookie).toMatch(/; Secure/i);
    } finally {
      if (before === undefined) delete process.env.PUBLIC_SITE_URL;
      else process.env.PUBLIC_SITE_URL = before;
    }
  });

  it("redirects ?currency= to the same URL without it and sets the cookie", async () => {
    const res = await proxy(request("/us/cart?currency=EUR&x=1", "maison-locale=en-US; i18n_loc=en-US"));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("http://localhost:3000/us/cart?x=1");
    expect(res.cookies.get("maison-currency")?.value).toBe("EUR");
  });

  it("takes over a customer token in a protected page's query, stores it and drops it from the address", async () => {
    const token = "a".repeat(32);
    const res = await proxy(request(`/cn/account/order?token=${token}&page=2`, "maison-locale=zh-CN; i18n_loc=zh-CN"));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("http://localhost:3000/cn/account/order?page=2");
    const cookie = res.cookies.get("maison-customer");
    expect(cookie).toMatchObject({ value: token, httpOnly: true, maxAge: 172_800, path: "/" });
    expect(cookie?.secure).toBeFalsy();
  });

  it("drops a query token that is no token without storing it, and leaves other pages' tokens alone", async () => {
    const bad = await proxy(request("/account/overview?token=%3Cscript%3E"));
    expect(bad.status).toBe(303);
    expect(bad.headers.get("location")).toBe("http://localhost:3000/account/overview");
    expect(bad.cookies.get("maison-customer")).toBeUndefined();
    // The password reset link carries its own token: not a customer token, not a protected page.
    const reset = await proxy(request(`/user/resetpassword?token=${"c".repeat(32)}`, "maison-locale=en-GB; i18n_loc=en-GB"));
    expect(reset.status).toBe(200);
    expect(reset.cookies.get("maison-customer")).toBeUndefined();
  });

  it("sends a protected page without a token to the site's sign-in page with 'Please login firstly' (spec §2.5)", async () => {
    const res = await proxy(request("/cn/account/overview", "maison-locale=zh-CN; i18n_loc=zh-CN"));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("http://localhost:3000/cn/user/signin");
    expect(res.cookies.get("maison-message")?.value).toBe("signInFirst");
    const empty = await proxy(request("/account/order", "maison-customer="));
    expect(empty.headers.get("location")).toBe("http://localhost:3000/user/signin");
    const signedIn = await proxy(request("/account/overview", `maison-customer=${"a".repeat(32)}`));
    expect(signedIn.status).toBe(200);
    expect(signedIn.cookies.get("maison-message")).toBeUndefined();
    expect((await proxy(request("/accounting.html"))).headers.get("location")).toBeNull();
  });

  it("resets store and currency when the site changes", async () => {
    const res = await proxy(request("/mex", "maison-locale=en-GB; i18n_loc=en-GB; maison-currency=EUR; maison-store=default"));
    expect(res.cookies.get("maison-store")?.value).toBe("mx_website_store_view");
    expect(res.cookies.get("maison-currency")?.value).toBe("MXN");
    expect(res.cookies.get("maison-locale")?.value).toBe("es-MX");
  });

  it("serves the default site without a prefix", async () => {
    const res = await proxy(request("/", "maison-locale=en-GB; i18n_loc=en-GB"));
    expect(res.headers.get("x-middleware-rewrite")).toContain("/en-GB");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("answers an unknown catalogue URL with status 404 from the site's not-found page", async () => {
    const res = await proxy(request("/cn/no-such-thing.html"));
    expect(res.status).toBe(404);
    expect(res.headers.get("x-middleware-rewrite")).toMatch(/\/zh-CN\/page-not-found$/);
    expect(lookups).toContain("default:no-such-thing.html");
    expect((await proxy(request("/mex/nada"))).status).toBe(404);
    expect(lookups).toContain("mx_website_store_view:nada.html");
  });

  it("answers probes with 404 without asking the API", async () => {
    lookups.length = 0;
    expect((await proxy(request("/x%00y.html"))).status).toBe(404);
    expect((await proxy(request(`/${"a".repeat(300)}.html`))).status).toBe(404);
    expect(lookups).toEqual([]);
  });

  it("leaves known pages, the shop's own routes and an unanswered lookup alone", async () => {
    lookups.length = 0;
    expect((await proxy(request("/women.html"))).status).toBe(200);
    expect((await proxy(request("/down.html"))).status).toBe(200);
    expect((await proxy(request("/brand/12"))).status).toBe(200);
    expect((await proxy(request("/us/Faq"))).status).toBe(200);
    expect((await proxy(request("/search?keyword=bag"))).status).toBe(200);
    expect(lookups).toEqual(["default:women.html", "default:down.html"]);
  });

  it("answers a brand page for no brand with status 404 from the site's not-found page, and leaves brands alone", async () => {
    brandLookups.length = 0;
    const missing = await proxy(request("/brand/987654321"));
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-middleware-rewrite")).toMatch(/\/en-GB\/page-not-found$/);
    expect(missing.headers.get(SITE_VIEW_HEADER)).toBeNull();
    expect((await proxy(request("/cn/brand/nobody?sort=price_ASC"))).status).toBe(404);
    expect(brandLookups).toEqual(["default:987654321", "default:nobody"]);
    brandLookups.length = 0;
    for (const path of ["/brand/12", "/us/brand/maison", "/brand/down", "/brand", "/brand/12/x"]) {
      expect((await proxy(request(path))).status, path).toBe(200);
    }
    expect(brandLookups).toEqual(["default:12", "uus_2:maison", "default:down"]);
  });

  it("never looks up background requests", async () => {
    lookups.length = 0;
    brandLookups.length = 0;
    const rsc = new NextRequest(new URL("/no-such-thing.html", "http://localhost:3000"), {
      headers: { "sec-fetch-dest": "empty", host: "localhost:3000" },
    });
    expect((await proxy(rsc)).status).toBe(200);
    const brand = new NextRequest(new URL("/brand/987654321", "http://localhost:3000"), {
      headers: { "sec-fetch-dest": "empty", host: "localhost:3000" },
    });
    expect((await proxy(brand)).status).toBe(200);
    expect(lookups).toEqual([]);
    expect(brandLookups).toEqual([]);
  });

  it("treats a page load passed on by the offline script as a document: site cookies and the 404 lookup", async () => {
    // Chromium sends a service worker's fetch of a navigation with Sec-Fetch-Dest "empty" and mode "navigate".
    const viaWorker = (path: string) => new NextRequest(new URL(path, "http://localhost:3000"), {
      headers: { "sec-fetch-dest": "empty", "sec-fetch-mode": "navigate", host: "localhost:3000", cookie: "maison-locale=en-GB; i18n_loc=en-GB" },
    });
    const switched = await proxy(viaWorker("/us"));
    expect(switched.cookies.get("maison-locale")?.value).toBe("en-US");
    lookups.length = 0;
    expect((await proxy(viaWorker("/no-such-thing.html"))).status).toBe(404);
    expect(lookups).toEqual(["default:no-such-thing.html"]);
  });

  it("sends catalogue pages seen as the site shows them to the site view, documents and router fetches alike", async () => {
    const gb = "maison-locale=en-GB; i18n_loc=en-GB";
    expect((await proxy(request("/women.html", gb))).headers.get("x-middleware-rewrite")).toMatch(/\/en-GB\/__site\/women\.html$/);
    expect((await proxy(request("/cn/women.html"))).headers.get("x-middleware-rewrite")).toMatch(/\/zh-CN\/__site\/women\.html$/);
    expect((await proxy(request("/women.html?utm_source=mail", gb))).headers.get("x-middleware-rewrite")).toMatch(
      /\/en-GB\/__site\/women\.html\?utm_source=mail$/,
    );
    const rsc = new NextRequest(new URL("/women.html", "http://localhost:3000"), {
      headers: { "sec-fetch-dest": "empty", host: "localhost:3000", rsc: "1", cookie: gb },
    });
    expect((await proxy(rsc)).headers.get("x-middleware-rewrite")).toMatch(/\/en-GB\/__site\/women\.html$/);
  });

  it("names a site view for the front, which lets shared caches keep it (ADR 019), and no other page", async () => {
    expect((await proxy(request("/women.html"))).headers.get(SITE_VIEW_HEADER)).toBe("/en-GB/__site/women.html");
    expect((await proxy(request("/cn"))).headers.get(SITE_VIEW_HEADER)).toBe("/zh-CN/__site");
    expect((await proxy(request("/brand/12"))).headers.get(SITE_VIEW_HEADER)).toBe("/en-GB/__site/brand/12");
    expect((await proxy(request("/cn/brand"))).headers.get(SITE_VIEW_HEADER)).toBe("/zh-CN/__site/brand");
    const others = ["/women.html?page=2", "/cart", "/account/overview", "/wish", "/user/signin", "/search?keyword=bag", "/brand/12?sort=price", "/brand?page=2"];
    for (const path of [...others, "/checkout/shipping"]) {
      expect((await proxy(request(path, "maison-customer=t"))).headers.get(SITE_VIEW_HEADER), path).toBeNull();
    }
    const euro = "maison-locale=en-GB; i18n_loc=en-GB; maison-currency=EUR";
    expect((await proxy(request("/women.html", euro))).headers.get(SITE_VIEW_HEADER)).toBeNull();
  });

  it("renders for the shopper when the query string or the shopper's currency differs from the site's", async () => {
    const rewrite = async (path: string, cookie = "") => (await proxy(request(path, cookie))).headers.get("x-middleware-rewrite");
    expect(await rewrite("/women.html?page=2")).toMatch(/\/en-GB\/women\.html\?page=2$/);
    expect(await rewrite("/women.html", "maison-locale=en-GB; i18n_loc=en-GB; maison-currency=EUR")).toMatch(/\/en-GB\/women\.html$/);
    // A currency cookie left from another site no longer counts: the site's own view.
    expect(await rewrite("/women.html", "maison-locale=en-US; i18n_loc=en-US; maison-currency=USD")).toMatch(/\/en-GB\/__site\/women\.html$/);
  });

  it("sends the home page seen as the site shows it to its site view, and another currency to the home route", async () => {
    expect((await proxy(request("/"))).headers.get("x-middleware-rewrite")).toMatch(/\/en-GB\/__site$/);
    expect((await proxy(request("/cn"))).headers.get("x-middleware-rewrite")).toMatch(/\/zh-CN\/__site$/);
    const euro = "maison-locale=en-GB; i18n_loc=en-GB; maison-currency=EUR";
    expect((await proxy(request("/", euro))).headers.get("x-middleware-rewrite")).toMatch(/\/en-GB$/);
  });

  it("sends paths containing /pay-result to the result page of their site, once", async () => {
    const res = await proxy(request("/cn/checkout/pay-result/x?payment_intent=pi_1"));
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe("http://localhost:3000/cn/pay-result?payment_intent=pi_1");
    const page = await proxy(request("/cn/pay-result"));
    expect(page.status).toBe(200);
    expect(page.headers.get("location")).toBeNull();
  });

  it("leaves alternates to the pages' HTML: no Link header on any site", async () => {
    for (const path of ["/", "/women.html", "/cn/women.html", "/us/brand/12", "/mex/about", "/pay-result"]) {
      expect((await proxy(request(path))).headers.get("link"), path).toBeNull();
    }
  });

  it("sends brand pages seen as the site shows them to their site views, and a sort, a page or a currency to the shop's", async () => {
    expect((await proxy(request("/brand"))).headers.get("x-middleware-rewrite")).toMatch(/\/en-GB\/__site\/brand$/);
    expect((await proxy(request("/cn/brand/12"))).headers.get("x-middleware-rewrite")).toMatch(/\/zh-CN\/__site\/brand\/12$/);
    expect((await proxy(request("/brand/12?utm_source=mail"))).headers.get("x-middleware-rewrite")).toMatch(/\/en-GB\/__site\/brand\/12\?utm_source=mail$/);
    expect((await proxy(request("/brand/12?sort=price"))).headers.get("x-middleware-rewrite")).toMatch(/\/en-GB\/brand\/12\?sort=price$/);
    expect((await proxy(request("/brand?page=2"))).headers.get("x-middleware-rewrite")).toMatch(/\/en-GB\/brand\?page=2$/);
    const euro = "maison-locale=en-GB; i18n_loc=en-GB; maison-currency=EUR";
    expect((await proxy(request("/brand/12", euro))).headers.get("x-middleware-rewrite")).toMatch(/\/en-GB\/brand\/12$/);
  });

  it("keeps the shop's own routes on their routes", async () => {
    for (const path of ["/search?keyword=bag", "/brand/12?page=2", "/us/Faq", "/cart", "/Home"]) {
      expect((await proxy(request(path))).headers.get("x-middleware-rewrite") ?? "", path).not.toContain("__site");
    }
  });
});
