import { NextRequest, NextResponse } from "next/server";
import createMiddleware from "next-intl/middleware";
import { serverEnv } from "./config/env";
import type { CookieToSet } from "./features/markets/cookies";
import { siteDomainsFromEnv } from "./features/site-selector/domains";
import { planRequest } from "./features/site-selector/request-plan";
import { routing } from "./i18n/routing";

const intl = createMiddleware(routing);
const domains = siteDomainsFromEnv(serverEnv);

export default function proxy(request: NextRequest): NextResponse {
  const dest = request.headers.get("sec-fetch-dest");
  const plan = planRequest({
    url: request.nextUrl,
    host: request.headers.get("x-forwarded-host") ?? request.headers.get("host"),
    cookies: request.cookies,
    headers: request.headers,
    domains,
    isDocument: dest === null || dest === "document",
  });

  if (plan.redirectTo) {
    // 303 so a reload after the redirect never re-sends the parameter.
    return withCookies(NextResponse.redirect(new URL(plan.redirectTo, request.url), 303), plan.setCookies);
  }

  let forIntl = request;
  if (plan.rewritePath) {
    const url = request.nextUrl.clone();
    url.pathname = plan.rewritePath;
    forIntl = new NextRequest(url, request);
  }
  return withCookies(intl(forIntl), plan.setCookies);
}

function withCookies(response: NextResponse, cookies: CookieToSet[]): NextResponse {
  for (const c of cookies) response.cookies.set(c.name, c.value, c.options);
  return response;
}

export const config = {
  // Everything except API routes, Next internals and static files; catalogue URLs end in .html and need a locale.
  matcher: "/((?!api/|_next/|_vercel/|.*\\.(?!html$)[^/]*$).*)",
};
