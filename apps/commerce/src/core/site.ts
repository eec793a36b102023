import type { StoreView } from "./store-view.ts";

/**
 * A storefront site (spec §9): the store view it reads, its language and where its pages are. gb and cn share the
 * `default` store view, so a request's site is its store view plus the language it asks for (`Accept-Language`).
 * E-mails are written in the site's language with links to its pages, and the site decides the captcha (cn never
 * uses a third-party one).
 */
export interface Site {
  code: string;
  storeCode: string;
  /** BCP 47 tag of the site's pages and e-mails, e.g. en-GB. */
  language: string;
  /** Absolute URL of the site's home, without trailing slash: its own domain, or the storefront URL plus prefix. */
  url: string;
}

/** The four sites of spec §9, in their default order per store view (gb answers for `default` unless asked otherwise). */
export const SITE_DEFINITIONS = [
  { code: "gb", storeCode: "default", language: "en-GB", prefix: "" },
  { code: "cn", storeCode: "default", language: "zh-CN", prefix: "/cn" },
  { code: "us", storeCode: "uus_2", language: "en-US", prefix: "/us" },
  { code: "mex", storeCode: "mx_website_store_view", language: "es-MX", prefix: "/mex" },
] as const;

export type SiteCode = (typeof SITE_DEFINITIONS)[number]["code"];

/**
 * The sites with their URLs: a site with a domain of its own lives at its root (same scheme as the storefront
 * URL), the others under their prefix of the storefront URL.
 */
export function buildSites(storefrontUrl: string, domains: Partial<Record<SiteCode, string>> = {}): Site[] {
  const base = new URL(storefrontUrl);
  const origin = storefrontUrl.replace(/\/+$/, "");
  return SITE_DEFINITIONS.map(({ prefix, ...site }) => {
    const domain = domains[site.code];
    return { ...site, url: domain ? `${base.protocol}//${domain}` : `${origin}${prefix}` };
  });
}

/** Language ranges of an Accept-Language header, most preferred first (q=0 means "not this one"). */
function languageRanges(header: string): string[] {
  return header
    .split(",")
    .map((part, index) => {
      const [range = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { range: range.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.range && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((r) => r.range);
}

/**
 * The site a request is for: among the sites of its store view, the first whose language the client prefers
 * (exact tag, then primary language: `zh` or `zh-TW` pick zh-CN), else the store view's first site. A store view
 * no site uses gets one of its own, in its locale, linking to the first site's pages.
 */
export function siteForRequest(sites: readonly Site[], store: StoreView, acceptLanguage: string | null): Site {
  const candidates = sites.filter((s) => s.storeCode === store.code);
  const ranges = acceptLanguage ? languageRanges(acceptLanguage) : [];
  for (const range of ranges) {
    const exact = candidates.find((s) => s.language.toLowerCase() === range);
    if (exact) return exact;
    const primary = range.split("-")[0];
    const sameLanguage = candidates.find((s) => s.language.toLowerCase().split("-")[0] === primary);
    if (sameLanguage) return sameLanguage;
  }
  return candidates[0] ?? {
    code: store.code,
    storeCode: store.code,
    language: store.locale.replace("_", "-"),
    url: sites[0]?.url ?? "",
  };
}
