import { describe, expect, it } from "vitest";
import { normalizeTerm, toSuggestions } from "./suggestions";

const money = (value: number) => ({ value, currency: "GBP" as const });

const data = {
  products: {
    total_count: 42,
    items: [
      {
        uid: "MQ==",
        sku: "BAG-1",
        name: "Tote &amp; Pouch",
        url_key: "tote",
        url_suffix: ".html",
        url_rewrites: [{ url: "women/bags/tote.html" }],
        brands: [{ name: "Maison" }],
        small_image: { url: "https://media/tote.webp", label: null },
        price_range: { minimum_price: { final_price: money(120) } },
      },
      { uid: "Mg==", sku: "X", name: "No address", url_key: null, url_suffix: null, url_rewrites: [], brands: null, small_image: null, price_range: { minimum_price: { final_price: money(1) } } },
      null,
    ],
  },
  categoryList: [
    { uid: "Mw==", name: "Bags", url_path: "women/bags", url_suffix: ".html", include_in_menu: 1 },
    { uid: "NA==", name: "Hidden bags", url_path: "hidden", url_suffix: ".html", include_in_menu: 0 },
  ],
  brands: { items: [{ uid: "NQ==", name: "Bagatelle", url_key: "bagatelle" }] },
};

describe("toSuggestions", () => {
  it("maps products, categories and brands to prefixed links", () => {
    const s = toSuggestions(data, "bag", "en-GB", "/cn");
    expect(s.total).toBe(42);
    expect(s.products).toEqual([
      { id: "MQ==", kind: "product", label: "Tote & Pouch", href: "/cn/women/bags/tote.html", detail: "Maison · £120.00", image: "https://media/tote.webp" },
    ]);
    expect(s.categories).toEqual([{ id: "Mw==", kind: "category", label: "Bags", href: "/cn/women/bags.html" }]);
    expect(s.brands).toEqual([{ id: "NQ==", kind: "brand", label: "Bagatelle", href: "/cn/brand/bagatelle" }]);
  });
  it("copes with an empty answer", () => {
    expect(toSuggestions({ products: null, categoryList: null, brands: null }, "zz", "en-GB", "")).toMatchObject({ total: 0, products: [], categories: [], brands: [] });
  });
});

describe("normalizeTerm", () => {
  it("trims, collapses spaces and rejects short or non-string input", () => {
    expect(normalizeTerm("  silk   scarf ")).toBe("silk scarf");
    expect(normalizeTerm("a")).toBeNull();
    expect(normalizeTerm(42)).toBeNull();
    expect(normalizeTerm("x".repeat(300))?.length).toBe(100);
  });
});
