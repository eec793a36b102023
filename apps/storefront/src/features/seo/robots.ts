import type { MetadataRoute } from "next";
import { type Locale, markets } from "@/lib/markets/markets";
import { type SiteBases, siteUrl } from "./alternates";

/** Shopper-only screens: nothing there for a search engine, and crawling them costs API calls. */
const PRIVATE_PATHS = ["/api/", "/cart", "/checkout", "/account", "/wish", "/user", "/pay-result", "/thank-you", "/search"];

/**
 * robots.txt for one host: on a site's own domain, that site's sitemap; on the shared host, every prefixed site's.
 */
export function buildRobots(hostLocale: Locale | undefined, bases: SiteBases): MetadataRoute.Robots {
  const sites = hostLocale ? [markets.find((m) => m.locale === hostLocale)!] : [...markets];
  const prefixes = hostLocale ? [""] : markets.map((m) => m.prefix);
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: prefixes.flatMap((prefix) => PRIVATE_PATHS.map((p) => `${prefix}${p}`)) }],
    sitemap: sites.map((m) => siteUrl(m.locale, "/sitemap.xml", bases)),
  };
}
