import { and, asc, eq, inArray } from "drizzle-orm";
import type { RequestContext } from "../../core/context.ts";
import { GraphQlAlreadyExistsError, GraphQlInputError } from "../../core/errors.ts";
import { countries } from "../directory/tables.ts";
import { toMoney } from "../../core/money.ts";
import {
  cartForUser, createGuestCart, customerCart, requireCartId, requireCustomer, type CartRow,
} from "./access.ts";
import type { AddItemInput } from "./add-request.ts";
import { applyCoupon, removeCoupon } from "./coupons.ts";
import { itemResolvers } from "./item-resolvers.ts";
import { addProducts, addSimpleProducts, mergeCarts, removeItem, updateItems, type UpdateItemInput } from "./service.ts";
import { cartAddresses } from "./tables.ts";
import { cartView, type CartView } from "./view.ts";

type Ctx = RequestContext;
type AddressRow = typeof cartAddresses.$inferSelect;
type Input<T> = { input?: T | null };

const money = (ctx: Ctx, minor: number) => toMoney(minor, ctx.currency);
const view = (cart: CartRow, ctx: Ctx) => cartView(ctx, cart);
const withCart = (cart: CartRow) => ({ cart });

async function addresses(ctx: Ctx, cart: CartRow, kind: "shipping" | "billing") {
  const rows = await ctx.db.select().from(cartAddresses)
    .where(and(eq(cartAddresses.cartId, cart.id), eq(cartAddresses.kind, kind))).orderBy(asc(cartAddresses.id));
  const names = rows.length
    ? new Map((await ctx.db.select().from(countries).where(inArray(countries.id, rows.map((r) => r.countryCode))))
      .map((c) => [c.id, c.nameEn]))
    : new Map<string, string>();
  return rows.map((r) => ({
    ...r,
    country: { code: r.countryCode, label: names.get(r.countryCode) ?? r.countryCode },
    region: r.region || r.regionCode || r.regionId ? { code: r.regionCode, label: r.region, region_id: r.regionId } : null,
  }));
}

export const resolvers = {
  Query: {
    cart: async (_: unknown, args: { cart_id: string }, ctx: Ctx) => cartForUser(ctx, requireCartId(args.cart_id)),
    customerCart: (_: unknown, _a: unknown, ctx: Ctx) => customerCart(ctx, requireCustomer(ctx)),
  },
  Mutation: {
    createEmptyCart: async (_: unknown, args: Input<{ cart_id?: string | null }>, ctx: Ctx) =>
      (ctx.customerId !== null ? await customerCart(ctx, ctx.customerId) : await createGuestCart(ctx, args.input?.cart_id)).maskedId,
    createGuestCart: async (_: unknown, args: Input<{ cart_uid?: string | null }>, ctx: Ctx) => {
      if (ctx.customerId !== null) throw new GraphQlAlreadyExistsError("Use `Query.customerCart` for logged in customer.");
      return withCart(await createGuestCart(ctx, args.input?.cart_uid, "Cart ID length should be 32 characters."));
    },
    addSimpleProductsToCart: async (
      _: unknown, args: Input<{ cart_id: string; cart_items: ({ data: AddItemInput } | null)[] }>, ctx: Ctx,
    ) => {
      if (!args.input) throw new GraphQlInputError('Required parameter "cart_id" is missing');
      return withCart(await addSimpleProducts(ctx, args.input.cart_id, args.input.cart_items.map((i) => i?.data ?? null)));
    },
    addProductsToCart: async (_: unknown, args: { cartId: string; cartItems: AddItemInput[] }, ctx: Ctx) => {
      const { cart, errors } = await addProducts(ctx, args.cartId, args.cartItems);
      return { cart, user_errors: errors };
    },
    updateCartItems: async (_: unknown, args: Input<{ cart_id: string; cart_items: (UpdateItemInput | null)[] }>, ctx: Ctx) => {
      if (!args.input) throw new GraphQlInputError('Required parameter "cart_id" is missing');
      return withCart(await updateItems(ctx, args.input.cart_id, args.input.cart_items));
    },
    removeItemFromCart: async (
      _: unknown, args: Input<{ cart_id: string; cart_item_uid?: string | null; cart_item_id?: number | null }>, ctx: Ctx,
    ) => {
      if (!args.input) throw new GraphQlInputError('Required parameter "cart_id" is missing');
      return withCart(await removeItem(ctx, args.input.cart_id, args.input.cart_item_uid, args.input.cart_item_id));
    },
    mergeCarts: (_: unknown, args: { source_cart_id: string; destination_cart_id?: string | null }, ctx: Ctx) =>
      mergeCarts(ctx, args.source_cart_id, args.destination_cart_id),
    applyCouponToCart: async (_: unknown, args: Input<{ cart_id: string; coupon_code: string }>, ctx: Ctx) => {
      if (!args.input) throw new GraphQlInputError('Required parameter "cart_id" is missing');
      return withCart(await applyCoupon(ctx, args.input.cart_id, args.input.coupon_code));
    },
    removeCouponFromCart: async (_: unknown, args: Input<{ cart_id: string }>, ctx: Ctx) => {
      if (!args.input) throw new GraphQlInputError('Required parameter "cart_id" is missing');
      return withCart(await removeCoupon(ctx, args.input.cart_id));
    },
  },
  Cart: {
    id: (cart: CartRow) => cart.maskedId,
    email: (cart: CartRow) => cart.email,
    is_virtual: async (cart: CartRow, _a: unknown, ctx: Ctx) => (await view(cart, ctx)).isVirtual,
    total_quantity: async (cart: CartRow, _a: unknown, ctx: Ctx) => (await view(cart, ctx)).totalQuantity,
    items: async (cart: CartRow, _a: unknown, ctx: Ctx) => (await view(cart, ctx)).lines,
    prices: (cart: CartRow, _a: unknown, ctx: Ctx) => view(cart, ctx),
    shipping_addresses: (cart: CartRow, _a: unknown, ctx: Ctx) => addresses(ctx, cart, "shipping"),
    billing_address: async (cart: CartRow, _a: unknown, ctx: Ctx) => (await addresses(ctx, cart, "billing"))[0] ?? null,
    // Payment methods come with checkout; until then there is nothing to offer or select.
    available_payment_methods: () => [],
    selected_payment_method: (cart: CartRow) => ({ code: cart.selectedPaymentMethod ?? "", title: cart.selectedPaymentMethod ?? "" }),
    // Magento answers null rather than an empty list when no coupon is applied.
    applied_coupons: async (cart: CartRow, _a: unknown, ctx: Ctx) => {
      const { coupon } = await view(cart, ctx);
      return coupon?.couponCode ? [{ code: coupon.couponCode }] : null;
    },
  },
  CartPrices: {
    grand_total: (v: CartView, _a: unknown, ctx: Ctx) => money(ctx, v.totals.grandTotal),
    subtotal_including_tax: (v: CartView, _a: unknown, ctx: Ctx) => money(ctx, v.totals.subtotalInclTax),
    subtotal_excluding_tax: (v: CartView, _a: unknown, ctx: Ctx) => money(ctx, v.totals.subtotalExclTax),
    subtotal_with_discount_excluding_tax: (v: CartView, _a: unknown, ctx: Ctx) => money(ctx, v.totals.subtotalWithDiscountExclTax),
    discounts: (v: CartView, _a: unknown, ctx: Ctx) =>
      v.totals.discounts.length ? v.totals.discounts.map((d) => ({ label: d.label, amount: money(ctx, d.amount) })) : null,
    applied_taxes: (v: CartView, _a: unknown, ctx: Ctx) => v.totals.appliedTaxes.map((t) => ({ label: t.label, amount: money(ctx, t.amount) })),
    rrp_subtotal_including_tax: (v: CartView, _a: unknown, ctx: Ctx) => money(ctx, v.totals.rrpSubtotalInclTax),
  },
  CartAddressInterface: {
    __resolveType: (a: AddressRow) => (a.kind === "billing" ? "BillingCartAddress" : "ShippingCartAddress"),
  },
  ShippingCartAddress: {
    // Shipping methods arrive with checkout.
    available_shipping_methods: () => [],
    selected_shipping_method: () => null,
  },
  ...itemResolvers,
};
