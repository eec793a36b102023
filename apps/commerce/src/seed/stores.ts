import type { currencyRates, stores } from "../db/schema.ts";

type StoreRow = typeof stores.$inferInsert;
type RateRow = typeof currencyRates.$inferInsert;

export const STORE_CODES = ["default", "uus_2", "mx_website_store_view"] as const;

// gb and cn share the `default` view (GBP); the currency selector there offers EUR and USD as display currencies.
export const STORES: StoreRow[] = [
  {
    code: "default",
    id: 1,
    websiteCode: "base",
    websiteId: 1,
    websiteName: "Maison United Kingdom",
    storeName: "Maison United Kingdom",
    defaultTitle: "Maison | Luxury Beauty, Fragrance & Accessories",
    locale: "en_GB",
    baseCurrency: "GBP",
    defaultDisplayCurrency: "GBP",
    allowedCurrencies: ["GBP", "EUR", "USD"],
    pricesIncludeTax: true,
    taxRateBp: 2000,
    taxLabel: "VAT",
    isDefault: true,
    sortOrder: 0,
  },
  {
    code: "uus_2",
    id: 2,
    websiteCode: "us",
    websiteId: 2,
    websiteName: "Maison United States",
    storeName: "Maison United States",
    defaultTitle: "Maison US | Luxury Beauty, Fragrance & Accessories",
    locale: "en_US",
    baseCurrency: "USD",
    defaultDisplayCurrency: "USD",
    allowedCurrencies: ["USD"],
    pricesIncludeTax: false,
    taxRateBp: 887.5,
    taxLabel: "Sales Tax",
    isDefault: false,
    sortOrder: 1,
  },
  {
    code: "mx_website_store_view",
    id: 3,
    websiteCode: "mx",
    websiteId: 3,
    websiteName: "Maison México",
    storeName: "Maison México",
    defaultTitle: "Maison México | Belleza, Fragancias y Accesorios de Lujo",
    locale: "es_MX",
    baseCurrency: "MXN",
    defaultDisplayCurrency: "MXN",
    allowedCurrencies: ["MXN"],
    pricesIncludeTax: true,
    taxRateBp: 1600,
    taxLabel: "IVA",
    isDefault: false,
    sortOrder: 2,
    cmsNoCookies: "mx-enable-cookies",
  },
];

// Units of the target per one unit of the base; a full matrix so that any base can convert to any display currency.
const PER_GBP: Record<string, number> = { GBP: 1, EUR: 1.17, USD: 1.27, MXN: 24 };

export const CURRENCY_RATES: RateRow[] = Object.keys(PER_GBP).flatMap((base) =>
  Object.keys(PER_GBP).map((target) => ({
    baseCurrency: base,
    targetCurrency: target,
    rate: (base === target ? 1 : (PER_GBP[target] as number) / (PER_GBP[base] as number)).toFixed(8),
  })),
);
