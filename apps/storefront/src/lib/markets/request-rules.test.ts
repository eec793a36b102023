import { describe, expect, it } from "vitest";
import { cookieNames, cookieToSet } from "./cookies";
import {
  countryCookieFromHeader,
  currencyQueryRedirect,
  resolveRequestScope,
  type RequestScopeDecision,
} from "./request-rules";

const { store: STORE, locale: LOCALE, currency: CURRENCY, country: COUNTRY } = cookieNames;
const set = (name: Parameters<typeof cookieToSet>[0], value: string) => cookieToSet(name, value);

describe("resolveRequestScope", () => {
  it.each<[string, string, Record<string, string>, string[], RequestScopeDecision]>([
    [
      "first visit: the locale's store and currency, and the locale is recorded",
      "en-US",
      {},
      [],
      { locale: "en-US", store: "uus_2", currency: "USD", resetCookies: [set(LOCALE, "en-US")] },
    ],
    [
      "same locale: store and currency from cookies",
      "en-GB",
      { [LOCALE]: "en-GB", [STORE]: "default", [CURRENCY]: "USD" },
      [],
      { locale: "en-GB", store: "default", currency: "USD", resetCookies: [] },
    ],
    [
      "same locale without a store cookie: the locale's store",
      "es-MX",
      { [LOCALE]: "es-MX" },
      [],
      { locale: "es-MX", store: "mx_website_store_view", currency: "MXN", resetCookies: [] },
    ],
    [
      "first visit keeps store and currency cookies it finds",
      "en-GB",
      { [STORE]: "uus_2", [CURRENCY]: "EUR" },
      [],
      { locale: "en-GB", store: "uus_2", currency: "EUR", resetCookies: [set(LOCALE, "en-GB")] },
    ],
    [
      "locale differs from the cookie: store, locale and currency reset",
      "es-MX",
      { [LOCALE]: "en-GB", [STORE]: "default", [CURRENCY]: "GBP" },
      [],
      {
        locale: "es-MX",
        store: "mx_website_store_view",
        currency: "MXN",
        resetCookies: [set(STORE, "mx_website_store_view"), set(LOCALE, "es-MX"), set(CURRENCY, "MXN")],
      },
    ],
    [
      "cn and gb share a store but are different sites",
      "zh-CN",
      { [LOCALE]: "en-GB", [CURRENCY]: "USD" },
      [],
      {
        locale: "zh-CN",
        store: "default",
        currency: "GBP",
        resetCookies: [set(STORE, "default"), set(LOCALE, "zh-CN"), set(CURRENCY, "GBP")],
      },
    ],
    [
      "unknown locale resets to the default site",
      "fr-FR",
      { [LOCALE]: "en-US", [STORE]: "uus_2", [CURRENCY]: "USD" },
      [],
      {
        locale: "en-GB",
        store: "default",
        currency: "GBP",
        resetCookies: [set(STORE, "default"), set(LOCALE, "en-GB"), set(CURRENCY, "GBP")],
      },
    ],
    [
      "unknown locale matching a default-site cookie",
      "",
      { [LOCALE]: "en-GB", [CURRENCY]: "USD" },
      [],
      { locale: "en-GB", store: "default", currency: "USD", resetCookies: [] },
    ],
    [
      "malformed store cookie is replaced",
      "en-GB",
      { [LOCALE]: "en-GB", [STORE]: "x\r\nSet-Cookie: a=b" },
      [],
      { locale: "en-GB", store: "default", currency: "GBP", resetCookies: [set(STORE, "default")] },
    ],
    [
      "malformed currency cookie is replaced",
      "en-US",
      { [LOCALE]: "en-US", [CURRENCY]: "usd" },
      [],
      { locale: "en-US", store: "uus_2", currency: "USD", resetCookies: [set(CURRENCY, "USD")] },
    ],
    [
      "currency the store does not offer is replaced",
      "en-GB",
      { [LOCALE]: "en-GB", [CURRENCY]: "JPY" },
      ["GBP", "USD", "EUR"],
      { locale: "en-GB", store: "default", currency: "GBP", resetCookies: [set(CURRENCY, "GBP")] },
    ],
    [
      "currency the store offers is kept",
      "en-GB",
      { [LOCALE]: "en-GB", [CURRENCY]: "EUR" },
      ["GBP", "USD", "EUR"],
      { locale: "en-GB", store: "default", currency: "EUR", resetCookies: [] },
    ],
  ])("%s", (_, locale, cookies, availableCurrencies, expected) => {
    expect(resolveRequestScope({ locale, cookies, availableCurrencies })).toEqual(expected);
  });

  it("reads Next's cookie store as well as a record", () => {
    const jar = { get: (name: string) => (name === LOCALE ? { value: "en-GB" } : undefined) };
    expect(resolveRequestScope({ locale: "en-US", cookies: jar }).resetCookies.map((c) => c.name)).toEqual([
      STORE,
      LOCALE,
      CURRENCY,
    ]);
  });
});

describe("currencyQueryRedirect", () => {
  it.each<[string, string, Record<string, string>, string[] | undefined, ReturnType<typeof currencyQueryRedirect>]>([
    [
      "sets the cookie and drops the parameter",
      "https://shop.example/us/women.html?currency=USD",
      {},
      undefined,
      { location: "https://shop.example/us/women.html", setCookies: [set(CURRENCY, "USD")] },
    ],
    [
      "keeps the other parameters exactly",
      "https://shop.example/search?term=rose%20oud&currency=EUR&color=red&color=blue",
      {},
      undefined,
      { location: "https://shop.example/search?term=rose%20oud&color=red&color=blue", setCookies: [set(CURRENCY, "EUR")] },
    ],
    [
      "lower case is accepted",
      "https://shop.example/?currency=gbp",
      {},
      undefined,
      { location: "https://shop.example/", setCookies: [set(CURRENCY, "GBP")] },
    ],
    [
      "every currency parameter goes; the first decides",
      "https://shop.example/?currency=USD&page=2&currency=EUR",
      {},
      undefined,
      { location: "https://shop.example/?page=2", setCookies: [set(CURRENCY, "USD")] },
    ],
    [
      "an encoded parameter name counts",
      "https://shop.example/?%63urrency=USD",
      {},
      undefined,
      { location: "https://shop.example/", setCookies: [set(CURRENCY, "USD")] },
    ],
    [
      "already the cookie's currency: redirect only",
      "https://shop.example/?currency=USD",
      { [CURRENCY]: "USD" },
      undefined,
      { location: "https://shop.example/", setCookies: [] },
    ],
    [
      "offered by the store",
      "https://shop.example/?currency=EUR",
      {},
      ["GBP", "EUR"],
      { location: "https://shop.example/", setCookies: [set(CURRENCY, "EUR")] },
    ],
    [
      "relative URL stays relative",
      "/cn/cart?currency=GBP&x=1",
      {},
      undefined,
      { location: "/cn/cart?x=1", setCookies: [set(CURRENCY, "GBP")] },
    ],
    [
      "protocol-relative input cannot redirect off site",
      "//evil.example/path?currency=GBP",
      {},
      undefined,
      { location: "/path", setCookies: [set(CURRENCY, "GBP")] },
    ],
    ["no parameter", "https://shop.example/women.html?page=2", {}, undefined, null],
    ["empty parameter", "https://shop.example/?currency=", {}, undefined, null],
    ["malformed code", "https://shop.example/?currency=DOLLARS", {}, undefined, null],
    ["code with a header injection", "https://shop.example/?currency=USD%0D%0ASet-Cookie:%20a=b", {}, undefined, null],
    ["not offered by the store", "https://shop.example/?currency=JPY", {}, ["GBP", "USD"], null],
  ])("%s", (_, url, cookies, availableCurrencies, expected) => {
    expect(currencyQueryRedirect(url, cookies, { availableCurrencies })).toEqual(expected);
  });

  it("takes a URL object", () => {
    expect(currencyQueryRedirect(new URL("http://localhost:3000/us?currency=USD"), {})?.location).toBe(
      "http://localhost:3000/us",
    );
  });
});

describe("countryCookieFromHeader", () => {
  const headers = (value: string | null) => new Headers(value === null ? {} : { "x-client-country-code": value });

  it.each<[string, string | null, Record<string, string>, ReturnType<typeof countryCookieFromHeader>]>([
    ["new country", "GB", {}, set(COUNTRY, "GB")],
    ["lower case and spaces normalised", " mx ", {}, set(COUNTRY, "MX")],
    ["changed country", "US", { [COUNTRY]: "GB" }, set(COUNTRY, "US")],
    ["unchanged country", "GB", { [COUNTRY]: "GB" }, null],
    ["no header", null, {}, null],
    ["empty header", "", {}, null],
    ["not a country code", "GBR", {}, null],
    ["digits", "12", {}, null],
  ])("%s", (_, value, cookies, expected) => {
    expect(countryCookieFromHeader(headers(value), cookies)).toEqual(expected);
  });
});
