import { describe, expect, it } from "vitest";
import { composeStreet, splitStreet } from "./street";

describe("street lines (spec §3 Address book)", () => {
  it("sends street, apartment, neighbourhood and extra in that order", () => {
    expect(composeStreet({ street: "1 Bond Street", apartment: "Flat 2", neighborhood: "Mayfair", extra: "Blue door" })).toEqual([
      "1 Bond Street",
      "Flat 2",
      "Mayfair",
      "Blue door",
    ]);
  });

  it("drops empty and blank lines, and trims the others", () => {
    expect(composeStreet({ street: " 1 Bond Street ", apartment: "", neighborhood: "   ", extra: "Blue door" })).toEqual(["1 Bond Street", "Blue door"]);
    expect(composeStreet({ street: "1 Bond Street" })).toEqual(["1 Bond Street"]);
    expect(composeStreet({})).toEqual([]);
  });

  it("reads the lines back by position", () => {
    expect(splitStreet(["1 Bond Street", "Flat 2", "Mayfair", "Blue door"])).toEqual({
      street: "1 Bond Street",
      apartment: "Flat 2",
      neighborhood: "Mayfair",
      extra: "Blue door",
    });
    expect(splitStreet(["1 Bond Street"])).toEqual({ street: "1 Bond Street", apartment: "", neighborhood: "", extra: "" });
    expect(splitStreet([null, " Flat 2 "])).toEqual({ street: "", apartment: "Flat 2", neighborhood: "", extra: "" });
    expect(splitStreet(null)).toEqual({ street: "", apartment: "", neighborhood: "", extra: "" });
  });

  it("round-trips a full address, and shifts lines up when one in between was empty (the spec's rule)", () => {
    const full = { street: "1 Bond Street", apartment: "Flat 2", neighborhood: "Mayfair", extra: "Blue door" };
    expect(splitStreet(composeStreet(full))).toEqual(full);
    expect(splitStreet(composeStreet({ street: "1 Bond Street", neighborhood: "Mayfair" }))).toEqual({
      street: "1 Bond Street",
      apartment: "Mayfair",
      neighborhood: "",
      extra: "",
    });
  });
});
