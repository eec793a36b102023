import { describe, expect, it } from "vitest";
import type { CartDetailsQuery } from "@/lib/commerce/generated/graphql";
import { toCartView, withQuantity } from "./mappers";

type ApiCart = NonNullable<CartDetailsQuery["cart"]>;
const gbp = (value: number) => ({ value, currency: "GBP" as const });

function product(sku: string, name: string, stock: "IN_STOCK" | "OUT_OF_STOCK" = "IN_STOCK") {
  return { uid: sku, sku, name, url_key: sku.toLowerCase(), url_suffix: ".html", stock_status: stock, only_x_left_in_stock: null, thumbnail: { url: `https://img/${sku}.jpg`, label: "" }, brands: [{ name: "Maison" }] };
}

const cart = {
  id: "c1",
  total_quantity: 3,
  is_virtual: false,
  applied_coupons: [{ code: "WELCOME10" }],
  items: [
    {
      __typename: "SimpleCartItem",
      uid: "i1",
      quantity: 2,
      product: product("A", "Alpha"),
      prices: { price: gbp(10), row_total: gbp(20), row_total_including_tax: gbp(24), total_item_discount: gbp(2) },
    },
    {
      __typename: "ConfigurableCartItem",
      uid: "i2",
      quantity: 1,
      product: product("DRESS", "Dress"),
      prices: { price: gbp(100), row_total: gbp(100), row_total_including_tax: gbp(120), total_item_discount: gbp(10) },
      configurable_options: [{ option_label: "Size", value_label: "S" }],
      configured_variant: { sku: "DRESS-S", name: "Dress S", stock_status: "OUT_OF_STOCK", thumbnail: { url: "https://img/dress-s.jpg", label: "Dress S" } },
    },
  ],
  prices: {
    grand_total: gbp(130.8),
    subtotal_including_tax: gbp(144),
    subtotal_excluding_tax: gbp(120),
    discounts: [{ label: "WELCOME10", amount: gbp(12) }],
    applied_taxes: [{ label: "VAT", amount: gbp(20.8) }],
  },
  shipping_addresses: [],
} as unknown as ApiCart;

describe("toCartView", () => {
  const view = toCartView(cart);
  it("labels the discount with the first coupon and computes the special total", () => {
    expect(view.discount).toEqual({ label: "WELCOME10", amount: 12 });
    expect(view.specialTotal).toBe(108);
    expect(view.tax).toBe(20.8);
    expect(view.grandTotal).toBe(130.8);
  });
  it("shows the configured variant's sku, options and image, and its stock", () => {
    const dress = view.items[1]!;
    expect(dress).toMatchObject({ sku: "DRESS-S", originalSku: "DRESS", options: [{ label: "Size", value: "S" }], inStock: false });
    expect(dress.image?.url).toBe("https://img/dress-s.jpg");
    expect(view.hasSoldOut).toBe(true);
  });
  it("labels the discount \"Discount\" (null) without a coupon", () => {
    expect(toCartView({ ...cart, applied_coupons: [] }).discount?.label).toBeNull();
  });
});

describe("withQuantity", () => {
  const view = toCartView(cart);
  it("changes a line and the total at once", () => {
    const next = withQuantity(view, "i1", 5);
    expect(next.totalQuantity).toBe(6);
    expect(next.items[0]!.rowTotal).toEqual(gbp(50));
  });
  it("drops a line at 0 and recomputes sold-out", () => {
    const next = withQuantity(view, "i2", 0);
    expect(next.items.map((i) => i.uid)).toEqual(["i1"]);
    expect(next.hasSoldOut).toBe(false);
  });
});
