import { marketForLocale } from "@/features/markets/markets";
import type { RequestScope } from "@/lib/commerce/scope";

/**
 * The site's own store view and currency, ignoring the shopper's cookies: what crawlers see, and what metadata,
 * sitemaps and other shopper-independent output are built from.
 */
export function siteScope(locale: string): RequestScope {
  const market = marketForLocale(locale);
  return { store: market.storeCode, currency: market.currency };
}
