import type { IncomingHttpHeaders } from "node:http";
import { isBot } from "next/dist/shared/lib/router/utils/is-bot.js";
import { CATALOG_CACHE_LIFE } from "@/lib/commerce/cache-policy";
import { LOCALE_COOKIE, cookieNames } from "@/lib/markets/cookies";

/**
 * The HTTP caching of pages (docs/adr/019). The site view of a catalogue page (ADR 010) is the same for every
 * shopper, so a CDN or any shared cache may keep it; every other page is rendered for its shopper and stays private.
 */

export { SITE_VIEW_HEADER } from "./site-view-marker.ts";

/** Says where a site view came from: `HIT` the front's own copy, `MISS` Next (the copy may have been filled). */
export const FRONT_CACHE_HEADER = "x-storefront-cache";

/** A shared cache keeps a site view as long as the catalogue answers it is made of stay fresh (cache-policy.ts). */
export const SITE_VIEW_CACHE = { sMaxAge: CATALOG_CACHE_LIFE.stale, staleWhileRevalidate: CATALOG_CACHE_LIFE.revalidate } as const;

/** Browsers ask again each time (a price changed by revalidation shows on the next view); shared caches keep it. */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${SITE_VIEW_CACHE.sMaxAge}, stale-while-revalidate=${SITE_VIEW_CACHE.staleWhileRevalidate}`;
export const PRIVATE_CACHE_CONTROL = "private, no-cache, no-store, max-age=0, must-revalidate";

/**
 * Cookies that make a page the shopper's own: the cart and the customer token (personal data), and the store view
 * and currency (the proxy renders another view of the page for them). With one, nothing is shared.
 */
const SHOPPER_COOKIES: ReadonlySet<string> = new Set([cookieNames.cart, cookieNames.customer, cookieNames.store, cookieNames.currency]);

/** Cookie names of a request. */
export function cookieNamesOf(headers: IncomingHttpHeaders): string[] {
  const raw = headers.cookie;
  if (!raw) return [];
  return raw
    .split(";")
    .map((pair) => pair.split("=", 1)[0]!.trim())
    .filter(Boolean);
}

/** A browser's page load or a crawler's fetch, not the router's background request for a page's data. */
export function isDocumentRequest(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  return !headers.rsc && !headers["next-action"] && !headers["next-router-prefetch"] && !headers["next-router-state-tree"];
}

/** No cart, customer, store or currency cookie. */
export function isAnonymous(headers: IncomingHttpHeaders): boolean {
  return !cookieNamesOf(headers).some((name) => SHOPPER_COOKIES.has(name));
}

/** Whether the answer to this request may be a page a shared cache keeps: an anonymous shopper's document. */
export function mayShare(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  return isDocumentRequest(method, headers) && isAnonymous(headers);
}

/** The value of a request's cookie, or undefined. */
export function cookieValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  for (const pair of (headers.cookie ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** The cookies naming the shopper's site, which the proxy records on a first visit and resets on a change of site. */
const SITE_COOKIES = [cookieNames.locale, LOCALE_COOKIE] as const;

/** Whether a request carries a site cookie. */
export function hasSiteCookies(headers: IncomingHttpHeaders): boolean {
  return SITE_COOKIES.some((name) => cookieValue(headers, name) !== undefined);
}

/**
 * Whether the front may answer this request from its own copy, before the proxy has seen it: an anonymous document
 * without any query string (the proxy gives every such request the site view, whatever other cookies it carries)
 * whose site cookies, if any, name the site of the page (`siteLocale`): a shopper coming from another site has them
 * reset by the proxy, which the copy would skip.
 */
export function mayUseCopy(method: string | undefined, url: string, headers: IncomingHttpHeaders, siteLocale?: string): boolean {
  if (!mayShare(method, headers) || url.includes("?")) return false;
  if (siteLocale === undefined) return true;
  return SITE_COOKIES.every((name) => {
    const value = cookieValue(headers, name);
    return value === undefined || value === siteLocale;
  });
}

/**
 * The key of the front's copy: the host the shopper asked for (a site may have a domain of its own; behind a proxy
 * X-Forwarded-Host), the path, and whether a crawler asks (Next renders crawlers' pages otherwise: metadata in the
 * head, nothing streamed).
 */
export function copyKey(url: string, headers: IncomingHttpHeaders): string {
  const forwarded = headers["x-forwarded-host"];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? headers.host ?? "";
  return `${host.toLowerCase()} ${url.split("?", 1)[0]} ${isCrawler(headers) ? "crawler" : "browser"}`;
}

/**
 * Whether a crawler asks. Next renders its page otherwise (its bot rendering: nothing streamed, scripts in another
 * order), so a CDN, which keys by URL, must not keep that page for browsers; a browser's copy serves crawlers well,
 * as a site view's head carries the same metadata for both (lib/ui/ShopperBoundary.tsx).
 */
export function isCrawler(headers: IncomingHttpHeaders): boolean {
  return isBot(String(headers["user-agent"] ?? ""));
}

/** Next's own path tags (`_N_T_/…`) mean nothing to a CDN; ours are those the revalidation endpoint accepts. */
export function purgeableTags(tags: Iterable<string>): string[] {
  return [...new Set([...tags].filter((tag) => tag && !tag.startsWith("_N_T_") && /^[\x21-\x7e]+$/.test(tag)))].sort();
}

/**
 * Headers naming a shared page's cache tags, as CDNs read them: `Surrogate-Key` (space-separated: Fastly, Varnish
 * xkey) and `Cache-Tag` (comma-separated: Cloudflare, Akamai). Purging a tag at the CDN drops what
 * `POST /api/revalidate` with the same tag drops here.
 */
export function cacheTagHeaders(tags: readonly string[]): Record<string, string> {
  if (tags.length === 0) return {};
  return { "Surrogate-Key": tags.join(" "), "Cache-Tag": tags.join(",") };
}

/** Adds names to a Vary header value, keeping those already there. */
export function withVary(current: unknown, ...names: string[]): string {
  const values = (Array.isArray(current) ? current.join(",") : typeof current === "string" ? current : "")
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  for (const name of names) if (!values.some((v) => v.toLowerCase() === name.toLowerCase())) values.push(name);
  return values.join(", ");
}
