import { afterEach, describe, expect, it } from "vitest";
import {
  cookieNames,
  cookieOptions,
  cookieToSet,
  CUSTOMER_TOKEN_MAX_AGE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  readCookie,
  type CookieName,
} from "./cookies";

const serverOnly = { httpOnly: true, secure: false, sameSite: "lax", path: "/" };
const readable = { ...serverOnly, httpOnly: false };

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
      "maison-order",
    ]);
  });
});

describe("cookieOptions", () => {
  const publicSiteUrl = process.env.PUBLIC_SITE_URL;
  afterEach(() => {
    if (publicSiteUrl === undefined) delete process.env.PUBLIC_SITE_URL;
    else process.env.PUBLIC_SITE_URL = publicSiteUrl;
  });

  // Only the consent choice and the carried notice are read by page scripts (document.cookie); the server reads the rest.
  it.each<[CookieName, object]>([
    [cookieNames.currency, serverOnly],
    [cookieNames.country, serverOnly],
    [cookieNames.locale, serverOnly],
    [cookieNames.cart, serverOnly],
    [cookieNames.store, serverOnly],
    [cookieNames.message, readable],
    [cookieNames.cookieConsent, readable],
    [cookieNames.customer, { ...serverOnly, maxAge: 172_800 }],
    [cookieNames.order, { ...serverOnly, maxAge: 86_400 }],
    [LOCALE_COOKIE, { ...serverOnly, maxAge: 31_536_000 }],
  ])("%s", (name, expected) => {
    process.env.PUBLIC_SITE_URL = "http://localhost:3000";
    expect(cookieOptions(name)).toEqual(expected);
  });

  it("makes every cookie Secure when the public origin is HTTPS", () => {
    process.env.PUBLIC_SITE_URL = "https://www.example.com";
    for (const name of [...Object.values(cookieNames), LOCALE_COOKIE] as CookieName[]) expect(cookieOptions(name).secure).toBe(true);
  });

  it("keeps the customer token for two days and the locale for 365", () => {
    expect(CUSTOMER_TOKEN_MAX_AGE).toBe(2 * 24 * 60 * 60);
    expect(LOCALE_COOKIE_MAX_AGE).toBe(365 * 24 * 60 * 60);
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
