import type { CookieSource } from "@/lib/markets/cookies";
import { type Market, marketForLocale } from "@/lib/markets/markets";
import { resolveRequestScope } from "@/lib/markets/request-rules";

/** Which store view and currency a request speaks to: Magento's `Store` and `Content-Currency` headers. */
export interface RequestScope {
  store: string;
  currency: string;
  /** The customer's bearer token (`Authorization`); only server code ever holds it. */
  token?: string;
  /**
   * The site's language (`Accept-Language`): gb and cn share a store view, and the backend writes a shopper's
   * e-mails and picks the captcha by the site the request comes from.
   */
  language?: string;
  /**
   * The shopper's `X-Forwarded-For` chain as the front server completed it: per-shopper calls pass it on, so the
   * backend's limits per client (cart creation, sign-in failures) count the shopper, not the storefront.
   */
  forwardedFor?: string;
  /** The id the front server gave the shopper's request (`X-Request-Id`), so the backend's logs name it too. */
  requestId?: string;
}

/**
 * The shopper's store and currency: the cookies count only while they were set under the current locale (switching
 * site resets both to the site's defaults); malformed values are ignored rather than forwarded to the API. The
 * proxy applies the same rules and writes the cookies back.
 */
export function resolveScope(market: Market, cookies: CookieSource): RequestScope {
  const { store, currency } = resolveRequestScope({ locale: market.locale, cookies });
  return { store, currency };
}

/**
 * The site's own store view and currency, ignoring the shopper's cookies: what crawlers see, and what metadata,
 * sitemaps and other shopper-independent output are built from.
 */
export function siteScope(locale: string): RequestScope {
  const market = marketForLocale(locale);
  return { store: market.storeCode, currency: market.currency };
}
