import { describe, expect, it } from "vitest";
import { categoryHref, productHref, type ProductLinkFields } from "./links";
import { resolveCatchAll } from "./resolve-path";

describe("productHref", () => {
  it.each<[string, ProductLinkFields, string, string | null]>([
    [
      "first rewrite",
      { url_key: "rose-oud", url_suffix: ".html", url_rewrites: [{ url: "women/rose-oud.html" }, { url: "rose-oud.html" }] },
      "",
      "/women/rose-oud.html",
    ],
    ["rewrite with a leading slash", { url_rewrites: [{ url: "/rose-oud.html" }] }, "", "/rose-oud.html"],
    ["empty rewrites are skipped", { url_rewrites: [null, { url: "" }, { url: null }, { url: "/" }, { url: "serum.html" }] }, "", "/serum.html"],
    ["no rewrites: url_key + suffix", { url_key: "rose-oud", url_suffix: ".html", url_rewrites: [] }, "", "/rose-oud.html"],
    ["no suffix configured", { url_key: "rose-oud", url_suffix: null, url_rewrites: null }, "", "/rose-oud"],
    ["nothing to link to", { url_key: null, url_rewrites: null }, "", null],
    ["empty url_key", { url_key: "", url_suffix: ".html" }, "", null],
    ["prefixed rewrite", { url_rewrites: [{ url: "rose-oud.html" }] }, "/cn", "/cn/rose-oud.html"],
    ["prefixed url_key", { url_key: "rose-oud", url_suffix: ".html" }, "/mex", "/mex/rose-oud.html"],
    ["prefix with trailing slash", { url_key: "rose-oud", url_suffix: ".html" }, "/us/", "/us/rose-oud.html"],
  ])("%s", (_, product, localePrefix, expected) => {
    expect(productHref(product, { localePrefix })).toBe(expected);
  });
});

describe("categoryHref", () => {
  it.each([
    [{ url_path: "women/bags", url_suffix: ".html" }, "", "/women/bags.html"],
    [{ url_path: "brand", url_suffix: null }, "", "/brand"],
    [{ url_path: "women", url_suffix: ".html" }, "/cn", "/cn/women.html"],
    [{ url_path: null, url_suffix: ".html" }, "", null],
    [{ url_path: "", url_suffix: ".html" }, "/us", null],
  ])("%j with prefix %j → %s", (category, localePrefix, expected) => {
    expect(categoryHref(category, { localePrefix })).toBe(expected);
  });
});

describe("links round-trip through the catch-all", () => {
  const options = { localePrefixes: ["/cn", "/us", "/mex"] };

  it("resolves a product href back to its rewrite", () => {
    const href = productHref({ url_rewrites: [{ url: "women/rose-oud.html" }] }, { localePrefix: "/cn" });
    expect(resolveCatchAll(href!, options)).toEqual({ kind: "lookup", url: "women/rose-oud.html" });
  });

  it("resolves a category href back to its url_path + suffix", () => {
    const href = categoryHref({ url_path: "women/bags", url_suffix: ".html" }, { localePrefix: "/mex" });
    expect(resolveCatchAll(href!, options)).toEqual({ kind: "lookup", url: "women/bags.html" });
  });
});
