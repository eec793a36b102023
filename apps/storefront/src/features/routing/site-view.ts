/**
 * Which catalogue requests see the site's own view of a page (ADR 010).
 *
 * The home page, or a product or category URL, opened without a query string by a shopper whose store and currency
 * are the site's own, shows exactly what the site shows everyone: that page can be prerendered once per URL and
 * served whole. The proxy sends such requests to the catch-all under an internal first segment; every other request
 * (a filter, a shade, a page number, another currency) reaches its route as it is and is rendered for the shopper.
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

/**
 * The internal path serving the site's view of `internalPath` (the locale-prefixed path the locale middleware
 * rewrote to, e.g. `/en-GB/skincare.html` → `/en-GB/__site/skincare.html`, `/en-GB` → `/en-GB/__site`), or null when
 * it is not the home page or a catalogue page (the shop's own routes) or already internal.
 */
export function siteViewPath(internalPath: string): string | null {
  const home = /^\/([^/]+)\/?$/.exec(internalPath);
  if (home) return `/${home[1]}/${SITE_VIEW_SEGMENT}`;
  const match = /^\/([^/]+)(\/.+)$/.exec(internalPath);
  if (!match) return null;
  const [, locale, rest] = match as unknown as [string, string, string];
  if (rest.split("/")[1] === SITE_VIEW_SEGMENT) return null;
  // catchAllPath reads a public path; an unprefixed one has the same first segment.
  if (catchAllPath(rest) === null) return null;
  return `/${locale}/${SITE_VIEW_SEGMENT}${rest}`;
}

/** The catch-all's segments without the internal marker, and whether the site's view was asked for. */
export function readSiteView(segments: readonly string[]): { siteView: boolean; segments: readonly string[] } {
  return segments[0] === SITE_VIEW_SEGMENT ? { siteView: true, segments: segments.slice(1) } : { siteView: false, segments };
}
