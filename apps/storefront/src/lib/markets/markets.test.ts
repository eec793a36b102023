import { describe, expect, it } from "vitest";
import { defaultMarket, isLocale, localePrefixes, marketForLocale, marketForSite, markets } from "./markets";

describe("markets", () => {
  it("maps each site to its locale, prefix, store and currency", () => {
    expect(markets.map((m) => [m.site, m.locale, m.prefix, m.storeCode, m.currency])).toEqual([
      ["gb", "en-GB", "", "default", "GBP"],
      ["cn", "zh-CN", "/cn", "default", "GBP"],
      ["us", "en-US", "/us", "uus_2", "USD"],
      ["mex", "es-MX", "/mex", "mx_website_store_view", "MXN"],
    ]);
  });

  it("makes gb the default site, without a prefix", () => {
    expect(defaultMarket.site).toBe("gb");
    expect(localePrefixes()).toEqual({ "zh-CN": "/cn", "en-US": "/us", "es-MX": "/mex" });
  });

  it("falls back to the default market for an unknown locale", () => {
    expect(marketForLocale("fr-FR")).toBe(defaultMarket);
    expect(marketForLocale("es-MX").storeCode).toBe("mx_website_store_view");
    expect(marketForSite("us")?.locale).toBe("en-US");
    expect(marketForSite("de")).toBeUndefined();
  });

  it("recognises only configured locales", () => {
    expect(isLocale("zh-CN")).toBe(true);
    expect(isLocale("zh")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
