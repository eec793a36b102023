import { marketForLocale, markets } from "@/lib/markets/markets";

/** `/cart` on cn becomes `/cn/cart`, and the home page `/cn`; absolute URLs are left alone. */
export function withSitePrefix(prefix: string, href: string): string {
  if (!href.startsWith("/")) return href;
  if (href === "/") return prefix || "/";
  return `${prefix}${href}`;
}

export type Href = string | { pathname: string; query?: Record<string, string | number | boolean | undefined> };

/** `href` (a path, or a path and a query) under the site `prefix`. */
export function withSitePrefixAndQuery(prefix: string, href: Href): string {
  if (typeof href === "string") return withSitePrefix(prefix, href);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(href.query ?? {})) if (value !== undefined) query.set(key, String(value));
  const search = query.toString();
  return `${withSitePrefix(prefix, href.pathname)}${search ? `?${search}` : ""}`;
}

/** The public path of `href` on the site of `locale` (the sites share one set of paths, only the prefix differs). */
export function getPathname({ href, locale }: { href: Href; locale: string }): string {
  return withSitePrefixAndQuery(marketForLocale(locale).prefix, href);
}

/** The site prefix a path belongs to ("" for the default site). */
export function sitePrefixOf(pathname: string): string {
  return markets.find((m) => m.prefix && (pathname === m.prefix || pathname.startsWith(`${m.prefix}/`)))?.prefix ?? "";
}
