import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { currencyRates } from "../store/tables.ts";
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

const PRICE = `minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } }
  maximum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } }`;

const PRODUCT = `
  __typename uid id sku name url_key url_suffix url_rewrites { url parameters { name value } }
  stock_status only_x_left_in_stock
  price_range { ${PRICE} }
  price_tiers { quantity }
  thumbnail { url label position disabled } small_image { url label } image { url label }
  media_gallery { url label position disabled }
  description { html } short_description { html } meta_title meta_description meta_keyword
  categories { uid name url_path url_suffix breadcrumbs { category_name category_url_path } }
  brands { uid name url_key first_letter product_count }
  color size
  related_products { sku } upsell_products { sku } crosssell_products { sku }
  review_count rating_summary`;

const byUrl = (fields: string) => `query($url: String!) { route(url: $url) { __typename ... on ProductInterface { ${fields} } } }`;

async function product(url: string, fields = PRODUCT, opts?: { store?: string; currency?: string }) {
  const data = await t.data(byUrl(fields), { url }, opts);
  expect(data.route, `route ${url}`).not.toBeNull();
  return data.route;
}

const money = (value: number, currency: string) => ({ value, currency });

describe("simple product", () => {
  it("serves every ProductInterface field from the row and its relations", async () => {
    const p = await product("fixture-serum.html");
    expect(p).toMatchObject({
      __typename: "SimpleProduct",
      uid: uid(FX.simple),
      id: FX.simple,
      sku: "FX-SIMPLE",
      name: "Fixture Serum &amp; Oil",
      url_key: "fx-simple",
      url_suffix: ".html",
      stock_status: "IN_STOCK",
      only_x_left_in_stock: 2,
      price_tiers: [],
      description: { html: "<p>Fixture Serum &amp; Oil description</p>" },
      short_description: { html: "<p>Fixture Serum &amp; Oil</p>" },
      meta_title: "Fixture Serum &amp; Oil | Maison",
      meta_keyword: "fixture",
      color: FX.option.rouge,
      size: null,
      related_products: [{ sku: "FX-VIRTUAL" }],
      upsell_products: [{ sku: "FX-CONF" }],
      crosssell_products: [],
      review_count: 3,
      rating_summary: 80,
    });
    expect(p.brands).toEqual([{ uid: uid(FX.brand), name: "Maison Fixture", url_key: "maison-fixture", first_letter: "M", product_count: 9 }]);
  });

  it("lists only the store's serving URLs, with Magento's parameters", async () => {
    const p = await product("fixture-serum.html", "url_rewrites { url parameters { name value } }");
    const urls = p.url_rewrites.map((r: { url: string }) => r.url);
    expect(urls).toContain("fixture-serum.html");
    expect(urls).toContain("fx-simple.html");
    expect(urls).not.toContain("old-fixture-serum.html");
    expect(urls).not.toContain("fixture-serum-us.html");
    expect(p.url_rewrites.find((r: { url: string }) => r.url.startsWith("fixture-dept/")).parameters).toEqual([
      { name: "id", value: String(FX.simple) },
      { name: "category", value: String(FX.cat.serums) },
    ]);
  });

  it("gives absolute image URLs, gallery in position order without disabled entries", async () => {
    const p = await product("fixture-serum.html");
    expect(p.thumbnail).toMatchObject({ label: "Front", position: 1, disabled: false });
    expect(p.thumbnail.url).toMatch(/^https?:\/\/[^/]+\/media\/catalog\/product\/fx\/a\.png$/);
    expect(p.image.url).toBe(p.thumbnail.url);
    expect(p.media_gallery.map((m: { label: string }) => m.label)).toEqual(["Front", "Side"]);
    expect(p.media_gallery[1].url).toMatch(/\/media\/catalog\/product\/fx\/b\.png$/);
  });

  it("shows the categories with breadcrumbs below the store root", async () => {
    const p = await product("fixture-serum.html");
    expect(p.categories).toEqual([{
      uid: uid(FX.cat.serums),
      name: "Fixture Serums",
      url_path: "fixture-dept/fixture-face/fixture-serums",
      url_suffix: ".html",
      breadcrumbs: [
        { category_name: "Fixture Dept", category_url_path: "fixture-dept" },
        { category_name: "Fixture Face", category_url_path: "fixture-dept/fixture-face" },
      ],
    }]);
  });

  it("is out of stock without units and never says how many are left", async () => {
    const p = await product("fx-soldout.html", "stock_status only_x_left_in_stock");
    expect(p).toEqual({ __typename: "SimpleProduct", stock_status: "OUT_OF_STOCK", only_x_left_in_stock: null });
  });
});

describe("prices", () => {
  it("applies an active special price and reports the discount (GBP, default store)", async () => {
    const p = await product("fixture-serum.html", `price_range { ${PRICE} }`);
    expect(p.price_range.minimum_price).toEqual({
      regular_price: money(42, "GBP"),
      final_price: money(35, "GBP"),
      discount: { amount_off: 7, percent_off: 16.67 },
    });
    expect(p.price_range.maximum_price).toEqual(p.price_range.minimum_price);
  });

  it("uses the merchant's own price row for USD and MXN", async () => {
    const usd = await product("fixture-serum.html", `price_range { ${PRICE} }`, { currency: "USD" });
    expect(usd.price_range.minimum_price.final_price).toEqual(money(53, "USD"));
    expect(usd.price_range.minimum_price.regular_price).toEqual(money(53, "USD"));
    expect(usd.price_range.minimum_price.discount).toEqual({ amount_off: 0, percent_off: 0 });
    const us = await product("fx-virtual.html", `price_range { ${PRICE} }`, { store: "uus_2" });
    expect(us.price_range.minimum_price.final_price).toEqual(money(63, "USD"));
    const mx = await product("fx-simple.html", `price_range { ${PRICE} }`, { store: "mx_website_store_view" });
    expect(mx.price_range.minimum_price.final_price).toEqual(money(999, "MXN"));
  });

  it("converts from the store's base currency when the display currency has no price (EUR)", async () => {
    const [row] = await t.backend.database.db.select().from(currencyRates)
      .where(and(eq(currencyRates.baseCurrency, "GBP"), eq(currencyRates.targetCurrency, "EUR")));
    expect(row, "GBP→EUR rate seeded").toBeDefined();
    const rate = Number(row!.rate);
    const p = await product("fixture-serum.html", `price_range { ${PRICE} }`, { currency: "EUR" });
    expect(p.price_range.minimum_price.regular_price).toEqual(money(Math.round(4200 * rate) / 100, "EUR"));
    expect(p.price_range.minimum_price.final_price).toEqual(money(Math.round(3500 * rate) / 100, "EUR"));
  });

  it("ignores an expired special price", async () => {
    const p = await product("fx-grouped.html", `price_range { ${PRICE} }`);
    expect(p.price_range.minimum_price.final_price.value).toBeGreaterThan(0);
  });
});

describe("configurable product", () => {
  const fields = `stock_status price_range { ${PRICE} }
    ... on ConfigurableProduct {
      configurable_options { attribute_code attribute_uid label position values { uid value_index label swatch_data { __typename value } } }
      variants { attributes { code label value_index uid } product { sku stock_status } }
    }`;

  it("prices over its salable variants and is in stock while one is", async () => {
    const p = await product("fx-conf.html", fields);
    expect(p.__typename).toBe("ConfigurableProduct");
    expect(p.stock_status).toBe("IN_STOCK");
    expect(p.price_range.minimum_price.regular_price).toEqual(money(30, "GBP"));
    expect(p.price_range.minimum_price.final_price).toEqual(money(25, "GBP"));
    expect(p.price_range.maximum_price.regular_price).toEqual(money(40, "GBP"));
    expect(p.price_range.maximum_price.final_price).toEqual(money(40, "GBP"));
  });

  it("lists its options with Magento uids and swatches, and every variant", async () => {
    const p = await product("fx-conf.html", fields);
    const color = t.ids.colorAttributeId;
    expect(p.configurable_options.map((o: { label: string }) => o.label)).toEqual(["Shade", "Size"]);
    const shade = p.configurable_options[0];
    expect(shade).toMatchObject({ attribute_code: "color", attribute_uid: uid(color), position: 0 });
    expect(shade.values.map((v: { label: string }) => v.label)).toEqual(["Rouge Test", "Nude Test", "Noir Test"]);
    expect(shade.values[0]).toMatchObject({
      uid: uid(`configurable/${color}/${FX.option.rouge}`),
      value_index: FX.option.rouge,
      swatch_data: { value: "#aa0000" },
    });
    expect(p.variants).toHaveLength(4);
    const rouge50 = p.variants.find((v: { product: { sku: string } }) => v.product.sku === "FX-CONF-ROUGE-50");
    expect(rouge50.attributes).toEqual([
      { code: "color", label: "Rouge Test", value_index: FX.option.rouge, uid: uid(`configurable/${color}/${FX.option.rouge}`) },
      { code: "size", label: "50ml Test", value_index: FX.option.ml50, uid: uid(`configurable/${t.ids.sizeAttributeId}/${FX.option.ml50}`) },
    ]);
    const noir = p.variants.find((v: { product: { sku: string } }) => v.product.sku === "FX-CONF-NOIR-50");
    expect(noir.product.stock_status).toBe("OUT_OF_STOCK");
  });

  const selection = `... on ConfigurableProduct { configurable_product_options_selection(configurableOptionValueUids: $uids) {
    options_available_for_selection { attribute_code option_value_uids }
    configurable_options { attribute_code label values { uid label is_available } }
    variant { sku }
    media_gallery { url }
  } }`;
  const select = async (uids: string[]) =>
    (await t.data(`query($url: String!, $uids: [ID!]) { route(url: $url) { ${selection} } }`, { url: "fx-conf.html", uids }))
      .route.configurable_product_options_selection;
  const value = (attr: "color" | "size", option: number) =>
    uid(`configurable/${attr === "color" ? t.ids.colorAttributeId : t.ids.sizeAttributeId}/${option}`);

  it("offers only values of salable variants before a choice", async () => {
    const s = await select([]);
    expect(s.variant).toBeNull();
    expect(s.options_available_for_selection).toEqual([
      { attribute_code: "color", option_value_uids: [value("color", FX.option.rouge), value("color", FX.option.nude)] },
      { attribute_code: "size", option_value_uids: [value("size", FX.option.ml30), value("size", FX.option.ml50)] },
    ]);
    expect(s.configurable_options).toHaveLength(2);
  });

  it("narrows the other axis after one choice and picks the variant after both", async () => {
    const one = await select([value("color", FX.option.nude)]);
    expect(one.variant).toEqual({ sku: "FX-CONF-NUDE-30" });
    expect(one.options_available_for_selection[1]).toEqual({ attribute_code: "size", option_value_uids: [value("size", FX.option.ml30)] });
    expect(one.configurable_options.map((o: { attribute_code: string }) => o.attribute_code)).toEqual(["size"]);
    expect(one.configurable_options[0].values).toEqual([
      { uid: value("size", FX.option.ml30), label: "30ml Test", is_available: true },
      { uid: value("size", FX.option.ml50), label: "50ml Test", is_available: false },
    ]);

    const rouge = await select([value("color", FX.option.rouge)]);
    expect(rouge.variant).toBeNull();
    expect(rouge.media_gallery.map((m: { url: string }) => m.url.split("/").pop())).toEqual(["rouge30.png", "rouge50.png"]);

    const both = await select([value("color", FX.option.rouge), value("size", FX.option.ml50)]);
    expect(both.variant).toEqual({ sku: "FX-CONF-ROUGE-50" });
    expect(both.media_gallery).toHaveLength(1);
    expect(both.media_gallery[0].url).toMatch(/rouge50\.png$/);
  });

  it("answers no variant for a combination that cannot be bought", async () => {
    const s = await select([value("color", FX.option.noir), value("size", FX.option.ml50)]);
    expect(s.variant).toBeNull();
    expect(s.media_gallery).toEqual([]);
  });

  it("rejects malformed and unknown option uids as input errors", async () => {
    const q = `query($uids: [ID!]) { route(url: "fx-conf.html") { ${selection} } }`;
    expect(await t.errors(q, { uids: ["***"] })).toEqual([
      expect.objectContaining({ message: 'Value of uid "***" is incorrect.', category: "graphql-input" }),
    ]);
    expect(await t.errors(q, { uids: [uid("configurable/1/999999999")] })).toEqual([
      expect.objectContaining({ message: "configurableOptionValueUids values are incorrect", category: "graphql-input" }),
    ]);
  });
});

describe("bundle, grouped, downloadable and gift card products", () => {
  it("serves a dynamic bundle's items and prices it over the cheapest required choice", async () => {
    const p = await product("fx-bundle.html", `stock_status price_range { ${PRICE} }
      ... on BundleProduct { dynamic_price dynamic_sku price_view ship_bundle_items
        items { option_id uid title required type position sku
          options { id uid quantity position is_default price price_type can_change_quantity label product { sku } } } }`);
    expect(p).toMatchObject({ __typename: "BundleProduct", stock_status: "IN_STOCK", dynamic_price: true, price_view: "PRICE_RANGE" });
    expect(p.price_range.minimum_price.final_price).toEqual(money(35, "GBP"));
    expect(p.price_range.minimum_price.regular_price).toEqual(money(42, "GBP"));
    expect(p.price_range.maximum_price.final_price).toEqual(money(135, "GBP"));
    expect(p.items.map((i: { title: string }) => i.title)).toEqual(["Choose your serum", "Extras"]);
    expect(p.items[0]).toMatchObject({ option_id: FX.bundleOption.cleanser, uid: uid(`bundle/${FX.bundleOption.cleanser}`), required: true, type: "select", sku: "FX-BUNDLE" });
    expect(p.items[0].options[0]).toEqual({
      id: FX.bundleSelection.serum,
      uid: uid(`bundle/${FX.bundleOption.cleanser}/${FX.bundleSelection.serum}/1`),
      quantity: 1, position: 1, is_default: true, price: 35, price_type: "DYNAMIC", can_change_quantity: false,
      label: "Fixture Serum &amp; Oil", product: { sku: "FX-SIMPLE" },
    });
    expect(p.items[1].options[0]).toMatchObject({ uid: uid(`bundle/${FX.bundleOption.extras}/${FX.bundleSelection.consult}/2`), quantity: 2, can_change_quantity: true });
  });

  it("prices a fixed bundle at its own price", async () => {
    const p = await product("fx-bundle-fixed.html", `price_range { ${PRICE} } ... on BundleProduct { dynamic_price price_view ship_bundle_items }`);
    expect(p).toMatchObject({ dynamic_price: false, price_view: "AS_LOW_AS", ship_bundle_items: "SEPARATELY" });
    expect(p.price_range.minimum_price.final_price).toEqual(money(99, "GBP"));
    expect(p.price_range.maximum_price.final_price).toEqual(money(99, "GBP"));
  });

  it("lists a grouped product's enabled children in position order and prices over them", async () => {
    const p = await product("fx-grouped.html", `stock_status price_range { ${PRICE} } ... on GroupedProduct { items { position qty product { sku } } }`);
    expect(p.items).toEqual([
      { position: 1, qty: 2, product: { sku: "FX-VIRTUAL" } },
      { position: 2, qty: 1, product: { sku: "FX-SIMPLE" } },
    ]);
    expect(p.price_range.minimum_price.final_price).toEqual(money(35, "GBP"));
    expect(p.price_range.maximum_price.final_price).toEqual(money(50, "GBP"));
  });

  it("serves downloadable links in sort order with samples", async () => {
    const p = await product("fx-download.html", `price_range { ${PRICE} } ... on DownloadableProduct {
      links_title links_purchased_separately
      downloadable_product_links { uid title sort_order price sample_url }
      downloadable_product_samples { title sample_url } }`);
    expect(p.__typename).toBe("DownloadableProduct");
    expect(p.links_title).toBe("Chapters");
    expect(p.links_purchased_separately).toBe(0);
    expect(p.downloadable_product_links.map((l: { title: string; price: number }) => [l.title, l.price])).toEqual([["Chapter 1", 0], ["Chapter 2", 5]]);
    expect(p.downloadable_product_links[0].uid).toBe(uid("downloadable/990602"));
    expect(p.downloadable_product_samples).toEqual([{ title: "Trailer", sample_url: "https://example.com/t.mp4" }]);
    expect(p.price_range.minimum_price.final_price).toEqual(money(25, "GBP"));
  });

  it("serves a gift card's amounts and prices it from them", async () => {
    const p = await product("fx-gift.html", `price_range { ${PRICE} } ... on GiftCardProduct { giftcard_type lifetime giftcard_amounts { value uid } }`);
    expect(p).toMatchObject({ __typename: "GiftCardProduct", giftcard_type: "VIRTUAL", lifetime: 365 });
    expect(p.giftcard_amounts.map((a: { value: number }) => a.value)).toEqual([25, 50, 100]);
    // Adobe Commerce's uid format, which its cart (and ours) accepts in selected_options.
    expect(p.giftcard_amounts.map((a: { uid: string }) => Buffer.from(a.uid, "base64").toString())).toEqual([
      "giftcard/giftcard_amount/25.0000",
      "giftcard/giftcard_amount/50.0000",
      "giftcard/giftcard_amount/100.0000",
    ]);
    expect(p.price_range.minimum_price.final_price).toEqual(money(25, "GBP"));
    expect(p.price_range.maximum_price.final_price).toEqual(money(100, "GBP"));
  });

  it("serves a virtual product without weight", async () => {
    const p = await product("fx-virtual.html", "stock_status only_x_left_in_stock ... on VirtualProduct { sku }");
    expect(p).toEqual({ __typename: "VirtualProduct", stock_status: "IN_STOCK", only_x_left_in_stock: null, sku: "FX-VIRTUAL" });
  });
});

describe("reviews", () => {
  const q = `query($page: Int, $size: Int) { route(url: "fixture-serum.html") { ... on ProductInterface {
    review_count rating_summary
    reviews(currentPage: $page, pageSize: $size) {
      items { nickname summary text average_rating ratings_breakdown { name value } created_at product { sku } }
      page_info { current_page page_size total_pages } } } } }`;

  it("pages approved reviews newest first", async () => {
    const first = (await t.data(q, { page: 1, size: 2 })).route;
    expect(first.review_count).toBe(3);
    expect(first.rating_summary).toBe(80);
    expect(first.reviews.page_info).toEqual({ current_page: 1, page_size: 2, total_pages: 2 });
    expect(first.reviews.items[0]).toEqual({
      nickname: "Reviewer 990951", summary: "Summary 990951", text: "Text 990951", average_rating: 100,
      ratings_breakdown: [{ name: "Rating", value: "5" }], created_at: "2026-01-03 10:00:00", product: { sku: "FX-SIMPLE" },
    });
    expect(first.reviews.items[1].nickname).toBe("Reviewer 990953");
    const second = (await t.data(q, { page: 2, size: 2 })).route;
    expect(second.reviews.items.map((r: { nickname: string }) => r.nickname)).toEqual(["Reviewer 990952"]);
  });

  it("rejects page sizes and pages below 1", async () => {
    expect(await t.errors(q, { page: 1, size: 0 })).toEqual([
      expect.objectContaining({ message: "pageSize value must be greater than 0.", category: "graphql-input" }),
    ]);
    expect(await t.errors(q, { page: 0, size: 5 })).toEqual([
      expect.objectContaining({ message: "currentPage value must be greater than 0.", category: "graphql-input" }),
    ]);
  });

  it("gives zero for products without reviews", async () => {
    const p = await product("fx-virtual.html", "review_count rating_summary reviews { items { nickname } page_info { total_pages } }");
    expect(p).toMatchObject({ review_count: 0, rating_summary: 0, reviews: { items: [], page_info: { total_pages: 0 } } });
  });
});

describe("demo catalogue", () => {
  const ALL = `${PRODUCT}
    ... on ConfigurableProduct { configurable_options { label values { label swatch_data { value } } } variants { product { sku stock_status } }
      configurable_product_options_selection { options_available_for_selection { attribute_code option_value_uids } media_gallery { url } } }
    ... on BundleProduct { dynamic_price items { title options { uid price label product { sku } } } }
    ... on GroupedProduct { items { qty product { sku } } }
    ... on DownloadableProduct { links_title downloadable_product_links { title price sample_url } downloadable_product_samples { title } }
    ... on GiftCardProduct { giftcard_amounts { value } open_amount_min open_amount_max }
    reviews(pageSize: 3) { items { nickname average_rating ratings_breakdown { name value } } page_info { total_pages } }`;

  it("serves a product of every type in every store and currency", async () => {
    const result = await t.backend.database.db.execute(sql`
      select distinct on (p.type_id) p.type_id, r.request_path
      from products p join url_rewrites r on r.entity_type = 'PRODUCT' and r.entity_id = p.id
        and r.store_code = 'default' and r.redirect_code = 0
      where p.is_enabled and p.visibility > 1 and p.id < 990000
      order by p.type_id, p.id`);
    const rows = (result as unknown as { rows: { type_id: string; request_path: string }[] }).rows;
    expect(rows.map((r) => r.type_id).sort()).toEqual(
      ["bundle", "configurable", "downloadable", "giftcard", "grouped", "simple", "virtual"],
    );
    for (const { type_id, request_path } of rows) {
      for (const opts of [{}, { currency: "EUR" }, { currency: "USD" }]) {
        const p = await product(request_path, ALL, opts);
        const min = p.price_range.minimum_price.final_price;
        expect(min.value, `${type_id} ${request_path} ${JSON.stringify(opts)}`).toBeGreaterThan(0);
        expect(p.price_range.maximum_price.final_price.value).toBeGreaterThanOrEqual(min.value);
        expect(p.thumbnail.url).toMatch(/^https?:\/\/.+\/media\//);
      }
    }
  });
});
