import { describe, expect, it } from "vitest";
import { type BundleView, bundleTotal, defaultBundleSelection, fixedBundleBase, missingBundleGroups, selectionUidWithQuantity } from "./bundle";

const choice = (uid: string, price: number, extra: Partial<BundleView["groups"][number]["choices"][number]> = {}) => ({
  uid, label: uid, quantity: 1, canChangeQuantity: false, isDefault: false, inStock: true, price, priceType: "DYNAMIC" as const, ...extra,
});

const dynamic: BundleView = {
  dynamic: true,
  basePrice: 0,
  groups: [
    { uid: "g1", title: "Cleanser", type: "radio", required: true, choices: [choice("a", 20.1, { isDefault: true }), choice("b", 30)] },
    { uid: "g2", title: "Serum", type: "select", required: true, choices: [choice("c", 45.5, { inStock: false }), choice("d", 50)] },
    { uid: "g3", title: "Eye", type: "checkbox", required: false, choices: [choice("e", 15), choice("f", 12.2)] },
  ],
};

describe("bundleTotal", () => {
  it("sums the chosen children times their quantities for a dynamic bundle", () => {
    expect(bundleTotal(dynamic, { g1: { a: 1 }, g2: { d: 2 }, g3: { e: 1, f: 0 } })).toBe(135.1);
    expect(bundleTotal(dynamic, {})).toBe(0);
  });

  it("adds fixed and percentage surcharges to a fixed bundle's base", () => {
    const fixed: BundleView = {
      dynamic: false,
      basePrice: 100,
      groups: [
        { uid: "g1", title: "A", type: "radio", required: true, choices: [choice("a", 5, { priceType: "FIXED" }), choice("b", 10, { priceType: "PERCENT" })] },
      ],
    };
    expect(bundleTotal(fixed, { g1: { a: 2 } })).toBe(110);
    expect(bundleTotal(fixed, { g1: { b: 1 } })).toBe(110);
    expect(bundleTotal(fixed, {})).toBe(100);
  });
});

describe("defaultBundleSelection and missingBundleGroups", () => {
  it("preselects defaults, falls back to the first in-stock choice of a required group", () => {
    const selection = defaultBundleSelection(dynamic);
    expect(selection).toEqual({ g1: { a: 1 }, g2: { d: 1 }, g3: {} });
    expect(missingBundleGroups(dynamic, selection)).toEqual([]);
    expect(missingBundleGroups(dynamic, { ...selection, g1: { a: 0 } })).toEqual(["g1"]);
  });
});

describe("fixedBundleBase", () => {
  it("takes the cheapest required fixed surcharge off the minimum price", () => {
    const groups = [{ uid: "g", title: "", type: "radio" as const, required: true, choices: [choice("a", 5, { priceType: "FIXED" }), choice("b", 8, { priceType: "FIXED" })] }];
    expect(fixedBundleBase(105, groups)).toBe(100);
    expect(fixedBundleBase(105, [])).toBe(105);
  });
});

describe("selectionUidWithQuantity", () => {
  it("re-encodes Magento's selection uid with the chosen quantity", () => {
    expect(atob(selectionUidWithQuantity(btoa("bundle/3/17/1"), 4))).toBe("bundle/3/17/4");
    expect(selectionUidWithQuantity("not-a-uid!", 2)).toBe("not-a-uid!");
  });
});
