/**
 * Which catalogue requests see the site's own view of a page (ADR 010).
 *
 * The home page, a product, category or CMS URL, or a brand page (the A–Z list, one brand's products), opened
 * without a query string by a shopper whose store and currency are the site's own, shows exactly what the site shows
 * everyone: that page can be prerendered once per URL and served whole. The proxy sends such requests to the site
 * views' routes under an internal first segment; every other request (a filter, a shade, a page number, another
 * currency) reaches its route as it is and is rendered for the shopper.
 */
import type { Market } from "@/lib/markets/markets";
import type { RequestScope } from "@/lib/commerce/scope";
import { catchAllPath } from "./missing-page";

/** First slug segment of an internal site-view path. Magento never generates it: url keys are `[a-z0-9-]`. */
export const SITE_VIEW_SEGMENT = "__site";

/** Campaign and click identifiers: they name where a visit came from and change nothing on the page. */
const TRACKING_PARAM = /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|ttclid|twclid|yclid|mc_cid|mc_eid|_ga|_gl)$/i;

/** Whether a query string leaves the page as the site shows it (empty, or only tracking parameters). */
export function keepsSiteView(search: URLSearchParams): boolean {
  for (const key of search.keys()) if (!TRACKING_PARAM.test(key)) return false;
  return true;
}

/** Whether the shopper's store view and currency are the site's own. */
export function isSiteScope(scope: RequestScope, market: Market): boolean {
  return scope.store === market.storeCode && scope.currency === market.currency;
}

/** First segment of the shop's brand pages: `/brand` (the A–Z list) and `/brand/{id}`. */
const BRAND_SEGMENT = "brand";

/**
 * The internal path serving the site's view of `internalPath` (the locale-prefixed path the locale middleware
 * rewrote to, e.g. `/en-GB/skincare.html` → `/en-GB/__site/skincare.html`, `/en-GB` → `/en-GB/__site`,
 * `/en-GB/brand/12` → `/en-GB/__site/brand/12`), or null when it is not the home page, a catalogue page or a brand
 * page (the shop's other routes) or already internal.
 */
export function siteViewPath(internalPath: string): string | null {
  const home = /^\/([^/]+)\/?$/.exec(internalPath);
  if (home) return `/${home[1]}/${SITE_VIEW_SEGMENT}`;
  const match = /^\/([^/]+)(\/.+)$/.exec(internalPath);
  if (!match) return null;
  const [, locale, rest] = match as unknown as [string, string, string];
  const segments = rest.split("/").slice(1);
  if (segments[0] === SITE_VIEW_SEGMENT) return null;
  if (segments[0] === BRAND_SEGMENT) return isBrandPage(segments) ? `/${locale}/${SITE_VIEW_SEGMENT}${rest}` : null;
  // catchAllPath reads a public path; an unprefixed one has the same first segment.
  if (catchAllPath(rest) === null) return null;
  return `/${locale}/${SITE_VIEW_SEGMENT}${rest}`;
}

/** `brand` alone or followed by one non-empty segment (its id); anything deeper is no page. */
function isBrandPage(segments: readonly string[]): boolean {
  return segments.length === 1 || (segments.length === 2 && segments[1] !== "");
}

/** The catch-all's segments without the internal marker, and whether the site's view was asked for. */
export function readSiteView(segments: readonly string[]): { siteView: boolean; segments: readonly string[] } {
  return segments[0] === SITE_VIEW_SEGMENT ? { siteView: true, segments: segments.slice(1) } : { siteView: false, segments };
}
