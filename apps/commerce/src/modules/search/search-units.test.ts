import { describe, expect, it } from "vitest";
import { priceBuckets } from "./price-buckets.ts";
import { decodeEntities, normalizeSearchText, tokenize } from "./text.ts";
import { buildTextIndex } from "./text-index.ts";
import { matchText } from "./text-search.ts";

const minor = (...pounds: number[]) => Int32Array.from(pounds, (p) => Math.round(p * 100));
const buckets = (...pounds: number[]) => priceBuckets(minor(...pounds), 2).map((b) => `${b.value}:${b.count}`);

describe("price buckets (Magento's automatic ranges)", () => {
  it("steps by the power of ten one digit shorter than the highest price", () => {
    expect(buckets(5, 12.5, 19.99, 42)).toEqual(["0_10:1", "10_20:2", "40_50:1"]);
    expect(buckets(20, 30, 142.5)).toEqual(["0_100:2", "100_200:1"]);
  });

  it("shortens the step while everything would fall in one range", () => {
    expect(buckets(120, 130, 150)).toEqual(["120_130:1", "130_140:1", "150_160:1"]);
  });

  it("puts a price on a boundary in the range it starts", () => {
    expect(buckets(10, 20)).toEqual(["10_20:1", "20_30:1"]);
  });

  it("goes below 10 only for single-digit prices, and gives nothing for no prices", () => {
    expect(buckets(3, 7.5)).toEqual(["3_4:1", "7_8:1"]);
    expect(priceBuckets(new Int32Array(0), 2)).toEqual([]);
  });

  it("labels ranges the way Magento does", () => {
    expect(priceBuckets(minor(42), 2)).toEqual([{ value: "40_50", label: "40-50", count: 1 }]);
  });
});

describe("search text", () => {
  it("decodes the entities product names carry", () => {
    expect(decodeEntities("Cr&egrave;me L&eacute;g&egrave;re &amp; Co &#039;s &#xE9;")).toBe("Crème Légère & Co 's é");
    expect(decodeEntities("&unknown; & plain")).toBe("&unknown; & plain");
  });

  it("folds case and accents", () => {
    expect(normalizeSearchText("  Crème   BRÛLÉE ")).toBe("creme brulee");
  });

  it("keeps only words from hostile input, capped in number and length", () => {
    expect(tokenize("'; DROP TABLE products; --")).toEqual(["drop", "table", "products"]);
    expect(tokenize("(a & b) | !c:* \\ % _ 💄")).toEqual(["a", "b", "c"]);
    expect(tokenize("one two three four five six seven eight nine ten")).toHaveLength(8);
    expect(tokenize("x".repeat(10_000))).toEqual(["x".repeat(40)]);
    expect(tokenize("💄 !!!")).toEqual([]);
  });
});

describe("word matching", () => {
  const texts = ["Velvet Matte Lipstick Rouge", "Hydrating Moisturiser", "Matte Powder", "Lip Liner"];
  const index = buildTextIndex(texts, texts);
  const found = (q: string) => matchText(index, texts.length, tokenize(q)).docs.sort();

  it("matches whole words, the last one also as a prefix", () => {
    expect(found("matte")).toEqual([0, 2]);
    expect(found("lip")).toEqual([0, 3]);
    expect(found("matte lip")).toEqual([0]);
  });

  it("corrects typos by trigram similarity", () => {
    expect(found("lipstik")).toEqual([0]);
    expect(found("moisturizer")).toEqual([1]);
  });

  it("falls back to products with at least half of the words", () => {
    expect(found("matte xylophone")).toEqual([0, 2]);
    expect(found("matte xylophone zebra")).toEqual([]);
  });

  it("scores name matches and rarer words higher", () => {
    const { scores } = matchText(index, texts.length, tokenize("velvet matte"));
    expect(scores[0]).toBeGreaterThan(0);
    expect(scores[2]).toBe(0);
  });
});
