/**
 * The customer session, on the server only. The customer token lives in the httpOnly `maison-customer` cookie
 * (two days, `Secure` when the shop's public origin is HTTPS); no browser script ever sees it, and every call that
 * carries it leaves from here.
 *
 * Reading (pages, layouts, actions, route handlers):
 * - `readCustomerToken()` — the token, or undefined.
 * - `isSignedIn()` — spec §4: the shopper counts as signed in while the token cookie exists.
 * - `requireCustomerToken(locale)` — the guard of spec §2.5 for protected pages' layouts: the token, or (without
 *   one) a redirect to `/user/signin` with the info notice "Please login firstly". A token arriving in the query of
 *   a protected page (`?token=`) has already been stored by the proxy (`queryTokenTakeover`).
 *
 * Calling the API as the customer:
 * - `customerRequest(document, variables, locale, { canStore })` — runs a Magento customer operation with
 *   `Authorization: Bearer` added here; without a token it acts as the guard does. On a `graphql-authorization`
 *   error it signs the shopper out (spec §4 "Forced sign-out") and never returns. Other failures come back as the
 *   `Result`. `canStore` says whether the caller may change cookies: true in server actions and route handlers,
 *   false while a page renders.
 * - `endRefusedSession(locale, token, { canStore })` — the forced sign-out itself, for callers that met the
 *   authorization error elsewhere (the cart): token and cart cookies cleared, the notice "You are not authorized or
 *   your login data has expired, please log in again.", then `/user/signin`. A page cannot change cookies, so
 *   from a render it goes through the route `/api/session/expired`, which clears only the token it was sent for.
 *
 * Changing the session (server actions and route handlers only):
 * - `storeCustomerToken(token)` — sign-in step 3: the token cookie for 172,800 s.
 * - `clearCustomerSession()` — removes the token and the cart id (sign-out, forced sign-out).
 * - `carryNotice(name)` — a notice for the next page (the `-message` cookie; names in `./notices.ts`), shown by the
 *   frame's notifications once, e.g. before `redirect(signInPath(locale))`.
 */
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import type { Document } from "@/lib/commerce/document";
import { type Result, isAuthorizationError } from "@/lib/commerce/result";
import { commerceRequest } from "@/lib/commerce/server";
import { cookieNames, cookieOptions } from "@/lib/markets/cookies";
import type { CarriedNotice } from "./notices";
import { expiredSessionPath, sessionRequiredPath, signInPath } from "./paths";

/** Where a session call runs: an action or route handler may change cookies, a page render may not. */
export interface SessionUse {
  canStore: boolean;
}

export async function readCustomerToken(): Promise<string | undefined> {
  return (await cookies()).get(cookieNames.customer)?.value || undefined;
}

export async function isSignedIn(): Promise<boolean> {
  return (await readCustomerToken()) !== undefined;
}

export async function requireCustomerToken(locale: string, use: SessionUse = { canStore: false }): Promise<string> {
  const token = await readCustomerToken();
  if (token) return token;
  if (!use.canStore) redirect(sessionRequiredPath(locale));
  await carryNotice("signInFirst");
  redirect(signInPath(locale));
}

export async function customerRequest<TData, TVariables>(
  document: Document<TData, TVariables>,
  variables: TVariables,
  locale: string,
  use: SessionUse,
): Promise<Result<TData>> {
  const token = await requireCustomerToken(locale, use);
  const result = await commerceRequest(document, variables, locale, { token });
  if (!result.ok && isAuthorizationError(result.error)) return endRefusedSession(locale, token, use);
  return result;
}

export async function endRefusedSession(locale: string, token: string, use: SessionUse): Promise<never> {
  if (!use.canStore) redirect(expiredSessionPath(locale, token));
  await clearCustomerSession();
  await carryNotice("sessionExpired");
  redirect(signInPath(locale));
}

export async function storeCustomerToken(token: string): Promise<void> {
  (await cookies()).set(cookieNames.customer, token, cookieOptions(cookieNames.customer));
}

export async function clearCustomerSession(): Promise<void> {
  const jar = await cookies();
  jar.delete(cookieNames.customer);
  jar.delete(cookieNames.cart);
}

export async function carryNotice(notice: CarriedNotice): Promise<void> {
  (await cookies()).set(cookieNames.message, notice, cookieOptions(cookieNames.message));
}
