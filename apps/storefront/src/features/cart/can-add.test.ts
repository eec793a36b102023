import { describe, expect, it } from "vitest";
import { canAddToCart, normaliseType } from "./can-add";

describe("canAddToCart", () => {
  it("sends a simple product as one line, quantity defaulting to 1", () => {
    expect(canAddToCart({ sku: "A", quantity: 0, productType: "SimpleProduct" })).toEqual({ ok: true, lines: [{ sku: "A", quantity: 1 }] });
  });
  it("requires a variant for a configurable product", () => {
    expect(canAddToCart({ sku: "DRESS", quantity: 1, productType: "configurable" })).toEqual({ ok: false, reason: "variant" });
    expect(canAddToCart({ sku: "DRESS-S", parentSku: "DRESS", quantity: 1, productType: "configurable", selectedOptions: ["x"] })).toEqual({
      ok: true,
      lines: [{ sku: "DRESS-S", parent_sku: "DRESS", quantity: 1, selected_options: ["x"] }],
    });
  });
  it("refuses an out-of-stock product and more than only_x_left_in_stock", () => {
    expect(canAddToCart({ sku: "A", quantity: 1, productType: "simple", stockStatus: "OUT_OF_STOCK" })).toMatchObject({ reason: "stock" });
    expect(canAddToCart({ sku: "A", quantity: 3, productType: "simple", onlyXLeftInStock: 2 })).toMatchObject({ reason: "limit", limit: 2 });
    expect(canAddToCart({ sku: "A", quantity: 2, productType: "simple", onlyXLeftInStock: 2 }).ok).toBe(true);
  });
  it("sends bundle selections as entered options and grouped children as lines", () => {
    expect(canAddToCart({ sku: "B", quantity: 1, productType: "BundleProduct", enteredOptions: [{ uid: "u", value: "2" }] })).toEqual({
      ok: true,
      lines: [{ sku: "B", quantity: 1, entered_options: [{ uid: "u", value: "2" }] }],
    });
    expect(
      canAddToCart({ sku: "G", quantity: 1, productType: "grouped", children: [{ sku: "G1", quantity: 2 }, { sku: "G2", quantity: 0 }] }),
    ).toEqual({ ok: true, lines: [{ sku: "G1", quantity: 2 }] });
  });
  it("rejects an unsupported type", () => {
    expect(canAddToCart({ sku: "K", quantity: 1, productType: "kit" })).toEqual({ ok: false, reason: "unsupported" });
    expect(normaliseType("GiftCardProduct")).toBe("giftcard");
  });
});
