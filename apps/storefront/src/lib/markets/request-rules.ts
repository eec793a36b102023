/**
 * Per-request decisions about store, currency and country (spec §4 "Currency and store per request", §7
 * "Country header"). Pure: they say which cookies to write and where to redirect; the proxy applies them.
 *
 * Order in the proxy: `resolveRequestScope` first, then `currencyQueryRedirect`, so that a `?currency=` on the
 * first request after a site switch is written after (and wins over) the switch's reset.
 */
import { cookieNames, cookieToSet, readCookie, type CookieSource, type CookieToSet } from "./cookies";
import { defaultMarket, markets, type Locale } from "./markets";

export const COUNTRY_HEADER = "x-client-country-code";

export interface RequestScopeInput {
  locale: string;
  cookies: CookieSource;
  /** The store's `currency.available_currency_codes`; empty or absent when not known yet. */
  availableCurrencies?: readonly string[];
}

export interface RequestScopeDecision {
  locale: Locale;
  store: string;
  currency: string;
  /** Cookies to write on the response, in order. */
  resetCookies: CookieToSet[];
}

const STORE_CODE = /^[a-z0-9_]{1,64}$/i;
const CURRENCY_CODE = /^[A-Z]{3}$/;
const COUNTRY_CODE = /^[A-Z]{2}$/;

export function resolveRequestScope({ locale, cookies, availableCurrencies = [] }: RequestScopeInput): RequestScopeDecision {
  // An unknown locale is treated as the default site, and then like any other.
  const market = markets.find((m) => m.locale === locale) ?? defaultMarket;
  const cookieLocale = readCookie(cookies, cookieNames.locale);

  if (cookieLocale !== undefined && cookieLocale !== market.locale) {
    return {
      locale: market.locale,
      store: market.storeCode,
      currency: market.currency,
      resetCookies: [
        cookieToSet(cookieNames.store, market.storeCode),
        cookieToSet(cookieNames.locale, market.locale),
        cookieToSet(cookieNames.currency, market.currency),
      ],
    };
  }

  const resetCookies: CookieToSet[] = [];
  // A first visit only records the site; store and currency cookies, if any, still count.
  if (cookieLocale === undefined) resetCookies.push(cookieToSet(cookieNames.locale, market.locale));

  const storeCookie = readCookie(cookies, cookieNames.store);
  const store = storeCookie !== undefined && STORE_CODE.test(storeCookie) ? storeCookie : market.storeCode;
  if (storeCookie !== undefined && store !== storeCookie) resetCookies.push(cookieToSet(cookieNames.store, store));

  const currencyCookie = readCookie(cookies, cookieNames.currency);
  const currency =
    currencyCookie !== undefined && isAcceptedCurrency(currencyCookie, availableCurrencies) ? currencyCookie : market.currency;
  if (currencyCookie !== undefined && currency !== currencyCookie) resetCookies.push(cookieToSet(cookieNames.currency, currency));

  return { locale: market.locale, store, currency, resetCookies };
}

export interface CurrencyRedirect {
  /** The same URL without any `currency` parameter; absolute when the input was. */
  location: string;
  setCookies: CookieToSet[];
}

/**
 * `?currency=XXX` selects a currency from a link: remember it and drop the parameter so the address stays
 * canonical. A missing, malformed or unoffered code leaves the request alone.
 */
export function currencyQueryRedirect(
  url: URL | string,
  cookies: CookieSource,
  options: { availableCurrencies?: readonly string[] } = {},
): CurrencyRedirect | null {
  const relative = typeof url === "string" && !/^[a-z][a-z0-9+.-]*:/i.test(url);
  const target = new URL(url, "http://relative.invalid");
  const requested = target.searchParams.get("currency")?.trim().toUpperCase();
  if (!requested || !isAcceptedCurrency(requested, options.availableCurrencies ?? [])) return null;

  target.search = withoutParam(target.search, "currency");
  const location = relative ? `${target.pathname}${target.search}${target.hash}` : target.href;
  const setCookies =
    readCookie(cookies, cookieNames.currency) === requested ? [] : [cookieToSet(cookieNames.currency, requested)];
  return { location, setCookies };
}

/** The API reports the shopper's country in a response header; keep it in the country cookie when it changed. */
export function countryCookieFromHeader(
  headers: { get(name: string): string | null },
  cookies: CookieSource,
): CookieToSet | null {
  const country = headers.get(COUNTRY_HEADER)?.trim().toUpperCase();
  if (!country || !COUNTRY_CODE.test(country)) return null;
  return readCookie(cookies, cookieNames.country) === country ? null : cookieToSet(cookieNames.country, country);
}

/** Drops one parameter and leaves every other byte of the query as it came. */
function withoutParam(search: string, name: string): string {
  const kept = search
    .slice(1)
    .split("&")
    .filter((pair) => pair !== "" && paramName(pair) !== name);
  return kept.length > 0 ? `?${kept.join("&")}` : "";
}

function paramName(pair: string): string {
  const raw = pair.split("=", 1)[0]!.replaceAll("+", " ");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function isAcceptedCurrency(code: string, available: readonly string[]): boolean {
  return CURRENCY_CODE.test(code) && (available.length === 0 || available.includes(code));
}
