import { pgTable, text, integer, boolean, numeric, primaryKey } from "drizzle-orm/pg-core";

/** A Magento store view. The code is what clients send in the `Store` header. */
export const stores = pgTable("stores", {
  code: text("code").primaryKey(),
  id: integer("id").notNull().unique(),
  websiteCode: text("website_code").notNull(),
  /** Magento's website id (0 is the admin website); one store group per website, numbered like it. */
  websiteId: integer("website_id").notNull(),
  websiteName: text("website_name").notNull(),
  storeName: text("store_name").notNull(),
  defaultTitle: text("default_title").notNull(),
  locale: text("locale").notNull(),
  baseCurrency: text("base_currency").notNull(),
  defaultDisplayCurrency: text("default_display_currency").notNull(),
  /** Currencies a shopper may pick with `Content-Currency`, the base one included. */
  allowedCurrencies: text("allowed_currencies").array().notNull(),
  /** Whether catalogue prices already include tax (gb, mex) or tax is added at checkout (us). */
  pricesIncludeTax: boolean("prices_include_tax").notNull(),
  /** Tax rate in basis points (2000 = 20 %); fractional because US rates such as 8.875 % are 887.5 bp. */
  taxRateBp: numeric("tax_rate_bp", { precision: 9, scale: 3, mode: "number" }).notNull(),
  taxLabel: text("tax_label").notNull(),
  isDefault: boolean("is_default").notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
  /** Magento's customer/create_account/confirm: new accounts sign in only after the e-mailed link is followed. */
  createAccountConfirmation: boolean("create_account_confirmation").notNull().default(true),
  /** Identifier of the CMS page shown to browsers that refuse cookies, in the store's language. */
  cmsNoCookies: text("cms_no_cookies").notNull().default("enable-cookies"),
});

/** Exchange rates from a store's base currency. Money is converted with these, then rounded to the minor unit. */
export const currencyRates = pgTable(
  "currency_rates",
  {
    baseCurrency: text("base_currency").notNull(),
    targetCurrency: text("target_currency").notNull(),
    rate: numeric("rate", { precision: 18, scale: 8 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.baseCurrency, t.targetCurrency] })],
);
