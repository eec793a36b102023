import { and, asc, eq, inArray } from "drizzle-orm";
import type { RequestContext } from "../../core/context.ts";
import { GraphQlAlreadyExistsError, GraphQlInputError } from "../../core/errors.ts";
import type { Resolvers } from "../../core/generated/resolvers.ts";
import { toMoney } from "../../core/money.ts";
import { countries } from "../directory/tables.ts";
import {
  cartForUser, createGuestCart, customerCart, requireCartId, requireCustomer, type CartRow,
} from "./access.ts";
import { applyCoupon, removeCoupon } from "./coupons.ts";
import { itemResolvers } from "./item-resolvers.ts";
import { addAllOrNothing, addProducts, mergeCarts, removeItem, updateItems } from "./service.ts";
import { applyStoreCredit, removeStoreCredit } from "./store-credit.ts";
import { cartAddresses } from "./tables.ts";
import { bundleSettings } from "../catalog/type-options.ts";
import { bundleItem, configurableItem, downloadableItem } from "./typed-items.ts";
import { cartView, type CartView, type ViewLine } from "./view.ts";

type Ctx = RequestContext;
type AddressRow = typeof cartAddresses.$inferSelect;

/** An address of the cart with its country's name and its region as GraphQL shows them. */
export type CartAddress = Omit<AddressRow, "region"> & {
  cart: CartRow;
  country: { code: string; label: string };
  region: { code: string | null; label: string | null; region_id: number | null } | null;
};

declare module "../../core/graphql-models.ts" {
  interface GraphQlModels {
    Cart: CartRow;
    CartPrices: CartView;
    ShippingCartAddress: CartAddress;
    BillingCartAddress: CartAddress;
  }
}

const money = (ctx: Ctx, minor: number) => toMoney(minor, ctx.currency);
const view = (cart: CartRow, ctx: Ctx) => cartView(ctx, cart);
const withCart = (cart: CartRow) => ({ cart });

/** The `input` argument of Magento's cart mutations, optional in the schema but required in fact. */
function requireInput<Input>(input: Input | null | undefined): Input {
  if (!input) throw new GraphQlInputError('Required parameter "cart_id" is missing');
  return input;
}

/** Grams one unit of a line ships: a configurable's variant, a dynamic-weight bundle's selections, else its own. */
function unitWeightGrams(line: ViewLine): number {
  if (line.isVirtual) return 0;
  if (line.product.typeId === "bundle" && bundleSettings(line.product).dynamicWeight) {
    return line.bundle.reduce((sum, p) => sum + (p.child.isVirtual ? 0 : (p.child.weightGrams ?? 0) * p.qty), 0);
  }
  return (line.variant ?? line.product).weightGrams ?? 0;
}

/** Gift messages are not offered (StoreConfig.allow_items "0"): an update carrying one changes nothing. */
function refuseGiftMessages(items: readonly ({ gift_message?: unknown } | null)[]): void {
  if (items.some((i) => i?.gift_message != null)) {
    throw new GraphQlInputError("Gift Message cannot be updated: gift messages are not available in this store.");
  }
}

async function addresses(ctx: Ctx, cart: CartRow, kind: "shipping" | "billing"): Promise<CartAddress[]> {
  const rows = await ctx.db.select().from(cartAddresses)
    .where(and(eq(cartAddresses.cartId, cart.id), eq(cartAddresses.kind, kind))).orderBy(asc(cartAddresses.id));
  const names = rows.length
    ? new Map((await ctx.db.select().from(countries).where(inArray(countries.id, rows.map((r) => r.countryCode))))
      .map((c) => [c.id, c.nameEn]))
    : new Map<string, string>();
  return rows.map((r) => ({
    ...r,
    cart,
    country: { code: r.countryCode, label: names.get(r.countryCode) ?? r.countryCode },
    region: r.region || r.regionCode || r.regionId ? { code: r.regionCode, label: r.region, region_id: r.regionId } : null,
  }));
}

export const resolvers: Resolvers = {
  Query: {
    cart: async (_, args, ctx) => cartForUser(ctx, requireCartId(args.cart_id)),
    customerCart: (_, _a, ctx) => customerCart(ctx, requireCustomer(ctx)),
  },
  Mutation: {
    createEmptyCart: async (_, args, ctx) =>
      (ctx.customerId !== null ? await customerCart(ctx, ctx.customerId) : await createGuestCart(ctx, args.input?.cart_id)).maskedId,
    createGuestCart: async (_, args, ctx) => {
      if (ctx.customerId !== null) throw new GraphQlAlreadyExistsError("Use `Query.customerCart` for logged in customer.");
      return withCart(await createGuestCart(ctx, args.input?.cart_uid, "Cart ID length should be 32 characters."));
    },
    addSimpleProductsToCart: async (_, args, ctx) => {
      const { cart_id, cart_items } = requireInput(args.input);
      return withCart(await addAllOrNothing(ctx, cart_id, cart_items, (i) => i.data));
    },
    addVirtualProductsToCart: async (_, args, ctx) => {
      const { cart_id, cart_items } = requireInput(args.input);
      return withCart(await addAllOrNothing(ctx, cart_id, cart_items, (i) => i.data, "virtual"));
    },
    addConfigurableProductsToCart: async (_, args, ctx) => {
      const { cart_id, cart_items } = requireInput(args.input);
      return withCart(await addAllOrNothing(ctx, cart_id, cart_items, configurableItem, "configurable"));
    },
    addBundleProductsToCart: async (_, args, ctx) => {
      const { cart_id, cart_items } = requireInput(args.input);
      return withCart(await addAllOrNothing(ctx, cart_id, cart_items, bundleItem, "bundle"));
    },
    addDownloadableProductsToCart: async (_, args, ctx) => {
      const { cart_id, cart_items } = requireInput(args.input);
      return withCart(await addAllOrNothing(ctx, cart_id, cart_items, downloadableItem, "downloadable"));
    },
    addProductsToCart: async (_, args, ctx) => {
      const { cart, errors } = await addProducts(ctx, args.cartId, args.cartItems);
      return { cart, user_errors: errors };
    },
    updateCartItems: async (_, args, ctx) => {
      const { cart_id, cart_items } = requireInput(args.input);
      refuseGiftMessages(cart_items);
      return withCart(await updateItems(ctx, cart_id, cart_items));
    },
    removeItemFromCart: async (_, args, ctx) => {
      const input = requireInput(args.input);
      return withCart(await removeItem(ctx, input.cart_id, input.cart_item_uid, input.cart_item_id));
    },
    mergeCarts: (_, args, ctx) => mergeCarts(ctx, args.source_cart_id, args.destination_cart_id),
    assignCustomerToGuestCart: (_, args, ctx) => mergeCarts(ctx, args.cart_id, null),
    applyCouponToCart: async (_, args, ctx) => {
      const input = requireInput(args.input);
      return withCart(await applyCoupon(ctx, input.cart_id, input.coupon_code));
    },
    removeCouponFromCart: async (_, args, ctx) => withCart(await removeCoupon(ctx, requireInput(args.input).cart_id)),
    applyStoreCreditToCart: async (_, args, ctx) => withCart(await applyStoreCredit(ctx, args.input.cart_id)),
    removeStoreCreditFromCart: async (_, args, ctx) => withCart(await removeStoreCredit(ctx, args.input.cart_id)),
  },
  Cart: {
    id: (cart) => cart.maskedId,
    email: (cart) => cart.email,
    is_virtual: async (cart, _a, ctx) => (await view(cart, ctx)).isVirtual,
    total_quantity: async (cart, _a, ctx) => (await view(cart, ctx)).totalQuantity,
    items: async (cart, _a, ctx) => (await view(cart, ctx)).lines,
    prices: (cart, _a, ctx) => view(cart, ctx),
    shipping_addresses: (cart, _a, ctx) => addresses(ctx, cart, "shipping"),
    billing_address: async (cart, _a, ctx) => (await addresses(ctx, cart, "billing"))[0] ?? null,
    // Magento answers null rather than an empty list when no coupon is applied.
    applied_coupons: async (cart, _a, ctx) => {
      const { coupon } = await view(cart, ctx);
      return coupon?.couponCode ? [{ code: coupon.couponCode }] : null;
    },
    applied_store_credit: async (cart, _a, ctx) => {
      const credit = (await view(cart, ctx)).storeCredit;
      return credit && { applied_balance: money(ctx, credit.applied), current_balance: money(ctx, credit.balance), enabled: true };
    },
    applied_coupon: async (cart, _a, ctx) => {
      const { coupon } = await view(cart, ctx);
      return coupon?.couponCode ? { code: coupon.couponCode } : null;
    },
    gift_message: () => null,
  },
  CartPrices: {
    grand_total: (v, _a, ctx) => money(ctx, v.totals.grandTotal),
    subtotal_including_tax: (v, _a, ctx) => money(ctx, v.totals.subtotalInclTax),
    subtotal_excluding_tax: (v, _a, ctx) => money(ctx, v.totals.subtotalExclTax),
    subtotal_with_discount_excluding_tax: (v, _a, ctx) => money(ctx, v.totals.subtotalWithDiscountExclTax),
    discounts: (v, _a, ctx) =>
      v.totals.discounts.length ? v.totals.discounts.map((d) => ({ label: d.label, amount: money(ctx, d.amount) })) : null,
    applied_taxes: (v, _a, ctx) => v.totals.appliedTaxes.map((t) => ({ label: t.label, amount: money(ctx, t.amount) })),
    rrp_subtotal_including_tax: (v, _a, ctx) => money(ctx, v.totals.rrpSubtotalInclTax),
    // Magento's total discount is negative (subtotal plus discount gives the discounted subtotal).
    discount: (v, _a, ctx) => {
      const { discounts } = v.totals;
      if (discounts.length === 0) return null;
      return { label: discounts.map((d) => d.label), amount: money(ctx, -discounts.reduce((sum, d) => sum + d.amount, 0)) };
    },
  },
  CartAddressInterface: {
    __resolveType: (a) => (a.kind === "billing" ? "BillingCartAddress" : "ShippingCartAddress"),
  },
  ShippingCartAddress: {
    // A cart ships to one address, with all its items.
    cart_items_v2: async (a, _a, ctx) => (await view(a.cart, ctx)).lines,
    cart_items: async (a, _a, ctx) => (await view(a.cart, ctx)).lines.map((l) => ({ cart_item_id: l.item.id, quantity: l.item.qty })),
    items_weight: async (a, _a, ctx) =>
      (await view(a.cart, ctx)).lines.reduce((sum, l) => sum + unitWeightGrams(l) * l.item.qty, 0) / 1000,
    // Checkout takes no notes yet, and there is no in-store pickup.
    customer_notes: () => null,
    pickup_location_code: () => null,
  },
  BillingCartAddress: {
    customer_notes: () => null,
  },
  ...itemResolvers,
};
