import { defineRouting } from "next-intl/routing";
import { defaultMarket, localePrefixes, locales } from "@/lib/markets/markets";

export const routing = defineRouting({
  locales,
  defaultLocale: defaultMarket.locale,
  localePrefix: { mode: "as-needed", prefixes: localePrefixes() },
  // Each site is chosen by its URL (later its domain), never by the browser's language.
  localeDetection: false,
  localeCookie: { name: "i18n_loc", maxAge: 60 * 60 * 24 * 365 },
  // Pages publish their alternates in their HTML (features/seo/alternates.ts), on each site's own domain and only
  // where the page exists; the middleware's `Link` header knows neither (it is built from the request's host).
  alternateLinks: false,
});
