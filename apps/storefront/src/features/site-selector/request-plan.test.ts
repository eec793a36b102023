import { describe, expect, it } from "vitest";
import { cookieNames, cookieToSet, LOCALE_COOKIE } from "@/lib/markets/cookies";
import { planRequest, type RequestPlanInput } from "./request-plan";

const domains = { "en-GB": "www.maison.test", "zh-CN": "cn.maison.test", "es-MX": "mx.maison.test" };
const noHeaders = { get: () => null };

function plan(url: string, over: Partial<RequestPlanInput> = {}) {
  return planRequest({
    url: new URL(url),
    host: new URL(url).host,
    cookies: {},
    headers: noHeaders,
    domains: {},
    isDocument: true,
    ...over,
  });
}

describe("planRequest: sites", () => {
  it("unprefixed paths on one host are the default site", () => {
    expect(plan("http://localhost:3000/women.html")).toMatchObject({ locale: "en-GB", rewritePath: null, redirectTo: null });
  });

  it.each([
    ["/cn", "zh-CN"],
    ["/cn/women.html", "zh-CN"],
    ["/us/cart", "en-US"],
    ["/mex", "es-MX"],
    ["/mexico.html", "en-GB"],
  ])("prefix %s picks %s", (path, locale) => {
    expect(plan(`http://localhost${path}`).locale).toBe(locale);
  });

  it("a site's own domain serves its locale on unprefixed paths", () => {
    expect(plan("https://cn.maison.test/", { domains })).toMatchObject({ locale: "zh-CN", rewritePath: "/cn" });
    expect(plan("https://mx.maison.test/women.html", { domains })).toMatchObject({
      locale: "es-MX",
      rewritePath: "/mex/women.html",
    });
  });

  it("the default site's domain needs no rewrite; unknown hosts are the default site", () => {
    expect(plan("https://www.maison.test/", { domains })).toMatchObject({ locale: "en-GB", rewritePath: null });
    expect(plan("https://other.test/", { domains })).toMatchObject({ locale: "en-GB", rewritePath: null });
  });

  it("prefixes still work on another site's domain", () => {
    expect(plan("https://cn.maison.test/us/cart", { domains })).toMatchObject({ locale: "en-US", rewritePath: null });
  });
});

describe("planRequest: cookies", () => {
  it("first visit records the locale in both locale cookies", () => {
    expect(plan("http://localhost/us").setCookies).toEqual([
      cookieToSet(cookieNames.locale, "en-US"),
      cookieToSet(LOCALE_COOKIE, "en-US"),
    ]);
  });

  it("switching site resets store, locale and currency", () => {
    const cookies = { [cookieNames.locale]: "en-GB", [LOCALE_COOKIE]: "en-GB", [cookieNames.currency]: "EUR", [cookieNames.store]: "default" };
    expect(plan("http://localhost/mex", { cookies }).setCookies).toEqual([
      cookieToSet(cookieNames.store, "mx_website_store_view"),
      cookieToSet(cookieNames.locale, "es-MX"),
      cookieToSet(cookieNames.currency, "MXN"),
      cookieToSet(LOCALE_COOKIE, "es-MX"),
    ]);
  });

  it("a returning visitor on the same site gets no cookies", () => {
    const cookies = { [cookieNames.locale]: "en-GB", [LOCALE_COOKIE]: "en-GB", [cookieNames.currency]: "EUR" };
    expect(plan("http://localhost/", { cookies }).setCookies).toEqual([]);
  });

  it("background requests leave the site cookies alone", () => {
    const cookies = { [cookieNames.locale]: "en-GB" };
    expect(plan("http://localhost/mex", { cookies, isDocument: false }).setCookies).toEqual([]);
  });

  it("keeps the client country header in the country cookie", () => {
    const headers = { get: (n: string) => (n === "x-client-country-code" ? "mx" : null) };
    const cookies = { [cookieNames.locale]: "en-GB", [LOCALE_COOKIE]: "en-GB" };
    expect(plan("http://localhost/", { cookies, headers }).setCookies).toEqual([cookieToSet(cookieNames.country, "MX")]);
  });
});

describe("planRequest: ?currency=", () => {
  const settled = { [cookieNames.locale]: "en-GB", [LOCALE_COOKIE]: "en-GB" };

  it("sets the cookie, drops the parameter and redirects", () => {
    expect(plan("http://localhost/women.html?page=2&currency=eur", { cookies: settled })).toEqual({
      locale: "en-GB",
      rewritePath: null,
      redirectTo: "http://localhost/women.html?page=2",
      setCookies: [cookieToSet(cookieNames.currency, "EUR")],
    });
  });

  it("on a site switch the requested currency is written after the reset", () => {
    const cookies = { [cookieNames.locale]: "en-US", [LOCALE_COOKIE]: "en-US", [cookieNames.currency]: "USD" };
    const result = plan("http://localhost/?currency=USD", { cookies });
    expect(result.redirectTo).toBe("http://localhost/");
    expect(result.setCookies.at(-1)).toEqual(cookieToSet(cookieNames.currency, "USD"));
    expect(result.setCookies.map((c) => c.name)).toContain(cookieNames.store);
  });

  it("ignores a malformed code", () => {
    expect(plan("http://localhost/?currency=DOLLARS", { cookies: settled }).redirectTo).toBeNull();
  });
});
