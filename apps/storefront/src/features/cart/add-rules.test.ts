import { describe, expect, it } from "vitest";
import { type AddToCartRequest, MAX_QUANTITY, addToCartIssue, cartLinesFor, normaliseType } from "./add-rules";

const simple: AddToCartRequest = { sku: "A", quantity: 1, productType: "SimpleProduct", stockStatus: "IN_STOCK", onlyXLeftInStock: null };

describe("addToCartIssue (spec §5 canAddToCart)", () => {
  it("requires a variant for a configurable product", () => {
    expect(addToCartIssue({ sku: "DRESS", quantity: 1, productType: "configurable" })).toBe("chooseOptions");
    expect(addToCartIssue({ ...simple, productType: "ConfigurableProduct", selectedOptions: ["x"] })).toBeNull();
    expect(addToCartIssue({ ...simple, productType: "configurable", sku: "DRESS-S", parentSku: "DRESS" })).toBeNull();
  });

  it("requires stock and a quantity within only_x_left_in_stock", () => {
    expect(addToCartIssue({ ...simple, stockStatus: "OUT_OF_STOCK" })).toBe("outOfStock");
    expect(addToCartIssue({ ...simple, productType: "ConfigurableProduct", selectedOptions: ["x"], stockStatus: "OUT_OF_STOCK" })).toBe("outOfStock");
    expect(addToCartIssue({ ...simple, onlyXLeftInStock: 2, quantity: 2 })).toBeNull();
    expect(addToCartIssue({ ...simple, onlyXLeftInStock: 2, quantity: 3 })).toBe("tooMany");
  });

  it.each([0, -1, 1.5, Number.NaN, MAX_QUANTITY + 1])("refuses the quantity %s instead of adding one", (quantity) => {
    expect(addToCartIssue({ ...simple, quantity })).toBe("invalidQuantity");
  });

  it("checks each grouped child that has a quantity, against its own stock", () => {
    const grouped = (children: AddToCartRequest["children"]): AddToCartRequest => ({ ...simple, sku: "G", productType: "grouped", children });
    const a = { sku: "a", stockStatus: "IN_STOCK", onlyXLeftInStock: 1 } as const;
    const b = { sku: "b", stockStatus: "OUT_OF_STOCK", onlyXLeftInStock: null } as const;
    expect(addToCartIssue(grouped([]))).toBe("chooseItems");
    expect(addToCartIssue(grouped([{ ...a, quantity: 0 }]))).toBe("chooseItems");
    expect(addToCartIssue(grouped([{ ...a, quantity: 1 }]))).toBeNull();
    expect(addToCartIssue(grouped([{ ...a, quantity: 2 }]))).toBe("tooMany");
    expect(addToCartIssue(grouped([{ ...b, quantity: 1 }]))).toBe("outOfStock");
  });

  it("rejects an unsupported type", () => {
    expect(addToCartIssue({ ...simple, productType: "kit" })).toBe("unsupported");
    expect(normaliseType("GiftCardProduct")).toBe("giftcard");
  });
});

describe("cartLinesFor (spec §7 addProductsToCart)", () => {
  it("sends a simple product as one line", () => {
    expect(cartLinesFor(simple)).toEqual([{ sku: "A", quantity: 1 }]);
  });
  it("sends a configurable with its parent or the option uids that pick the variant", () => {
    expect(cartLinesFor({ sku: "DRESS-S", parentSku: "DRESS", quantity: 1, productType: "configurable", selectedOptions: ["x"] })).toEqual([
      { sku: "DRESS-S", parent_sku: "DRESS", quantity: 1, selected_options: ["x"] },
    ]);
  });
  it("sends bundle selections as entered options and grouped children as lines", () => {
    expect(cartLinesFor({ sku: "B", quantity: 1, productType: "BundleProduct", enteredOptions: [{ uid: "u", value: "2" }] })).toEqual([
      { sku: "B", quantity: 1, entered_options: [{ uid: "u", value: "2" }] },
    ]);
    expect(
      cartLinesFor({ sku: "G", quantity: 1, productType: "grouped", children: [{ sku: "G1", quantity: 2 }, { sku: "G2", quantity: 0 }] }),
    ).toEqual([{ sku: "G1", quantity: 2 }]);
    expect(cartLinesFor({ sku: "G1", quantity: 3, productType: "grouped" })).toEqual([{ sku: "G1", quantity: 3 }]);
  });
});
