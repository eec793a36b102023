import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogTestClient, type CatalogTestClient } from "../../test/catalog-client.ts";
import { uid } from "../../test/backend.ts";
import { FX } from "../../test/catalog-fixtures.ts";

let t: CatalogTestClient;
beforeAll(async () => {
  t = await catalogTestClient();
}, 180_000);
afterAll(async () => {
  await t?.backend.close();
});

const C = FX.cat;
const NODE = "uid name level position url_path url_suffix include_in_menu";
const MENU = `query { categories(pageSize: 20) { total_count items { id uid level name
  children { ${NODE} children { ${NODE} children { ${NODE} children { ${NODE} } } } } } } }`;

const FULL = `id uid name level position path url_key url_path url_suffix include_in_menu is_anchor display_mode landing_page
  cms_block { identifier title content } description image meta_title meta_keywords meta_description
  breadcrumbs { category_id category_uid category_name category_level category_url_key category_url_path }
  children { name position include_in_menu } children_count product_count`;

const list = (filters: string, fields = "name", paging = "") =>
  `query { categories(filters: ${filters}${paging}) { total_count page_info { current_page page_size total_pages } items { ${fields} } } }`;

describe("menu tree", () => {
  it("answers the store root without filters, with four levels of active children in position order", async () => {
    const { categories } = await t.data(MENU);
    expect(categories.total_count).toBe(1);
    const root = categories.items[0];
    expect(root).toMatchObject({ id: 2, uid: uid(2), level: 1 });
    expect(root.children.length).toBeGreaterThan(0);
    for (const child of root.children) expect(child.level).toBe(2);
    const positions = root.children.map((c: { position: number }) => c.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    const dept = root.children.find((c: { name: string }) => c.name === "Fixture Dept");
    expect(dept.children.map((c: { name: string }) => c.name)).toEqual(["Fixture Eyes", "Fixture Face", "Fixture NoMenu"]);
    expect(dept.children[2].include_in_menu).toBe(0);
    const face = dept.children[1];
    expect(face.children[0]).toMatchObject({ name: "Fixture Serums", level: 4, url_suffix: ".html" });
    expect(face.children[0].children[0]).toMatchObject({ name: "Fixture Oils", level: 5 });
  });

  it("has a demo tree at least three levels deep under the root", async () => {
    const { categories } = await t.data(MENU);
    const depth = (n: { children?: unknown[] }): number =>
      1 + Math.max(0, ...((n.children ?? []) as { children?: unknown[] }[]).map(depth));
    const demo = categories.items[0].children.filter((c: { name: string }) => !c.name.startsWith("Fixture"));
    expect(Math.max(...demo.map(depth))).toBeGreaterThanOrEqual(3);
  });
});

describe("category fields", () => {
  it("serves every CategoryTree field", async () => {
    const { categories } = await t.data(list(`{ category_uid: { eq: "${uid(C.dept)}" } }`, FULL));
    expect(categories.total_count).toBe(1);
    const dept = categories.items[0];
    expect(dept).toMatchObject({
      id: C.dept, uid: uid(C.dept), name: "Fixture Dept", level: 2, position: 999, path: `1/2/${C.dept}`,
      url_key: "fixture-dept", url_path: "fixture-dept", url_suffix: ".html", include_in_menu: 1, is_anchor: 1,
      display_mode: "PRODUCTS_AND_PAGE", landing_page: FX.block, description: "<p>Dept</p>", meta_title: "Fixture Dept meta",
      cms_block: { identifier: "fixture-landing", title: "Fixture landing", content: "<p>Landing</p>" },
      breadcrumbs: null,
      // Active descendants: Eyes, Face, Serums, Oils, NoMenu.
      children_count: "5",
      // Anchor: products of every descendant, visible in the catalogue, enabled.
      product_count: 3,
    });
    expect(dept.image).toMatch(/^https?:\/\/[^/]+\/media\/catalog\/category\/fixture-dept\.png$/);
    expect(dept.children.map((c: { name: string }) => c.name)).toEqual(["Fixture Eyes", "Fixture Face", "Fixture NoMenu"]);
  });

  it("gives breadcrumbs from the department down to the parent", async () => {
    const { categories } = await t.data(list(`{ ids: { eq: "${C.serums}" } }`, "breadcrumbs { category_id category_uid category_name category_level category_url_key category_url_path } product_count"));
    expect(categories.items[0].breadcrumbs).toEqual([
      { category_id: C.dept, category_uid: uid(C.dept), category_name: "Fixture Dept", category_level: 2, category_url_key: "fixture-dept", category_url_path: "fixture-dept" },
      { category_id: C.face, category_uid: uid(C.face), category_name: "Fixture Face", category_level: 3, category_url_key: "fixture-face", category_url_path: "fixture-dept/fixture-face" },
    ]);
    expect(categories.items[0].product_count).toBe(1);
  });

  it("lists a category's products in merchandising order, paged", async () => {
    const q = `query($page: Int) { categories(filters: { ids: { eq: "${C.dept}" } }) { items {
      products(pageSize: 2, currentPage: $page) { total_count page_info { current_page page_size total_pages } items { __typename sku } } } } }`;
    const first = (await t.data(q, { page: 1 })).categories.items[0].products;
    expect(first.total_count).toBe(3);
    expect(first.page_info).toEqual({ current_page: 1, page_size: 2, total_pages: 2 });
    expect(first.items).toEqual([{ __typename: "SimpleProduct", sku: "FX-SIMPLE" }, { __typename: "ConfigurableProduct", sku: "FX-CONF" }]);
    const second = (await t.data(q, { page: 2 })).categories.items[0].products;
    expect(second.items).toEqual([{ __typename: "GroupedProduct", sku: "FX-GROUPED" }]);
  });
});

describe("filters and paging", () => {
  it("filters by url_path, url_key, parent id and parent uid, and name", async () => {
    const names = async (filters: string) => (await t.data(list(filters))).categories.items.map((c: { name: string }) => c.name);
    expect(await names(`{ url_path: { eq: "fixture-dept/fixture-face" } }`)).toEqual(["Fixture Face"]);
    expect(await names(`{ url_key: { in: ["fixture-eyes", "fixture-face"] } }`)).toEqual(["Fixture Eyes", "Fixture Face"]);
    expect(await names(`{ parent_id: { eq: "${C.dept}" } }`)).toEqual(["Fixture Eyes", "Fixture Face", "Fixture NoMenu"]);
    expect(await names(`{ parent_category_uid: { eq: "${uid(C.face)}" } }`)).toEqual(["Fixture Serums"]);
    expect(await names(`{ name: { match: "fixture ey" } }`)).toEqual(["Fixture Eyes"]);
    expect(await names(`{ parent_id: { eq: "${C.dept}" }, name: { match: "Face" } }`)).toEqual(["Fixture Face"]);
    expect(await names(`{ ids: { in: [] } }`)).toEqual([]);
  });

  it("pages results and refuses pages past the end", async () => {
    const page2 = await t.data(list(`{ parent_id: { eq: "${C.dept}" } }`, "name", ", pageSize: 2, currentPage: 2"));
    expect(page2.categories).toEqual({
      total_count: 3,
      page_info: { current_page: 2, page_size: 2, total_pages: 2 },
      items: [{ name: "Fixture NoMenu" }],
    });
    expect(await t.errors(list(`{ parent_id: { eq: "${C.dept}" } }`, "name", ", pageSize: 2, currentPage: 3"))).toEqual([
      expect.objectContaining({ message: "currentPage value 3 specified is greater than the 2 page(s) available.", category: "graphql-input" }),
    ]);
    expect(await t.errors(list("{}", "name", ", pageSize: 0"))).toEqual([
      expect.objectContaining({ message: "pageSize value must be greater than 0.", category: "graphql-input" }),
    ]);
    expect(await t.errors(list("{}", "name", ", currentPage: -1"))).toEqual([
      expect.objectContaining({ message: "currentPage value must be greater than 0.", category: "graphql-input" }),
    ]);
  });

  it("hides inactive and unknown categories", async () => {
    for (const filters of [`{ ids: { eq: "${C.hidden}" } }`, `{ ids: { eq: "99999999999" } }`, `{ url_key: { eq: "no-such-thing" } }`]) {
      expect((await t.data(list(filters))).categories).toMatchObject({ total_count: 0, items: [] });
    }
    expect(await t.errors(`{ category(id: ${C.hidden}) { name } }`)).toEqual([
      expect.objectContaining({ message: "Category doesn't exist", category: "graphql-no-such-entity" }),
    ]);
  });

  it("reports malformed uids and short name matches as input errors", async () => {
    expect(await t.errors(list(`{ category_uid: { eq: "not a uid" } }`))).toEqual([
      expect.objectContaining({ message: 'Value of uid "not a uid" is incorrect.', category: "graphql-input" }),
    ]);
    expect(await t.errors(list(`{ parent_category_uid: { in: ["${uid("abc")}"] } }`))).toEqual([
      expect.objectContaining({ category: "graphql-input" }),
    ]);
    expect(await t.errors(list(`{ name: { match: "ab" } }`))).toEqual([
      expect.objectContaining({ message: "Invalid match filter. Minimum length is 3.", category: "graphql-input" }),
    ]);
  });

  it("keeps the deprecated categoryList and category queries", async () => {
    const { categoryList } = await t.data(`{ categoryList(filters: { ids: { eq: "${C.face}" } }) { name children { name } } }`);
    expect(categoryList).toEqual([{ name: "Fixture Face", children: [{ name: "Fixture Serums" }] }]);
    const { category } = await t.data(`{ category(id: ${C.eyes}) { name url_path } }`);
    expect(category).toEqual({ name: "Fixture Eyes", url_path: "fixture-dept/fixture-eyes" });
    const root = await t.data(`{ category { id level } }`);
    expect(root.category).toEqual({ id: 2, level: 1 });
  });
});
