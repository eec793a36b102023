import { describe, expect, it } from "vitest";
import { discountLines, split } from "../sales/pricing.ts";
import { cartTotals, taxIncluded, taxOnTop, taxRule } from "./pricing.ts";

const vat = taxRule({ taxRateBp: 2000, pricesIncludeTax: true, taxLabel: "VAT" });
const salesTax = taxRule({ taxRateBp: 887.5, pricesIncludeTax: false, taxLabel: "Sales Tax" });

describe("cart arithmetic", () => {
  it("extracts included tax and adds tax on top", () => {
    expect(taxIncluded(12000, vat)).toBe(2000);
    expect(taxIncluded(11997, vat)).toBe(2000);
    expect(taxOnTop(30000, salesTax)).toBe(2663);
    expect(taxOnTop(27000, salesTax)).toBe(2396);
  });

  it("splits an amount exactly, the leftover units to the largest remainders", () => {
    expect(split(1500, [15000, 4999])).toEqual([1125, 375]);
    expect(split(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(split(0, [5, 5])).toEqual([0, 0]);
    expect(split(10, [0, 0])).toEqual([0, 0]);
  });

  it("applies rules one after the other on what is left of each line", () => {
    const lines = [{ row: 1000, qty: 2 }, { row: 300, qty: 1 }];
    const out = discountLines(lines, [
      { label: "A", action: "by_fixed", amount: 400 },
      { label: "B", action: "by_percent", amount: 5000 },
      { label: "C", action: "cart_fixed", amount: 10_000 },
    ]);
    expect(out).toEqual([
      [{ label: "A", amount: 800 }, { label: "B", amount: 100 }, { label: "C", amount: 100 }],
      [{ label: "A", amount: 300 }],
    ]);
  });

  it("makes cart totals the sums of their lines", () => {
    const { lines, totals } = cartTotals(
      [{ unit: 3999, qty: 3, rrpUnit: 5000, discounts: [{ label: "X", amount: 1200 }] }, { unit: 1000, qty: 1, rrpUnit: 1000, discounts: [] }],
      vat,
    );
    expect(lines.map((l) => l.tax)).toEqual([1800, 167]);
    expect(totals).toMatchObject({
      subtotalInclTax: 12997, discountTotal: 1200, taxTotal: 1967, grandTotal: 11797, rrpSubtotalInclTax: 16000,
      discounts: [{ label: "X", amount: 1200 }], appliedTaxes: [{ label: "VAT", amount: 1967 }],
    });
    expect(totals.subtotalWithDiscountExclTax + totals.taxTotal).toBe(totals.grandTotal);
  });
});
