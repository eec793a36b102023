import { describe, expect, it } from "vitest";
import { dedupe, parsePart, renderSitemapIndex, renderUrlset, sitemapResponse } from "./sitemap-xml";

const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ loc: `https://x.example/p${i}.html` }));

describe("renderUrlset", () => {
  it("escapes URLs and writes hreflang alternates", () => {
    const xml = renderUrlset([
      { loc: "https://x.example/a?b=1&c=2", alternates: { "en-GB": "https://x.example/a", "x-default": "https://x.example/a" } },
    ]);
    expect(xml).toContain("<loc>https://x.example/a?b=1&amp;c=2</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://x.example/a"/>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });
});

describe("sitemapResponse", () => {
  it("answers one urlset while the URLs fit in a file", () => {
    const xml = sitemapResponse(entries(3), "https://x.example/sitemap.xml", null, 3);
    expect(xml).toContain("<urlset");
    expect(xml?.match(/<url>/g)).toHaveLength(3);
  });

  it("answers an index of parts when they do not, and each part in turn", () => {
    const index = sitemapResponse(entries(7), "https://x.example/cn/sitemap.xml", null, 3);
    expect(index).toBe(
      renderSitemapIndex([1, 2, 3].map((n) => `https://x.example/cn/sitemap.xml?part=${n}`)),
    );
    const last = sitemapResponse(entries(7), "https://x.example/cn/sitemap.xml", 3, 3);
    expect(last?.match(/<url>/g)).toHaveLength(1);
    expect(last).toContain("p6.html");
    expect(sitemapResponse(entries(7), "s", 4, 3)).toBeNull();
    expect(sitemapResponse(entries(7), "s", 0, 3)).toBeNull();
  });
});

describe("parsePart and dedupe", () => {
  it("reads part numbers and rejects junk", () => {
    expect(parsePart(null)).toBeNull();
    expect(parsePart("2")).toBe(2);
    expect(parsePart("02")).toBe(0);
    expect(parsePart("x")).toBe(0);
  });

  it("lists a URL once", () => {
    expect(dedupe([{ loc: "a" }, { loc: "b" }, { loc: "a" }])).toEqual([{ loc: "a" }, { loc: "b" }]);
  });
});
