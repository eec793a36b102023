import { describe, expect, it } from "vitest";
import { type DetailItem, toProductDetail } from "./detail";

const money = (value: number, currency = "GBP") => ({ value, currency });
const range = (final: number, regular: number, max = final) => ({
  minimum_price: { final_price: money(final), regular_price: money(regular) },
  maximum_price: { final_price: money(max), regular_price: money(Math.max(max, regular)) },
});

function item(extra: Record<string, unknown> = {}): DetailItem {
  return {
    __typename: "SimpleProduct",
    uid: "MTI=",
    sku: "ABC-1",
    name: "Rose &amp; Oud Eau de Parfum &#8211; 50&nbsp;ml",
    url_key: "rose-oud",
    url_suffix: ".html",
    url_rewrites: [{ url: "rose-oud.html" }],
    meta_title: null,
    meta_description: "",
    stock_status: "IN_STOCK",
    only_x_left_in_stock: 3,
    review_count: 2,
    rating_summary: 90,
    brands: [{ id: 7, name: "Maison &amp; Fils", url_key: "maison" }],
    categories: [
      { uid: "Mw==", name: "Fragrance", url_path: "fragrance", url_suffix: ".html", breadcrumbs: null },
      {
        uid: "NA==",
        name: "Eau de Parfum",
        url_path: "fragrance/edp",
        url_suffix: ".html",
        breadcrumbs: [{ category_name: "Fragrance", category_url_path: "fragrance" }],
      },
    ],
    description: { html: '<p onclick="x()">Long <script>alert(1)</script>copy</p>' },
    short_description: { html: "<p>Short &amp; sweet</p>" },
    thumbnail: null,
    image: { url: "https://api/media/x.jpg", label: null },
    media_gallery: [
      { url: "https://api/media/2.jpg", label: "", position: 2, disabled: false },
      { url: "https://api/media/1.jpg", label: "Front", position: 1, disabled: false },
      { url: "https://api/media/off.jpg", label: "", position: 0, disabled: true },
    ],
    price_range: range(80, 100),
    related_products: [],
    upsell_products: [],
    ...extra,
  } as unknown as DetailItem;
}

describe("toProductDetail", () => {
  const view = toProductDetail(item(), { locale: "en-GB", localePrefix: "/cn" });

  it("decodes HTML entities in the name and brand", () => {
    expect(view.name).toBe("Rose & Oud Eau de Parfum – 50\u00a0ml");
    expect(view.brand).toEqual({ id: 7, name: "Maison & Fils" });
  });

  it("derives prices: special below regular, discount 100 − round(final / regular × 100)", () => {
    expect(view.price).toMatchObject({ final: "£80.00", regular: "£100.00", discountPercent: 20, isFrom: false, amount: 80 });
    const noSpecial = toProductDetail(item({ price_range: range(100, 100, 120) }), { locale: "en-GB", localePrefix: "" });
    expect(noSpecial.price).toMatchObject({ regular: null, discountPercent: null, isFrom: true });
  });

  it("reports stock with only_x_left_in_stock", () => {
    expect(view.stock).toEqual({ inStock: true, onlyLeft: 3 });
    expect(toProductDetail(item({ stock_status: "OUT_OF_STOCK" }), { locale: "en-GB", localePrefix: "" }).stock).toEqual({
      inStock: false,
      onlyLeft: null,
    });
  });

  it("orders enabled gallery images and sanitises descriptions", () => {
    expect(view.images.map((i) => i.src)).toEqual(["https://api/media/1.jpg", "https://api/media/2.jpg"]);
    expect(view.images[1]?.alt).toBe("Rose & Oud Eau de Parfum – 50\u00a0ml (2)");
    expect(view.descriptionHtml).toBe("<p>Long copy</p>");
    expect(view.metaTitle).toBe(view.name);
    expect(view.metaDescription).toBe("Short & sweet");
  });

  it("builds the path and the deepest breadcrumb trail", () => {
    expect(view.path).toBe("/rose-oud.html");
    expect(view.breadcrumbs).toEqual([
      { label: "Fragrance", href: "/fragrance.html" },
      { label: "Eau de Parfum", href: "/fragrance/edp.html" },
    ]);
  });

  it("maps configurable options and variants", () => {
    const configurable = toProductDetail(
      item({
        __typename: "ConfigurableProduct",
        configurable_options: [
          {
            uid: "o",
            attribute_code: "color",
            label: "Shade",
            position: 0,
            values: [{ uid: "Y29uZmlndXJhYmxlLzkzLzEy", value_index: 12, label: "Rouge &amp; Noir", swatch_data: { value: "#aa0000" } }],
          },
        ],
        variants: [
          {
            attributes: [{ uid: "Y29uZmlndXJhYmxlLzkzLzEy", code: "color", value_index: 12 }],
            product: { uid: "MTM=", sku: "ABC-1-RN", stock_status: "IN_STOCK", only_x_left_in_stock: null, media_gallery: [], price_range: range(30, 30) },
          },
        ],
      }),
      { locale: "en-GB", localePrefix: "" },
    );
    expect(configurable.options[0]?.values[0]).toEqual({ uid: "Y29uZmlndXJhYmxlLzkzLzEy", valueIndex: 12, label: "Rouge & Noir", swatch: "#aa0000" });
    expect(configurable.variants[0]).toMatchObject({ uid: "MTM=", sku: "ABC-1-RN", attributes: { color: 12 }, inStock: true });
    expect(configurable.variants[0]?.price?.final).toBe("£30.00");
  });
});
