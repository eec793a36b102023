import type { ResolveRouteQuery } from "@/lib/commerce/generated/graphql";

/** What the catch-all renders for a resolved URL (spec §2.4 step 7). */
export type RouteTarget =
  | { kind: "notFound" }
  | { kind: "redirect"; to: string; permanent: boolean }
  | { kind: "search" }
  | { kind: "category"; uid: string }
  | { kind: "product"; uid: string; urlKey: string }
  | { kind: "cms"; identifier: string };

type Route = ResolveRouteQuery["route"];

/**
 * A 301/302 names where the entity lives now; the redirect keeps the site's prefix because Magento's
 * relative_url knows nothing of locales. An entity without the key its page loads by is a 404, not a crash.
 */
export function toRouteTarget(route: Route, localePrefix: string): RouteTarget {
  if (!route) return { kind: "notFound" };
  if (route.redirect_code === 301 || route.redirect_code === 302) {
    const relative = route.relative_url?.replace(/^\/+/, "");
    if (!relative) return { kind: "notFound" };
    return { kind: "redirect", to: `${localePrefix}/${relative}`, permanent: route.redirect_code === 301 };
  }
  switch (route.type) {
    case "CATEGORY":
      return "uid" in route && route.uid ? { kind: "category", uid: route.uid } : { kind: "notFound" };
    case "PRODUCT":
      return "uid" in route && route.url_key
        ? { kind: "product", uid: route.uid, urlKey: route.url_key }
        : { kind: "notFound" };
    case "CMS_PAGE":
      return "identifier" in route && route.identifier
        ? { kind: "cms", identifier: route.identifier }
        : { kind: "notFound" };
    default:
      return { kind: "notFound" };
  }
}

/**
 * Next hands the catch-all its segments decoded; encoding them again gives back the path as requested, which
 * resolveCatchAll wants (it decodes exactly once).
 */
export function pathFromSegments(segments: readonly string[]): string {
  return `/${segments.map((s) => encodeURIComponent(s)).join("/")}`;
}
