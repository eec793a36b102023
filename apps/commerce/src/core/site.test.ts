import { describe, expect, it } from "vitest";
import { buildSites, siteForRequest } from "./site.ts";
import type { StoreView } from "./store-view.ts";

const sites = buildSites("https://shop.example.com/", { mex: "www.example.mx" });
const store = (code: string, locale = "en_GB") => ({ code, locale }) as StoreView;

describe("storefront sites", () => {
  it("live under the storefront URL's prefixes, or at the root of their own domain", () => {
    expect(sites.map((s) => [s.code, s.url, s.language])).toEqual([
      ["gb", "https://shop.example.com", "en-GB"],
      ["cn", "https://shop.example.com/cn", "zh-CN"],
      ["us", "https://shop.example.com/us", "en-US"],
      ["mex", "https://www.example.mx", "es-MX"],
    ]);
  });

  it("are told apart on a shared store view by the languages the client prefers", () => {
    const pick = (header: string | null) => siteForRequest(sites, store("default"), header).code;
    expect(pick(null)).toBe("gb");
    expect(pick("zh-CN")).toBe("cn");
    expect(pick("zh-TW,en;q=0.5")).toBe("cn");
    expect(pick("en-US,zh-CN;q=0.9")).toBe("gb");
    expect(pick("fr-FR, zh;q=0.8, en;q=0.7")).toBe("cn");
    expect(pick("zh-CN;q=0, en")).toBe("gb");
    expect(pick("de-DE")).toBe("gb");
  });

  it("follow the store view where it has one site, whatever the language", () => {
    expect(siteForRequest(sites, store("uus_2"), "zh-CN").code).toBe("us");
    expect(siteForRequest(sites, store("mx_website_store_view"), null).url).toBe("https://www.example.mx");
  });

  it("give a store view no site uses its own locale and the first site's pages", () => {
    expect(siteForRequest(sites, store("fr_view", "fr_FR"), "fr")).toEqual({
      code: "fr_view", storeCode: "fr_view", language: "fr-FR", url: "https://shop.example.com",
    });
  });
});
