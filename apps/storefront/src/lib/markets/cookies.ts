/** The storefront's cookies (spec §9 "Cookies"): the one registry of their names and options. */

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
} as const;

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

/** What the cookie options depend on in the request that sets them. */
export interface CookieContext {
  /** The shopper reached us over HTTPS (directly or through a proxy). */
  https: boolean;
}

/**
 * Every cookie is readable by page scripts, as the spec gives them, except the customer token: it is a bearer
 * credential for the shopper's account, and every call that carries it leaves from our server (server
 * components, actions, the /api/magento route), so no browser script needs it and an injected one cannot steal
 * it. Whether the shopper is signed in reaches client components as data from the server instead. Over HTTPS the
 * token is also `Secure`, so the browser never sends it over plain HTTP.
 */
export function cookieOptions(name: CookieName, context: CookieContext = { https: false }): CookieOptions {
  if (name === cookieNames.customer) return { ...shared, httpOnly: true, secure: context.https, maxAge: CUSTOMER_TOKEN_MAX_AGE };
  if (name === LOCALE_COOKIE) return { ...shared, maxAge: LOCALE_COOKIE_MAX_AGE };
  return { ...shared };
}

export function cookieToSet(name: CookieName, value: string, context?: CookieContext): CookieToSet {
  return { name, value, options: cookieOptions(name, context) };
}

/**
 * Whether a request came over HTTPS: the scheme the shopper used, as a TLS-terminating proxy reports it
 * (`X-Forwarded-Proto`), else the scheme of the URL the server saw.
 */
export function isHttpsRequest(headers: { get(name: string): string | null }, url?: string): boolean {
  const forwarded = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === "https";
  const origin = headers.get("origin");
  if (origin) return origin.startsWith("https:");
  return url?.startsWith("https:") ?? false;
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
