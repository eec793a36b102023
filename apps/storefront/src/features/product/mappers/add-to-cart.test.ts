import { describe, expect, it } from "vitest";
import { addToCartIssue, groupedIssue } from "./add-to-cart";

const base = { typename: "SimpleProduct", inStock: true, onlyLeft: null, quantity: 1 };

describe("addToCartIssue (spec §5 canAddToCart)", () => {
  it("requires a variant for configurable products", () => {
    expect(addToCartIssue({ ...base, typename: "ConfigurableProduct" })).toBe("chooseOptions");
    expect(addToCartIssue({ ...base, typename: "ConfigurableProduct", variantUid: "MTI=" })).toBeNull();
  });
  it("requires stock and a quantity within only_x_left_in_stock", () => {
    expect(addToCartIssue({ ...base, inStock: false })).toBe("outOfStock");
    expect(addToCartIssue({ ...base, onlyLeft: 2, quantity: 2 })).toBeNull();
    expect(addToCartIssue({ ...base, onlyLeft: 2, quantity: 3 })).toBe("tooMany");
    expect(addToCartIssue({ ...base, quantity: 0 })).toBe("invalidQuantity");
  });
  it("checks each grouped child that has a quantity", () => {
    const items = [
      { uid: "a", inStock: true, onlyLeft: 1 },
      { uid: "b", inStock: false, onlyLeft: null },
    ];
    expect(groupedIssue(items, {})).toBe("chooseItems");
    expect(groupedIssue(items, { a: 1 })).toBeNull();
    expect(groupedIssue(items, { a: 2 })).toBe("tooMany");
    expect(groupedIssue(items, { b: 1 })).toBe("outOfStock");
  });
});
