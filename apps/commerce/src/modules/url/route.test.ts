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

const ROUTE = `query($url: String!) { route(url: $url) {
  __typename relative_url redirect_code type
  ... on ProductInterface { sku price_range { minimum_price { final_price { value currency } } } }
  ... on CategoryTree { uid name url_path }
  ... on CmsPage { identifier title url_key content_heading }
} }`;

const route = async (url: string, store?: string) => (await t.data(ROUTE, { url }, { store })).route;

describe("route(url)", () => {
  it("resolves a product URL to its product type with product fields", async () => {
    expect(await route("fixture-serum.html")).toEqual({
      __typename: "SimpleProduct", relative_url: "fixture-serum.html", redirect_code: 0, type: "PRODUCT",
      sku: "FX-SIMPLE", price_range: { minimum_price: { final_price: { value: 35, currency: "GBP" } } },
    });
    expect((await route("fx-conf.html")).__typename).toBe("ConfigurableProduct");
    expect((await route("fx-bundle.html")).__typename).toBe("BundleProduct");
    expect((await route("fx-gift.html")).__typename).toBe("GiftCardProduct");
  });

  it("accepts leading and trailing slashes, a missing suffix and a query string", async () => {
    for (const url of ["/fixture-serum.html", "fixture-serum", "/fixture-serum/", "//fixture-serum.html", "http://shop.example/fixture-serum.html"]) {
      expect(await route(url), url).toMatchObject({ sku: "FX-SIMPLE", relative_url: "fixture-serum.html" });
    }
    expect(await route("fixture-serum.html?utm_source=mail")).toMatchObject({ relative_url: "fixture-serum.html?utm_source=mail" });
  });

  it("resolves categories and CMS pages", async () => {
    expect(await route("fixture-dept/fixture-face")).toEqual({
      __typename: "CategoryTree", relative_url: "fixture-dept/fixture-face.html", redirect_code: 0, type: "CATEGORY",
      uid: uid(FX.cat.face), name: "Fixture Face", url_path: "fixture-dept/fixture-face",
    });
    expect(await route("/fixture-page")).toEqual({
      __typename: "CmsPage", relative_url: "fixture-page", redirect_code: 0, type: "CMS_PAGE",
      identifier: "fixture-page", title: "Fixture page", url_key: "fixture-page", content_heading: "About",
    });
  });

  it("answers a permanent redirect with the target URL and entity", async () => {
    expect(await route("old-fixture-serum.html")).toMatchObject({
      __typename: "SimpleProduct", redirect_code: 301, relative_url: "fixture-serum.html", type: "PRODUCT", sku: "FX-SIMPLE",
    });
    expect(await route("older-fixture-serum.html")).toMatchObject({ redirect_code: 301, relative_url: "fixture-serum.html" });
    expect(await route("old-fixture-face.html")).toMatchObject({
      __typename: "CategoryTree", redirect_code: 301, relative_url: "fixture-dept/fixture-face.html", name: "Fixture Face",
    });
  });

  it("only sees the rewrites of the request's store", async () => {
    expect(await route("fixture-serum-us.html")).toBeNull();
    expect(await route("fixture-serum-us.html", "uus_2")).toMatchObject({
      sku: "FX-SIMPLE", price_range: { minimum_price: { final_price: { value: 53, currency: "USD" } } },
    });
  });

  it("answers null for unknown URLs and entities the shopper cannot see", async () => {
    for (const url of ["no-such-page.html", "fixture-disabled.html", "fixture-dept/fixture-hidden.html", "catalog/product/view/id/999999999"]) {
      const res = await t.backend.graphql(ROUTE, { url });
      expect(res.body, url).toEqual({ data: { route: null } });
    }
  });

  it("resolves Magento's internal target paths too", async () => {
    expect(await route(`catalog/product/view/id/${FX.simple}`)).toMatchObject({ sku: "FX-SIMPLE" });
  });

  it("handles odd input without server errors", async () => {
    for (const url of [
      "x".repeat(10_000), "../../etc/passwd", "..%2F..%2Fetc%2Fpasswd", "%E0%A4%A", "%",
      "'; drop table url_rewrites; --", "🧴.html", "?only=query", "#", "/".repeat(300),
    ]) {
      const res = await t.backend.graphql(ROUTE, { url });
      expect(res.status, url).toBe(200);
      expect(res.body, JSON.stringify(url)).toEqual({ data: { route: null } });
    }
    const nul = await t.backend.graphql(ROUTE, { url: "fixture-serum.html\u0000" });
    expect(nul.status).toBe(200);
    expect(nul.body.errors).toEqual([expect.objectContaining({ extensions: { category: "graphql-input" } })]);
    expect(await route("cr%C3%A8me-fixture.html")).toMatchObject({ sku: "FX-VIRTUAL" });
    expect(await route("crème-fixture")).toMatchObject({ sku: "FX-VIRTUAL" });
  });

  it("refuses an empty URL like Magento", async () => {
    for (const url of ["", "   "]) {
      expect(await t.errors(ROUTE, { url })).toEqual([
        expect.objectContaining({ message: '"url" argument should be specified and not empty', category: "graphql-input" }),
      ]);
    }
  });
});

describe("urlResolver(url)", () => {
  const q = `query($url: String!) { urlResolver(url: $url) { id entity_uid canonical_url relative_url redirectCode type } }`;

  it("describes the entity behind a URL", async () => {
    expect((await t.data(q, { url: "/fixture-serum.html" })).urlResolver).toEqual({
      id: FX.simple, entity_uid: uid(FX.simple), canonical_url: "fixture-serum.html", relative_url: "fixture-serum.html",
      redirectCode: 0, type: "PRODUCT",
    });
    expect((await t.data(q, { url: "old-fixture-face.html" })).urlResolver).toMatchObject({
      id: FX.cat.face, redirectCode: 301, relative_url: "fixture-dept/fixture-face.html", type: "CATEGORY",
    });
    expect((await t.data(q, { url: "fixture-page" })).urlResolver).toMatchObject({ id: FX.page, type: "CMS_PAGE" });
  });

  it("answers null for unknown URLs", async () => {
    expect((await t.data(q, { url: "nothing-here" })).urlResolver).toBeNull();
  });
});
