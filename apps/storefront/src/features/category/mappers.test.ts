import { describe, expect, it } from "vitest";
import { toCategoryView, toDisplayMode } from "./mappers";

const category = {
  uid: "Mw==",
  name: "Bags &amp; Leather",
  description: "<p>Carry-alls</p>",
  display_mode: "PRODUCTS_AND_PAGE",
  landing_page: 4,
  image: null,
  url_key: "bags",
  url_path: "women/bags",
  url_suffix: ".html",
  meta_title: null,
  meta_description: " Bags for every day ",
  meta_keywords: null,
  cms_block: { identifier: "bags-hero", title: "Hero", content: "<div>Hero</div>" },
  breadcrumbs: [
    { category_uid: "Mg==", category_name: "Women", category_level: 2, category_url_key: "women", category_url_path: "women" },
  ],
};

describe("toDisplayMode", () => {
  it("defaults to PRODUCTS", () => {
    expect(toDisplayMode(null)).toBe("PRODUCTS");
    expect(toDisplayMode("weird")).toBe("PRODUCTS");
    expect(toDisplayMode("PAGE")).toBe("PAGE");
  });
});

describe("toCategoryView", () => {
  it("is null without a category", () => {
    expect(toCategoryView({ categories: { items: [] } })).toBeNull();
  });
  it("shows block and products for PRODUCTS_AND_PAGE, with decoded name and breadcrumbs", () => {
    const view = toCategoryView({ categories: { items: [category] } });
    expect(view).toMatchObject({
      name: "Bags & Leather",
      href: "/women/bags.html",
      showsCmsBlock: true,
      showsProducts: true,
      cmsBlockHtml: "<div>Hero</div>",
      breadcrumbs: [{ label: "Women", href: "/women.html" }],
      meta: { title: "Bags & Leather", description: "Bags for every day" },
    });
  });
  it("shows only the block for PAGE and only products for PRODUCTS", () => {
    const page = toCategoryView({ categories: { items: [{ ...category, display_mode: "PAGE" }] } });
    expect([page?.showsCmsBlock, page?.showsProducts]).toEqual([true, false]);
    const products = toCategoryView({ categories: { items: [{ ...category, display_mode: null }] } });
    expect([products?.showsCmsBlock, products?.showsProducts]).toEqual([false, true]);
  });
});
