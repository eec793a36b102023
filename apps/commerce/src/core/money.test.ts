import { describe, expect, it } from "vitest";
import { canConvert, convertMinor, divRound, minorUnitDigits, toMinor, toMoney, type RateTable } from "./money.ts";

const table: RateTable = { base: "GBP", rates: new Map([["EUR", "1.17000000"], ["USD", "1.27000000"], ["JPY", "190.5"], ["BHD", "0.47"]]) };

describe("money", () => {
  it("knows minor unit sizes", () => {
    expect([minorUnitDigits("GBP"), minorUnitDigits("JPY"), minorUnitDigits("BHD")]).toEqual([2, 0, 3]);
  });

  it("turns minor units into Money", () => {
    expect(toMoney(4200, "GBP")).toEqual({ value: 42, currency: "GBP" });
    expect(toMoney(1999, "USD")).toEqual({ value: 19.99, currency: "USD" });
    expect(toMoney(500, "JPY")).toEqual({ value: 500, currency: "JPY" });
  });

  it("converts from the base currency, rounding to the target's minor unit", () => {
    expect(convertMinor(4200, "GBP", "EUR", table)).toBe(4914);
    expect(convertMinor(12500, "GBP", "USD", table)).toBe(15875);
    expect(convertMinor(1000, "GBP", "JPY", table)).toBe(1905);
    expect(convertMinor(1000, "GBP", "BHD", table)).toBe(4700);
  });

  it("divides rounding half away from zero", () => {
    expect([divRound(5n, 2n), divRound(-5n, 2n), divRound(7n, 3n), divRound(-7n, 3n), divRound(4n, 8n)]).toEqual([3n, -3n, 2n, -2n, 1n]);
  });

  it("rounds exact halves away from zero, both signs", () => {
    // 50 pence × 1.17 = 58.5 cents
    expect(convertMinor(50, "GBP", "EUR", table)).toBe(59);
    expect(convertMinor(-50, "GBP", "EUR", table)).toBe(-59);
    // 10 pence × 1.27 = 12.7 → 13; 2 pence × 1.27 = 2.54 → 3
    expect(convertMinor(2, "GBP", "USD", table)).toBe(3);
  });

  it("converts into the base and across two non-base currencies", () => {
    expect(convertMinor(4914, "EUR", "GBP", table)).toBe(4200);
    // 117 EUR cents = 100 GBP pence = 127 USD cents
    expect(convertMinor(117, "EUR", "USD", table)).toBe(127);
  });

  it("leaves same-currency amounts alone and refuses unknown currencies or fractions", () => {
    expect(convertMinor(123, "EUR", "EUR", table)).toBe(123);
    expect(canConvert(table, "GBP", "MXN")).toBe(false);
    expect(() => convertMinor(100, "GBP", "MXN", table)).toThrow(/MXN/);
    expect(() => convertMinor(1.5, "GBP", "EUR", table)).toThrow(/integer/);
  });

  it("turns major amounts into minor units", () => {
    expect(toMinor(1.005, "GBP")).toBe(101);
    expect(toMinor(42, "GBP")).toBe(4200);
    expect(toMinor(-0.015, "EUR")).toBe(-2);
    expect(toMinor(12, "JPY")).toBe(12);
  });
});
