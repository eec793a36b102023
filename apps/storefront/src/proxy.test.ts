import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import proxy from "./proxy";

function request(path: string, cookie = "") {
  return new NextRequest(new URL(path, "http://localhost:3000"), {
    headers: { cookie, "sec-fetch-dest": "document", host: "localhost:3000" },
  });
}

describe("proxy", () => {
  it("rewrites a prefixed path to its locale and records the site", () => {
    const res = proxy(request("/cn/women.html"));
    expect(res.headers.get("x-middleware-rewrite")).toContain("/zh-CN/women.html");
    expect(res.cookies.get("maison-locale")?.value).toBe("zh-CN");
    const loc = res.cookies.get("i18n_loc");
    expect(loc?.value).toBe("zh-CN");
    expect(loc?.maxAge).toBe(365 * 24 * 60 * 60);
  });

  it("redirects ?currency= to the same URL without it and sets the cookie", () => {
    const res = proxy(request("/us/cart?currency=EUR&x=1", "maison-locale=en-US; i18n_loc=en-US"));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("http://localhost:3000/us/cart?x=1");
    expect(res.cookies.get("maison-currency")?.value).toBe("EUR");
  });

  it("resets store and currency when the site changes", () => {
    const res = proxy(request("/mex", "maison-locale=en-GB; i18n_loc=en-GB; maison-currency=EUR; maison-store=default"));
    expect(res.cookies.get("maison-store")?.value).toBe("mx_website_store_view");
    expect(res.cookies.get("maison-currency")?.value).toBe("MXN");
    expect(res.cookies.get("maison-locale")?.value).toBe("es-MX");
  });

  it("serves the default site without a prefix", () => {
    const res = proxy(request("/", "maison-locale=en-GB; i18n_loc=en-GB"));
    expect(res.headers.get("x-middleware-rewrite")).toContain("/en-GB");
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});
