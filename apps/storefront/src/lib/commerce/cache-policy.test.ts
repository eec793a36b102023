import { describe, expect, it } from "vitest";
import { ALL_CATALOG_TAG, FAILURE_MARK, catalogTags, isDefinitiveFailure, productTags, readCatalogFailure } from "./cache-policy";

describe("catalogTags", () => {
  it("adds the catalogue-wide tag, drops empty, over-long and repeated tags", () => {
    expect(catalogTags(["cms:faq", "", "cms:faq", "x".repeat(300), "catalog"])).toEqual([ALL_CATALOG_TAG, "cms:faq", "catalog"]);
  });

  it("keeps within Next's tag limit", () => {
    expect(catalogTags(Array.from({ length: 200 }, (_, i) => `product:${i}`))).toHaveLength(128);
  });
});

describe("readCatalogFailure", () => {
  it("reads back the failure a cached call threw", () => {
    const error = new Error(`${FAILURE_MARK}${JSON.stringify({ kind: "graphql", message: "No page", category: "graphql-no-such-entity" })}`);
    expect(readCatalogFailure(error)).toEqual({ kind: "graphql", message: "No page", category: "graphql-no-such-entity" });
  });

  it("finds the mark behind a prefix Next may add to the message", () => {
    const error = new Error(`Error: ${FAILURE_MARK}${JSON.stringify({ kind: "network", message: "down" })}`);
    expect(readCatalogFailure(error)).toEqual({ kind: "network", message: "down" });
  });

  it("ignores other errors", () => {
    expect(readCatalogFailure(new Error("boom"))).toBeNull();
    expect(readCatalogFailure(new Error(`${FAILURE_MARK}{not json`))).toBeNull();
    expect(readCatalogFailure(undefined)).toBeNull();
  });
});

describe("isDefinitiveFailure", () => {
  it("caches only answers that asking again cannot change", () => {
    expect(isDefinitiveFailure({ kind: "graphql", message: "x", category: "graphql-no-such-entity" })).toBe(true);
    expect(isDefinitiveFailure({ kind: "graphql", message: "x", category: "graphql-input" })).toBe(true);
    expect(isDefinitiveFailure({ kind: "graphql", message: "x", category: "graphql-authorization" })).toBe(false);
    expect(isDefinitiveFailure({ kind: "graphql", message: "x" })).toBe(false);
    expect(isDefinitiveFailure({ kind: "timeout", message: "x" })).toBe(false);
    expect(isDefinitiveFailure({ kind: "http", message: "x" })).toBe(false);
  });
});

describe("productTags", () => {
  it("tags every product of an answer: the page's product, its variants and the cards it shows", () => {
    const data = {
      products: {
        items: [
          {
            uid: "MTA=",
            sku: "LIP",
            variants: [{ product: { uid: "MTE=", sku: "LIP-RED" } }, { product: { uid: "MTI=", sku: "LIP-BLUE" } }],
            related_products: [{ uid: "NTA=", sku: "LINER" }],
            // A category or a review has a uid but no sku: not a product.
            categories: [{ uid: "Mw==", name: "Lips" }],
          },
        ],
      },
    };
    expect(productTags(data).sort()).toEqual(["product:MTA=", "product:MTE=", "product:MTI=", "product:NTA="]);
  });

  it("gives nothing for answers without products and stops at 100 tags", () => {
    expect(productTags({ cmsPage: { identifier: "home" } })).toEqual([]);
    expect(productTags(null)).toEqual([]);
    const many = { items: Array.from({ length: 150 }, (_, i) => ({ uid: `u${i}`, sku: `s${i}` })) };
    expect(productTags(many)).toHaveLength(100);
  });
});
