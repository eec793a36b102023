import { describe, expect, it } from "vitest";
import {
  averageRating,
  cartSpecialTotal,
  derivePrices,
  discountLabel,
  discountPercent,
  formatMoney,
  itemCredit,
  type PriceRangeLike,
} from "./rules";

const range = (regular: number | null, final: number | null, maximum: number | null = final, currency = "GBP"): PriceRangeLike => ({
  minimum_price: { regular_price: { value: regular, currency }, final_price: { value: final, currency } },
  maximum_price: { final_price: { value: maximum, currency } },
});

describe("derivePrices", () => {
  it.each<[string, PriceRangeLike, object]>([
    ["full price", range(120, 120), { regular: 120, final: 120, maximum: 120, special: null, hasSpecialPrice: false, discountPercent: null }],
    ["on special", range(120, 90), { regular: 120, final: 90, special: 90, hasSpecialPrice: true, discountPercent: 25 }],
    ["final above regular is no special", range(100, 110), { special: null, hasSpecialPrice: false, discountPercent: null }],
    ["a price range", range(40, 40, 95), { final: 40, maximum: 95, special: null }],
    ["special on a range", range(50, 30, 80), { special: 30, maximum: 80, discountPercent: 40 }],
    ["missing final", range(120, null), { final: null, special: null, hasSpecialPrice: false }],
    ["missing regular", range(null, 90), { regular: null, special: null, hasSpecialPrice: false }],
    ["free on special", range(20, 0), { special: 0, hasSpecialPrice: true, discountPercent: 100 }],
    ["currency carried", range(10, 10, 10, "MXN"), { currency: "MXN" }],
  ])("%s", (_, input, expected) => {
    expect(derivePrices(input)).toMatchObject(expected);
  });

  it("reads the maximum as absent when Magento sends none", () => {
    expect(derivePrices({ minimum_price: range(10, 10).minimum_price, maximum_price: null }).maximum).toBeNull();
  });

  it("does not compare prices in different currencies", () => {
    const mixed: PriceRangeLike = {
      minimum_price: { regular_price: { value: 100, currency: "GBP" }, final_price: { value: 90, currency: "USD" } },
    };
    expect(derivePrices(mixed)).toMatchObject({ hasSpecialPrice: false, special: null, currency: "USD" });
  });
});

describe("discountPercent", () => {
  it.each<[number | null, number | null, number | null]>([
    [75, 100, 25],
    [66.66, 100, 33],
    [28.5, 100, 71], // 28.5 rounds up, as the decimal does
    [33.35, 100, 67],
    [99.6, 100, 0], // a sliver off still rounds to 0%
    [1, 3, 67],
    [0, 50, 100],
    [100, 100, null],
    [110, 100, null],
    [10, 0, null],
    [null, 100, null],
    [10, null, null],
  ])("final %s of regular %s → %s", (final, regular, expected) => {
    expect(discountPercent(final, regular)).toBe(expected);
  });
});

describe("itemCredit", () => {
  it.each<[number | null | undefined, number | null]>([
    [120, 12],
    [125, 13],
    [124.99, 12],
    [4.9, 0],
    [5, 1],
    [0, 0],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])("round(%s / 10) = %s", (final, expected) => {
    expect(itemCredit(final)).toBe(expected);
  });
});

describe("averageRating", () => {
  const review = (...ratings: [string, string][]) => ({ ratings_breakdown: ratings.map(([name, value]) => ({ name, value })) });

  it.each<[string, Parameters<typeof averageRating>[0], number | null | undefined, number]>([
    ["two reviews", [review(["Rating", "5"]), review(["Rating", "4"])], 2, 4.5],
    ["only the Rating breakdown counts", [review(["Quality", "1"], ["Rating", "5"], ["Value", "1"])], 1, 5],
    ["review without Rating adds 0", [review(["Rating", "4"]), review(["Quality", "5"])], 2, 2],
    ["non-numeric value adds 0", [review(["Rating", "five"]), review(["Rating", "3"])], 2, 1.5],
    ["count covers more than the loaded page", [review(["Rating", "5"]), review(["Rating", "5"])], 4, 2.5],
    ["no reviews, count 0", [], 0, 0],
    ["count 0 divides by 1", [review(["Rating", "4"])], 0, 4],
    ["missing count divides by 1", [review(["Rating", "3"])], null, 3],
    ["null entries skipped", [null, { ratings_breakdown: null }, review(["Rating", "2"])], 1, 2],
    ["Rating name is exact", [review(["rating", "5"])], 1, 0],
  ])("%s", (_, reviews, count, expected) => {
    expect(averageRating(reviews, count)).toBe(expected);
  });
});

describe("cartSpecialTotal", () => {
  const off = (value: number | null) => ({ amount: { value, currency: "GBP" } });

  it.each<[string, number | null | undefined, Parameters<typeof cartSpecialTotal>[1], number | null]>([
    ["negative discount", 100, [off(-20)], 80],
    ["positive discount", 100, [off(20)], 80],
    ["only the first discount counts", 100, [off(-10), off(-30)], 90],
    ["no discounts", 100, [], 100],
    ["discounts missing", 100, null, 100],
    ["first discount without amount", 100, [{ amount: null }], 100],
    ["first entry null", 100, [null, off(-5)], 100],
    ["no float noise", 100.1, [off(-20.03)], 80.07],
    ["no subtotal", null, [off(-5)], null],
  ])("%s", (_, subtotal, discounts, expected) => {
    expect(cartSpecialTotal(subtotal, discounts)).toBe(expected);
  });
});

describe("discountLabel", () => {
  it.each<[Parameters<typeof discountLabel>[0], string]>([
    [[{ code: "SPRING10" }, { code: "VIP" }], "SPRING10"],
    [[], "Discount"],
    [null, "Discount"],
    [[{ code: "" }], "Discount"],
    [[null], "Discount"],
  ])("%j → %s", (coupons, expected) => {
    expect(discountLabel(coupons)).toBe(expected);
  });

  it("takes a translated fallback", () => {
    expect(discountLabel([], "折扣")).toBe("折扣");
  });
});

describe("formatMoney", () => {
  it.each<[number, string, string, string]>([
    [1234.5, "GBP", "en-GB", "£1,234.50"],
    [1234.5, "GBP", "zh-CN", "£1,234.50"],
    [1234.5, "USD", "en-US", "$1,234.50"],
    [1234.5, "MXN", "es-MX", "$1,234.50"],
    [1234.5, "MXN", "en-GB", "MX$1,234.50"],
    [0, "GBP", "en-GB", "£0.00"],
    [-0, "GBP", "en-GB", "£0.00"],
    [-5, "GBP", "en-GB", "-£5.00"],
    [9.999, "GBP", "en-GB", "£10.00"],
    [12, "GBP", "not a locale!", "£12.00"],
    [12, "EURO", "en-GB", "12.00 EURO"],
    [12, "", "en-GB", "12.00"],
    [Number.NaN, "GBP", "en-GB", ""],
    [Number.POSITIVE_INFINITY, "GBP", "en-GB", ""],
  ])("%s %s in %s → %s", (value, currency, locale, expected) => {
    expect(formatMoney(value, currency, locale)).toBe(expected);
  });
});
