import { describe, expect, it } from "vitest";
import { siteBasesFrom } from "./alternates";
import { buildRobots } from "./robots";

describe("buildRobots", () => {
  it("lists every prefixed site's sitemap on the shared host", () => {
    const robots = buildRobots(undefined, siteBasesFrom({ PUBLIC_SITE_URL: "https://shop.example" }));
    expect(robots.sitemap).toEqual([
      "https://shop.example/sitemap.xml",
      "https://shop.example/cn/sitemap.xml",
      "https://shop.example/us/sitemap.xml",
      "https://shop.example/mex/sitemap.xml",
    ]);
    const rules = Array.isArray(robots.rules) ? robots.rules[0] : robots.rules;
    expect(rules?.disallow).toContain("/cn/checkout");
    expect(rules?.disallow).toContain("/cart");
  });

  it("lists only the host's own sitemap on a site domain", () => {
    const bases = siteBasesFrom({ PUBLIC_SITE_URL: "https://shop.example", SITE_DOMAIN_CN: "www.maison.cn" });
    expect(buildRobots("zh-CN", bases).sitemap).toEqual(["https://www.maison.cn/sitemap.xml"]);
  });
});
