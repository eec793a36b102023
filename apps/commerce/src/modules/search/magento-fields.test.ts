import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestBackend, type TestBackend } from "../../test/backend.ts";
import { rows, type AggregationResult } from "../../test/search-queries.ts";

// Products.filters (Magento's older facets), Products.suggestions and the cost of Magento's other product fields
// in a listing, over the demo catalogue.

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend?.close());

interface FilterItem {
  __typename: string;
  label: string;
  value_string: string;
  items_count: number;
  swatch_data?: { type: string; value: string } | null;
}

async function data(query: string, variables?: Record<string, unknown>) {
  const { body } = await backend.graphql(query, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

describe("Products.filters", () => {
  const QUERY = `query($search: String, $filter: ProductAttributeFilterInput) { products(search: $search, filter: $filter) {
    aggregations { attribute_code label count options { label value count } }
    filters { name request_var filter_items_count filter_items { __typename label value_string items_count
      ... on SwatchLayerFilterItem { swatch_data { type value } } } }
  } }`;

  it("lists the same facets, options and counts as aggregations, in Magento's older names", async () => {
    const [makeUp] = await rows<{ id: number }>(backend, sql`SELECT id FROM categories WHERE url_path = 'make-up'`);
    for (const variables of [{ filter: { category_id: { eq: String(makeUp!.id) } } }, { search: "lipstick" }]) {
      const { products } = await data(QUERY, variables);
      expect(products.filters.length, JSON.stringify(variables)).toBeGreaterThan(3);
      expect(products.filters.map((f: { request_var: string }) => f.request_var)).toEqual(
        products.aggregations.map((a: AggregationResult) => (a.attribute_code === "category_id" ? "cat" : a.attribute_code)),
      );
      products.aggregations.forEach((a: AggregationResult, i: number) => {
        const filter = products.filters[i];
        expect(filter).toMatchObject({ name: a.label, filter_items_count: a.count });
        expect(filter.filter_items.map((f: FilterItem) => [f.label, f.value_string, f.items_count])).toEqual(
          a.options.map((o) => [o.label, a.attribute_code === "price" ? o.value.replace("_", "-") : o.value, o.count]),
        );
      });
    }
  });

  it("gives the options of swatch attributes their swatches", async () => {
    const { products } = await data(QUERY, { search: "lipstick" });
    const color = products.filters.find((f: { request_var: string }) => f.request_var === "color");
    const [swatches] = await rows<{ n: number }>(backend, sql`
      SELECT count(*)::int AS n FROM attribute_options o JOIN attributes a ON a.id = o.attribute_id
      WHERE a.code = 'color' AND o.swatch_value LIKE '#%'`);
    expect(swatches!.n).toBeGreaterThan(0);
    for (const item of color.filter_items as FilterItem[]) {
      const [option] = await rows<{ swatch_value: string }>(backend, sql`
        SELECT swatch_value FROM attribute_options WHERE id = ${Number(item.value_string)}`);
      expect(item).toMatchObject({ __typename: "SwatchLayerFilterItem", swatch_data: { type: "1", value: option!.swatch_value } });
    }
    const category = products.filters.find((f: { request_var: string }) => f.request_var === "cat");
    expect(category.filter_items[0].__typename).toBe("LayerFilterItem");
  });
});

describe("Products.suggestions", () => {
  const QUERY = `query($search: String, $filter: ProductAttributeFilterInput) {
    products(search: $search, filter: $filter) { total_count suggestions { search } } }`;

  it("offers close spellings that find products when a search finds none", async () => {
    const { products } = await data(QUERY, { search: "mascraa" });
    expect(products).toEqual({ total_count: 0, suggestions: [{ search: "mascara" }, { search: "mask" }] });
    for (const { search } of products.suggestions) {
      expect((await data(QUERY, { search })).products.total_count, search).toBeGreaterThan(0);
    }
  });

  it("keeps the words the catalogue knows and corrects the others", async () => {
    // One known word of three is too few for a partial match.
    const { products } = await data(QUERY, { search: "noir mascraa moistrizer" });
    expect(products.total_count).toBe(0);
    expect(products.suggestions[0]).toEqual({ search: "noir mascara moisturiser" });
  });

  it("offers nothing for words nothing is close to, and null when the search finds products or there is none", async () => {
    expect((await data(QUERY, { search: "qqxzv" })).products).toEqual({ total_count: 0, suggestions: [] });
    expect((await data(QUERY, { search: "mascara" })).products.suggestions).toBeNull();
    expect((await data(QUERY, { filter: { sku: { eq: "no-such-sku" } } })).products).toEqual({ total_count: 0, suggestions: null });
  });
});

describe("Magento's other product fields in a listing", () => {
  const LISTING = `query($uid: String!, $size: Int) { products(filter: { category_uid: { eq: $uid } }, pageSize: $size) {
    items { sku created_at updated_at new_from_date special_price special_from_date special_to_date canonical_url url_path
      swatch_image media_gallery_entries { file types } product_links { link_type linked_product_sku linked_product_type }
      price { minimalPrice { amount { value } } regularPrice { amount { value } } } websites { code }
      price_range { minimum_price { fixed_product_taxes { label } } }
      ... on CustomizableProductInterface { options { uid } } }
  } }`;

  /**
   * Statements the database runs while the request is answered, but for what the app rereads every second or so
   * whatever the request: the store views and rates, and the search index's version.
   */
  async function statements(variables: Record<string, unknown>): Promise<{ count: number; items: number }> {
    const client = (backend.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query;
    let count = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      const statement = args[0];
      const text = typeof statement === "string" ? statement : String((statement as { text?: unknown } | null)?.text ?? "");
      if (!/from "?(stores|currency_rates|search_index_state)\b/i.test(text)) count++;
      return query.apply(this, args);
    };
    try {
      const { products } = await data(LISTING, variables);
      return { count, items: products.items.length };
    } finally {
      client.query = query;
    }
  }

  it("cost the same number of queries for 5 products as for 40", async () => {
    const [makeUp] = await rows<{ id: number }>(backend, sql`SELECT id FROM categories WHERE url_path = 'make-up'`);
    const uid = Buffer.from(String(makeUp!.id)).toString("base64");
    await statements({ uid, size: 2 });
    const few = await statements({ uid, size: 5 });
    const many = await statements({ uid, size: 40 });
    expect([few.items, many.items]).toEqual([5, 40]);
    expect(many.count).toBe(few.count);
  });
});
