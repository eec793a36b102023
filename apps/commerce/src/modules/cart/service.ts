import { asc, eq } from "drizzle-orm";
import { GraphQlAuthorizationError, GraphQlInputError, GraphQlNoSuchEntityError } from "../../core/errors.ts";
import type { CartItemInput, CartItemUpdateInput } from "../../core/generated/resolvers.ts";
import { decodeUid } from "../catalog/uid.ts";
import {
  cartForUser, customerCart, inTransaction, lockCartForUser, requireCartId, touchCart, type CartContext, type CartRow,
} from "./access.ts";
import { resolveAdd, type MutationProductType } from "./add-request.ts";
import { CartItemError, checkPositive, checkWholeAndMax, MESSAGES, type CartUserErrorCode } from "./item-errors.ts";
import { checkItemsPerRequest } from "./limits.ts";
import { CartLines } from "./lines-state.ts";
import { itemOptions } from "./options.ts";
import { carts, cartItems } from "./tables.ts";
import { cartView } from "./view.ts";

export interface CartUserError {
  code: CartUserErrorCode;
  message: string;
}

/**
 * Applies a change to a cart inside a transaction holding the cart's row lock, then bumps its version. A coupon
 * the change made invalid (subtotal below its minimum, emptied cart) is dropped, as Magento does when it
 * recollects totals.
 */
export async function changeCart(
  ctx: CartContext,
  maskedId: string,
  change: (tx: CartContext, cart: CartRow, lines: CartLines) => Promise<Partial<CartRow> | void>,
  customerId = ctx.customerId,
): Promise<CartRow> {
  return inTransaction(ctx, async (tx) => {
    const cart = await lockCartForUser(tx, maskedId, customerId);
    const lines = await CartLines.load(tx, cart);
    const changes = await change(tx, cart, lines);
    await lines.save(tx);
    return settle(tx, await touchCart(tx, cart, changes ?? {}));
  });
}

/** Drops a stored coupon that no longer applies to the cart as it now is. */
async function settle(tx: CartContext, cart: CartRow): Promise<CartRow> {
  if (!cart.couponCode) return cart;
  const view = await cartView(tx, cart);
  return view.coupon ? cart : touchCart(tx, cart, { couponCode: null });
}

/** addProductsToCart: items that fail are reported and skipped; the others are added. */
export async function addProducts(ctx: CartContext, cartId: string, items: readonly CartItemInput[]) {
  checkItemsPerRequest(items.length);
  const errors: CartUserError[] = [];
  const cart = await changeCart(ctx, requireCartId(cartId, "cartId"), async (tx, _cart, lines) => {
    for (const input of items) {
      try {
        await lines.add(tx, await resolveAdd(tx, input));
      } catch (error) {
        if (!(error instanceof CartItemError)) throw error;
        errors.push({ code: error.code, message: error.message });
      }
    }
  });
  return { cart, errors };
}

/**
 * addSimpleProductsToCart and the per-type mutations (addBundleProductsToCart …): all or nothing, the first failure
 * as a GraphQL error. `toInput` reads an item of the mutation as addProductsToCart's; the per-type mutations take
 * products of their `type` only.
 */
export async function addAllOrNothing<Item>(
  ctx: CartContext,
  cartId: string,
  items: readonly (Item | null)[],
  toInput: (item: Item) => CartItemInput,
  type?: MutationProductType,
) {
  checkItemsPerRequest(items.length);
  const list = items.filter((i): i is Item => i !== null).map(toInput);
  if (list.length === 0) throw new GraphQlInputError('Required parameter "cart_items" is missing');
  return changeCart(ctx, requireCartId(cartId), async (tx, _cart, lines) => {
    for (const input of list) {
      try {
        checkPositive(input.quantity, MESSAGES.enterPositive);
        await lines.add(tx, await resolveAdd(tx, input, type));
      } catch (error) {
        throw error instanceof CartItemError ? error.toGraphQl() : error;
      }
    }
  });
}

function itemId(uid: string | null | undefined, id: number | null | undefined, name: string): number {
  if (uid) {
    const decoded = decodeUid(uid);
    if (!/^\d{1,10}$/.test(decoded)) throw new GraphQlInputError(`Value of uid "${uid}" is incorrect.`);
    return Number(decoded);
  }
  if (id !== null && id !== undefined) return id;
  throw new GraphQlInputError(name);
}

/** updateCartItems: quantity 0 removes the line; anything else must be a whole number of units in stock. */
export async function updateItems(ctx: CartContext, cartId: string, items: readonly (CartItemUpdateInput | null)[]) {
  checkItemsPerRequest(items.length);
  const list = items.filter((i): i is CartItemUpdateInput => i !== null);
  if (list.length === 0) throw new GraphQlInputError('Required parameter "cart_items" is missing.');
  return changeCart(ctx, requireCartId(cartId), async (tx, _cart, lines) => {
    for (const input of list) {
      const id = itemId(input.cart_item_uid, input.cart_item_id, 'Required parameter "cart_item_uid" for "cart_items" is missing.');
      if (input.quantity === null || input.quantity === undefined) {
        throw new GraphQlInputError('Required parameter "quantity" for "cart_items" is missing.');
      }
      if (!lines.byId(id)) throw new GraphQlNoSuchEntityError(`Could not find cart item with id: ${id}.`);
      try {
        if (input.quantity !== 0) {
          checkPositive(input.quantity, MESSAGES.enterPositive);
          checkWholeAndMax(input.quantity);
        }
        await lines.setQty(tx, id, input.quantity);
      } catch (error) {
        throw error instanceof CartItemError ? error.toGraphQl() : error;
      }
    }
  });
}

export async function removeItem(ctx: CartContext, cartId: string, uid: string | null | undefined, id: number | null | undefined) {
  const target = itemId(uid, id, 'Required parameter "cart_item_uid" is missing.');
  return changeCart(ctx, requireCartId(cartId), async (_tx, _cart, lines) => {
    if (!lines.remove(target)) throw new GraphQlNoSuchEntityError("The cart doesn't contain the item");
  });
}

/**
 * mergeCarts: the guest cart's lines move into the customer's cart (summing identical lines up to what is in
 * stock) and the guest cart is closed. Both carts are locked, in id order so that two merges cannot deadlock.
 */
export async function mergeCarts(ctx: CartContext, sourceId: string, destinationId: string | null | undefined) {
  if (ctx.customerId === null) throw new GraphQlAuthorizationError("The current customer isn't authorized.");
  const customerId = ctx.customerId;
  const source = requireCartId(sourceId, "source_cart_id");
  const destination = destinationId?.trim() || (await customerCart(ctx, customerId)).maskedId;
  const [guest, own] = await Promise.all([cartForUser(ctx, source, null), cartForUser(ctx, destination, customerId)]);
  const order: [string, number | null][] = guest.id < own.id
    ? [[source, null], [destination, customerId]]
    : [[destination, customerId], [source, null]];
  return inTransaction(ctx, async (tx) => {
    const locked = new Map<string, CartRow>();
    for (const [masked, owner] of order) locked.set(masked, await lockCartForUser(tx, masked, owner));
    const guestCart = locked.get(source)!;
    const target = locked.get(destination)!;
    const lines = await CartLines.load(tx, target);
    const moving = await tx.db.select().from(cartItems).where(eq(cartItems.cartId, guestCart.id)).orderBy(asc(cartItems.id));
    for (const item of moving) {
      await lines.merge(tx, { productId: item.productId, variantId: item.variantId, options: itemOptions(item), qty: item.qty });
    }
    await lines.save(tx);
    await tx.db.update(carts).set({ isActive: false, updatedAt: tx.now }).where(eq(carts.id, guestCart.id));
    return settle(tx, await touchCart(tx, target, { couponCode: target.couponCode ?? guestCart.couponCode }));
  });
}
