import { describe, expect, it } from "vitest";
import { type BrandSummary, brandPath, brandTag, groupByLetter, normaliseLetter, parseBrandKey, toBrandSummary } from "./model";

const brand = (name: string, letter: string, id = 1): BrandSummary => ({
  id,
  name,
  urlKey: name.toLowerCase(),
  letter,
  featured: false,
  productCount: 1,
});

describe("groupByLetter", () => {
  it("orders letters A–Z with # last and names within a letter", () => {
    const groups = groupByLetter([brand("Zeta", "Z"), brand("4711", "#"), brand("byredo", "B"), brand("Aesop", "A"), brand("Bamford", "B")]);
    expect(groups.map((g) => g.letter)).toEqual(["A", "B", "Z", "#"]);
    expect(groups[1]?.brands.map((b) => b.name)).toEqual(["Bamford", "byredo"]);
    expect(groups[3]?.anchor).toBe("letter-other");
    expect(groups[0]?.anchor).toBe("letter-A");
  });
});

describe("toBrandSummary", () => {
  it("decodes names and normalises the letter", () => {
    const view = toBrandSummary({
      uid: "MTI=",
      id: 12,
      name: "Penhaligon&#039;s",
      url_key: "penhaligons",
      first_letter: "p",
      is_featured: true,
      product_count: 7,
    });
    expect(view).toEqual({ id: 12, name: "Penhaligon's", urlKey: "penhaligons", letter: "P", featured: true, productCount: 7 });
    expect(normaliseLetter("É")).toBe("#");
  });
});

describe("parseBrandKey", () => {
  it("turns a numeric id into the brand uid", () => {
    expect(parseBrandKey("12")).toEqual({ id: 12, uid: "MTI=" });
    expect(brandPath({ id: 12 })).toBe("/brand/12");
    expect(brandTag({ id: 12 })).toBe("brand:12");
  });

  it("accepts a URL key and rejects anything else", () => {
    expect(parseBrandKey("Le-Labo")).toEqual({ urlKey: "le-labo" });
    expect(parseBrandKey("0")).toBeNull();
    expect(parseBrandKey("../x")).toBeNull();
    expect(parseBrandKey("%ZZ")).toBeNull();
  });
});
