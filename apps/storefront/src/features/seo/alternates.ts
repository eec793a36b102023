import { serverEnv } from "@/config/env";
import { type Locale, defaultMarket, markets, marketForLocale } from "@/lib/markets/markets";
import { siteDomainsFromEnv } from "@/lib/markets/domains";

/** Absolute base URL of each site, without trailing slash: its own domain, or its prefix on the shared origin. */
export type SiteBases = Record<Locale, string>;

export function siteBasesFrom(env: { PUBLIC_SITE_URL: string } & Readonly<Record<string, unknown>>): SiteBases {
  const domains = siteDomainsFromEnv(env as Record<string, string | undefined>);
  const shared = env.PUBLIC_SITE_URL.replace(/\/+$/, "");
  const out = {} as SiteBases;
  for (const m of markets) {
    const domain = domains[m.locale];
    // On its own domain a site serves unprefixed paths (the proxy adds the prefix internally).
    out[m.locale] = domain ? `https://${domain}` : `${shared}${m.prefix}`;
  }
  return out;
}

let cachedBases: SiteBases | undefined;
export function siteBases(): SiteBases {
  return (cachedBases ??= siteBasesFrom(serverEnv));
}

/**
 * The absolute URL of a site path. `path` is the unprefixed path ("/", "/brand/12", "/about"), optionally with a
 * query string; it must not carry the site prefix.
 */
export function siteUrl(locale: string, path: string, bases: SiteBases = siteBases()): string {
  const base = bases[marketForLocale(locale).locale];
  const clean = path.startsWith("/") ? path : `/${path}`;
  // A prefixed site's home is "/cn", not "/cn/" (next-intl redirects the latter).
  const prefixed = new URL(base).pathname !== "/";
  if (clean === "/") return prefixed ? base : `${base}/`;
  if (clean.startsWith("/?")) return prefixed ? `${base}${clean.slice(1)}` : `${base}${clean}`;
  return `${base}${clean}`;
}

/** hreflang → URL for the four sites plus x-default (the default site). */
export function hreflangUrls(path: string, bases: SiteBases = siteBases()): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const m of markets) languages[m.locale] = siteUrl(m.locale, path, bases);
  languages["x-default"] = siteUrl(defaultMarket.locale, path, bases);
  return languages;
}

/** A page's canonical URL and its hreflang → URL map (a `Metadata["alternates"]`, and a sitemap entry's links). */
export interface PageAlternates {
  canonical: string;
  languages: Record<string, string>;
}

/**
 * The sites a catalogue URL (category, product) names the same page on: those sharing `locale`'s store view. URL
 * rewrites belong to a store view, so another store view may give the same path to another page, or to none.
 */
export function catalogueSites(locale: string): Locale[] {
  const { storeCode } = marketForLocale(locale);
  return markets.filter((m) => m.storeCode === storeCode).map((m) => m.locale);
}

/**
 * The canonical URL of a page on the current site and the same page on every site, plus x-default (the default
 * site's) when the default site has it. Pages that exist on some sites only pass `sites`: catalogue pages
 * `catalogueSites(locale)`, the Mexican CMS variants the Mexican site.
 */
export function alternates(locale: string, path: string, options: { bases?: SiteBases; sites?: readonly Locale[] } = {}): PageAlternates {
  const bases = options.bases ?? siteBases();
  const all = hreflangUrls(path, bases);
  const sites = options.sites;
  const languages = sites
    ? Object.fromEntries(
        Object.entries(all).filter(([key]) => sites.includes((key === "x-default" ? defaultMarket.locale : key) as Locale)),
      )
    : all;
  return { canonical: siteUrl(locale, path, bases), languages };
}
