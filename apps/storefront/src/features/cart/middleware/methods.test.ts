import { describe, expect, it } from "vitest";
import { cartMethods, isCartMethod, parseArgs } from "./methods";

describe("allowlist", () => {
  it("holds exactly the storefront's cart operations", () => {
    expect(Object.keys(cartMethods).sort()).toEqual(
      [
        "addProductsToCart",
        "addSimpleProductsToCart",
        "applyCouponToCart",
        "cart",
        "cartTotalQty",
        "createEmptyCart",
        "customerCart",
        "mergeCarts",
        "removeCouponFromCart",
        "removeItemFromCart",
        "updateCartItems",
      ].sort(),
    );
  });
  it.each(["products", "generateCustomerToken", "placeOrder", "toString", "__proto__", "constructor", ""])(
    "refuses %s",
    (name) => {
      expect(isCartMethod(name)).toBe(false);
    },
  );
});

describe("argument schemas", () => {
  it("wants an array", () => {
    expect(parseArgs("cart", { cart_id: "x" })).toMatchObject({ ok: false, message: expect.stringContaining("JSON array") });
  });
  it("refuses a cart id argument: the cookie carries it", () => {
    expect(parseArgs("cart", ["someone-elses-cart"]).ok).toBe(false);
    expect(parseArgs("removeCouponFromCart", []).ok).toBe(true);
  });
  it("accepts every product type's add-to-cart line", () => {
    const result = parseArgs("addProductsToCart", [
      [
        { sku: "SIMPLE-1", quantity: 1 },
        { sku: "DRESS-RED-S", parent_sku: "DRESS", quantity: 2, selected_options: ["Y29uZmlndXJhYmxlLzEvMg=="] },
        { sku: "BUNDLE", quantity: 1, entered_options: [{ uid: "YnVuZGxl", value: "2" }] },
      ],
    ]);
    expect(result.ok).toBe(true);
  });
  it("refuses unknown fields, empty lists and bad quantities", () => {
    expect(parseArgs("addProductsToCart", [[{ sku: "A", quantity: 1, price: 0 }]]).ok).toBe(false);
    expect(parseArgs("addProductsToCart", [[]]).ok).toBe(false);
    expect(parseArgs("addProductsToCart", [[{ sku: "A", quantity: -1 }]]).ok).toBe(false);
    expect(parseArgs("addProductsToCart", [[{ sku: "", quantity: 1 }]]).ok).toBe(false);
  });
  it("sends quantity updates only above 0", () => {
    expect(parseArgs("updateCartItems", [[{ cart_item_uid: "MQ==", quantity: 0 }]]).ok).toBe(false);
    expect(parseArgs("updateCartItems", [[{ cart_item_uid: "MQ==", quantity: 3 }]]).ok).toBe(true);
  });
  it("trims a coupon code and names the bad argument", () => {
    expect(parseArgs("applyCouponToCart", ["  WELCOME10 "])).toEqual({ ok: true, args: ["WELCOME10"] });
    const bad = parseArgs("applyCouponToCart", [42]);
    expect(bad).toMatchObject({ ok: false, message: expect.stringMatching(/argument 0 for applyCouponToCart/) });
  });
});
