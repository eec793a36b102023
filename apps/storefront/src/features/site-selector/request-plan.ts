/**
 * What the proxy does with one request (spec §2.1, §4 "Currency and store per request", §9 "Cookies"), as data:
 * the proxy applies it. Built on the pure rules in lib/markets.
 */
import { cookieNames, cookieToSet, LOCALE_COOKIE, readCookie, type CookieSource, type CookieToSet } from "@/lib/markets/cookies";
import { marketForHost, marketForPrefix, type SiteDomains } from "@/lib/markets/domains";
import type { Locale } from "@/lib/markets/markets";
import { countryCookieFromHeader, currencyQueryRedirect, resolveRequestScope } from "@/lib/markets/request-rules";

export interface RequestPlanInput {
  url: URL;
  host: string | null;
  cookies: CookieSource;
  headers: { get(name: string): string | null };
  domains: SiteDomains;
  /** Background fetches (prefetch, RSC) must not move the site cookies; only documents do. */
  isDocument: boolean;
}

export interface RequestPlan {
  locale: Locale;
  /** Path the locale middleware should see: a site domain's unprefixed path gains that site's prefix. */
  rewritePath: string | null;
  /** Redirect instead of rendering (a `?currency=` link). */
  redirectTo: string | null;
  setCookies: CookieToSet[];
}

export function planRequest({ url, host, cookies, headers, domains, isDocument }: RequestPlanInput): RequestPlan {
  const prefixed = marketForPrefix(url.pathname);
  const hostMarket = prefixed ? undefined : marketForHost(host, domains);
  const rewritePath =
    hostMarket && hostMarket.prefix ? `${hostMarket.prefix}${url.pathname === "/" ? "" : url.pathname}` : null;
  const market = prefixed ?? hostMarket;

  const scope = resolveRequestScope({ locale: market?.locale ?? "", cookies });
  const setCookies: CookieToSet[] = isDocument ? [...scope.resetCookies] : [];
  if (isDocument && readCookie(cookies, LOCALE_COOKIE) !== scope.locale) setCookies.push(cookieToSet(LOCALE_COOKIE, scope.locale));

  const country = countryCookieFromHeader(headers, cookies);
  if (country) setCookies.push(country);

  // After a site switch the currency cookie the browser still sends is stale: compare with the reset value.
  const effective = { [cookieNames.currency]: scope.currency };
  const currency = currencyQueryRedirect(url, effective);
  if (currency) {
    return {
      locale: scope.locale,
      rewritePath: null,
      redirectTo: currency.location,
      setCookies: [...setCookies, ...currency.setCookies],
    };
  }
  return { locale: scope.locale, rewritePath, redirectTo: null, setCookies };
}
