/**
 * The server side of signing in and out (spec §4): the steps after a token is obtained, the signed-in shopper the
 * header greets, and the captcha the forms need. The token itself is handled by src/lib/session only.
 */
import { cookies } from "next/headers";
import { cache } from "react";
import {
  CaptchaChallengeDocument,
  CustomerCartDocument,
  MergeCartsDocument,
  SignedInCustomerDocument,
} from "@/lib/commerce/generated/graphql";
import { commerceRequest } from "@/lib/commerce/server";
import { cookieNames, cookieOptions } from "@/lib/markets/cookies";
import { customerRequest, readCustomerToken, storeCustomerToken } from "@/lib/session/session";
import { type CaptchaSetup, toCaptchaSetup } from "./captcha";
import { type SignedInCustomer, cartAfterSignIn, needsMerge, toSignedInCustomer } from "./mappers";

/**
 * Sign-in steps 3 to 5: the token is stored for two days, the user loaded, the customer cart fetched and the guest
 * cart merged into it (source the guest cart, destination the customer's); the merged cart becomes current, else
 * the customer cart. A failed merge keeps the customer cart. Server actions only (it sets cookies).
 */
export async function completeSignIn(locale: string, token: string): Promise<void> {
  await storeCustomerToken(token);
  const jar = await cookies();
  const guestCartId = jar.get(cookieNames.cart)?.value || undefined;
  const [user, customerCart] = await Promise.all([
    commerceRequest(SignedInCustomerDocument, {}, locale, { token }),
    commerceRequest(CustomerCartDocument, {}, locale, { token }),
  ]);
  if (!user.ok) console.warn("[sign-in]", JSON.stringify({ step: "customer", kind: user.error.kind }));
  const customerCartId = customerCart.ok ? customerCart.data.customerCart.id : undefined;
  let mergedCartId: string | undefined;
  if (guestCartId && customerCartId && needsMerge(guestCartId, customerCartId)) {
    const merged = await commerceRequest(MergeCartsDocument, { sourceCartId: guestCartId, destinationCartId: customerCartId }, locale, { token });
    if (merged.ok) mergedCartId = merged.data.mergeCarts.id;
    else console.warn("[sign-in]", JSON.stringify({ step: "mergeCarts", kind: merged.error.kind }));
  }
  const current = cartAfterSignIn({ guestCartId, customerCartId, mergedCartId });
  if (current) jar.set(cookieNames.cart, current, cookieOptions(cookieNames.cart));
  else jar.delete(cookieNames.cart);
}

/**
 * Loading the user (spec §4) for the header, once per request: without a token nothing; a refused token signs the
 * shopper out (through the session route, as a page cannot change cookies); any other failure shows the shopper
 * as the header would without a name.
 */
export const loadSignedInCustomer = cache(async (locale: string): Promise<SignedInCustomer | null> => {
  if (!(await readCustomerToken())) return null;
  const result = await customerRequest(SignedInCustomerDocument, {}, locale, { canStore: false });
  return toSignedInCustomer(result.ok ? result.data.customer : null);
});

/** The site's captcha for one form submission: a fresh ALTCHA challenge, or the reCAPTCHA v3 website key. */
export async function loadCaptcha(locale: string): Promise<CaptchaSetup> {
  const result = await commerceRequest(CaptchaChallengeDocument, {}, locale);
  if (!result.ok) return { type: "unavailable" };
  return toCaptchaSetup(locale, result.data);
}
