import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { products } from "../catalog/tables.ts";
import { reviews, reviewVotes } from "../review/tables.ts";
import { catalogTestClient, type CatalogTestClient } from "../../test/catalog-client.ts";
import { FX } from "../../test/catalog-fixtures.ts";

// A listing loads its items' card fields in bulk; a product resolved on its own (route) goes field by field.
// Both must give the same answers, and a listing must show a write made just before it.

let t: CatalogTestClient;
beforeAll(async () => {
  t = await catalogTestClient();
}, 180_000);
afterAll(async () => {
  await t?.backend.close();
});

const MONEY = "value currency";
const CARD = `
  __typename uid sku name url_key url_rewrites { url parameters { name value } }
  stock_status only_x_left_in_stock
  price_range {
    minimum_price { regular_price { ${MONEY} } final_price { ${MONEY} } discount { amount_off percent_off } }
    maximum_price { regular_price { ${MONEY} } final_price { ${MONEY} } discount { amount_off percent_off } }
  }
  thumbnail { url label position disabled } small_image { url label } image { url label }
  brands { uid name url_key first_letter }
  review_count rating_summary
  ... on ConfigurableProduct {
    configurable_options { attribute_code label position values { value_index label swatch_data { value } } }
    variants { attributes { code value_index } product { sku stock_status only_x_left_in_stock price_range { minimum_price { final_price { ${MONEY} } } } } }
  }`;

const SKUS = ["FX-SIMPLE", "FX-VIRTUAL", "FX-SOLDOUT", "FX-DISABLED", "FX-CONF", "FX-BUNDLE", "FX-BUNDLE-FIXED", "FX-GROUPED", "FX-DOWNLOAD", "FX-GIFT"];

const listing = (opts?: { store?: string; currency?: string }) =>
  t.data(`query($skus: [String]) { products(filter: { sku: { in: $skus } }, pageSize: 50) { items { ${CARD} } } }`,
    { skus: SKUS }, opts).then((d) => d.products.items as Record<string, any>[]);

const routed = (url: string, opts?: { store?: string; currency?: string }) =>
  t.data(`query($url: String!) { route(url: $url) { ... on ProductInterface { ${CARD} } } }`, { url }, opts)
    .then((d) => d.route as Record<string, any> | null);

describe("listing cards", () => {
  it("answer every card field as the product resolved on its own does, in every store and currency", async () => {
    let compared = 0;
    for (const opts of [{}, { currency: "EUR" }, { currency: "USD" }, { store: "mx_website_store_view" }]) {
      const items = await listing(opts);
      expect(items.length).toBeGreaterThan(3);
      for (const item of items) {
        const url = item.url_rewrites[0]?.url;
        if (!url) continue;
        expect(await routed(url, opts), `${item.sku} ${JSON.stringify(opts)}`).toEqual(item);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(8);
  });

  it("shows a stock change and a new review right after they are written", async () => {
    const db = t.backend.database.db;
    const before = (await listing()).find((i) => i.sku === "FX-SIMPLE")!;
    expect(before.review_count).toBe(3);

    await db.update(products).set({ qty: 1 }).where(eq(products.id, FX.simple));
    await db.insert(reviews).values({
      id: 990960, productId: FX.simple, nickname: "Fresh", summary: "Fresh", text: "Fresh", status: "APPROVED",
    });
    await db.insert(reviewVotes).values({ reviewId: 990960, ratingId: t.ids.ratingId, value: 1 });

    const after = (await listing()).find((i) => i.sku === "FX-SIMPLE")!;
    expect(after.only_x_left_in_stock).toBe(1);
    expect(after.review_count).toBe(4);
    // (5 + 4 + 3 + 1) / 4 stars = 3.25 → 65 of 100.
    expect(after.rating_summary).toBe(65);

    await db.update(products).set({ qty: 0, isInStock: false }).where(eq(products.id, FX.simple));
    const soldOut = (await listing()).find((i) => i.sku === "FX-SIMPLE");
    if (soldOut) expect(soldOut.stock_status).toBe("OUT_OF_STOCK");
  });
});
