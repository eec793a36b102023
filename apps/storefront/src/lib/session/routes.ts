/**
 * The session's two route handlers, for pages that must change cookies while they render (which they cannot):
 * `GET /api/session/expired` ends a refused session, `GET /api/session/required` sends a shopper without a token to
 * sign in. Both answer 303 to the site's sign-in page with a relative Location (right behind any proxy).
 */
import { NextResponse } from "next/server";
import { type CookieName, cookieNames, cookieOptions } from "@/lib/markets/cookies";
import type { CarriedNotice } from "./notices";
import { routeLocale, signInPath, tokenProof } from "./paths";

type SessionRequest = Pick<Request, "url"> & { cookies: { get(name: string): { value: string } | undefined } };

/**
 * Spec §4 "Forced sign-out": clears the token and the cart id and carries the notice. Only when the proof matches
 * the token the browser sent: a link from another site cannot sign anybody out, and a shopper who signed in again
 * meanwhile keeps the new session.
 */
export function expiredSessionResponse(request: SessionRequest): NextResponse {
  const query = new URL(request.url).searchParams;
  const response = toSignIn(routeLocale(query.get("locale")));
  const token = request.cookies.get(cookieNames.customer)?.value;
  if (token && query.get("proof") === tokenProof(token)) {
    expire(response, cookieNames.customer);
    expire(response, cookieNames.cart);
    carry(response, "sessionExpired");
  }
  return response;
}

/**
 * Spec §2.5: "Please login firstly", then the sign-in page; the wishlist's own notice when `notice` names it (§2.7).
 * A shopper who has a token meanwhile goes there too.
 */
export function sessionRequiredResponse(request: SessionRequest): NextResponse {
  const query = new URL(request.url).searchParams;
  const response = toSignIn(routeLocale(query.get("locale")));
  const notice = query.get("notice") === "wishlistSignIn" ? "wishlistSignIn" : "signInFirst";
  if (!request.cookies.get(cookieNames.customer)?.value) carry(response, notice);
  return response;
}

function toSignIn(locale: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: signInPath(locale), "Cache-Control": "no-store" } });
}

function expire(response: NextResponse, name: CookieName): void {
  response.cookies.set(name, "", { ...cookieOptions(name), maxAge: 0 });
}

function carry(response: NextResponse, notice: CarriedNotice): void {
  response.cookies.set(cookieNames.message, notice, cookieOptions(cookieNames.message));
}
