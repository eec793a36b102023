import { describe, expect, it } from "vitest";
import { type ConfigurableOption, findVariant, isValueAvailable, parseSelection, selectionQuery, swatchColour } from "./configurable";

const options: ConfigurableOption[] = [
  { code: "color", label: "Shade", values: [1, 2, 3].map((i) => ({ uid: `c${i}`, valueIndex: i, label: `Shade ${i}`, swatch: "#000" })) },
  { code: "size", label: "Size", values: [10, 20].map((i) => ({ uid: `s${i}`, valueIndex: i, label: `${i} ml`, swatch: null })) },
];
const variants = [
  { uid: "v1", attributes: { color: 1, size: 10 }, inStock: true },
  { uid: "v2", attributes: { color: 1, size: 20 }, inStock: false },
  { uid: "v3", attributes: { color: 2, size: 10 }, inStock: true },
  { uid: "v4", attributes: { color: 3, size: 20 }, inStock: false },
];

describe("parseSelection", () => {
  it("keeps only values the product offers", () => {
    expect(parseSelection(options, { color: "2", size: "99", other: "1" })).toEqual({ color: 2 });
    expect(parseSelection(options, { color: ["3", "1"], size: "abc" })).toEqual({ color: 3 });
  });
});

describe("findVariant", () => {
  it("names the variant only once every option is chosen", () => {
    expect(findVariant(options, variants, { color: 1 })).toBeNull();
    expect(findVariant(options, variants, { color: 1, size: 20 })?.uid).toBe("v2");
    expect(findVariant(options, variants, { color: 2, size: 20 })).toBeNull();
  });
});

describe("isValueAvailable", () => {
  it("disables values with no in-stock variant given the other choices", () => {
    expect(isValueAvailable(options, variants, {}, "color", 3)).toBe(false);
    expect(isValueAvailable(options, variants, {}, "color", 1)).toBe(true);
    expect(isValueAvailable(options, variants, { color: 1 }, "size", 20)).toBe(false);
    expect(isValueAvailable(options, variants, { color: 1 }, "size", 10)).toBe(true);
    // The option's own current value does not restrict its alternatives.
    expect(isValueAvailable(options, variants, { color: 1, size: 10 }, "color", 2)).toBe(true);
  });
});

describe("selectionQuery", () => {
  it("replaces one choice and keeps the others", () => {
    expect(selectionQuery({ color: 1, size: 10 }, "color", 2)).toEqual({ color: "2", size: "10" });
  });
});

describe("swatchColour", () => {
  it("accepts hex colours only", () => {
    expect(swatchColour(" #A1b2C3 ")).toBe("#A1b2C3");
    expect(swatchColour("red;background:url(x)")).toBeNull();
    expect(swatchColour(null)).toBeNull();
  });
});
