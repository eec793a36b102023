import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestBackend, type TestBackend } from "../../test/backend.ts";
import { count, products, rows } from "../../test/search-queries.ts";
import { decodeEntities } from "./text.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend?.close());

/** A searchable product whose (decoded) name no other product shares, and that is not a best-seller. */
async function uniquelyNamed(visibility: number[]) {
  const candidates = await rows<{ id: number; sku: string; name: string }>(backend, sql`
    SELECT p.id, p.sku, p.name FROM products p
    WHERE p.is_enabled AND p.visibility IN (${sql.join(visibility.map((v) => sql`${v}`), sql`, `)})
      AND p.name NOT LIKE '%&%'
      AND NOT EXISTS (SELECT 1 FROM products q WHERE q.id <> p.id AND lower(q.name) = lower(p.name))
    ORDER BY p.popularity, p.id LIMIT 1`);
  expect(candidates.length).toBe(1);
  return candidates[0]!;
}

describe("products(search): relevance", () => {
  it("puts the product named exactly like the query first, even when it sells least", async () => {
    const target = await uniquelyNamed([3, 4]);
    const result = await products(backend, { search: target.name, pageSize: 5 });
    expect(result.items[0]?.sku).toBe(target.sku);
    expect(result.sort_fields.default).toBe("relevance");
  });

  it("finds names stored with HTML entities by their plain spelling, with or without accents", async () => {
    const [encoded] = await rows<{ sku: string; name: string }>(backend, sql`
      SELECT sku, name FROM products WHERE is_enabled AND visibility IN (3, 4) AND name LIKE '%&egrave;%'
      ORDER BY id LIMIT 1`);
    expect(encoded).toBeDefined();
    const plain = decodeEntities(encoded!.name);
    const skus = async (search: string) =>
      (await products(backend, { search, pageSize: 300 })).items.map((i) => i.sku);
    expect(await skus(plain)).toContain(encoded!.sku);
    expect(await skus(plain.normalize("NFKD").replace(/\p{M}/gu, ""))).toContain(encoded!.sku);
  });

  it("ranks products whose name has the words above products that only mention them elsewhere", async () => {
    const result = await products(backend, { search: "lipstick", pageSize: 10 });
    expect(result.total_count).toBeGreaterThan(10);
    for (const item of result.items) expect(item.name.toLowerCase()).toContain("lipstick");
  });

  it("completes the last word as a prefix (search as you type)", async () => {
    const full = await count(backend, { search: "lipstick" });
    const partial = await count(backend, { search: "lipsti" });
    expect(partial).toBeGreaterThanOrEqual(full);
    expect(full).toBeGreaterThan(0);
  });

  it("requires every word when some products have them all", async () => {
    const both = await products(backend, { search: "matte lipstick", pageSize: 50 });
    expect(both.total_count).toBeGreaterThan(0);
    expect(both.total_count).toBeLessThan(await count(backend, { search: "lipstick" }));
  });
});

describe("products(search): typos", () => {
  it("finds lipsticks for 'lipstik'", async () => {
    const result = await products(backend, { search: "lipstik", pageSize: 20 });
    expect(result.total_count).toBeGreaterThan(0);
    expect(result.items.some((i) => i.name.toLowerCase().includes("lipstick"))).toBe(true);
  });

  it("finds the British spelling for the American one ('moisturizer' → 'Moisturiser')", async () => {
    const result = await products(backend, { search: "moisturizer", pageSize: 50 });
    expect(result.items.some((i) => /moisturiser/i.test(i.name))).toBe(true);
  });

  it("finds a brand from a misspelt name (a doubled last letter)", async () => {
    const [brand] = await rows<{ id: number; name: string }>(backend, sql`
      SELECT b.id, b.name FROM brands b
      WHERE length(b.name) BETWEEN 6 AND 12 AND b.name ~ '^[A-Za-z]+$'
        AND EXISTS (SELECT 1 FROM products p WHERE p.brand_id = b.id AND p.is_enabled AND p.visibility IN (3, 4))
      ORDER BY b.id LIMIT 1`);
    expect(brand).toBeDefined();
    const typo = `${brand!.name}${brand!.name.slice(-1)}`.toLowerCase();
    const result = await products(backend, { search: typo, pageSize: 50 });
    expect(result.items.some((i) => i.brands.some((b) => b.id === brand!.id))).toBe(true);
  });
});

describe("products(search): visibility", () => {
  it("finds search-only products, never catalogue-only or disabled ones", async () => {
    const searchOnly = await uniquelyNamed([3]);
    const catalogueOnly = await uniquelyNamed([2]);
    const [disabled] = await rows<{ sku: string; name: string }>(backend, sql`
      SELECT sku, name FROM products WHERE NOT is_enabled AND visibility > 1 ORDER BY id LIMIT 1`);
    expect((await products(backend, { search: searchOnly.name })).items.map((i) => i.sku)).toContain(searchOnly.sku);
    expect((await products(backend, { search: catalogueOnly.name, pageSize: 300 })).items.map((i) => i.sku))
      .not.toContain(catalogueOnly.sku);
    expect((await products(backend, { search: disabled!.name, pageSize: 300 })).items.map((i) => i.sku))
      .not.toContain(disabled!.sku);
  });

  it("lists catalogue-only products in their category but not search-only ones", async () => {
    const [catalogueOnly] = await rows<{ sku: string; category: number }>(backend, sql`
      SELECT p.sku, min(pc.category_id) AS category FROM products p JOIN product_categories pc ON pc.product_id = p.id
      WHERE p.is_enabled AND p.visibility = 2 GROUP BY p.sku ORDER BY p.sku LIMIT 1`);
    const [searchOnly] = await rows<{ sku: string; category: number }>(backend, sql`
      SELECT p.sku, min(pc.category_id) AS category FROM products p JOIN product_categories pc ON pc.product_id = p.id
      WHERE p.is_enabled AND p.visibility = 3 GROUP BY p.sku ORDER BY p.sku LIMIT 1`);
    const inCategory = async (sku: string, category: number) =>
      count(backend, { filter: { category_id: { eq: String(category) }, sku: { eq: sku } } });
    expect(await inCategory(catalogueOnly!.sku, catalogueOnly!.category)).toBe(1);
    expect(await inCategory(searchOnly!.sku, searchOnly!.category)).toBe(0);
  });
});

describe("products(search): hostile input", () => {
  const inputs = [
    "'", '"', "\\", "\\'; --", "'; DROP TABLE products; --", "lipstick' OR '1'='1", "%_%", "(a & b) | !c:*",
    "<script>alert(1)</script>", "💄💋", "Crème 💄 brûlée", "a".repeat(10_240),
    "lipstick ".repeat(1200),
  ];

  it.each(inputs.map((s) => [s.length > 40 ? `${s.slice(0, 20)}… (${s.length} chars)` : s, s]))(
    "answers %j without an error",
    async (_label, search) => {
      const { status, body } = await backend.graphql(
        `query S($s: String) { products(search: $s, pageSize: 5) { total_count items { sku } aggregations { attribute_code } } }`,
        { s: search },
      );
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data.products.total_count).toBeGreaterThanOrEqual(0);
    },
  );

  it("refuses a NUL character as bad input, not a server error", async () => {
    const { status, body } = await backend.graphql(`query S($s: String) { products(search: $s) { total_count } }`, { s: "\u0000null\u0000" });
    expect(status).toBe(200);
    expect(body.errors).toEqual([expect.objectContaining({ extensions: { category: "graphql-input" } })]);
    expect(body.errors![0].message).toBe('Variable "$s" contains a NUL character (U+0000), which no field accepts.');
  });

  it("still has every product afterwards", async () => {
    const [row] = await rows<{ n: number }>(backend, sql`SELECT count(*)::int AS n FROM products`);
    expect(row!.n).toBeGreaterThan(5000);
  });

  it("returns nothing for a query without any word", async () => {
    expect(await count(backend, { search: "💄 !!! ..." })).toBe(0);
  });
});
