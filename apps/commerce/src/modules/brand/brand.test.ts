import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtureBackend, type FixtureBackend } from "../../server/test-fixture.ts";
import { brands, products } from "../catalog/tables.ts";

const uid = (id: number) => Buffer.from(String(id)).toString("base64");
const LIST = `query($filter: BrandFilterInput, $pageSize: Int, $currentPage: Int) {
  brands(filter: $filter, pageSize: $pageSize, currentPage: $currentPage) {
    items { uid id name url_key first_letter is_featured product_count }
    total_count page_info { current_page page_size total_pages } letters { letter count }
  }
}`;

describe("brands", () => {
  let backend: FixtureBackend;
  beforeAll(async () => {
    backend = await createFixtureBackend();
    await backend.database.db.insert(brands).values([
      { id: 1, name: "Aurelle", urlKey: "aurelle", isFeatured: true },
      { id: 2, name: "atelier nord", urlKey: "atelier-nord" },
      { id: 3, name: "Bellamare", urlKey: "bellamare" },
      { id: 4, name: "Élan 100%", urlKey: "elan" },
      { id: 5, name: "1920 Parfums", urlKey: "1920-parfums" },
    ]);
    await backend.database.db.insert(products).values([
      { id: 1, sku: "A-1", typeId: "simple", name: "Serum", urlKey: "serum", brandId: 1 },
      { id: 2, sku: "A-2", typeId: "simple", name: "Cream", urlKey: "cream", brandId: 1 },
      { id: 3, sku: "A-3", typeId: "simple", name: "Hidden", urlKey: "hidden", brandId: 1, visibility: 1 },
    ]);
  });
  afterAll(() => backend.close());

  it("lists brands A–Z with paging and the letter index", async () => {
    const { body } = await backend.graphql(LIST, { pageSize: 2 });
    expect(body.errors).toBeUndefined();
    expect(body.data.brands).toEqual({
      items: [
        { uid: uid(5), id: 5, name: "1920 Parfums", url_key: "1920-parfums", first_letter: "#", is_featured: false, product_count: 0 },
        { uid: uid(2), id: 2, name: "atelier nord", url_key: "atelier-nord", first_letter: "A", is_featured: false, product_count: 0 },
      ],
      total_count: 5,
      page_info: { current_page: 1, page_size: 2, total_pages: 3 },
      letters: [{ letter: "#", count: 2 }, { letter: "A", count: 2 }, { letter: "B", count: 1 }],
    });
    const last = await backend.graphql(LIST, { pageSize: 2, currentPage: 3 });
    expect(last.body.data.brands.items.map((b: { name: string }) => b.name)).toEqual(["Élan 100%"]);
  });

  it("filters by first letter without narrowing the letter index", async () => {
    const { body } = await backend.graphql(LIST, { filter: { first_letter: { eq: "a" } } });
    expect(body.data.brands.items.map((b: { name: string }) => b.name)).toEqual(["atelier nord", "Aurelle"]);
    expect(body.data.brands.items[1].product_count).toBe(2);
    expect(body.data.brands.letters).toHaveLength(3);
  });

  it("filters by name literally, by uid, url key and featured flag", async () => {
    const names = async (filter: object) =>
      (await backend.graphql(LIST, { filter })).body.data.brands.items.map((b: { name: string }) => b.name);
    expect(await names({ name: { match: "ELL" } })).toEqual(["Aurelle", "Bellamare"]);
    expect(await names({ name: { match: "%" } })).toEqual(["Élan 100%"]);
    expect(await names({ brand_uid: { in: [uid(3), uid(1)] } })).toEqual(["Aurelle", "Bellamare"]);
    expect(await names({ url_key: { eq: "elan" } })).toEqual(["Élan 100%"]);
    expect(await names({ is_featured: { eq: "1" } })).toEqual(["Aurelle"]);
  });

  it("refuses bad paging and malformed uids as input errors", async () => {
    const cases: [object, string][] = [
      [{ pageSize: 0 }, "pageSize value must be greater than 0."],
      [{ currentPage: 0 }, "currentPage value must be greater than 0."],
      [{ currentPage: 9 }, "currentPage value 9 specified is greater than the 1 page(s) available."],
      [{ filter: { brand_uid: { eq: "not base64!" } } }, 'Value of uid "not base64!" is incorrect.'],
    ];
    for (const [variables, message] of cases) {
      const { status, body } = await backend.graphql(LIST, variables as Record<string, unknown>);
      expect(status).toBe(200);
      expect(body.errors[0]).toMatchObject({ message, extensions: { category: "graphql-input" } });
    }
  });

  it("looks one brand up by url key or uid, null when unknown", async () => {
    const query = "query($uid: ID, $key: String) { brand(uid: $uid, url_key: $key) { name } }";
    expect((await backend.graphql(query, { key: "bellamare" })).body.data.brand).toEqual({ name: "Bellamare" });
    expect((await backend.graphql(query, { uid: uid(1) })).body.data.brand).toEqual({ name: "Aurelle" });
    expect((await backend.graphql(query, { key: "nobody" })).body).toEqual({ data: { brand: null } });
    expect((await backend.graphql(query, {})).body.errors[0].extensions.category).toBe("graphql-input");
  });
});
