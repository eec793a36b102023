import type { IncomingHttpHeaders } from "node:http";
import { CATALOG_CACHE_LIFE } from "@/lib/commerce/cache-policy";
import { cookieNames } from "@/lib/markets/cookies";

/**
 * The HTTP caching of pages (docs/adr/018). The site view of a catalogue page (ADR 010) is the same for everyone, so
 * a CDN or any shared cache may keep it; every other page is rendered for its shopper and stays private.
 */

/**
 * Set by the proxy on a response that serves a site view, with the page's internal path as its value; the front
 * (src/server/start.ts) reads and removes it before the response leaves.
 */
export const SITE_VIEW_HEADER = "x-maison-site-view";

/** A shared cache keeps a site view as long as the catalogue answers it is made of stay fresh (cache-policy.ts). */
export const SITE_VIEW_CACHE = { sMaxAge: CATALOG_CACHE_LIFE.stale, staleWhileRevalidate: CATALOG_CACHE_LIFE.revalidate } as const;

/** Browsers ask again each time (a price changed by revalidation shows on the next view); shared caches keep it. */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${SITE_VIEW_CACHE.sMaxAge}, stale-while-revalidate=${SITE_VIEW_CACHE.staleWhileRevalidate}`;
export const PRIVATE_CACHE_CONTROL = "private, no-cache, no-store, max-age=0, must-revalidate";

/** Cookies that make a request a shopper's own: with one, nothing is served from or kept in a shared cache. */
const SHOPPER_COOKIES: ReadonlySet<string> = new Set([cookieNames.cart, cookieNames.customer]);
/**
 * Cookies no server code reads while rendering a site view: page scripts read the consent choice and the carried
 * notice; analytics cookies are the tag manager's. A request carrying only these may get the front's stored copy.
 */
const INERT_COOKIES: ReadonlySet<string> = new Set([cookieNames.cookieConsent, cookieNames.message]);
const ANALYTICS_COOKIE = /^(_ga(_.*)?|_gid|_gcl_[a-z]+|_fbp)$/;

/** Cookie names of a request. */
export function cookieNamesOf(headers: IncomingHttpHeaders): string[] {
  const raw = headers.cookie;
  if (!raw) return [];
  return raw.split(";").map((pair) => pair.split("=", 1)[0]!.trim()).filter(Boolean);
}

/** A browser's page load or a crawler's fetch, not the router's background request for a page's data. */
export function isDocumentRequest(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  return !headers.rsc && !headers["next-action"] && !headers["next-router-prefetch"] && !headers["next-router-state-tree"];
}

/** Whether this request may be answered with a page a shared cache keeps: a document, no cart or customer cookie. */
export function mayShare(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  return isDocumentRequest(method, headers) && !cookieNamesOf(headers).some((name) => SHOPPER_COOKIES.has(name));
}

/**
 * Whether the front may answer this request from its own stored copy, before the proxy has seen it: a document
 * without a query string whose cookies, if any, are none that the proxy or a page reads on the server. (The proxy
 * decides the site view from cookies and query; a request like this one always gets it.)
 */
export function mayUseStoredCopy(method: string | undefined, url: string, headers: IncomingHttpHeaders): boolean {
  if (!isDocumentRequest(method, headers) || url.includes("?")) return false;
  return cookieNamesOf(headers).every((name) => INERT_COOKIES.has(name) || ANALYTICS_COOKIE.test(name));
}

/** Next's own path tags (`_N_T_/…`) mean nothing to a CDN; ours are those the revalidation endpoint accepts. */
export function purgeableTags(tags: Iterable<string>): string[] {
  return [...new Set([...tags].filter((tag) => tag && !tag.startsWith("_N_T_") && /^[\x21-\x7e]+$/.test(tag)))];
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
