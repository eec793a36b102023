/**
 * Unknown catalogue URLs must answer with HTTP status 404, not a "soft 404" (the not-found page with 200): the
 * catch-all page resolves its URL inside a streamed boundary, after the status line has gone out. So the proxy
 * asks the same question first, for document requests the catch-all will serve, and marks the response 404.
 */
import { markets } from "@/lib/markets/markets";
import { sitePrefixOf } from "@/i18n/site-prefix";
import { type CatchAllResolution, resolveCatchAll } from "./resolve-path";

export type LookupAnswer = "found" | "missing" | "unknown";
/** Asks the API's `route(url)` for one store view; "unknown" when it could not answer (down, slow). */
export type RouteLookup = (url: string, store: string) => Promise<LookupAnswer>;

const PREFIXES = markets.map((m) => m.prefix).filter(Boolean);
/** First path segments of the shop's own pages: never the catch-all's, so never looked up. */
/** The page the proxy rewrites missing URLs to (app/[locale]/(shop)/page-not-found). */
export const NOT_FOUND_SEGMENT = "page-not-found";
// A test keeps this in step with the folders of app/[locale]; the routes of spec §3 still to come are reserved too.
export const APP_SEGMENTS = new Set([
  NOT_FOUND_SEGMENT, "Cms", "Faq", "Home", "Page", "Sitemap", "sitemap", "account", "brand", "cart", "checkout", "dev", "pay-result",
  "search", "sw", "thank-you", "user", "wish", "sitemap.xml", "Sitemap.xml",
]);

/** The part of the path after the site prefix, or null when it belongs to one of the shop's own pages. */
export function catchAllPath(pathname: string): string | null {
  const prefix = sitePrefixOf(pathname);
  const rest = pathname.slice(prefix.length) || "/";
  if (rest === "/") return null;
  const first = rest.split("/")[1] ?? "";
  return APP_SEGMENTS.has(first) ? null : pathname;
}

/** Whether a request path names no page at all. Lookups the API cannot answer count as found: the page decides. */
export async function isMissingPage(pathname: string, store: string, lookup: RouteLookup): Promise<boolean> {
  const path = catchAllPath(pathname);
  if (path === null) return false;
  const resolution: CatchAllResolution = resolveCatchAll(path, { localePrefixes: PREFIXES });
  switch (resolution.kind) {
    case "ignore":
      return true;
    case "lookup":
      return (await lookup(resolution.url, store)) === "missing";
    default:
      return false;
  }
}

/** The `{id}` segment of a brand page's path (`/brand/{id}` after the site prefix), or null for any other path. */
export function brandKeyOf(pathname: string): string | null {
  const prefix = sitePrefixOf(pathname);
  const match = /^\/brand\/([^/]+)$/.exec(pathname.slice(prefix.length));
  return match ? match[1]! : null;
}

/**
 * Whether a request path is a brand's page for a brand there is none of (`lookup` asks the API by the `{id}`
 * segment). Its page resolves the brand after the status line has gone out, as the catch-all does its URL: the
 * proxy answers 404 first, and no shared cache keeps the not-found page (docs/adr/019).
 */
export async function isMissingBrand(pathname: string, store: string, lookup: RouteLookup): Promise<boolean> {
  const key = brandKeyOf(pathname);
  return key !== null && (await lookup(key, store)) === "missing";
}

/** A small time-bounded memo so that a popular URL costs one lookup a minute per instance, not one per request. */
export function memoizeLookup(lookup: RouteLookup, ttlMs = 60_000, maxEntries = 2_000): RouteLookup {
  const memo = new Map<string, { answer: LookupAnswer; until: number }>();
  return async (url, store) => {
    const key = `${store}\u0000${url}`;
    const now = Date.now();
    const hit = memo.get(key);
    if (hit && hit.until > now) return hit.answer;
    const answer = await lookup(url, store);
    if (answer !== "unknown") {
      if (memo.size >= maxEntries) memo.delete(memo.keys().next().value as string);
      memo.set(key, { answer, until: now + ttlMs });
    }
    return answer;
  };
}
