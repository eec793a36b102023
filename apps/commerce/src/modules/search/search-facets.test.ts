import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestBackend, uid, type TestBackend } from "../../test/backend.ts";
import { count, products, rows, type AggregationResult, type ProductsResult } from "../../test/search-queries.ts";

let backend: TestBackend;
let department: number;
let listing: ProductsResult;
const base = () => ({ category_uid: { eq: uid(department) } });

beforeAll(async () => {
  backend = await createTestBackend();
  const [row] = await rows<{ id: number }>(backend, sql`
    SELECT id FROM categories WHERE level = 2 AND is_active AND display_mode <> 'PAGE' ORDER BY position, id LIMIT 1`);
  department = row!.id;
  listing = await products(backend, { filter: base(), pageSize: 12 });
});
afterAll(() => backend?.close());

const facet = (result: ProductsResult, code: string) => result.aggregations.find((a) => a.attribute_code === code);

/** The filter that selects one option of a facet, as a storefront builds it from the option's value. */
function optionFilter(a: AggregationResult, value: string): Record<string, unknown> {
  if (a.attribute_code === "price") {
    const [from, to] = value.split("_").map(Number);
    // Ranges are [from, to): the filter's upper bound is inclusive, so stop a cent short.
    return { price: { from: String(from), to: (to! - 0.01).toFixed(2) } };
  }
  return { [a.attribute_code]: { eq: value } };
}

/** Up to `n` options spread over the facet (first, middle, last …). */
const sample = <T>(list: T[], n: number) =>
  list.length <= n ? list : Array.from({ length: n }, (_, i) => list[Math.round((i * (list.length - 1)) / (n - 1))]!);

describe("products aggregations", () => {
  it("offers price, category, brand and attribute facets with Magento's shapes", async () => {
    const codes = listing.aggregations.map((a) => a.attribute_code);
    expect(codes).toEqual(expect.arrayContaining(["price", "category_id", "brand"]));
    expect(facet(listing, "category_id")!.label).toBe("Category");
    for (const a of listing.aggregations) {
      expect(a.count).toBe(a.options.length);
      expect(a.options.length).toBeGreaterThan(0);
      for (const o of a.options) expect(o.count).toBeGreaterThan(0);
    }
    for (const o of facet(listing, "price")!.options) {
      expect(o.value).toMatch(/^\d+_\d+$/);
      expect(o.label).toBe(o.value.replace("_", "-"));
    }
    const step = facet(listing, "price")!.options.map((o) => o.value.split("_").map(Number)).map(([a, b]) => b! - a!);
    expect(new Set(step).size).toBe(1);
    expect(String(step[0])).toMatch(/^10*$/);
  });

  it("orders attribute options by option position and brands by name", async () => {
    const order = await rows<{ code: string; id: number }>(backend, sql`
      SELECT a.code, o.id FROM attribute_options o JOIN attributes a ON a.id = o.attribute_id
      ORDER BY a.id, o.position, o.id`);
    for (const a of listing.aggregations.filter((x) => !["price", "category_id", "brand"].includes(x.attribute_code))) {
      const expected = order.filter((o) => o.code === a.attribute_code).map((o) => String(o.id))
        .filter((id) => a.options.some((o) => o.value === id));
      expect(a.options.map((o) => o.value)).toEqual(expected);
    }
    const brands = facet(listing, "brand")!.options.map((o) => o.label);
    expect(brands).toEqual([...brands].sort((x, y) => x.localeCompare(y, "en")));
  });

  it("counts what filtering on each option returns", async () => {
    for (const a of listing.aggregations) {
      for (const option of sample(a.options, 3)) {
        // Category included: it is counted over the page's matches, so its option adds to the page's category.
        const filter = { ...base(), ...optionFilter(a, option.value) };
        expect(await count(backend, { filter }), `${a.attribute_code}=${option.value}`).toBe(option.count);
      }
    }
  });

  it("counts a filtered facet as if its own filter were off, and the others with it on", async () => {
    const attribute = listing.aggregations.find(
      (a) => !["price", "category_id", "brand"].includes(a.attribute_code) && a.options.length > 1,
    )!;
    const code = attribute.attribute_code;
    const chosen = attribute.options[0]!;
    const selected = { ...base(), [code]: { eq: chosen.value } };
    const filtered = await products(backend, { filter: selected, pageSize: 1 });
    expect(filtered.total_count).toBe(chosen.count);

    expect(facet(filtered, code)!.options).toEqual(attribute.options);

    for (const option of sample(facet(filtered, "brand")!.options, 3)) {
      const expected = await count(backend, { filter: { ...selected, brand: { eq: option.value } } });
      expect(option.count).toBe(expected);
    }
    for (const option of sample(facet(filtered, "category_id")!.options, 3)) {
      const expected = await count(backend, { filter: { ...selected, category_id: { eq: option.value } } });
      expect(option.count, `category ${option.value}`).toBe(expected);
    }
    for (const option of sample(facet(filtered, "price")!.options, 2)) {
      const expected = await count(backend, {
        filter: { ...selected, ...optionFilter(facet(filtered, "price")!, option.value) },
      });
      expect(option.count).toBe(expected);
    }
  });

  it("counts the facets of a listing filtered by one brand only, with or without a name filter", async () => {
    const brand = facet(listing, "brand")!.options[0]!.value;
    for (const extra of [{}, { name: { match: "a" } }]) {
      const filter = { brand: { eq: brand }, ...extra };
      const result = await products(backend, { filter, pageSize: 1 });
      for (const option of sample(facet(result, "brand")!.options, 3)) {
        expect(option.count).toBe(await count(backend, { filter: { ...extra, brand: { eq: option.value } } }));
      }
      for (const option of sample(facet(result, "category_id")!.options, 3)) {
        expect(option.count).toBe(await count(backend, { filter: { ...filter, category_id: { eq: option.value } } }));
      }
    }
  });

  it("counts the category facet over the page's matches: no category outside the page's is offered", async () => {
    const options = facet(listing, "category_id")!.options;
    expect(options.length).toBeGreaterThan(1);
    for (const option of options) {
      const expected = await count(backend, { filter: { ...base(), category_id: { eq: option.value } } });
      expect(option.count, `category ${option.label}`).toBe(expected);
    }
    expect(options.find((o) => o.value === String(department))?.count).toBe(listing.total_count);

    const inside = await rows<{ id: number }>(backend, sql`
      SELECT c.id FROM categories c JOIN categories top ON top.id = ${department}
      WHERE c.id = top.id OR c.path LIKE top.path || '/%'`);
    const own = new Set(inside.map((c) => String(c.id)));
    for (const option of options) expect(own.has(option.value), `category ${option.label}`).toBe(true);
    const siblings = await rows<{ id: number }>(backend, sql`
      SELECT id FROM categories WHERE level = 2 AND is_active AND id <> ${department}`);
    expect(siblings.length).toBeGreaterThan(0);
    for (const s of siblings) expect(options.map((o) => o.value)).not.toContain(String(s.id));
  });

  it("keeps several selected options of one facet combinable (multi-select)", async () => {
    const [first, second] = facet(listing, "brand")!.options;
    const both = await count(backend, { filter: { ...base(), brand: { in: [first!.value, second!.value] } } });
    expect(both).toBe(first!.count + second!.count);
  });

  it("with includeDirectChildrenOnly offers only the sub-categories of the filtered category", async () => {
    const direct = await products(backend, { filter: base(), pageSize: 1, direct: true });
    const children = await rows<{ id: number }>(backend, sql`SELECT id FROM categories WHERE parent_id = ${department}`);
    const ids = new Set(children.map((c) => String(c.id)));
    const options = facet(direct, "category_id")!.options;
    expect(options.length).toBeGreaterThan(0);
    for (const o of options) expect(ids.has(o.value)).toBe(true);
  });

  it("with includeDirectChildrenOnly and a sub-category selected offers the children of both", async () => {
    // A sub-category of the department that has sub-categories with products of its own.
    const [child] = await rows<{ id: number }>(backend, sql`
      SELECT c.id FROM categories c WHERE c.parent_id = ${department} AND c.is_active AND EXISTS (
        SELECT 1 FROM categories g JOIN product_categories pc ON pc.category_id = g.id WHERE g.parent_id = c.id)
      ORDER BY c.position, c.id LIMIT 1`);
    const grandchildren = await rows<{ id: number }>(backend, sql`
      SELECT DISTINCT g.id FROM categories g JOIN product_categories pc ON pc.category_id = g.id
      JOIN products p ON p.id = pc.product_id AND p.is_enabled AND p.visibility IN (2, 4)
      WHERE g.parent_id = ${child!.id} AND g.is_active`);
    expect(grandchildren.length).toBeGreaterThan(0);

    const filter = { ...base(), category_id: { eq: String(child!.id) } };
    const result = await products(backend, { filter, pageSize: 1, direct: true });
    expect(result.total_count).toBeGreaterThan(0);
    const options = facet(result, "category_id")!.options;
    const values = options.map((o) => o.value);
    // The selected sub-category is a child of the department; its own children are offered too.
    expect(values).toContain(String(child!.id));
    for (const g of grandchildren) expect(values).toContain(String(g.id));
    const parents = await rows<{ id: number; parent_id: number }>(backend, sql`SELECT id, parent_id FROM categories`);
    const parentOf = new Map(parents.map((c) => [String(c.id), c.parent_id]));
    for (const o of options) expect([department, child!.id]).toContain(parentOf.get(o.value));
    for (const o of options) {
      // eq and in are separate conditions, so this is the page, the selected sub-category and the option.
      const narrowed = { ...base(), category_id: { eq: String(child!.id), in: [o.value] } };
      expect(o.count, `category ${o.label}`).toBe(await count(backend, { filter: narrowed }));
    }
  });

  it("facets a search too", async () => {
    const result = await products(backend, { search: "lipstick", pageSize: 1 });
    const colour = facet(result, "color")!;
    expect(colour.options.length).toBeGreaterThan(1);
    const option = colour.options[0]!;
    expect(await count(backend, { search: "lipstick", filter: { color: { eq: option.value } } })).toBe(option.count);
  });
});
