import { GraphQlInputError, GraphQlNoSuchEntityError } from "../../core/errors.ts";
import { requireCartId, type CartContext, type CartRow } from "./access.ts";
import { changeCart } from "./service.ts";
import { cartView } from "./view.ts";
import { findCouponRule, INVALID_COUPON, ruleApplies } from "../sales/rules.ts";

/**
 * applyCouponToCart with Magento's checks and messages, in its order: one coupon at a time, a cart with items, a
 * code that exists and applies to this cart now.
 */
export async function applyCoupon(ctx: CartContext, cartId: string, code: string): Promise<CartRow> {
  const wanted = code?.trim();
  const id = requireCartId(cartId);
  if (!wanted) throw new GraphQlInputError('Required parameter "coupon_code" is missing');
  return changeCart(ctx, id, async (tx, cart) => {
    const view = await cartView(tx, cart);
    if (view.coupon) throw new GraphQlInputError("A coupon is already applied to the cart. Please remove it to apply another");
    if (view.lines.length === 0) throw new GraphQlNoSuchEntityError("Cart does not contain products.");
    const rule = await findCouponRule(tx, wanted);
    if (!rule?.couponCode || !(await ruleApplies(tx, rule, view.itemsSubtotal))) throw new GraphQlNoSuchEntityError(INVALID_COUPON);
    return { couponCode: rule.couponCode };
  });
}

export async function removeCoupon(ctx: CartContext, cartId: string): Promise<CartRow> {
  return changeCart(ctx, requireCartId(cartId), async () => ({ couponCode: null }));
}
