/**
 * Where the session's redirects go, and the proof that lets the forced sign-out clear only the token that was
 * refused. Pure, so the proxy, the routes and the tests share it.
 */
import { createHash } from "node:crypto";
import { getPathname, sitePrefixOf } from "@/i18n/site-prefix";
import { defaultMarket, isLocale } from "@/lib/markets/markets";
import type { CarriedNotice } from "./notices";

/** Spec §2.3: the sign-in page; expired sessions are sent here. */
export const SIGN_IN_PATH = "/user/signin";
/** Spec §2.5: the pages behind the signed-in-only guard (paths after the site prefix). */
export const PROTECTED_PREFIXES = ["/account"] as const;
/** The query parameter a customer token may arrive in (spec §2.5). */
export const TOKEN_PARAM = "token";

/** Magento tokens are 32 alphanumerics or a JWT; anything else in the query is not a token. */
const TOKEN_SHAPE = /^[A-Za-z0-9._~+/=-]{16,1024}$/;

export function isTokenShaped(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}

export function signInPath(locale: string): string {
  return getPathname({ href: SIGN_IN_PATH, locale });
}

/**
 * A short digest of the token: the forced sign-out's link carries it, and the route clears the session only when it
 * matches the token the browser still sends. Another site can link a shopper there, but cannot know the digest.
 */
export function tokenProof(token: string): string {
  return createHash("sha256").update(token).digest("base64url").slice(0, 22);
}

/** The route that ends a refused session (a page cannot change cookies while it renders). */
export function expiredSessionPath(locale: string, token: string): string {
  return `/api/session/expired?${new URLSearchParams({ locale, proof: tokenProof(token) })}`;
}

/** The route that sends a shopper without a token to sign in, with spec §2.5's notice (or another carried one). */
export function sessionRequiredPath(locale: string, notice?: CarriedNotice): string {
  return `/api/session/required?${new URLSearchParams(notice ? { locale, notice } : { locale })}`;
}

/** The locale a session route was given, or the default site's for anything else. */
export function routeLocale(value: string | null): string {
  return isLocale(value) ? value : defaultMarket.locale;
}

/** Whether a public path (with or without a site prefix) is behind the signed-in-only guard. */
export function isProtectedPath(pathname: string): boolean {
  const path = pathname.slice(sitePrefixOf(pathname).length);
  return PROTECTED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Spec §2.5: a customer token in the query of a protected page is taken over as the shopper's token. Returns the
 * token (null when the parameter holds no token) and the same address without it: the token should not stay in
 * the address bar, the history or a Referer. Null when there is nothing to take over.
 */
export function queryTokenTakeover(url: URL): { token: string | null; location: string } | null {
  const token = url.searchParams.get(TOKEN_PARAM);
  if (token === null || !isProtectedPath(url.pathname)) return null;
  const clean = new URL(url);
  clean.searchParams.delete(TOKEN_PARAM);
  const location = `${clean.pathname}${clean.search}${clean.hash}`;
  return { token: isTokenShaped(token) ? token : null, location };
}
