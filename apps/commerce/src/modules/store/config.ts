import type { RequestContext } from "../../core/context.ts";
import type { StoreView } from "../../core/store-view.ts";
import { MIN_PASSWORD_LENGTH, REQUIRED_CHARACTER_CLASSES } from "../customer/password.ts";

// Settings Magento keeps in core_config_data. This backend has no admin for them, so they are the fixed choices of
// this shop, shared by every store view; store-specific values come from the stores table.
const SHARED = {
  weight_unit: "kgs",
  product_url_suffix: ".html",
  category_url_suffix: ".html",
  catalog_default_sort_by: "position",
  grid_per_page: 12,
  grid_per_page_values: "12,24,60",
  list_per_page: 12,
  list_per_page_values: "12,24,60",
  list_mode: "grid-list",
  cms_home_page: "home",
  cms_no_route: "no-route",
  show_cms_breadcrumbs: 1,
  title_prefix: "",
  title_suffix: "",
  title_separator: "-",
  default_description: null,
  default_keywords: null,
  // No uploaded logo: Magento then serves nulls and the storefront shows its own.
  header_logo_src: null,
  logo_width: null,
  logo_height: null,
  head_shortcut_icon: null,
  use_store_in_url: false,
  product_reviews_enabled: "1",
  allow_guests_to_write_product_reviews: "1",
  minimum_password_length: String(MIN_PASSWORD_LENGTH),
  required_character_classes_number: String(REQUIRED_CHARACTER_CLASSES),
  // Magento's default: browsers are not asked to remember sign-in details.
  autocomplete_on_storefront: false,
  // The base URL serves the CMS home page (cms_home_page); unknown URLs get the CMS page cms_no_route.
  front: "cms",
  no_route: "cms/noroute/index",
  // This backend serves media only: themes, scripts and fonts belong to the storefront. Null rather than a URL
  // where nothing would answer.
  base_static_url: null,
  secure_base_static_url: null,
  // The storefront owns <head> and the end of <body> (and their Content-Security-Policy): nothing to inject.
  head_includes: null,
  absolute_footer: null,
  demonotice: 0,
  // The cart shows a configurable line with its variant's image (ConfigurableCartItem.configured_variant).
  configurable_thumbnail_source: "itself",
  // Features not offered: gift messages (updateCartItems refuses them), wishlists, e-mail to a friend.
  allow_order: "0",
  allow_items: "0",
  magento_wishlist_general_is_enabled: "0",
  send_friend: { enabled_for_customers: false, enabled_for_guests: false },
  // No fixed product taxes exist here (ProductPrice.fixed_product_taxes is always empty).
  category_fixed_product_tax_display_setting: "FPT_DISABLED",
  product_fixed_product_tax_display_setting: "FPT_DISABLED",
  sales_fixed_product_tax_display_setting: "FPT_DISABLED",
  // Payments are not taken yet: Magento's offline methods and card vaults are off. The other values are what
  // Magento answers for a method switched off with its defaults untouched.
  check_money_order_enabled: false,
  check_money_order_title: "Check / Money order",
  check_money_order_new_order_status: "pending",
  check_money_order_enable_for_specific_countries: false,
  check_money_order_payment_from_specific_countries: null,
  check_money_order_make_check_payable_to: null,
  check_money_order_send_check_to: null,
  check_money_order_min_order_total: null,
  check_money_order_max_order_total: null,
  check_money_order_sort_order: null,
  zero_subtotal_enabled: false,
  zero_subtotal_title: "No Payment Information Required",
  zero_subtotal_new_order_status: "pending",
  zero_subtotal_payment_action: null,
  zero_subtotal_enable_for_specific_countries: false,
  zero_subtotal_payment_from_specific_countries: null,
  zero_subtotal_sort_order: 1,
  braintree_cc_vault_active: "0",
  payment_payflowpro_cc_vault_active: "0",
} as const;

/** What the review settings advertised in StoreConfig mean for the review module. */
export const reviewSettings = {
  enabled: SHARED.product_reviews_enabled === "1",
  guestsMayWrite: SHARED.allow_guests_to_write_product_reviews === "1",
};

/** The store root category (Magento's "Default Category"), whose children form the menu. */
export const ROOT_CATEGORY_ID = 2;

const TIMEZONES: Record<string, string> = { GB: "Europe/London", US: "America/New_York", MX: "America/Mexico_City", CN: "Asia/Shanghai" };

function timezoneOf(locale: string): string {
  return TIMEZONES[locale.split(/[_-]/)[1]?.toUpperCase() ?? ""] ?? "UTC";
}

/** StoreConfig of a store view, in GraphQL field names. */
export function storeConfig(ctx: Pick<RequestContext, "baseUrl">, store: StoreView, siblings: StoreView[]) {
  const baseUrl = `${ctx.baseUrl}/`;
  const mediaUrl = `${ctx.baseUrl}/media/`;
  const groupDefault = siblings.find((s) => s.websiteCode === store.websiteCode) ?? store;
  return {
    ...SHARED,
    store_code: store.code,
    code: store.code,
    id: store.id,
    store_name: store.storeName,
    store_sort_order: store.sortOrder,
    is_default_store: groupDefault.code === store.code,
    // One store group per website here, named after it.
    store_group_code: store.websiteCode,
    store_group_name: store.websiteName,
    is_default_store_group: true,
    website_code: store.websiteCode,
    website_id: store.websiteId,
    website_name: store.websiteName,
    locale: store.locale,
    base_currency_code: store.baseCurrency,
    default_display_currency_code: store.defaultDisplayCurrency,
    timezone: timezoneOf(store.locale),
    base_url: baseUrl,
    base_link_url: baseUrl,
    base_media_url: mediaUrl,
    secure_base_url: baseUrl,
    secure_base_link_url: baseUrl,
    secure_base_media_url: mediaUrl,
    default_title: store.defaultTitle,
    logo_alt: store.defaultTitle,
    welcome: `Welcome to ${store.defaultTitle}`,
    copyright: `© ${store.defaultTitle}`,
    root_category_id: ROOT_CATEGORY_ID,
    root_category_uid: Buffer.from(String(ROOT_CATEGORY_ID)).toString("base64"),
    // Per store view, on in the seed: the spec's reading is that new accounts confirm their e-mail first.
    create_account_confirmation: store.createAccountConfirmation,
    customer_create_account_confirm: store.createAccountConfirmation,
    cms_no_cookies: store.cmsNoCookies,
  };
}
