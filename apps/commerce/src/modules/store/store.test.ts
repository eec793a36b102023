import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtureBackend, type FixtureBackend } from "../../server/test-fixture.ts";

const CONFIG = `{ storeConfig {
  store_code store_name default_title locale default_display_currency_code base_currency_code
  header_logo_src logo_width logo_height logo_alt base_url base_media_url secure_base_media_url
  product_url_suffix category_url_suffix create_account_confirmation customer_create_account_confirm root_category_uid website_code
} }`;

describe("store view and currency headers", () => {
  let backend: FixtureBackend;
  beforeAll(async () => {
    backend = await createFixtureBackend();
  });
  afterAll(() => backend.close());

  it("serves the default store view without a Store header", async () => {
    const { status, body } = await backend.graphql(CONFIG);
    expect(status).toBe(200);
    expect(body.data.storeConfig).toEqual({
      store_code: "default",
      store_name: "UK Store",
      default_title: "Maison",
      locale: "en_GB",
      default_display_currency_code: "GBP",
      base_currency_code: "GBP",
      header_logo_src: null,
      logo_width: null,
      logo_height: null,
      logo_alt: "Maison",
      base_url: "https://api.example.test/",
      base_media_url: "https://api.example.test/media/",
      secure_base_media_url: "https://api.example.test/media/",
      product_url_suffix: ".html",
      category_url_suffix: ".html",
      create_account_confirmation: true,
      customer_create_account_confirm: true,
      root_category_uid: "Mg==",
      website_code: "base",
    });
  });

  it("serves the rest of Magento's StoreConfig with this backend's own settings", async () => {
    const { body } = await backend.graphql(`{ storeConfig {
      code id website_id root_category_id root_category_uid cms_home_page cms_no_route cms_no_cookies front no_route
      base_static_url secure_base_static_url head_includes absolute_footer demonotice configurable_thumbnail_source
      autocomplete_on_storefront allow_order allow_items magento_wishlist_general_is_enabled
      send_friend { enabled_for_customers enabled_for_guests }
      category_fixed_product_tax_display_setting product_fixed_product_tax_display_setting sales_fixed_product_tax_display_setting
      check_money_order_enabled zero_subtotal_enabled braintree_cc_vault_active payment_payflowpro_cc_vault_active
    } }`, undefined, { store: "uus_2" });
    expect(body.data.storeConfig).toEqual({
      code: "uus_2",
      id: 2,
      website_id: 2,
      root_category_id: 2,
      root_category_uid: "Mg==",
      cms_home_page: "home",
      cms_no_route: "no-route",
      cms_no_cookies: "enable-cookies",
      front: "cms",
      no_route: "cms/noroute/index",
      base_static_url: null,
      secure_base_static_url: null,
      head_includes: null,
      absolute_footer: null,
      demonotice: 0,
      configurable_thumbnail_source: "itself",
      autocomplete_on_storefront: false,
      allow_order: "0",
      allow_items: "0",
      magento_wishlist_general_is_enabled: "0",
      send_friend: { enabled_for_customers: false, enabled_for_guests: false },
      category_fixed_product_tax_display_setting: "FPT_DISABLED",
      product_fixed_product_tax_display_setting: "FPT_DISABLED",
      sales_fixed_product_tax_display_setting: "FPT_DISABLED",
      check_money_order_enabled: false,
      zero_subtotal_enabled: false,
      braintree_cc_vault_active: "0",
      payment_payflowpro_cc_vault_active: "0",
    });
  });

  it("switches store view with the Store header", async () => {
    const { body } = await backend.graphql(CONFIG, undefined, { store: "uus_2" });
    expect(body.data.storeConfig).toMatchObject({ store_code: "uus_2", locale: "en_US", default_display_currency_code: "USD" });
  });

  it("answers an unknown store code with Magento's error, not a server error", async () => {
    const { status, body } = await backend.graphql(CONFIG, undefined, { store: "atlantis" });
    expect(status).toBe(200);
    expect(body).toEqual({
      errors: [{ message: "Requested store is not found (atlantis)", extensions: { category: "graphql-input" } }],
    });
  });

  it("accepts a currency the store offers, in any letter case", async () => {
    for (const currency of ["EUR", "eur", "USD", "GBP"]) {
      const { body } = await backend.graphql("{ storeConfig { store_code } }", undefined, { currency });
      expect(body.errors, currency).toBeUndefined();
    }
  });

  it("refuses a currency the store does not offer", async () => {
    for (const [store, currency] of [["uus_2", "EUR"], ["default", "MXN"], ["default", "XYZ"]]) {
      const { body } = await backend.graphql("{ storeConfig { store_code } }", undefined, { store, currency });
      expect(body.errors?.[0], `${store} ${currency}`).toEqual({
        message: "Please correct the target currency",
        extensions: { category: "graphql-input" },
      });
    }
  });

  it("treats a bearer token of an unknown customer as a guest", async () => {
    const { body } = await backend.graphql("{ storeConfig { store_code } }", undefined, { token: "not-a-real-token" });
    expect(body).toEqual({ data: { storeConfig: { store_code: "default" } } });
  });

  it("lists the store views of the current website", async () => {
    const { body } = await backend.graphql("{ availableStores { store_code is_default_store } }", undefined, { store: "mx_website_store_view" });
    expect(body.data.availableStores).toEqual([{ store_code: "mx_website_store_view", is_default_store: true }]);
  });

  it("describes the store's currencies and rates", async () => {
    const query = `{ currency { base_currency_code base_currency_symbol default_display_currency_code
      default_display_currency_symbol available_currency_codes exchange_rates { currency_to rate } } }`;
    const gb = await backend.graphql(query);
    expect(gb.body.data.currency).toEqual({
      base_currency_code: "GBP",
      base_currency_symbol: "£",
      default_display_currency_code: "GBP",
      default_display_currency_symbol: "£",
      available_currency_codes: ["GBP", "EUR", "USD"],
      exchange_rates: [
        { currency_to: "GBP", rate: 1 },
        { currency_to: "EUR", rate: 1.17 },
        { currency_to: "USD", rate: 1.27 },
      ],
    });
    const us = await backend.graphql(query, undefined, { store: "uus_2" });
    expect(us.body.data.currency.available_currency_codes).toEqual(["USD"]);
    expect(us.body.data.currency.default_display_currency_symbol).toBe("$");
  });

  it("uses the request origin for URLs when no public URL is configured", async () => {
    const local = await createFixtureBackend({ publicUrl: undefined });
    try {
      const { body } = await local.graphql("{ storeConfig { base_media_url } }");
      expect(body.data.storeConfig.base_media_url).toBe("http://localhost/media/");
    } finally {
      await local.close();
    }
  });
});
