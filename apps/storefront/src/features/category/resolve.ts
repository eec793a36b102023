import { cache } from "react";
import { marketForLocale, markets } from "@/lib/markets/markets";
import { resolveCatchAll } from "@/features/routing/resolve-path";
import { ResolveRouteDocument } from "@/lib/commerce/generated/graphql";
import { siteScope } from "@/lib/commerce/scope";
import { catalogQuery } from "@/lib/commerce/server";
import { type RouteTarget, pathFromSegments, toRouteTarget } from "./route-target";

const PREFIXES = markets.map((m) => m.prefix).filter(Boolean);

/**
 * Page and metadata both resolve the same URL: one API call per request. A URL means what the site's own store view
 * says it means, whoever asks: no cookies, so the page can resolve it before any Suspense boundary and be
 * prerendered per URL.
 */
export const resolveCatalogUrl = cache(async (locale: string, segments: readonly string[]): Promise<RouteTarget> => {
  const prefix = marketForLocale(locale).prefix;
  const resolution = resolveCatchAll(pathFromSegments(segments), { localePrefixes: PREFIXES });
  switch (resolution.kind) {
    case "ignore":
      return { kind: "notFound" };
    case "redirect":
      return { kind: "redirect", to: `${prefix}${resolution.to}`, permanent: false };
    case "search":
      return { kind: "search" };
    case "lookup": {
      const result = await catalogQuery(ResolveRouteDocument, { url: resolution.url }, siteScope(locale), ["catalog"]);
      // An API failure is not a missing page, but the spec answers both with the 404 page (§2.4 step 7).
      return result.ok ? toRouteTarget(result.data.route, prefix) : { kind: "notFound" };
    }
  }
});
