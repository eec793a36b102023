import type { Market } from "@/features/markets/markets";

/** Which store view and currency a request speaks to: Magento's `Store` and `Content-Currency` headers. */
export interface RequestScope {
  store: string;
  currency: string;
  token?: string;
}

export const COOKIE_PREFIX = "maison";
export const scopeCookies = {
  store: `${COOKIE_PREFIX}-store`,
  currency: `${COOKIE_PREFIX}-currency`,
  locale: `${COOKIE_PREFIX}-locale`,
} as const;

interface CookieReader {
  get(name: string): { value: string } | undefined;
}

const STORE_CODE = /^[a-z0-9_]{1,64}$/i;
const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * Store and currency cookies only count while they were set under the current locale: switching site resets both
 * to the site's defaults. Malformed values are ignored rather than forwarded to the API.
 */
export function resolveScope(market: Market, cookies: CookieReader): RequestScope {
  const defaults = { store: market.storeCode, currency: market.currency };
  const cookieLocale = cookies.get(scopeCookies.locale)?.value;
  if (cookieLocale !== undefined && cookieLocale !== market.locale) return defaults;
  const store = cookies.get(scopeCookies.store)?.value;
  const currency = cookies.get(scopeCookies.currency)?.value;
  return {
    store: store && STORE_CODE.test(store) ? store : defaults.store,
    currency: currency && CURRENCY_CODE.test(currency) ? currency : defaults.currency,
  };
}
