import { NextRequest, NextResponse } from "next/server";
import createMiddleware from "next-intl/middleware";
import { serverEnv } from "./config/env";
import { type CookieToSet, cookieNames, cookieOptions } from "./lib/markets/cookies";
import { siteDomainsFromEnv } from "./lib/markets/domains";
import { parseBrandKey } from "./features/brand/model";
import { planRequest } from "./features/site-selector/request-plan";
import { routing } from "./i18n/routing";
import { marketForLocale } from "./lib/markets/markets";
import { isMissingBrand, isMissingPage, memoizeLookup, NOT_FOUND_SEGMENT, type RouteLookup } from "./features/routing/missing-page";
import { payResultRedirect } from "./features/routing/pay-result";
import { isSiteScope, keepsSiteView, siteViewPath } from "./features/routing/site-view";
import { createCommerceClient } from "./lib/commerce/client";
import { SITE_VIEW_HEADER } from "./lib/http-cache/site-view-marker";
import { BrandDetailDocument, ResolveRouteDocument } from "./lib/commerce/generated/graphql";
import { resolveScope } from "./lib/commerce/scope";
import type { CarriedNotice } from "./lib/session/notices";
import { isProtectedPath, queryTokenTakeover, signInPath } from "./lib/session/paths";

const intl = createMiddleware(routing);
const domains = siteDomainsFromEnv(serverEnv);
// A short time-out: when the API is slow the page itself decides, as it does when the API is down.
const routeClient = createCommerceClient({ endpoint: serverEnv.COMMERCE_GRAPHQL_URL, timeoutMs: 3_000, onError: () => {} });
const lookupRoute: RouteLookup = memoizeLookup(async (url, store) => {
  const result = await routeClient.execute(ResolveRouteDocument, { url }, { store, currency: "" });
  if (!result.ok) return "unknown";
  return result.data.route ? "found" : "missing";
});

/** Whether a brand page's `{id}` (an id or a URL key) names a brand of the store view; the same answers as its page. */
const lookupBrand: RouteLookup = memoizeLookup(async (key, store) => {
  const parsed = parseBrandKey(key);
  if (!parsed) return "missing";
  const variables = "uid" in parsed ? { uid: parsed.uid } : { url_key: parsed.urlKey };
  const result = await routeClient.execute(BrandDetailDocument, variables, { store, currency: "" });
  if (!result.ok) return result.error.category === "graphql-no-such-entity" || result.error.category === "graphql-input" ? "missing" : "unknown";
  return result.data.brand ? "found" : "missing";
});

export default createProxy(lookupRoute, lookupBrand);

/** The proxy over given route and brand lookups (tests pass their own). */
export function createProxy(lookup: RouteLookup, lookupBrand: RouteLookup) {
  return async function proxy(request: NextRequest): Promise<NextResponse> {
    const dest = request.headers.get("sec-fetch-dest");
    // A page load the offline script (/sw.js) passes on arrives with Sec-Fetch-Dest "empty" but mode "navigate".
    const isDocument = dest === null || dest === "document" || request.headers.get("sec-fetch-mode") === "navigate";
    const plan = planRequest({
      url: request.nextUrl,
      host: request.headers.get("x-forwarded-host") ?? request.headers.get("host"),
      cookies: request.cookies,
      headers: request.headers,
      domains,
      isDocument,
    });

    const takeover = queryTokenTakeover(request.nextUrl);
    if (takeover) {
      // Spec §2.5: the token is stored, and leaves the address (303: a reload never sends it again).
      const response = withCookies(NextResponse.redirect(new URL(takeover.location, request.url), 303), plan.setCookies);
      if (takeover.token) response.cookies.set(cookieNames.customer, takeover.token, cookieOptions(cookieNames.customer));
      return response;
    }
    if (isGuardedWithoutToken(request)) {
      // Spec §2.5: no token at all → "Please login firstly" and the site's sign-in page, before any page renders.
      const response = withCookies(NextResponse.redirect(new URL(signInPath(plan.locale), request.url), 303), plan.setCookies);
      response.cookies.set(cookieNames.message, "signInFirst" satisfies CarriedNotice, cookieOptions(cookieNames.message));
      response.headers.set("Cache-Control", "no-store");
      return response;
    }
    if (plan.redirectTo) {
      // 303 so a reload after the redirect never re-sends the parameter.
      return withCookies(NextResponse.redirect(new URL(plan.redirectTo, request.url), 303), plan.setCookies);
    }
    const payResult = payResultRedirect(request.nextUrl.pathname);
    if (payResult) {
      // The query goes along: a payment provider returns with its result there.
      const target = new URL(payResult, request.url);
      target.search = request.nextUrl.search;
      return withCookies(NextResponse.redirect(target, 307), plan.setCookies);
    }

    let forIntl = request;
    if (plan.rewritePath) {
      const url = request.nextUrl.clone();
      url.pathname = plan.rewritePath;
      forIntl = new NextRequest(url, request);
    }
    const response = intl(forIntl);
    const market = marketForLocale(plan.locale);
    const scope = resolveScope(market, request.cookies);
    if (request.method === "GET" && isDocument) {
      const path = forIntl.nextUrl.pathname;
      if (response.status === 200 && ((await isMissingPage(path, scope.store, lookup)) || (await isMissingBrand(path, scope.store, lookupBrand)))) {
        // The site's not-found page, inside the shop frame, with the real status (the URL in the address bar stays).
        const target = request.nextUrl.clone();
        target.pathname = `/${plan.locale}/${NOT_FOUND_SEGMENT}`;
        target.search = "";
        return withCookies(NextResponse.rewrite(target, { status: 404 }), plan.setCookies);
      }
    }
    if (isSiteScope(scope, market) && keepsSiteView(request.nextUrl.searchParams)) serveSiteView(response);
    return withCookies(response, plan.setCookies);
  };
}

/** A page read (not a form post, whose action answers for itself) of a signed-in-only page without a token. */
function isGuardedWithoutToken(request: NextRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  return isProtectedPath(request.nextUrl.pathname) && !request.cookies.get(cookieNames.customer)?.value;
}

/**
 * A catalogue page the shopper sees as the site shows it goes to its prerendered site view (ADR 010); documents and
 * the router's background fetches alike, so both get the same page. The response names the page for the front,
 * which lets shared caches keep it (docs/adr/019).
 */
function serveSiteView(response: NextResponse): void {
  const rewrite = response.headers.get("x-middleware-rewrite");
  if (!rewrite) return;
  const target = new URL(rewrite);
  const path = siteViewPath(target.pathname);
  if (path === null) return;
  target.pathname = path;
  response.headers.set("x-middleware-rewrite", target.toString());
  response.headers.set(SITE_VIEW_HEADER, path);
}

function withCookies(response: NextResponse, cookies: CookieToSet[]): NextResponse {
  for (const c of cookies) response.cookies.set(c.name, c.value, c.options);
  return response;
}

export const config = {
  // Everything except API routes, Next internals and static files; catalogue URLs end in .html and need a locale.
  matcher: "/((?!api/|_next/|_vercel/|.*\\.(?!html$)[^/]*$).*)",
};
