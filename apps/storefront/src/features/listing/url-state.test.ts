import { describe, expect, it } from "vitest";
import {
  defaultListingState,
  facetUrlKey,
  parseListingState,
  serialize,
  setPage,
  setPageSize,
  setSort,
  SORT_OPTIONS,
  toggleFilter,
  toProductsVariables,
  type ListingState,
} from "./url-state";

const state = (overrides: Partial<ListingState> = {}): ListingState => ({ ...defaultListingState, ...overrides });

describe("sort options", () => {
  it("offers the five options with their exact labels, default first", () => {
    expect(SORT_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ["", "Sort: Default"],
      ["name_ASC", "Sort: Name A-Z"],
      ["name_DESC", "Sort: Name Z-A"],
      ["price_ASC", "Sort: Price from low to high"],
      ["price_DESC", "Sort: Price from high to low"],
    ]);
  });
});

describe("parseListingState", () => {
  it.each<[string, string, Partial<ListingState>]>([
    ["empty query gives the defaults", "", {}],
    ["page", "page=3", { page: 3 }],
    ["page with a leading zero", "page=03", { page: 3 }],
    ["page 0 is invalid", "page=0", { page: 1 }],
    ["negative page", "page=-2", { page: 1 }],
    ["fractional page", "page=2.5", { page: 1 }],
    ["page with junk", "page=2abc", { page: 1 }],
    ["page in exponent form", "page=1e3", { page: 1 }],
    ["page beyond safe integers", "page=99999999999999999999", { page: 1 }],
    ["empty page", "page=", { page: 1 }],
    ["repeated page: first wins", "page=4&page=9", { page: 4 }],
    ["page size 24", "itemsPerPage=24", { itemsPerPage: 24 }],
    ["page size 60", "itemsPerPage=60", { itemsPerPage: 60 }],
    ["page size not offered", "itemsPerPage=20", { itemsPerPage: 12 }],
    ["page size not a number", "itemsPerPage=all", { itemsPerPage: 12 }],
    ["repeated page size: first wins", "itemsPerPage=60&itemsPerPage=24", { itemsPerPage: 60 }],
    ["sort", "sort=price_DESC", { sort: "price_DESC" }],
    ["sort is case-sensitive", "sort=price_desc", { sort: "" }],
    ["unknown sort", "sort=rating_DESC", { sort: "" }],
    ["repeated sort: first wins", "sort=name_ASC&sort=price_ASC", { sort: "name_ASC" }],
    ["term", "term=rose+oud", { term: "rose oud" }],
    ["keyword wins over term", "term=serum&keyword=toner", { term: "toner" }],
    ["blank keyword falls back to term", "keyword=+&term=serum", { term: "serum" }],
    ["term is trimmed", "term=%20serum%20", { term: "serum" }],
    ["repeated term: first wins", "term=a&term=b", { term: "a" }],
    ["single filter", "color=red", { filters: { color: ["red"] } }],
    ["repeated filter keeps every value once", "color=red&color=blue&color=red", { filters: { color: ["red", "blue"] } }],
    ["empty filter value dropped", "color=&size=M", { filters: { size: ["M"] } }],
    [
      "every base key",
      "brands=7&category_uid=MTI=&category_id=12&sku=LM-1&ref=mail&price=10_20",
      { filters: { brands: ["7"], category_uid: ["MTI="], category_id: ["12"], sku: ["LM-1"], ref: ["mail"], price: ["10_20"] } },
    ],
    ["unknown keys are ignored", "utm_source=mail&brand=7&colour=red", {}],
  ])("%s: ?%s", (_, query, expected) => {
    expect(parseListingState(query)).toEqual(state(expected));
  });

  it("reads only the attribute filters it is given", () => {
    const query = "color=red&shade=ivory";
    expect(parseListingState(query, { attributeFilters: ["shade"] }).filters).toEqual({ shade: ["ivory"] });
    expect(parseListingState(query).filters).toEqual({ color: ["red"] });
  });

  it("accepts URLSearchParams and Next's searchParams record", () => {
    const expected = state({ page: 2, sort: "name_DESC", filters: { color: ["red", "blue"] } });
    expect(parseListingState(new URLSearchParams("page=2&sort=name_DESC&color=red&color=blue"))).toEqual(expected);
    expect(parseListingState({ page: "2", sort: ["name_DESC", "price_ASC"], color: ["red", "blue"], size: undefined })).toEqual(expected);
  });
});

describe("serialize", () => {
  it.each<[string, Partial<ListingState>, string]>([
    ["defaults give an empty query", {}, ""],
    ["page 1 is left out", { page: 1 }, ""],
    ["page size 12 is left out", { itemsPerPage: 12 }, ""],
    ["default sort is left out", { sort: "" }, ""],
    [
      "everything, in a fixed order",
      { page: 2, itemsPerPage: 24, sort: "price_ASC", term: "rose oud", filters: { color: ["red"] } },
      "term=rose+oud&color=red&sort=price_ASC&itemsPerPage=24&page=2",
    ],
    ["base filter keys first, in their order", { filters: { color: ["red"], price: ["0_10"], brands: ["7"] } }, "brands=7&price=0_10&color=red"],
    ["other keys alphabetically", { filters: { size: ["M"], color: ["red"], gender: ["f"] } }, "color=red&gender=f&size=M"],
    ["values sorted and distinct", { filters: { color: ["red", "blue", "red"] } }, "color=blue&color=red"],
    ["empty value lists are left out", { filters: { color: [] } }, ""],
    ["reserved characters are encoded", { term: "a&b=c", filters: { category_uid: ["MTI="] } }, "term=a%26b%3Dc&category_uid=MTI%3D"],
    ["Chinese term", { term: "面霜" }, "term=%E9%9D%A2%E9%9C%9C"],
  ])("%s", (_, overrides, expected) => {
    expect(serialize(state(overrides))).toBe(expected);
  });

  it("gives one address for the same listing however it was typed", () => {
    const a = parseListingState("color=red&color=blue&sort=name_ASC&page=2&keyword=serum");
    const b = parseListingState("page=02&term=serum&sort=name_ASC&color=blue&color=red&utm=x");
    expect(serialize(a)).toBe(serialize(b));
    expect(parseListingState(serialize(a))).toEqual({ ...a, filters: { color: ["blue", "red"] } });
  });
});

describe("state helpers", () => {
  const start = state({ page: 4, itemsPerPage: 24, sort: "name_ASC", filters: { color: ["red"] } });

  it.each<[string, ListingState, Partial<ListingState>]>([
    ["toggle adds a value and goes to page 1", toggleFilter(start, "color", "blue"), { filters: { color: ["red", "blue"] }, page: 1 }],
    ["toggle removes a present value and drops the empty key", toggleFilter(start, "color", "red"), { filters: {}, page: 1 }],
    ["toggle opens a new key", toggleFilter(start, "brands", "7"), { filters: { color: ["red"], brands: ["7"] }, page: 1 }],
    ["toggle ignores an empty value", toggleFilter(start, "size", ""), { filters: { color: ["red"] }, page: 1 }],
    ["setSort goes to page 1", setSort(start, "price_DESC"), { sort: "price_DESC", page: 1 }],
    ["setSort rejects unknown values", setSort(start, "rating"), { sort: "", page: 1 }],
    ["setPage", setPage(start, 7), { page: 7 }],
    ["setPage from a string", setPage(start, "9"), { page: 9 }],
    ["setPage rejects 0", setPage(start, 0), { page: 1 }],
    ["setPage rejects NaN", setPage(start, Number.NaN), { page: 1 }],
    ["setPageSize resets the page", setPageSize(start, 60), { itemsPerPage: 60, page: 1 }],
    ["setPageSize rejects sizes not offered", setPageSize(start, 100), { itemsPerPage: 12, page: 1 }],
  ])("%s", (_, actual, changes) => {
    expect(actual).toEqual({ ...start, ...changes });
  });

  it("leaves the given state untouched", () => {
    const before = structuredClone(start);
    toggleFilter(start, "color", "red");
    setPageSize(start, 60);
    expect(start).toEqual(before);
  });

  it("a page-size change shows no page in the URL", () => {
    expect(serialize(setPageSize(start, 60))).toBe("color=red&sort=name_ASC&itemsPerPage=60");
  });
});

describe("facetUrlKey", () => {
  it.each([
    ["brand", "brands"],
    ["category_id", "category_id"],
    ["price", "price"],
    ["color", "color"],
  ])("%s → %s", (code, key) => {
    expect(facetUrlKey(code)).toBe(key);
  });

  it("round-trips a brand facet click into the brand filter", () => {
    const clicked = toggleFilter(defaultListingState, facetUrlKey("brand"), "7");
    expect(toProductsVariables(parseListingState(serialize(clicked))).filter).toEqual({ brand: { eq: "7" } });
  });
});

describe("toProductsVariables", () => {
  it.each<[string, Partial<ListingState>, object]>([
    ["defaults", {}, { filter: {}, pageSize: 12, currentPage: 1 }],
    ["page and size", { page: 3, itemsPerPage: 60 }, { filter: {}, pageSize: 60, currentPage: 3 }],
    ["search term", { term: "serum" }, { search: "serum", filter: {}, pageSize: 12, currentPage: 1 }],
    ["sort name ascending", { sort: "name_ASC" }, { sort: { name: "ASC" } }],
    ["sort price descending", { sort: "price_DESC" }, { sort: { price: "DESC" } }],
    ["single category becomes eq", { filters: { category_uid: ["MTI="] } }, { filter: { category_uid: { eq: "MTI=" } } }],
    ["several categories become in", { filters: { category_uid: ["MTI=", "MTM="] } }, { filter: { category_uid: { in: ["MTI=", "MTM="] } } }],
    ["single attribute becomes eq", { filters: { color: ["12"] } }, { filter: { color: { eq: "12" } } }],
    ["several attributes become in", { filters: { size: ["S", "M"] } }, { filter: { size: { in: ["S", "M"] } } }],
    ["brands maps to brand", { filters: { brands: ["7", "9"] } }, { filter: { brand: { in: ["7", "9"] } } }],
    ["ref is not sent", { filters: { ref: ["mail"], sku: ["LM-1"] } }, { filter: { sku: { eq: "LM-1" } } }],
    ["category_id is sent as given", { filters: { category_id: ["12"] } }, { filter: { category_id: { eq: "12" } } }],
    ["one price bucket", { filters: { price: ["10_20"] } }, { filter: { price: { from: "10", to: "20" } } }],
    ["price buckets span min to max", { filters: { price: ["100_200", "10_20", "20_30"] } }, { filter: { price: { from: "10", to: "200" } } }],
    ["reversed bucket", { filters: { price: ["50_5"] } }, { filter: { price: { from: "5", to: "50" } } }],
    ["decimal bounds", { filters: { price: ["9.99_19.50"] } }, { filter: { price: { from: "9.99", to: "19.5" } } }],
    ["open top bucket", { filters: { price: ["10_20", "100_*"] } }, { filter: { price: { from: "10" } } }],
    ["open empty bound", { filters: { price: ["_50"] } }, { filter: { price: { to: "50" } } }],
    [
      "malformed buckets ignored",
      { filters: { price: ["cheap", "1_2_3", "a_b", "-5_10", "30_40"] } },
      { filter: { price: { from: "30", to: "40" } } },
    ],
    ["only malformed buckets: no price filter", { filters: { price: ["cheap"] } }, { filter: {} }],
  ])("%s", (_, overrides, expected) => {
    expect(toProductsVariables(state(overrides))).toMatchObject(expected);
  });

  it("leaves out search and sort when there are none", () => {
    const variables = toProductsVariables(state());
    expect(variables).not.toHaveProperty("search");
    expect(variables).not.toHaveProperty("sort");
  });

  it("uses the call's default page size when the state has none", () => {
    const { itemsPerPage: _none, ...withoutSize } = state({ term: "serum" });
    expect(toProductsVariables(withoutSize).pageSize).toBe(20);
    expect(toProductsVariables(withoutSize, { defaultPageSize: 8 }).pageSize).toBe(8);
    expect(toProductsVariables(state(), { defaultPageSize: 8 }).pageSize).toBe(12);
  });

  it("keeps the page's own scope unless the URL filters the same field", () => {
    const scope = { category_uid: { eq: "Mg==" } };
    expect(toProductsVariables(state({ filters: { color: ["red"] } }), { filter: scope }).filter).toEqual({
      category_uid: { eq: "Mg==" },
      color: { eq: "red" },
    });
    expect(toProductsVariables(state({ filters: { category_uid: ["Mw=="] } }), { filter: scope }).filter).toEqual({
      category_uid: { eq: "Mw==" },
    });
  });

  it("builds the variables straight from a URL", () => {
    const parsed = parseListingState("brands=7&color=red&color=blue&price=0_50&price=50_100&sort=price_ASC&page=2&itemsPerPage=24&keyword=lip");
    expect(toProductsVariables(parsed)).toEqual({
      search: "lip",
      filter: { brand: { eq: "7" }, color: { in: ["red", "blue"] }, price: { from: "0", to: "100" } },
      sort: { price: "ASC" },
      pageSize: 24,
      currentPage: 2,
    });
  });
});
