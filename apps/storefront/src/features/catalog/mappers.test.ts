import { describe, expect, it } from "vitest";
import type { ProductCardFragment } from "@/lib/commerce/generated/graphql";
import { toPriceView, toProductCard } from "./mappers";

const money = (value: number, currency: "GBP" | "USD" | "MXN" = "GBP") => ({ value, currency });

function product(overrides: Partial<ProductCardFragment> = {}): ProductCardFragment {
  return {
    __typename: "SimpleProduct",
    uid: "MTI=",
    sku: "LM-001",
    name: "Rose &amp; Oud Eau de Parfum",
    url_key: "rose-oud",
    url_suffix: ".html",
    url_rewrites: [{ url: "rose-oud.html" }],
    stock_status: "IN_STOCK",
    brands: [{ name: "Maison Lumi&egrave;re", url_key: "maison-lumiere" }],
    thumbnail: { url: "http://localhost:4000/media/catalog/product/rose.png", label: null },
    price_range: {
      minimum_price: { regular_price: money(120), final_price: money(120) },
      maximum_price: { final_price: money(120) },
    },
    ...overrides,
  } as ProductCardFragment;
}

describe("toProductCard", () => {
  it("decodes HTML entities in names and brands and links to the first rewrite", () => {
    const card = toProductCard(product(), "en-GB");
    expect(card).toMatchObject({
      id: "MTI=",
      name: "Rose & Oud Eau de Parfum",
      brand: "Maison Lumière",
      href: "/rose-oud.html",
      image: { src: "http://localhost:4000/media/catalog/product/rose.png", alt: "Rose & Oud Eau de Parfum" },
      inStock: true,
      purchase: "add",
      finalPrice: { value: 120, currency: "GBP" },
    });
    expect(card.price).toEqual({ current: "£120.00", regular: null, discountPercent: null, isRange: false });
  });

  it("falls back to url_key + suffix without rewrites, and has no image without a thumbnail", () => {
    const card = toProductCard(product({ url_rewrites: [], thumbnail: null, stock_status: "OUT_OF_STOCK" }), "en-GB");
    expect(card.href).toBe("/rose-oud.html");
    expect(card.image).toBeNull();
    expect(card.inStock).toBe(false);
    expect(card.purchase).toBe("none");
  });

  it("adds simple products from the card and sends products with choices to their page", () => {
    expect(toProductCard(product({ __typename: "VirtualProduct" }), "en-GB").purchase).toBe("add");
    for (const typename of ["ConfigurableProduct", "BundleProduct", "GroupedProduct", "GiftCardProduct", "DownloadableProduct"] as const) {
      expect(toProductCard(product({ __typename: typename }), "en-GB").purchase, typename).toBe("choose");
    }
  });
});

describe("toPriceView", () => {
  it("shows the regular price struck through when the final price is lower", () => {
    const view = toPriceView(
      { minimum_price: { regular_price: money(100), final_price: money(80) }, maximum_price: { final_price: money(80) } },
      "en-GB",
    );
    expect(view).toEqual({ current: "£80.00", regular: "£100.00", discountPercent: 20, isRange: false });
  });

  it("rounds the discount like the product page, in minor units (56.5 % off is 56 %, though 17.4 / 40 is 0.43499… as floats)", () => {
    const view = toPriceView({ minimum_price: { regular_price: money(40), final_price: money(17.4) }, maximum_price: null }, "en-GB");
    expect(view?.discountPercent).toBe(56);
  });

  it("formats in the locale and the API's currency", () => {
    const range = (c: "USD" | "MXN") => ({
      minimum_price: { regular_price: money(1234.5, c), final_price: money(1234.5, c) },
      maximum_price: { final_price: money(1500, c) },
    });
    expect(toPriceView(range("USD"), "en-US")).toMatchObject({ current: "$1,234.50", isRange: true });
    expect(toPriceView(range("MXN"), "es-MX")?.current).toBe("$1,234.50");
    expect(toPriceView(range("USD"), "zh-CN")?.current).toBe("US$1,234.50");
  });

  it("has no price when the API sends none", () => {
    const empty = { value: null, currency: null };
    expect(toPriceView({ minimum_price: { regular_price: empty, final_price: empty }, maximum_price: null }, "en-GB")).toBeNull();
  });
});
