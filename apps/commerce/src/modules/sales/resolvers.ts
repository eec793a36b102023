import type { RequestContext } from "../../core/context.ts";
import { GraphQlInputError } from "../../core/errors.ts";
import type { CartRow } from "../cart/access.ts";
import { cartView } from "../cart/view.ts";
import { applyCoupon, removeCoupon } from "./service.ts";

type Input<T> = { input?: T | null };

export const resolvers = {
  Mutation: {
    applyCouponToCart: async (_: unknown, args: Input<{ cart_id: string; coupon_code: string }>, ctx: RequestContext) => {
      if (!args.input) throw new GraphQlInputError('Required parameter "cart_id" is missing');
      return { cart: await applyCoupon(ctx, args.input.cart_id, args.input.coupon_code) };
    },
    removeCouponFromCart: async (_: unknown, args: Input<{ cart_id: string }>, ctx: RequestContext) => {
      if (!args.input) throw new GraphQlInputError('Required parameter "cart_id" is missing');
      return { cart: await removeCoupon(ctx, args.input.cart_id) };
    },
  },
  Cart: {
    // Magento answers null rather than an empty list when no coupon is applied.
    applied_coupons: async (cart: CartRow, _a: unknown, ctx: RequestContext) => {
      const { coupon } = await cartView(ctx, cart);
      return coupon?.couponCode ? [{ code: coupon.couponCode }] : null;
    },
  },
};
