import { describe, expect, it } from "vitest";
import { alternates, catalogueSites, hreflangUrls, siteBasesFrom, siteUrl } from "./alternates";

const shared = siteBasesFrom({ PUBLIC_SITE_URL: "https://shop.example/" });

describe("siteBasesFrom", () => {
  it("puts the prefixed sites under the shared origin", () => {
    expect(shared).toEqual({
      "en-GB": "https://shop.example",
      "zh-CN": "https://shop.example/cn",
      "en-US": "https://shop.example/us",
      "es-MX": "https://shop.example/mex",
    });
  });

  it("uses a site's own domain, without prefix, when it has one", () => {
    const bases = siteBasesFrom({ PUBLIC_SITE_URL: "https://shop.example", SITE_DOMAIN_CN: "www.maison.cn" });
    expect(bases["zh-CN"]).toBe("https://www.maison.cn");
    expect(bases["en-US"]).toBe("https://shop.example/us");
  });
});

describe("siteUrl", () => {
  it("writes home pages without a trailing slash after a prefix", () => {
    expect(siteUrl("en-GB", "/", shared)).toBe("https://shop.example/");
    expect(siteUrl("zh-CN", "/", shared)).toBe("https://shop.example/cn");
    expect(siteUrl("zh-CN", "/?page=2", shared)).toBe("https://shop.example/cn?page=2");
  });

  it("joins paths and queries", () => {
    expect(siteUrl("es-MX", "/brand/12?page=2", shared)).toBe("https://shop.example/mex/brand/12?page=2");
    expect(siteUrl("en-US", "about", shared)).toBe("https://shop.example/us/about");
  });
});

describe("alternates", () => {
  it("gives the canonical URL and every site plus x-default", () => {
    expect(alternates("zh-CN", "/brand", { bases: shared })).toEqual({
      canonical: "https://shop.example/cn/brand",
      languages: {
        "en-GB": "https://shop.example/brand",
        "zh-CN": "https://shop.example/cn/brand",
        "en-US": "https://shop.example/us/brand",
        "es-MX": "https://shop.example/mex/brand",
        "x-default": "https://shop.example/brand",
      },
    });
  });

  it("lists only the sites a page exists on", () => {
    const result = alternates("es-MX", "/mx-about", { bases: shared, sites: ["es-MX"] });
    expect(result.languages).toEqual({ "es-MX": "https://shop.example/mex/mx-about" });
  });

  it("keeps x-default on the default site", () => {
    expect(hreflangUrls("/", shared)["x-default"]).toBe("https://shop.example/");
  });
});

describe("catalogueSites", () => {
  it("pairs the sites that share a store view, whose catalogue URLs are the same pages", () => {
    expect(catalogueSites("en-GB")).toEqual(["en-GB", "zh-CN"]);
    expect(catalogueSites("zh-CN")).toEqual(["en-GB", "zh-CN"]);
    expect(catalogueSites("en-US")).toEqual(["en-US"]);
    expect(catalogueSites("es-MX")).toEqual(["es-MX"]);
  });
});
