import { cookies } from "next/headers";
import { cache } from "react";
import { serverEnv } from "@/config/env";
import { cookieNames, cookieOptions } from "@/lib/markets/cookies";
import { createCommerceClient } from "@/lib/commerce/client";
import type { CartDetailsQuery } from "@/lib/commerce/generated/graphql";
import { getRequestScope } from "@/lib/commerce/server";
import { type CartIdStore, type GatewayResult, runCartMethod } from "./middleware/gateway";
import type { CartMethodArgs, CartMethodName } from "./middleware/methods";
import { type CartView, emptyCartView, toCartView } from "./mappers";

const client = createCommerceClient({ endpoint: serverEnv.COMMERCE_GRAPHQL_URL });

/**
 * Runs a cart operation from a Server Component or a Server Action, without the HTTP hop. Only actions may store
 * the cookie (`canStore`); a page render reads it and never creates a cart.
 */
export async function callCart<M extends CartMethodName>(
  locale: string,
  name: M,
  args: CartMethodArgs<M>,
  { canStore }: { canStore: boolean },
): Promise<GatewayResult> {
  const jar = await cookies();
  let current = jar.get(cookieNames.cart)?.value || undefined;
  const cart: CartIdStore = {
    canStore,
    get: () => current,
    set: (id) => {
      current = id;
      if (canStore) jar.set(cookieNames.cart, id, cookieOptions(cookieNames.cart));
    },
    clear: () => {
      current = undefined;
      if (canStore) jar.delete(cookieNames.cart);
    },
  };
  const scope = await getRequestScope(locale);
  const token = jar.get(cookieNames.customer)?.value;
  return runCartMethod(name, args, { client, scope: token ? { ...scope, token } : scope, cart });
}

export interface LoadedCart {
  cart: CartView;
  /** The stored cart is gone: the client swaps in a new one and says so. */
  expired: boolean;
  failed: boolean;
  signedIn: boolean;
}

/** One load per request for the header panel and the cart page. */
export const loadCart = cache(async (locale: string): Promise<LoadedCart> => {
  const jar = await cookies();
  const signedIn = Boolean(jar.get(cookieNames.customer)?.value);
  const scope = await getRequestScope(locale);
  const result = await callCart(locale, "cart", [], { canStore: false });
  const data = result.data as Partial<CartDetailsQuery>;
  if (data.cart) return { cart: toCartView(data.cart), expired: false, failed: false, signedIn };
  const dead = result.notice === "expired" || result.notice === "retry";
  return {
    cart: emptyCartView(scope.currency),
    expired: dead,
    failed: !dead && !result.noCart && result.errors.length > 0,
    signedIn,
  };
});
