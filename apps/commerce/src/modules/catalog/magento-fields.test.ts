import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogTestClient, type CatalogTestClient } from "../../test/catalog-client.ts";
import { uid } from "../../test/backend.ts";
import { FX } from "../../test/catalog-fixtures.ts";

// Magento 2.4.4 fields that existing storefronts send besides the ones this storefront reads (many deprecated):
// each must answer what the catalogue holds, or what Magento answers for a shop configured like this one.

let t: CatalogTestClient;
beforeAll(async () => {
  t = await catalogTestClient();
}, 180_000);
afterAll(async () => {
  await t?.backend.close();
});

const bySku = (fields: string) => `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { ${fields} } } }`;

async function product(sku: string, fields: string, opts?: { store?: string; currency?: string }) {
  const data = await t.data(bySku(fields), { sku }, opts);
  expect(data.products.items, sku).toHaveLength(1);
  return data.products.items[0];
}

const money = (value: number, currency = "GBP") => ({ value, currency });
const price = (value: number, currency = "GBP") => ({ amount: money(value, currency), adjustments: [] });

describe("product attributes Magento serves", () => {
  it("gives the row's dates, and the creation date as new_from_date while the product is flagged new", async () => {
    const fields = "created_at updated_at new_from_date new_to_date";
    expect(await product("FX-SIMPLE", fields)).toEqual({
      created_at: "2026-01-02 03:04:05",
      updated_at: "2026-02-03 04:05:06",
      new_from_date: "2026-01-02 03:04:05",
      new_to_date: null,
    });
    const notNew = await product("FX-VIRTUAL", fields);
    expect(notNew.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(notNew.new_from_date).toBeNull();
  });

  it("gives the special price set on the product with its window, in the request currency", async () => {
    const fields = "special_price special_from_date special_to_date";
    const window = { special_from_date: "2020-01-01 00:00:00", special_to_date: "2099-12-31 23:59:59" };
    expect(await product("FX-SIMPLE", fields)).toEqual({ special_price: 35, ...window });
    // No EUR price row: the GBP one converted at 1.17.
    expect(await product("FX-SIMPLE", fields, { currency: "EUR" })).toEqual({ special_price: 40.95, ...window });
    // The US price row has no special price.
    expect(await product("FX-SIMPLE", fields, { store: "uus_2" })).toEqual({
      special_price: null, special_from_date: null, special_to_date: null,
    });
    // An expired special is still the product's special price, as Magento's attribute is.
    expect(await product("FX-GROUPED", "special_price special_to_date")).toEqual({
      special_price: 0, special_to_date: "2001-02-01 00:00:00",
    });
  });

  it("answers the older price shape from the price range", async () => {
    const fields = "price { minimalPrice { amount { value currency } adjustments { code } } maximalPrice { amount { value currency } adjustments { code } } regularPrice { amount { value currency } adjustments { code } } }";
    expect((await product("FX-SIMPLE", fields)).price).toEqual({
      minimalPrice: price(35), maximalPrice: price(35), regularPrice: price(42),
    });
    // Salable variants 30.00, 40.00 and 32.00 with a special 25.00; the sold-out one is left out.
    expect((await product("FX-CONF", fields)).price).toEqual({
      minimalPrice: price(25), maximalPrice: price(40), regularPrice: price(30),
    });
  });

  it("lists every gallery entry, disabled ones too, with Magento's file paths and roles", async () => {
    const p = await product("FX-SIMPLE", "media_gallery_entries { id uid file label position disabled media_type types content { name } video_content { video_url } } swatch_image");
    expect(p.media_gallery_entries.map((e: { file: string }) => e.file)).toEqual(["/fx/a.png", "/fx/b.png", "/fx/c.png"]);
    const [front, side, hidden] = p.media_gallery_entries;
    expect(front).toMatchObject({
      label: "Front", position: 1, disabled: false, media_type: "image", types: ["image", "small_image", "thumbnail"],
      content: null, video_content: null,
    });
    expect(front.uid).toBe(uid(front.id));
    expect(side.types).toEqual(["swatch_image"]);
    expect(hidden).toMatchObject({ label: "Hidden", disabled: true });
    expect(p.swatch_image).toBe("/fx/b.png");
    expect((await product("FX-VIRTUAL", "media_gallery_entries { id } swatch_image"))).toEqual({
      media_gallery_entries: [], swatch_image: null,
    });
  });

  it("lists the related, up-sell and cross-sell links to enabled products", async () => {
    const p = await product("FX-SIMPLE", "product_links { __typename sku link_type linked_product_sku linked_product_type position }");
    expect(p.product_links).toEqual([
      { __typename: "ProductLinks", sku: "FX-SIMPLE", link_type: "related", linked_product_sku: "FX-VIRTUAL", linked_product_type: "virtual", position: 1 },
      { __typename: "ProductLinks", sku: "FX-SIMPLE", link_type: "upsell", linked_product_sku: "FX-CONF", linked_product_type: "configurable", position: 1 },
    ]);
  });

  it("gives the canonical URL without category path, from the store's rewrites", async () => {
    const fields = "canonical_url url_path";
    expect(await product("FX-SIMPLE", fields)).toEqual({ canonical_url: "fx-simple.html", url_path: "fx-simple" });
    expect(await product("FX-CONF", fields, { store: "uus_2" })).toEqual({ canonical_url: "fx-conf.html", url_path: "fx-conf" });
    // A variant has no URL of its own.
    const variant = await t.data(`{ products(filter: { sku: { eq: "FX-CONF" } }) { items { ... on ConfigurableProduct {
      variants { product { sku canonical_url url_path } } } } } }`);
    expect(variant.products.items[0].variants[0].product).toEqual({ sku: "FX-CONF-ROUGE-30", canonical_url: null, url_path: null });
  });

  it("lists the websites of the store views", async () => {
    const p = await product("FX-SIMPLE", "websites { id code name default_group_id is_default sort_order }");
    expect(p.websites.map((w: { code: string }) => w.code)).toEqual(["base", "us", "mx"]);
    expect(p.websites[0]).toMatchObject({ id: 1, default_group_id: "1", is_default: true, sort_order: 0 });
    expect(p.websites[2]).toMatchObject({ id: 3, is_default: false });
    const ids = await Promise.all(["default", "uus_2", "mx_website_store_view"].map(async (store) =>
      (await t.data("{ storeConfig { website_id } }", undefined, { store })).storeConfig.website_id));
    expect(ids).toEqual(p.websites.map((w: { id: number }) => w.id));
  });

  it("answers the attributes this catalogue does not have as Magento does for such a shop", async () => {
    const fields = `attribute_set_id options_container gift_message_available manufacturer country_of_manufacture
      tier_price tier_prices { value } ... on CustomizableProductInterface { options { uid } }
      price_range { minimum_price { fixed_product_taxes { label } } maximum_price { fixed_product_taxes { label } } }`;
    for (const sku of ["FX-SIMPLE", "FX-CONF", "FX-BUNDLE", "FX-DOWNLOAD", "FX-GIFT", "FX-VIRTUAL"]) {
      expect(await product(sku, fields), sku).toEqual({
        attribute_set_id: 4, options_container: "container2", gift_message_available: "0", manufacturer: null,
        country_of_manufacture: null, tier_price: null, tier_prices: [], options: null,
        price_range: { minimum_price: { fixed_product_taxes: [] }, maximum_price: { fixed_product_taxes: [] } },
      });
    }
    // Grouped products have no custom options at all in Magento's schema.
    const errors = await t.errors(bySku("... on GroupedProduct { options { uid } }"), { sku: "FX-GROUPED" });
    expect(errors[0]!.message).toMatch(/Cannot query field "options" on type "GroupedProduct"/);
  });

  it("describes downloadable links and samples in Magento's older fields", async () => {
    const p = await product("FX-DOWNLOAD", `... on DownloadableProduct {
      downloadable_product_links { id title sample_url sample_type sample_file is_shareable number_of_downloads link_type }
      downloadable_product_samples { id title sample_url sample_type sample_file } }`);
    expect(p.downloadable_product_links).toEqual([
      { id: 990602, title: "Chapter 1", sample_url: "https://example.com/1.mp4", sample_type: "URL", sample_file: null, is_shareable: false, number_of_downloads: 0, link_type: null },
      { id: 990601, title: "Chapter 2", sample_url: null, sample_type: null, sample_file: null, is_shareable: false, number_of_downloads: 0, link_type: null },
    ]);
    expect(p.downloadable_product_samples).toEqual([
      { id: null, title: "Trailer", sample_url: "https://example.com/t.mp4", sample_type: "URL", sample_file: null },
    ]);
  });
});

describe("category fields Magento serves", () => {
  const CATEGORY = `canonical_url created_at updated_at path_in_store default_sort_by available_sort_by
    custom_layout_update_file filter_price_range`;
  const category = async (id: number) =>
    (await t.data(`query($id: String!) { categoryList(filters: { ids: { eq: $id } }) { ${CATEGORY} } }`, { id: String(id) })).categoryList[0];

  it("gives the row's dates, the path below the store root and the canonical URL", async () => {
    expect(await category(FX.cat.dept)).toEqual({
      canonical_url: "fixture-dept.html",
      created_at: "2025-03-04 05:06:07",
      updated_at: "2025-06-07 08:09:10",
      path_in_store: String(FX.cat.dept),
      default_sort_by: "position",
      available_sort_by: ["position", "name", "price"],
      custom_layout_update_file: null,
      filter_price_range: null,
    });
    expect(await category(FX.cat.serums)).toMatchObject({
      path_in_store: `${FX.cat.serums},${FX.cat.face},${FX.cat.dept}`,
      // No rewrite serves it.
      canonical_url: null,
    });
  });

  it("names the store's root category in the store configuration", async () => {
    const data = await t.data("{ storeConfig { root_category_id root_category_uid } categories { items { id uid name } } }");
    expect(data.categories.items).toEqual([
      { id: data.storeConfig.root_category_id, uid: data.storeConfig.root_category_uid, name: "Default Category" },
    ]);
  });

  it("offers as sort keys exactly what a category listing sorts by", async () => {
    const { available_sort_by: keys, default_sort_by: fallback } = await category(FX.cat.face);
    const listing = await t.data(`{ products(filter: { category_id: { eq: "${FX.cat.face}" } }) { sort_fields { default options { value } } } }`);
    expect(listing.products.sort_fields.default).toBe(fallback);
    expect(listing.products.sort_fields.options.map((o: { value: string }) => o.value)).toEqual(keys);
  });
});

describe("customAttributeMetadata", () => {
  const QUERY = `query($attributes: [AttributeInput!]!) { customAttributeMetadata(attributes: $attributes) { items {
    attribute_code entity_type attribute_type input_type attribute_options { label value }
    storefront_properties { position use_in_layered_navigation use_in_product_listing use_in_search_results_layered_navigation visible_on_catalog_pages }
  } } }`;

  it("labels the option ids that product fields answer", async () => {
    const { customAttributeMetadata: { items: [color] } } = await t.data(QUERY, {
      attributes: [{ attribute_code: "color", entity_type: "catalog_product" }],
    });
    expect(color).toMatchObject({
      attribute_code: "color", entity_type: "catalog_product", attribute_type: "Int", input_type: "select",
      storefront_properties: {
        use_in_layered_navigation: "FILTERABLE_WITH_RESULTS", use_in_product_listing: true,
        use_in_search_results_layered_navigation: true, visible_on_catalog_pages: false,
      },
    });
    const p = await product("FX-SIMPLE", "color");
    expect(color.attribute_options).toContainEqual({ label: "Rouge Test", value: String(p.color) });
  });

  it("serves the brand, kept in its own table, like a select attribute", async () => {
    const { customAttributeMetadata: { items: [brand] } } = await t.data(QUERY, {
      attributes: [{ attribute_code: "brand", entity_type: "4" }],
    });
    expect(brand).toMatchObject({ attribute_code: "brand", entity_type: "4", attribute_type: "Int", input_type: "select" });
    const p = await product("FX-SIMPLE", "brand");
    expect(brand.attribute_options).toContainEqual({ label: "Maison Fixture", value: String(p.brand) });
  });

  it("answers each bad input with a null item and Magento's error, and the others still", async () => {
    const res = await t.backend.graphql(QUERY, {
      attributes: [
        { attribute_code: "nope", entity_type: "catalog_product" },
        { attribute_code: "size", entity_type: "catalog_product" },
        { attribute_code: "color", entity_type: "catalog_category" },
        { attribute_code: "color", entity_type: "planet" },
        { entity_type: "catalog_product" },
        {},
      ],
    });
    const items = res.body.data.customAttributeMetadata.items;
    expect(items.map((i: { attribute_code: string } | null) => i?.attribute_code ?? null)).toEqual([null, "size", null, null, null, null]);
    expect(res.body.errors?.map((e: { message: string; path: unknown[]; extensions: { category: string } }) =>
      [e.path.at(-1), e.message, e.extensions.category])).toEqual([
      [0, "Attribute code nope of entity type catalog_product not configured to have a type.", "graphql-no-such-entity"],
      [2, "Attribute code color of entity type catalog_category not configured to have a type.", "graphql-no-such-entity"],
      [3, "Invalid entity_type specified: planet", "graphql-input"],
      [4, "Missing attribute_code for the input entity_type: catalog_product.", "graphql-input"],
      [5, "Missing attribute_code/entity_type for the input Empty AttributeInput.", "graphql-input"],
    ]);
  });
});
