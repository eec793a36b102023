/**
 * Notices that outlive a redirect (the spec's `-message` cookie, §9): the server names one in the cookie as it
 * redirects, and the next page the shopper sees shows it as an info notice and removes the cookie. The cookie
 * carries a name from this list, never text, so nobody can make the shop say something of their own by setting
 * it. Safe for the browser: no server code here.
 */
export const CARRIED_NOTICES = [
  /** Spec §4 "Forced sign-out": the customer token was refused. */
  "sessionExpired",
  /** Spec §2.5: a protected page was opened without a token. */
  "signInFirst",
  /** Spec §2.7: the wishlist was opened (page or heart) without a token. */
  "wishlistSignIn",
] as const;

export type CarriedNotice = (typeof CARRIED_NOTICES)[number];

export function isCarriedNotice(value: unknown): value is CarriedNotice {
  return typeof value === "string" && (CARRIED_NOTICES as readonly string[]).includes(value);
}

/** The carried notice in a `document.cookie` string, if it names one (the cookie is set by the server only). */
export function carriedNoticeIn(cookieString: string, cookieName: string): CarriedNotice | null {
  for (const part of cookieString.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== cookieName) continue;
    const value = part.slice(eq + 1).trim();
    return isCarriedNotice(value) ? value : null;
  }
  return null;
}
