import { describe, expect, it } from "vitest";
import { marketForSite } from "@/lib/markets/markets";
import { SITE_VIEW_SEGMENT, isSiteScope, keepsSiteView, readSiteView, siteViewPath } from "./site-view";

const gb = marketForSite("gb")!;
const mex = marketForSite("mex")!;

describe("keepsSiteView", () => {
  it("holds for no query and for campaign parameters only", () => {
    expect(keepsSiteView(new URLSearchParams(""))).toBe(true);
    expect(keepsSiteView(new URLSearchParams("utm_source=mail&utm_campaign=winter&gclid=abc&fbclid=x"))).toBe(true);
    expect(keepsSiteView(new URLSearchParams("UTM_MEDIUM=cpc&_gl=1*abc"))).toBe(true);
  });

  it("fails for anything the page reads or might read: listing state, options, review pages, unknown keys", () => {
    for (const query of ["page=2", "sort=price", "brands=12", "color=41", "reviews=2", "view=list", "utm_source=x&page=2", "foo=bar", "utm="]) {
      expect(keepsSiteView(new URLSearchParams(query)), query).toBe(false);
    }
  });
});

describe("isSiteScope", () => {
  it("holds when store and currency are the site's own", () => {
    expect(isSiteScope({ store: "default", currency: "GBP" }, gb)).toBe(true);
    expect(isSiteScope({ store: "mx_website_store_view", currency: "MXN" }, mex)).toBe(true);
  });

  it("fails for another currency or another store view", () => {
    expect(isSiteScope({ store: "default", currency: "EUR" }, gb)).toBe(false);
    expect(isSiteScope({ store: "uus_2", currency: "GBP" }, gb)).toBe(false);
  });
});

describe("siteViewPath", () => {
  it("puts the home page of every site under the internal segment", () => {
    expect(siteViewPath("/en-GB")).toBe(`/en-GB/${SITE_VIEW_SEGMENT}`);
    expect(siteViewPath("/zh-CN/")).toBe(`/zh-CN/${SITE_VIEW_SEGMENT}`);
  });

  it("puts catalogue paths of every site under the internal segment", () => {
    expect(siteViewPath("/en-GB/accessories/handbags.html")).toBe(`/en-GB/${SITE_VIEW_SEGMENT}/accessories/handbags.html`);
    expect(siteViewPath("/zh-CN/skincare.html")).toBe(`/zh-CN/${SITE_VIEW_SEGMENT}/skincare.html`);
    expect(siteViewPath("/es-MX/nada")).toBe(`/es-MX/${SITE_VIEW_SEGMENT}/nada`);
  });

  it("puts the brand list and a brand's page of every site under the internal segment", () => {
    expect(siteViewPath("/en-GB/brand")).toBe(`/en-GB/${SITE_VIEW_SEGMENT}/brand`);
    expect(siteViewPath("/zh-CN/brand")).toBe(`/zh-CN/${SITE_VIEW_SEGMENT}/brand`);
    expect(siteViewPath("/en-GB/brand/12")).toBe(`/en-GB/${SITE_VIEW_SEGMENT}/brand/12`);
    expect(siteViewPath("/zh-CN/brand/olivier-lindqvist")).toBe(`/zh-CN/${SITE_VIEW_SEGMENT}/brand/olivier-lindqvist`);
  });

  it("leaves the shop's own routes and internal paths alone", () => {
    for (const path of ["/", "/zh-CN/brand/3/x", "/en-GB/brand/", `/en-GB/${SITE_VIEW_SEGMENT}/brand/3`, "/en-GB/Home", "/en-GB/search", "/en-US/cart", "/en-GB/Faq", "/en-GB/page-not-found", `/en-GB/${SITE_VIEW_SEGMENT}/skincare.html`]) {
      expect(siteViewPath(path), path).toBeNull();
    }
  });
});

describe("readSiteView", () => {
  it("strips the internal segment and says the site's view was asked for", () => {
    expect(readSiteView([SITE_VIEW_SEGMENT, "accessories", "handbags.html"])).toEqual({ siteView: true, segments: ["accessories", "handbags.html"] });
    expect(readSiteView(["accessories", "handbags.html"])).toEqual({ siteView: false, segments: ["accessories", "handbags.html"] });
  });
});
