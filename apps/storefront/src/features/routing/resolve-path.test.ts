import { describe, expect, it } from "vitest";
import { localePrefixes } from "@/lib/markets/markets";
import { isInternalAsset, resolveCatchAll, STATIC_PAGES, type CatchAllResolution } from "./resolve-path";

const options = { localePrefixes: Object.values(localePrefixes()) };
const resolve = (pathname: string) => resolveCatchAll(pathname, options);

const ignore: CatchAllResolution = { kind: "ignore" };
const payResult: CatchAllResolution = { kind: "redirect", to: "/pay-result" };
const search: CatchAllResolution = { kind: "search", route: { type: "SEARCH", uid: "SEC=" } };
const lookup = (url: string): CatchAllResolution => ({ kind: "lookup", url });

describe("resolveCatchAll", () => {
  it("reads the locale prefixes from the market table", () => {
    expect(options.localePrefixes).toEqual(["/cn", "/us", "/mex"]);
  });

  it.each<[string, string, CatchAllResolution]>([
    // Step 1: internal assets never reach the API.
    ["Next build output", "/_next/static/chunks/app.js", ignore],
    ["Next dev overlay", "/__nextjs_original-stack-frame", ignore],
    ["favicon", "/favicon.ico", ignore],
    ["offline script", "/sw.js", ignore],
    ["robots", "/robots.txt", ignore],
    ["static image", "/static/banner.png", ignore],
    ["static font, upper-case extension", "/static/fonts/Jost.WOFF2", ignore],
    ["source map under a locale", "/cn/static/app.js.map", ignore],
    ["asset hidden behind an escape", "/static/logo%2Esvg", ignore],
    // Step 2: decode, then send payment returns to the result page.
    ["encoded payment return", "/pay-result%3Fpayment_intent_id%3Dint_1", payResult],
    ["payment return nested", "/checkout/pay-result/done", payResult],
    ["payment return nested under a locale", "/cn/checkout/pay-result/done", payResult],
    ["payment return below the page", "/pay-result/int_1", payResult],
    ["payment page behind an escape", "/%70ay-result", payResult],
    // The result page itself is a route: resolving it never redirects (to itself, forever).
    ["the payment result page", "/pay-result", ignore],
    ["the payment result page under a locale", "/cn/pay-result", ignore],
    ["the payment result page with a trailing slash", "/mex/pay-result/", ignore],
    ["Chinese url key", "/%E4%B8%AD%E6%96%87", lookup("中文.html")],
    ["encoded slash becomes a separator", "/women%2Fbags.html", lookup("women/bags.html")],
    ["encoded space", "/rose%20oud.html", lookup("rose oud.html")],
    ["malformed escape is kept raw", "/100%zz-cotton", lookup("100%zz-cotton.html")],
    ["truncated UTF-8 escape is kept raw", "/%E4%B8", lookup("%E4%B8.html")],
    ["encoded query is not part of the path", "/rose-oud.html%3Futm_source%3Dmail", lookup("rose-oud.html")],
    ["encoded fragment is not part of the path", "/rose-oud%23reviews", lookup("rose-oud.html")],
    // Step 3: marker segments and the locale prefix.
    ["category marker", "/women/c/skincare", lookup("skincare.html")],
    ["product marker", "/default/p/rose-oud.html", lookup("rose-oud.html")],
    ["two markers", "/shop/c/beauty/p/rose-oud", lookup("rose-oud.html")],
    ["marker after a normal segment", "/women/bags/c/totes", lookup("women/totes.html")],
    ["marker with upper-case letters", "/Women/c/Bags", lookup("Bags.html")],
    ["marker of non-ASCII letters", "/%E5%A5%B3/c/bags", lookup("bags.html")],
    ["hyphenated segment is not a marker", "/skin-care/c/serum", lookup("skin-care/c/serum.html")],
    ["segment with digits is not a marker", "/sale24/p/serum", lookup("sale24/p/serum.html")],
    ["upper-case C is not a marker", "/women/C/bags", lookup("women/C/bags.html")],
    ["cn prefix", "/cn/skincare.html", lookup("skincare.html")],
    ["us prefix", "/us/skincare", lookup("skincare.html")],
    ["mex prefix with a marker", "/mex/women/c/skincare", lookup("skincare.html")],
    ["marker removal runs before the locale prefix", "/us/p/serum", lookup("serum.html")],
    ["locale prefix is case-sensitive", "/CN/skincare", lookup("CN/skincare.html")],
    ["prefix only as a whole segment", "/cnd-serum", lookup("cnd-serum.html")],
    ["bare locale root", "/mex", ignore],
    ["bare locale root with slash", "/cn/", ignore],
    // Step 4: the .html suffix and the static pages.
    ["suffix appended", "/skincare", lookup("skincare.html")],
    ["suffix kept", "/skincare.html", lookup("skincare.html")],
    ["any 'html' in the path counts", "/htmlguide", lookup("htmlguide")],
    ["static page", "/about", lookup("about")],
    ["mx static page", "/mx-about", lookup("mx-about")],
    ["static page under a locale", "/mex/mx-terms-and-conditions", lookup("mx-terms-and-conditions")],
    ["static page with trailing slash", "/dmca/", lookup("dmca")],
    ["static page match is exact", "/about-us", lookup("about-us.html")],
    ["static page match is case-sensitive", "/About", lookup("About.html")],
    ["nested static name is not static", "/brand/about", lookup("brand/about.html")],
    // Step 5: leading /product or /category.
    ["product prefix", "/product/rose-oud", lookup("rose-oud.html")],
    ["category prefix", "/category/women/bags.html", lookup("women/bags.html")],
    ["prefix only as a whole segment", "/productivity-set", lookup("productivity-set.html")],
    ["prefix only at the start", "/gifts/product/rose-oud", lookup("gifts/product/rose-oud.html")],
    ["bare product segment", "/product", lookup("product.html")],
    // Step 6: search.
    ["search under a locale", "/cn/search", search],
    ["search sub-path", "/search/serum", search],
    ["search after a marker", "/women/c/search", search],
    ["a url key starting with search is a product", "/searchlight-lamp", lookup("searchlight-lamp.html")],
    // Normalisation and hostile input.
    ["double slashes", "//women//bags", lookup("women/bags.html")],
    ["trailing slash", "/women/bags/", lookup("women/bags.html")],
    ["upper case is kept for the API", "/Women/Bags", lookup("Women/Bags.html")],
    ["root", "/", ignore],
    ["empty", "", ignore],
    ["dot-dot segment", "/women/../admin", ignore],
    ["encoded dot-dot segment", "/women/%2E%2E/admin", ignore],
    ["dot segment", "/./women", ignore],
    ["dots inside a name are fine", "/no..5-serum", lookup("no..5-serum.html")],
    ["encoded NUL", "/rose%00oud", ignore],
    ["encoded newline", "/rose%0Aoud", ignore],
  ])("%s: %s", (_, pathname, expected) => {
    expect(resolve(pathname)).toEqual(expected);
  });

  it("looks up a path of exactly 255 characters and ignores a longer one", () => {
    const key = "a".repeat(250);
    expect(resolve(`/${key}`)).toEqual(lookup(`${key}.html`));
    expect(resolve(`/${key}x`)).toEqual(ignore);
    expect(resolve(`/${"%E4%B8%AD".repeat(2000)}`)).toEqual(ignore);
  });

  it("treats every listed static page, plain and mx-, as suffix-free", () => {
    expect(STATIC_PAGES.size).toBe(16);
    for (const page of STATIC_PAGES) expect(resolve(page)).toEqual(lookup(page.slice(1)));
  });

  it("never redirects the payment result page to itself, on any site", () => {
    for (const prefix of ["", ...options.localePrefixes]) {
      const first = resolve(`${prefix}/checkout/pay-result/done`);
      expect(first).toEqual(payResult);
      if (first.kind !== "redirect") continue;
      expect(resolve(`${prefix}${first.to}`).kind, prefix).not.toBe("redirect");
    }
  });

  it("works without locale prefixes", () => {
    expect(resolveCatchAll("/cn/skincare", { localePrefixes: [] })).toEqual(lookup("cn/skincare.html"));
  });
});

describe("isInternalAsset", () => {
  it.each([
    ["/_next/image", true],
    ["/sw.js", true],
    ["/women/bags.html", false],
    ["/women/bags", false],
    ["/brand/queryBrand.gql", false],
  ])("%s → %s", (pathname, expected) => {
    expect(isInternalAsset(pathname)).toBe(expected);
  });
});
