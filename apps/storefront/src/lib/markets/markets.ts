/**
 * The four regional sites. The site code is the business name (gb, cn, us, mex); the locale drives next-intl;
 * the prefix is the URL segment (none for the default site); store code and currency go to the API as the
 * `Store` and `Content-Currency` headers.
 */
export const markets = [
  { site: "gb", locale: "en-GB", prefix: "", storeCode: "default", currency: "GBP", timeZone: "Europe/London" },
  { site: "cn", locale: "zh-CN", prefix: "/cn", storeCode: "default", currency: "GBP", timeZone: "Asia/Shanghai" },
  { site: "us", locale: "en-US", prefix: "/us", storeCode: "uus_2", currency: "USD", timeZone: "America/New_York" },
  {
    site: "mex",
    locale: "es-MX",
    prefix: "/mex",
    storeCode: "mx_website_store_view",
    currency: "MXN",
    timeZone: "America/Mexico_City",
  },
] as const;

export type Market = (typeof markets)[number];
export type Locale = Market["locale"];
export type SiteCode = Market["site"];

export const locales = markets.map((m) => m.locale) as [Locale, ...Locale[]];
export const defaultMarket: Market = markets[0];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && markets.some((m) => m.locale === value);
}

export function marketForLocale(locale: string): Market {
  return markets.find((m) => m.locale === locale) ?? defaultMarket;
}

export function marketForSite(site: string): Market | undefined {
  return markets.find((m) => m.site === site);
}

/** Prefixes for next-intl's `localePrefix.prefixes`; the default locale has none. */
export function localePrefixes(): Partial<Record<Locale, `/${string}`>> {
  const out: Partial<Record<Locale, `/${string}`>> = {};
  for (const m of markets) if (m.prefix) out[m.locale] = m.prefix as `/${string}`;
  return out;
}
