import { eq } from "drizzle-orm";
import { requireCustomerId } from "../../core/current-customer.ts";
import { GraphQlInputError } from "../../core/errors.ts";
import { balanceOf } from "../store-credit/service.ts";
import { requireCartId, type CartContext, type CartRow } from "./access.ts";
import { changeCart } from "./service.ts";
import { cartStoreCredits } from "./tables.ts";

// Store credit on a cart: only the customer's choice is stored; store-credit-totals.ts prices it.

/** applyStoreCreditToCart: the signed-in customer's own cart pays with their balance from now on. */
export async function applyStoreCredit(ctx: CartContext, cartId: string): Promise<CartRow> {
  const customerId = requireCustomerId(ctx);
  return changeCart(ctx, requireCartId(cartId), async (tx, cart) => {
    if ((await balanceOf(tx, customerId)) <= 0) throw new GraphQlInputError("You don't have any store credit to apply.");
    await tx.db.insert(cartStoreCredits).values({ cartId: cart.id, appliedAt: tx.now }).onConflictDoNothing();
  });
}

/** removeStoreCreditFromCart, with Adobe Commerce's message when the cart does not use any. */
export async function removeStoreCredit(ctx: CartContext, cartId: string): Promise<CartRow> {
  requireCustomerId(ctx);
  return changeCart(ctx, requireCartId(cartId), async (tx, cart) => {
    const removed = await tx.db.delete(cartStoreCredits).where(eq(cartStoreCredits.cartId, cart.id)).returning();
    if (removed.length === 0) throw new GraphQlInputError("You are not using store credit in your shopping cart.");
  });
}
