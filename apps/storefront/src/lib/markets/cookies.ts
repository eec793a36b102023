/** The storefront's cookies (spec §9 "Cookies"): the one registry of their names and options. */
import { publicOriginIsHttps } from "@/lib/security/public-origin";

/** next-intl writes this one itself (i18n/routing.ts); the constants are for code that reads or resets it. */
export const LOCALE_COOKIE = "i18n_loc";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** Matches the customer token's own lifetime on the server (spec §9: 172800 s). */
export const CUSTOMER_TOKEN_MAX_AGE = 172_800;

/** Spec §9: every cookie but the locale one shares this prefix. */
const COOKIE_PREFIX = "maison";

export const cookieNames = {
  currency: `${COOKIE_PREFIX}-currency`,
  country: `${COOKIE_PREFIX}-country`,
  locale: `${COOKIE_PREFIX}-locale`,
  cart: `${COOKIE_PREFIX}-cart`,
  customer: `${COOKIE_PREFIX}-customer`,
  store: `${COOKIE_PREFIX}-store`,
  message: `${COOKIE_PREFIX}-message`,
  cookieConsent: `${COOKIE_PREFIX}-cookie-consent`,
  /** The cart of the order just placed, for the thank-you page (a closed cart: reading it again answers its order). */
  order: `${COOKIE_PREFIX}-order`,
} as const;

/** The thank-you page can be reloaded for a day after the order. */
export const ORDER_COOKIE_MAX_AGE = 86_400;

export type CookieName = (typeof cookieNames)[keyof typeof cookieNames] | typeof LOCALE_COOKIE;

/** The shape of Next's `ResponseCookie` options, so a value can be passed to `cookies.set` as is. */
export interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  sameSite: "lax";
  path: "/";
  /** Seconds; absent for a session cookie. */
  maxAge?: number;
}

export interface CookieToSet {
  name: CookieName;
  value: string;
  options: CookieOptions;
}

const shared = { httpOnly: false, secure: false, sameSite: "lax", path: "/" } as const;

/** Cookies page scripts read: the consent choice, and the notice carried across a redirect (a name, never text). */
const READ_BY_PAGE_SCRIPTS: ReadonlySet<CookieName> = new Set([cookieNames.cookieConsent, cookieNames.message]);

/**
 * Every cookie is httpOnly but the consent choice, which page scripts write and read (the banner, and the head script
 * that tells the tag manager before it loads), and the carried notice, which the page shows and removes (it names one
 * of a fixed list of notices, src/lib/session/notices.ts). The others (the cart id and the customer token are
 * credentials) are read by our server alone: the proxy, server components, actions and the /api/magento route, so an
 * injected script cannot read them; whether the shopper is signed in reaches client components as data. All are
 * Secure when the shop's public origin is HTTPS. The spec has them readable and never Secure; README "Cookies" says
 * why not.
 */
export function cookieOptions(name: CookieName): CookieOptions {
  const options = { ...shared, httpOnly: !READ_BY_PAGE_SCRIPTS.has(name), secure: publicOriginIsHttps() };
  if (name === cookieNames.customer) return { ...options, maxAge: CUSTOMER_TOKEN_MAX_AGE };
  if (name === LOCALE_COOKIE) return { ...options, maxAge: LOCALE_COOKIE_MAX_AGE };
  if (name === cookieNames.order) return { ...options, maxAge: ORDER_COOKIE_MAX_AGE };
  return options;
}

export function cookieToSet(name: CookieName, value: string): CookieToSet {
  return { name, value, options: cookieOptions(name) };
}

/** Next's `cookies()` / `request.cookies`, or a plain record in tests and scripts. */
export type CookieSource =
  | { get(name: string): { value: string } | undefined }
  | Readonly<Record<string, string | undefined>>;

export function readCookie(source: CookieSource, name: string): string | undefined {
  if (isCookieStore(source)) return source.get(name)?.value;
  const value = Object.hasOwn(source, name) ? source[name] : undefined;
  return typeof value === "string" ? value : undefined;
}

function isCookieStore(source: CookieSource): source is { get(name: string): { value: string } | undefined } {
  return typeof source.get === "function";
}
