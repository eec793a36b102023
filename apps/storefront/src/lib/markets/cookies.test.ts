import { describe, expect, it } from "vitest";
import {
  cookieNames,
  cookieOptions,
  cookieToSet,
  CUSTOMER_TOKEN_MAX_AGE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  isHttpsRequest,
  readCookie,
  type CookieName,
} from "./cookies";

const readable = { httpOnly: false, secure: false, sameSite: "lax", path: "/" };

describe("cookie names", () => {
  it("share one prefix followed by the spec's names", () => {
    expect(Object.values(cookieNames)).toEqual([
      "maison-currency",
      "maison-country",
      "maison-locale",
      "maison-cart",
      "maison-customer",
      "maison-store",
      "maison-message",
      "maison-cookie-consent",
    ]);
  });
});

describe("cookieOptions", () => {
  it.each<[CookieName, object]>([
    [cookieNames.currency, readable],
    [cookieNames.country, readable],
    [cookieNames.locale, readable],
    [cookieNames.cart, readable],
    [cookieNames.store, readable],
    [cookieNames.message, readable],
    [cookieNames.cookieConsent, readable],
    [cookieNames.customer, { ...readable, httpOnly: true, maxAge: 172_800 }],
    [LOCALE_COOKIE, { ...readable, maxAge: 31_536_000 }],
  ])("%s", (name, expected) => {
    expect(cookieOptions(name)).toEqual(expected);
  });

  it("keeps the customer token for two days and the locale for 365", () => {
    expect(CUSTOMER_TOKEN_MAX_AGE).toBe(2 * 24 * 60 * 60);
    expect(LOCALE_COOKIE_MAX_AGE).toBe(365 * 24 * 60 * 60);
  });

  it("makes the customer token Secure over HTTPS, and only the token", () => {
    expect(cookieOptions(cookieNames.customer, { https: true })).toEqual({ ...readable, httpOnly: true, secure: true, maxAge: 172_800 });
    expect(cookieOptions(cookieNames.cart, { https: true })).toEqual(readable);
    expect(cookieToSet(cookieNames.customer, "tok", { https: true }).options.secure).toBe(true);
  });

  it("hands out fresh objects", () => {
    const a = cookieOptions(cookieNames.cart);
    a.maxAge = 1;
    expect(cookieOptions(cookieNames.cart)).not.toHaveProperty("maxAge");
  });

  it("builds a cookie to set", () => {
    expect(cookieToSet(cookieNames.customer, "tok")).toEqual({
      name: "maison-customer",
      value: "tok",
      options: cookieOptions(cookieNames.customer),
    });
  });
});

describe("readCookie", () => {
  const store = { get: (name: string) => (name === "a" ? { value: "1" } : undefined) };

  it.each<[string, Parameters<typeof readCookie>[0], string, string | undefined]>([
    ["cookie store hit", store, "a", "1"],
    ["cookie store miss", store, "b", undefined],
    ["record hit", { a: "1" }, "a", "1"],
    ["record empty value", { a: "" }, "a", ""],
    ["record miss", { a: "1" }, "b", undefined],
    ["record undefined", { a: undefined }, "a", undefined],
    ["inherited names are not cookies", {}, "toString", undefined],
    ["a cookie named get", { get: "x" }, "get", "x"],
  ])("%s", (_, source, name, expected) => {
    expect(readCookie(source, name)).toBe(expected);
  });
});

describe("isHttpsRequest", () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);
  it.each<[string, Record<string, string>, string | undefined, boolean]>([
    ["a TLS proxy's forwarded scheme", { "x-forwarded-proto": "https" }, "http://internal:3000/", true],
    ["a plain forwarded scheme wins over the URL", { "x-forwarded-proto": "http" }, "https://x/", false],
    ["the first of several forwarded schemes", { "x-forwarded-proto": "https, http" }, undefined, true],
    ["an action's Origin", { origin: "https://shop.example" }, undefined, true],
    ["the URL's scheme", {}, "https://shop.example/api", true],
    ["nothing known", {}, undefined, false],
  ])("reads %s", (_, entries, url, expected) => {
    expect(isHttpsRequest(headers(entries), url)).toBe(expected);
  });
});
