import { eq } from "drizzle-orm";
import { fromBase } from "../catalog/price.ts";
import { balanceOf } from "../store-credit/service.ts";
import type { CartContext, CartRow } from "./access.ts";
import type { CartTotals } from "./pricing.ts";
import { cartStoreCredits } from "./tables.ts";

/** The discount line store credit adds to CartPrices.discounts (Adobe Commerce lists it there too). */
export const STORE_CREDIT_LABEL = "Store Credit";

/** A customer cart's store credit, in minor units of the request's currency. */
export interface CartStoreCredit {
  /** Whether the customer chose to pay with store credit. */
  chosen: boolean;
  /** What the cart spends: the balance, at most the grand total; 0 unless chosen. */
  applied: number;
  balance: number;
}

/** The store credit of a cart as priced now: null for guest carts, which cannot use any. */
export async function cartStoreCredit(ctx: CartContext, cart: CartRow, grandTotal: number): Promise<CartStoreCredit | null> {
  if (cart.customerId === null) return null;
  const [[choice], stored] = await Promise.all([
    ctx.db.select().from(cartStoreCredits).where(eq(cartStoreCredits.cartId, cart.id)),
    balanceOf(ctx, cart.customerId),
  ]);
  const balance = await fromBase(ctx, stored);
  return { chosen: choice !== undefined, applied: choice ? Math.max(0, Math.min(balance, grandTotal)) : 0, balance };
}

/** The totals with the credit spent: one more discount line and a grand total that much lower. */
export function withStoreCredit(totals: CartTotals, credit: CartStoreCredit | null): CartTotals {
  if (!credit?.applied) return totals;
  return {
    ...totals,
    discounts: [...totals.discounts, { label: STORE_CREDIT_LABEL, amount: credit.applied }],
    grandTotal: totals.grandTotal - credit.applied,
  };
}
