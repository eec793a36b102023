import { defaultMarket, type Locale, type Market, markets } from "@/lib/markets/markets";

/** Host name per locale, for the sites that have their own domain (env SITE_DOMAIN_GB, …). */
export type SiteDomains = Partial<Record<Locale, string>>;

export function siteDomainsFromEnv(env: Readonly<Record<string, unknown>>): SiteDomains {
  const out: SiteDomains = {};
  for (const m of markets) {
    const host = env[`SITE_DOMAIN_${m.site.toUpperCase()}`];
    if (typeof host === "string" && host) out[m.locale] = host.toLowerCase();
  }
  return out;
}

/** The request's host without port, lower case. */
export function bareHost(host: string | null | undefined): string {
  return (host ?? "").trim().toLowerCase().replace(/:\d+$/, "");
}

export function marketForHost(host: string | null | undefined, domains: SiteDomains): Market | undefined {
  const bare = bareHost(host);
  if (!bare) return undefined;
  return markets.find((m) => domains[m.locale] === bare);
}

/** The market a path's prefix names (`/cn/…` → cn), or undefined for an unprefixed path. */
export function marketForPrefix(pathname: string): Market | undefined {
  return markets.find((m) => m.prefix !== "" && (pathname === m.prefix || pathname.startsWith(`${m.prefix}/`)));
}

/**
 * Which site a request is for: an explicit prefix always wins (so every site stays reachable on one host), then the
 * host's own site, then the default site.
 */
export function marketForRequest(pathname: string, host: string | null | undefined, domains: SiteDomains): Market {
  return marketForPrefix(pathname) ?? marketForHost(host, domains) ?? defaultMarket;
}

/**
 * Where a site's home page is, seen from the current host: its own domain when it has one and that is not the
 * current host, otherwise its prefix on this host.
 */
export function siteHomeHref(target: Market, currentHost: string | null | undefined, domains: SiteDomains, protocol = "https:"): string {
  const domain = domains[target.locale];
  if (domain && domain !== bareHost(currentHost)) return `${protocol}//${domain}/`;
  const hostMarket = marketForHost(currentHost, domains);
  // On a site's own domain its home is "/"; the default site needs an explicit prefix-less path everywhere else.
  if (hostMarket && hostMarket.locale === target.locale) return "/";
  return target.prefix || "/";
}
