import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestBackend, uid, type TestBackend } from "../../test/backend.ts";
import { count, products, productsError, rows } from "../../test/search-queries.ts";
import { normalizeSearchText } from "./text.ts";

let backend: TestBackend;
let category: string;
let positions: Map<string, number>;
beforeAll(async () => {
  backend = await createTestBackend();
  const [row] = await rows<{ id: number }>(backend, sql`
    SELECT c.id FROM categories c JOIN product_categories pc ON pc.category_id = c.id
    WHERE c.level = 3 AND c.is_active GROUP BY c.id HAVING count(*) BETWEEN 40 AND 250 ORDER BY c.id LIMIT 1`);
  category = uid(row!.id);
  const placed = await rows<{ sku: string; position: number }>(backend, sql`
    SELECT p.sku, pc.position FROM product_categories pc JOIN products p ON p.id = pc.product_id
    WHERE pc.category_id = ${row!.id}`);
  positions = new Map(placed.map((p) => [p.sku, p.position]));
});
afterAll(() => backend?.close());

const listing = (extra: Record<string, unknown> = {}) => ({ filter: { category_uid: { eq: category } }, ...extra });
const finalPrices = (items: { price_range: { minimum_price: { final_price: { value: number } } } }[]) =>
  items.map((i) => i.price_range.minimum_price.final_price.value);
const nonDecreasing = (xs: (number | string)[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);

describe("products sort", () => {
  it("lists a category by merchandising position by default", async () => {
    const result = await products(backend, listing({ pageSize: 60 }));
    expect(result.sort_fields).toEqual({
      default: "position",
      options: [
        { label: "Position", value: "position" },
        { label: "Product Name", value: "name" },
        { label: "Price", value: "price" },
      ],
    });
    expect(nonDecreasing(result.items.map((i) => positions.get(i.sku) ?? Infinity))).toBe(true);
  });

  it.each(["ASC", "DESC"] as const)("sorts by name %s", async (dir) => {
    const result = await products(backend, listing({ pageSize: 60, sort: { name: dir } }));
    const names = result.items.map((i) => normalizeSearchText(i.name));
    expect(nonDecreasing(dir === "ASC" ? names : [...names].reverse())).toBe(true);
  });

  it.each(["ASC", "DESC"] as const)("sorts by the displayed final price %s, in every currency", async (dir) => {
    for (const currency of ["GBP", "EUR", "USD"]) {
      const result = await products(backend, listing({ pageSize: 60, sort: { price: dir } }), { currency });
      const prices = finalPrices(result.items);
      expect(nonDecreasing(dir === "ASC" ? prices : [...prices].reverse()), `${currency}: ${prices.join(", ")}`).toBe(true);
    }
  });

  it("takes a category's sort keys in the order written, as products() does", async () => {
    const { body } = await backend.graphql(`query($uid: String!) {
      byPrice: products(filter: { category_uid: { eq: $uid } }, pageSize: 60, sort: { price: ASC, name: ASC }) { items { sku } }
      categories(filters: { category_uid: { eq: $uid } }, pageSize: 1) {
        items { products(pageSize: 60, sort: { price: ASC, name: ASC }) { items { sku price_range { minimum_price { final_price { value } } } } } }
      }
    }`, { uid: category });
    expect(body.errors).toBeUndefined();
    const listed = body.data.categories.items[0].products.items;
    expect(nonDecreasing(finalPrices(listed))).toBe(true);
    expect(listed.map((i: { sku: string }) => i.sku)).toEqual(body.data.byPrice.items.map((i: { sku: string }) => i.sku));
  });

  it("sorts by price in a search as well, and by relevance by default", async () => {
    const result = await products(backend, { search: "serum", pageSize: 40, sort: { price: "ASC" } });
    expect(nonDecreasing(finalPrices(result.items))).toBe(true);
    const relevance = await products(backend, { search: "serum", pageSize: 5 });
    expect(relevance.sort_fields.default).toBe("relevance");
    expect(relevance.sort_fields.options[0]).toEqual({ label: "Relevance", value: "relevance" });
  });
});

describe("products price index", () => {
  it("filters every product type at exactly the price it displays, in every store and currency", async () => {
    const picked = await rows<{ sku: string }>(backend, sql`
      SELECT sku FROM (
        SELECT p.sku, row_number() OVER (PARTITION BY p.type_id ORDER BY p.id) AS n
        FROM products p WHERE p.is_enabled AND p.visibility IN (2, 3, 4)) x
      WHERE n <= 3`);
    const views = [["default", "GBP"], ["default", "EUR"], ["default", "USD"], ["uus_2", "USD"], ["mx_website_store_view", "MXN"]];
    for (const [store, currency] of views) {
      const shown = await products(backend, { filter: { sku: { in: picked.map((p) => p.sku) } }, pageSize: 100 }, { store, currency });
      expect(shown.items.length).toBe(picked.length);
      for (const item of shown.items) {
        const price = item.price_range.minimum_price.final_price.value.toFixed(2);
        const at = await count(backend, { filter: { sku: { eq: item.sku }, price: { from: price, to: price } } }, { store, currency });
        expect(at, `${store} ${currency} ${item.sku} at ${price}`).toBe(1);
      }
    }
  });
});

describe("products paging", () => {
  it("pages through the same order without gaps or repeats", async () => {
    const all = await products(backend, listing({ pageSize: 30, sort: { price: "ASC" } }));
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(await products(backend, listing({ pageSize: 10, currentPage: page, sort: { price: "ASC" } })));
    expect(pages.flatMap((p) => p.items.map((i) => i.sku))).toEqual(all.items.map((i) => i.sku));
    expect(pages[1]!.page_info).toEqual({ current_page: 2, page_size: 10, total_pages: Math.ceil(all.total_count / 10) });
  });

  const sorts: Record<string, "ASC" | "DESC">[] = [{}, { name: "ASC" }, { name: "DESC" }, { price: "ASC" }, { price: "DESC" }, { position: "DESC" }];
  it.each(sorts)(
    "pages a whole department consistently when sorted by %j",
    async (sort) => {
      const [dept] = await rows<{ id: number }>(backend, sql`
        SELECT id FROM categories WHERE level = 2 AND is_active ORDER BY position, id LIMIT 1`);
      const filter = { category_id: { eq: String(dept!.id) } };
      const big = await products(backend, { filter, sort, pageSize: 100, currentPage: 2 });
      const small = await products(backend, { filter, sort, pageSize: 20, currentPage: 7 });
      expect(small.items.map((i) => i.sku)).toEqual(big.items.slice(20, 40).map((i) => i.sku));
      const everything = [];
      for (let page = 1; page <= Math.min(4, big.page_info.total_pages); page++) {
        everything.push(...(await products(backend, { filter, sort, pageSize: 100, currentPage: page })).items);
      }
      expect(new Set(everything.map((i) => i.sku)).size).toBe(everything.length);
    },
  );

  it("returns the remainder on the last page", async () => {
    const first = await products(backend, listing({ pageSize: 7 }));
    const last = await products(backend, listing({ pageSize: 7, currentPage: first.page_info.total_pages }));
    expect(last.items.length).toBe(first.total_count - 7 * (first.page_info.total_pages - 1));
  });

  it("defaults to 20 per page and caps the page size at 300", async () => {
    expect((await products(backend, listing())).page_info.page_size).toBe(20);
    const huge = await products(backend, { filter: {}, pageSize: 1_000_000 });
    expect(huge.page_info.page_size).toBe(300);
    expect(huge.items.length).toBe(300);
    expect(huge.page_info.total_pages).toBe(Math.ceil(huge.total_count / 300));
  });

  it("answers an empty result on any page without an error", async () => {
    const empty = await products(backend, { filter: { sku: { eq: "NO-SUCH-SKU" } }, currentPage: 5 });
    expect(empty.total_count).toBe(0);
    expect(empty.items).toEqual([]);
    expect(empty.page_info).toEqual({ current_page: 5, page_size: 20, total_pages: 0 });
  });
});

describe("products bad input", () => {
  const input = (e: { extensions?: { category?: string } }) => expect(e.extensions?.category).toBe("graphql-input");

  it.each([0, -1])("refuses pageSize %i with Magento's message", async (pageSize) => {
    const error = await productsError(backend, listing({ pageSize }));
    expect(error.message).toBe("pageSize value must be greater than 0.");
    input(error);
  });

  it.each([0, -3])("refuses currentPage %i with Magento's message", async (currentPage) => {
    const error = await productsError(backend, listing({ currentPage }));
    expect(error.message).toBe("currentPage value must be greater than 0.");
    input(error);
  });

  it("refuses a page past the end, saying how many pages there are", async () => {
    const { page_info } = await products(backend, listing({ pageSize: 10 }));
    const error = await productsError(backend, listing({ pageSize: 10, currentPage: 9999 }));
    expect(error.message).toBe(`currentPage value 9999 specified is greater than the ${page_info.total_pages} page(s) available.`);
    input(error);
  });

  it("requires search or filter", async () => {
    const error = await productsError(backend, {}, `{ products(pageSize: 2) { total_count } }`);
    expect(error.message).toBe("'search' or 'filter' input argument is required.");
  });

  it("rejects an unknown filter field in validation", async () => {
    const error = await productsError(backend, {}, `{ products(filter: { no_such_field: { eq: "1" } }) { total_count } }`);
    expect(error.message).toMatch(/no_such_field/);
  });

  it.each([
    [{ category_uid: { eq: "not base64!" } }, /Value of uid "not base64!" is incorrect/],
    [{ category_uid: { in: ["MTI=", "YWJj"] } }, /Value of uid "YWJj" is incorrect/],
    [{ category_id: { eq: "12abc" } }, /"12abc".*category_id/],
    [{ color: { in: ["1", "red"] } }, /"red".*color/],
    [{ brand: { eq: "' OR 1=1 --" } }, /brand/],
    [{ price: { from: "cheap" } }, /"cheap".*price/],
  ])("refuses malformed values %j with a clear input error", async (filter, message) => {
    const error = await productsError(backend, { filter });
    expect(error.message).toMatch(message);
    input(error);
  });

  it("treats ids that cannot exist as matching nothing", async () => {
    const result = await products(backend, { filter: { category_id: { eq: "9999999999" }, brand: { in: ["0"] } } });
    expect(result.total_count).toBe(0);
  });
});
