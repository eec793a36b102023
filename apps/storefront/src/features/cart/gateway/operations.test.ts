import { describe, expect, it } from "vitest";
import { MAX_CART_LINES } from "../add-rules";
import { cartOperations, isCartOperation, parseCartArgs as parseArgs } from "./operations";

describe("allowlist", () => {
  it("holds exactly the storefront's cart operations", () => {
    expect(Object.keys(cartOperations).sort()).toEqual(
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
      expect(isCartOperation(name)).toBe(false);
    },
  );
});

describe("argument schemas", () => {
  it("wants an array", () => {
    expect(parseArgs("cart", { cart_id: "x" })).toMatchObject({ ok: false, invalid: { message: expect.stringContaining("JSON array") } });
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
  it.each<[string, unknown]>([
    ["a quantity that is not a number", "abc"],
    ["a negative quantity", -1],
    ["a quantity past the cap", 1e9],
    ["a fraction", 1.5],
  ])("refuses %s and says where", (_, quantity) => {
    expect(parseArgs("addProductsToCart", [[{ sku: "A", quantity }]])).toMatchObject({
      ok: false,
      invalid: { path: [0, 0, "quantity"], message: expect.stringMatching(/argument 0\.0\.quantity for addProductsToCart/) },
    });
  });
  it("refuses a 10 KB sku and more lines than the cap", () => {
    expect(parseArgs("addProductsToCart", [[{ sku: "x".repeat(10_240), quantity: 1 }]])).toMatchObject({ ok: false, invalid: { path: [0, 0, "sku"] } });
    const lines = Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({ sku: `S${i}`, quantity: 1 }));
    expect(parseArgs("addProductsToCart", [lines])).toMatchObject({ ok: false, invalid: { path: [0], code: "too_big" } });
    expect(parseArgs("addProductsToCart", [lines.slice(1)]).ok).toBe(true);
  });
  it("sends quantity updates only above 0", () => {
    expect(parseArgs("updateCartItems", [[{ cart_item_uid: "MQ==", quantity: 0 }]]).ok).toBe(false);
    expect(parseArgs("updateCartItems", [[{ cart_item_uid: "MQ==", quantity: 3 }]]).ok).toBe(true);
  });
  it("trims a coupon code and names the bad argument", () => {
    expect(parseArgs("applyCouponToCart", ["  WELCOME10 "])).toEqual({ ok: true, args: ["WELCOME10"] });
    const bad = parseArgs("applyCouponToCart", [42]);
    expect(bad).toMatchObject({ ok: false, invalid: { message: expect.stringMatching(/argument 0 for applyCouponToCart/) } });
  });
});
