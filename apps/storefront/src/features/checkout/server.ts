/**
 * The checkout's reads for pages (a render reads cookies, never writes them): the cart as the steps see it, the
 * step guard, and the order just placed. Every read carries the customer's token when there is one.
 */
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getPathname } from "@/i18n/navigation";
import { CheckoutCartDocument, HostedCardConfigDocument, PlaceOrderDocument } from "@/lib/commerce/generated/graphql";
import { type Result, isAuthorizationError, ok } from "@/lib/commerce/result";
import { commerceRequest } from "@/lib/commerce/server";
import { cookieNames } from "@/lib/markets/cookies";
import { endRefusedSession, readCustomerToken } from "@/lib/session/session";
import { type CardFormView, type CheckoutView, type OrderSummaryView, toCardForm, toCheckoutView, toOrderSummary } from "./mappers";
import { type CheckoutStep, guardStep } from "./steps";

export interface LoadedCheckout {
  /** Null without a usable cart (none yet, expired, or already ordered). */
  checkout: CheckoutView | null;
  signedIn: boolean;
}

/** One read per request of the cart the shopper checks out. */
export const loadCheckout = cache(async (locale: string): Promise<Result<LoadedCheckout>> => {
  const [jar, token] = await Promise.all([cookies(), readCustomerToken()]);
  const signedIn = token !== undefined;
  const cartId = jar.get(cookieNames.cart)?.value;
  if (!cartId) return ok({ checkout: null, signedIn });
  const result = await commerceRequest(CheckoutCartDocument, { cartId }, locale, { token });
  if (result.ok) return ok({ checkout: result.data.cart ? toCheckoutView(result.data.cart) : null, signedIn });
  if (token && isAuthorizationError(result.error)) return endRefusedSession(locale, token, { canStore: false });
  // The backend's own refusal (no such cart, not active) means there is nothing to check out; anything else failed.
  if (result.error.kind === "graphql") return ok({ checkout: null, signedIn });
  return result;
});

/**
 * The guard of one step: the cart and session it may show, or a redirect to where the shopper belongs (the cart
 * page without a cart, else the first step the cart has not completed). A failed read comes back for the page to
 * say so.
 */
export async function openStep(locale: string, step: CheckoutStep): Promise<Result<LoadedCheckout & { checkout: CheckoutView }>> {
  const loaded = await loadCheckout(locale);
  if (!loaded.ok) return loaded;
  const decision = guardStep(step, loaded.data);
  if (!decision.open || !loaded.data.checkout) redirect(getPathname({ href: decision.open ? "/cart" : decision.to, locale }));
  return ok({ ...loaded.data, checkout: loaded.data.checkout });
}

/**
 * The order just placed, read again from its closed cart: placeOrder answers a cart's order to its owner every
 * time (ADR 015), so the thank-you page survives a reload without keeping the order anywhere else.
 */
export async function loadPlacedOrder(locale: string): Promise<Result<OrderSummaryView | null>> {
  const [jar, token] = await Promise.all([cookies(), readCustomerToken()]);
  const cartId = jar.get(cookieNames.order)?.value;
  if (!cartId) return ok(null);
  const result = await commerceRequest(PlaceOrderDocument, { cartId }, locale, { token });
  if (!result.ok) return result.error.kind === "graphql" ? ok(null) : result;
  const order = result.data.placeOrder?.orderV2;
  return ok(order ? toOrderSummary(order) : null);
}

/** How the payment step takes the card; a failed read falls back to the hosted page, whose session says where to go. */
export async function loadCardForm(locale: string): Promise<CardFormView> {
  const result = await commerceRequest(HostedCardConfigDocument, {}, locale);
  return toCardForm(result.ok ? result.data.hostedCardConfig : null);
}
