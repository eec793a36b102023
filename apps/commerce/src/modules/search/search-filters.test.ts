import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestBackend, uid, type TestBackend } from "../../test/backend.ts";
import { reindex } from "./indexer.ts";
import { count, products, rows } from "../../test/search-queries.ts";
import { normalizeSearchText } from "./text.ts";

let backend: TestBackend;
let department: { id: number; path: string };
beforeAll(async () => {
  backend = await createTestBackend();
  const [row] = await rows<{ id: number; path: string }>(backend, sql`
    SELECT id, path FROM categories WHERE level = 2 AND is_active AND display_mode <> 'PAGE' ORDER BY position, id LIMIT 1`);
  department = row!;
});
afterAll(() => backend?.close());

/** Listable products (catalogue visibility) in a category or below it, counted straight from the tables. */
async function inCategory(ids: number[]): Promise<number> {
  const [row] = await rows<{ n: number }>(backend, sql`
    SELECT count(DISTINCT p.id)::int AS n
    FROM products p JOIN product_categories pc ON pc.product_id = p.id JOIN categories c ON c.id = pc.category_id
    JOIN categories top ON top.id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})
      AND (c.id = top.id OR c.path LIKE top.path || '/%')
    WHERE p.is_enabled AND p.visibility IN (2, 4)`);
  return row!.n;
}

/**
 * Skus of the listable products that are, for every group, in one of its categories or below it: the category
 * conditions each applied to the product, from the tables.
 */
async function inEvery(groups: number[][]): Promise<string[]> {
  const conditions = groups.map((ids) => sql`EXISTS (
    SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id
    JOIN categories top ON top.id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})
      AND (c.id = top.id OR c.path LIKE top.path || '/%')
    WHERE pc.product_id = p.id)`);
  const found = await rows<{ sku: string }>(backend, sql`
    SELECT p.sku FROM products p WHERE p.is_enabled AND p.visibility IN (2, 4) AND ${sql.join(conditions, sql` AND `)}
    ORDER BY p.sku`);
  return found.map((r) => r.sku);
}

const skusOf = async (filter: Record<string, unknown>) =>
  (await products(backend, { filter, pageSize: 300 })).items.map((i) => i.sku).sort();

/** Listable products carrying an option themselves or through an enabled variant. */
async function withOptions(options: number[]): Promise<number> {
  const [row] = await rows<{ n: number }>(backend, sql`
    SELECT count(DISTINCT p.id)::int AS n FROM products p
    WHERE p.is_enabled AND p.visibility IN (2, 3, 4) AND (
      EXISTS (SELECT 1 FROM product_attribute_values v
              WHERE v.product_id = p.id AND v.option_id IN (${sql.join(options.map((o) => sql`${o}`), sql`, `)}))
      OR EXISTS (SELECT 1 FROM configurable_links l JOIN products ch ON ch.id = l.child_id AND ch.is_enabled
                 JOIN product_attribute_values v ON v.product_id = l.child_id
                 WHERE l.parent_id = p.id AND v.option_id IN (${sql.join(options.map((o) => sql`${o}`), sql`, `)})))`);
  return row!.n;
}

describe("products(filter)", () => {
  it("category_uid, category_id eq and in agree with the category tree (anchors list their descendants)", async () => {
    const expected = await inCategory([department.id]);
    expect(expected).toBeGreaterThan(0);
    expect(await count(backend, { filter: { category_uid: { eq: uid(department.id) } } })).toBe(expected);
    expect(await count(backend, { filter: { category_id: { eq: String(department.id) } } })).toBe(expected);
    expect(await count(backend, { filter: { category_uid: { in: [uid(department.id)] } } })).toBe(expected);

    const [a, b] = await rows<{ id: number }>(backend, sql`
      SELECT id FROM categories WHERE level = 3 AND is_active ORDER BY id LIMIT 2`);
    expect(await count(backend, { filter: { category_id: { in: [String(a!.id), String(b!.id)] } } }))
      .toBe(await inCategory([a!.id, b!.id]));
  });

  it("applies each category condition to the product: a sub-category within its parent lists the sub-category", async () => {
    const [child] = await rows<{ id: number }>(backend, sql`
      SELECT c.id FROM categories c JOIN product_categories pc ON pc.category_id = c.id
      WHERE c.parent_id = ${department.id} AND c.is_active GROUP BY c.id HAVING count(*) <= 300
      ORDER BY c.position, c.id LIMIT 1`);
    const expected = await inEvery([[child!.id]]);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThanOrEqual(300);
    const page = uid(department.id);
    expect(await skusOf({ category_uid: { eq: page }, category_id: { eq: String(child!.id) } })).toEqual(expected);
    expect(await skusOf({ category_uid: { in: [page] }, category_id: { in: [String(child!.id)] } })).toEqual(expected);
    // eq and in of one field are two conditions too.
    expect(await skusOf({ category_id: { eq: String(department.id), in: [String(child!.id)] } })).toEqual(expected);
    expect(await count(backend, { filter: { category_uid: { eq: page }, category_id: { in: [] } } })).toBe(0);
    expect(await count(backend, { filter: { category_uid: { eq: page }, category_id: { eq: "9999999999" } } })).toBe(0);
  });

  it("price from/to bounds the final price, both ends included, in the request currency", async () => {
    const between = await products(backend, { filter: { price: { from: "20", to: "50" } }, pageSize: 300 });
    expect(between.total_count).toBeGreaterThan(0);
    for (const item of between.items) {
      const { value, currency } = item.price_range.minimum_price.final_price;
      expect(currency).toBe("GBP");
      expect(value).toBeGreaterThanOrEqual(20);
      expect(value).toBeLessThanOrEqual(50);
    }
    const low = await count(backend, { filter: { price: { from: "20", to: "30" } } });
    const high = await count(backend, { filter: { price: { from: "30.01", to: "50" } } });
    expect(low + high).toBe(between.total_count);

    const usd = await products(backend, { filter: { price: { from: "100" } }, pageSize: 100 }, { currency: "USD" });
    expect(usd.total_count).toBeGreaterThan(0);
    for (const item of usd.items) {
      expect(item.price_range.minimum_price.final_price.currency).toBe("USD");
      expect(item.price_range.minimum_price.final_price.value).toBeGreaterThanOrEqual(100);
    }
  });

  it("sku and url_key eq/in return exactly those products", async () => {
    const picked = await rows<{ sku: string; url_key: string }>(backend, sql`
      SELECT sku, url_key FROM products WHERE is_enabled AND visibility IN (2, 3, 4) ORDER BY id LIMIT 3 OFFSET 40`);
    const skus = picked.map((p) => p.sku);
    const bySku = await products(backend, { filter: { sku: { in: skus } } });
    expect(bySku.items.map((i) => i.sku).sort()).toEqual([...skus].sort());
    expect((await products(backend, { filter: { sku: { eq: skus[0]! } } })).items.map((i) => i.sku)).toEqual([skus[0]]);
    const byKey = await products(backend, { filter: { url_key: { in: picked.map((p) => p.url_key) } } });
    expect(byKey.items.map((i) => i.sku).sort()).toEqual([...skus].sort());
    const one = await products(backend, { filter: { url_key: { eq: picked[1]!.url_key } } });
    expect(one.items.map((i) => i.sku)).toEqual([skus[1]]);
  });

  it("name match keeps products whose name has every word", async () => {
    const result = await products(backend, { filter: { name: { match: "velvet matte" } }, pageSize: 300 });
    expect(result.total_count).toBeGreaterThan(0);
    for (const item of result.items) {
      const name = normalizeSearchText(item.name);
      expect(name).toMatch(/\bvelvet/);
      expect(name).toMatch(/\bmatte/);
    }
  });

  it("description match keeps products whose description has the words", async () => {
    const result = await products(backend, { filter: { description: { match: "hyaluronic" } }, pageSize: 50 });
    const [expected] = await rows<{ n: number }>(backend, sql`
      SELECT count(*)::int AS n FROM products
      WHERE is_enabled AND visibility IN (2, 3, 4) AND description ILIKE '%hyaluronic%'`);
    expect(result.total_count).toBe(expected!.n);
  });

  it("brand eq/in keep that brand's products", async () => {
    const brands = await rows<{ id: number; n: number }>(backend, sql`
      SELECT brand_id AS id, count(*)::int AS n FROM products
      WHERE is_enabled AND visibility IN (2, 3, 4) AND brand_id IS NOT NULL
      GROUP BY brand_id ORDER BY count(*) DESC, brand_id LIMIT 2`);
    const one = await products(backend, { filter: { brand: { eq: String(brands[0]!.id) } }, pageSize: 300 });
    expect(one.total_count).toBe(brands[0]!.n);
    for (const item of one.items) expect(item.brands.map((b) => b.id)).toContain(brands[0]!.id);
    expect(await count(backend, { filter: { brand: { in: brands.map((b) => String(b.id)) } } }))
      .toBe(brands[0]!.n + brands[1]!.n);
  });

  it.each(["color", "size", "skin_type", "hair_type", "finish", "fragrance_family", "gender", "material"])(
    "%s eq/in keep products carrying the option (or a variant with it)",
    async (code) => {
      const options = await rows<{ id: number }>(backend, sql`
        SELECT o.id FROM attribute_options o JOIN attributes a ON a.id = o.attribute_id
        JOIN product_attribute_values v ON v.option_id = o.id
        WHERE a.code = ${code} GROUP BY o.id ORDER BY count(*) DESC, o.id LIMIT 2`);
      expect(options.length).toBe(2);
      const [first, second] = options.map((o) => o.id);
      expect(await count(backend, { filter: { [code]: { eq: String(first) } } })).toBe(await withOptions([first!]));
      expect(await count(backend, { filter: { [code]: { in: [String(first), String(second)] } } }))
        .toBe(await withOptions([first!, second!]));
    },
  );

  it("an option id of another attribute matches nothing", async () => {
    const [sizeOption] = await rows<{ id: number }>(backend, sql`
      SELECT o.id FROM attribute_options o JOIN attributes a ON a.id = o.attribute_id WHERE a.code = 'size'
      ORDER BY o.id LIMIT 1`);
    expect(await count(backend, { filter: { color: { eq: String(sizeOption!.id) } } })).toBe(0);
  });

  it("combines filters with AND and an empty `in` with nothing", async () => {
    const all = await count(backend, { filter: { category_uid: { eq: uid(department.id) } } });
    const cheap = await count(backend, { filter: { category_uid: { eq: uid(department.id) }, price: { to: "30" } } });
    expect(cheap).toBeGreaterThan(0);
    expect(cheap).toBeLessThan(all);
    expect(await count(backend, { filter: { sku: { in: [] } } })).toBe(0);
  });

  it("lists the products in both of two unrelated categories, before and after some join both", async () => {
    // Sub-categories of two different departments.
    const [a, b] = await rows<{ id: number }>(backend, sql`
      SELECT DISTINCT ON (c.parent_id) c.id FROM categories c
      WHERE c.level = 3 AND c.is_active AND EXISTS (SELECT 1 FROM product_categories pc WHERE pc.category_id = c.id)
      ORDER BY c.parent_id, c.position, c.id LIMIT 2`);
    const filter = { category_uid: { eq: uid(a!.id) }, category_id: { eq: String(b!.id) } };
    const before = await inEvery([[a!.id], [b!.id]]);
    expect(await skusOf(filter)).toEqual(before);

    // Three more of b's listable products join a (this file's own copy of the database, and its last test).
    await backend.database.db.execute(sql`
      INSERT INTO product_categories (product_id, category_id, position)
      SELECT p.id, ${a!.id}, 0 FROM products p JOIN product_categories pc ON pc.product_id = p.id
      WHERE pc.category_id = ${b!.id} AND p.is_enabled AND p.visibility IN (2, 4)
        AND NOT EXISTS (SELECT 1 FROM product_categories x WHERE x.product_id = p.id AND x.category_id = ${a!.id})
      ORDER BY p.id LIMIT 3`);
    await reindex(backend.database);
    const expected = await inEvery([[a!.id], [b!.id]]);
    expect(expected.length).toBe(before.length + 3);
    expect(await skusOf(filter)).toEqual(expected);
    expect(await skusOf({ category_id: { in: [String(a!.id)] }, category_uid: { in: [uid(b!.id)] } })).toEqual(expected);
  });
});
