import { marketForLocale } from "@/lib/markets/markets";

/** CMS identifiers are URL keys: letters, digits, "-" and "_"; anything else is never asked of the API. */
const IDENTIFIER = /^[a-z0-9][a-z0-9_-]{0,99}$/i;
const MEX_PREFIX = "mx-";

export function isCmsIdentifier(value: unknown): value is string {
  return typeof value === "string" && IDENTIFIER.test(value);
}

/** Identifiers to try for a page, best first: the Mexican site prefers its "mx-" variant of a page. */
export function cmsIdentifierCandidates(locale: string, identifier: string): string[] {
  if (!isCmsIdentifier(identifier)) return [];
  if (marketForLocale(locale).site !== "mex" || identifier.startsWith(MEX_PREFIX)) return [identifier];
  return [`${MEX_PREFIX}${identifier}`, identifier];
}

/**
 * The content pages every site publishes (the static pages of the URL rules plus the service pages). The API has
 * no "list pages" query, so the CMS index and the sitemap start from this list; a page missing from a store is
 * skipped. Mexican variants are found through cmsIdentifierCandidates.
 */
export const CMS_PAGES = [
  "about",
  "faq",
  "customer-service",
  "gift-services",
  "track-order-info",
  "affiliate-home",
  "terms-and-conditions",
  "purchaseterms",
  "privacy-statement",
  "privacy-policy-cookie-restriction-mode",
  "enable-cookies",
  "dmca",
] as const;

export const FAQ_PAGE = "faq";

/** The site path of a CMS page: pages live at their identifier, without suffix. */
export function cmsPath(identifier: string): string {
  return `/${identifier}`;
}
