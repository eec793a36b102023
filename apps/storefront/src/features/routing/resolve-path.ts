/**
 * How the catch-all page turns a request path into something to render (spec §2.4, steps 1–6; step 7, the
 * `route(url)` query and its 404, belongs to the caller).
 *
 * Pass the raw `request.nextUrl.pathname`, not Next's decoded `params`: step 2 decodes once, and decoding twice
 * would turn a literal `%25` into a broken escape.
 */

/** Spec §2.4 step 2: the payment result page, where every path containing it is sent. */
export const PAY_RESULT = "/pay-result";

export type CatchAllResolution =
  /** Not a catalogue URL: answer 404 without asking the API. */
  | { kind: "ignore" }
  | { kind: "redirect"; to: typeof PAY_RESULT }
  | { kind: "search"; route: { type: "SEARCH"; uid: "SEC=" } }
  /** `url` is relative, without the leading slash, as Magento stores `request_path`. */
  | { kind: "lookup"; url: string };

export interface CatchAllOptions {
  /** The prefixed locales' URL segments, e.g. `["/cn", "/us", "/mex"]`. */
  localePrefixes: readonly string[];
}

/** Spec §2.4 step 4: CMS pages served without a suffix. */
export const STATIC_PAGES: ReadonlySet<string> = new Set(
  [
    "/privacy-policy-cookie-restriction-mode",
    "/privacy-statement",
    "/mx-privacy-statement",
    "/track-order-info",
    "/mx-track-order-info",
    "/purchaseterms",
    "/about",
    "/mx-about",
    "/affiliate-home",
    "/mx-affiliate-home",
    "/terms-and-conditions",
    "/mx-terms-and-conditions",
    "/enable-cookies",
    "/mx-enable-cookies",
    "/dmca",
    "/mx-dmca",
  ],
);

const INTERNAL_PREFIXES = ["/_next/", "/__nextjs", "/_vercel/"];
const INTERNAL_FILES = new Set(["/favicon.ico", "/sw.js", "/robots.txt", "/manifest.webmanifest"]);
// Catalogue URLs end in .html or nothing; a request for one of these is a missing asset, never a product.
const STATIC_EXTENSION =
  /\.(?:js|mjs|cjs|map|css|json|webmanifest|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|bmp|woff2?|ttf|otf|eot|mp4|webm|mp3|pdf|wasm)$/i;
// Magento's url_rewrite.request_path is varchar(255); anything longer cannot match, so it costs no API call.
const MAX_URL_LENGTH = 255;
// Segment-anchored so that "skin-care/c/x" keeps its "care".
const MARKER_SEGMENTS = /(?<=^|\/)\p{L}+\/[cp]\//gu;
const SEARCH_SEGMENT = /(?:^|\/)search(?:\.html)?(?:\/|$)/;
// Real requests never carry dot segments or control characters (the URL parser resolves or rejects them),
// so after decoding they mean a probe.
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;
const CONTROL_CHAR = /[\u0000-\u001f\u007f]/;

export function resolveCatchAll(pathname: string, options: CatchAllOptions): CatchAllResolution {
  if (isInternalAsset(pathname)) return { kind: "ignore" };

  const decoded = pathname.includes("%") ? safeDecode(pathname) : pathname;
  if (decoded.includes(PAY_RESULT)) {
    // The result page is a route of its own: sending it to itself would redirect forever.
    return isPayResultPage(pathname, options.localePrefixes) ? { kind: "ignore" } : { kind: "redirect", to: PAY_RESULT };
  }
  if (decoded !== pathname && isInternalAsset(decoded)) return { kind: "ignore" };
  if (DOT_SEGMENT.test(decoded) || CONTROL_CHAR.test(decoded)) return { kind: "ignore" };

  let path = normalize(decoded);
  path = path.replace(MARKER_SEGMENTS, "");
  path = removeLocalePrefix(path, options.localePrefixes);
  if (path === "/") return { kind: "ignore" };
  if (!path.includes("html") && !STATIC_PAGES.has(path)) path += ".html";
  path = path.replace(/^\/(?:product|category)(?=\/)/, "");

  if (SEARCH_SEGMENT.test(path)) return { kind: "search", route: { type: "SEARCH", uid: "SEC=" } };
  const url = path.slice(1);
  if (url.length === 0 || url.length > MAX_URL_LENGTH) return { kind: "ignore" };
  return { kind: "lookup", url };
}

export function isInternalAsset(pathname: string): boolean {
  return (
    INTERNAL_FILES.has(pathname) ||
    INTERNAL_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ||
    STATIC_EXTENSION.test(pathname)
  );
}

/** The result page itself, as requested (not decoded), under any site prefix. */
function isPayResultPage(pathname: string, prefixes: readonly string[]): boolean {
  const path = normalize(pathname);
  return path === PAY_RESULT || prefixes.some((prefix) => path === `${prefix}${PAY_RESULT}`);
}

/** A malformed escape (`%zz`, a lone `%E4`) is not an error page: the path is looked up as it came. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * One leading slash, no repeated or trailing slashes, and no query or fragment that arrived percent-encoded
 * inside the path: none of those are part of a Magento request path.
 */
function normalize(path: string): string {
  const withoutQuery = path.replace(/[?#].*$/s, "");
  const collapsed = `/${withoutQuery}`.replace(/\/{2,}/g, "/");
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, "") : collapsed;
}

function removeLocalePrefix(path: string, prefixes: readonly string[]): string {
  for (const prefix of prefixes) {
    if (path === prefix) return "/";
    if (path.startsWith(`${prefix}/`)) return path.slice(prefix.length);
  }
  return path;
}
