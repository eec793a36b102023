import { cookies } from "next/headers";
import { cache } from "react";
import { serverEnv } from "@/config/env";
import { createCommerceClient } from "@/lib/commerce/client";
import { getRequestScope } from "@/lib/commerce/server";
import { cookieNames, cookieOptions } from "@/lib/markets/cookies";
import { isAuthorizationError } from "@/lib/commerce/result";
import { endRefusedSession } from "@/lib/session/session";
import { type CartIdStore, type CartOutcome, runCartOperation } from "./gateway/gateway";
import type { CartData, CartOperationName } from "./gateway/operations";
import { type CartView, emptyCartView, toCartView } from "./mappers";

const client = createCommerceClient({ endpoint: serverEnv.COMMERCE_GRAPHQL_URL });

/**
 * Runs a cart operation from a Server Component or a Server Action, without the HTTP hop; the arguments are checked
 * against the operation's schema like the browser's. Only actions may store the cookie (`canStore`): a page render
 * reads it, and only reads.
 */
export async function callCart<N extends CartOperationName>(
  locale: string,
  name: N,
  args: unknown,
  { canStore }: { canStore: boolean },
): Promise<CartOutcome<CartData<N>>> {
  const jar = await cookies();
  let current = jar.get(cookieNames.cart)?.value || undefined;
  const cart: CartIdStore = {
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
  const outcome = await runCartOperation(name, args, { client, scope: token ? { ...scope, token } : scope, cart });
  // Spec §4: a refused token on any answer signs the shopper out.
  if (!outcome.ok && token && isAuthorizationError(outcome.error)) return endRefusedSession(locale, token, { canStore });
  return outcome;
}

export interface LoadedCart {
  cart: CartView;
  /** The stored cart is gone: the client drops its id and says so. */
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
  if (result.ok && result.data.cart) return { cart: toCartView(result.data.cart), expired: false, failed: false, signedIn };
  const expired = result.notice !== undefined;
  return { cart: emptyCartView(scope.currency), expired, failed: !result.ok && !expired, signedIn };
});
