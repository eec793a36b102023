import { asc, eq } from "drizzle-orm";
import { discountLines, type DiscountRule } from "../sales/pricing.ts";
import { automaticRules, discountRule, findCouponRule, ruleApplies, type SalesRuleRow } from "../sales/rules.ts";
import type { CartContext, CartRow } from "./access.ts";
import { priceLines, type PricedLine } from "./lines.ts";
import { cartTotals, taxIncluded, taxOnTop, taxRule, type CartTotals, type LineTotals, type TaxRule } from "./pricing.ts";
import { shippingAddress, shippingRates, type ShippingRate } from "./shipping.ts";
import { cartStoreCredit, withStoreCredit, type CartStoreCredit } from "./store-credit-totals.ts";
import { cartItems } from "./tables.ts";

export interface ViewLine extends PricedLine {
  totals: LineTotals;
  discounts: { label: string; amount: number }[];
}

/** A cart with its lines priced and its totals computed, in the request's store and currency. */
export interface CartView {
  cart: CartRow;
  lines: ViewLine[];
  totals: CartTotals;
  /** Sum of the rows as the catalogue prices them (tax included where the store's prices include it). */
  itemsSubtotal: number;
  /** The coupon rule in force: stored on the cart and still valid for it. */
  coupon: SalesRuleRow | null;
  freeShipping: boolean;
  /** Store credit of a customer cart (its spent amount is already in the totals); null for guest carts. */
  storeCredit: CartStoreCredit | null;
  isVirtual: boolean;
  totalQuantity: number;
  /** The methods the shipping address can have (none without an address, or for a virtual cart). */
  shippingRates: ShippingRate[];
  /** The chosen method, while it is still among `shippingRates`; its amount is in the grand total. */
  shipping: ShippingRate | null;
}

/** The rules that apply to a cart of this subtotal: automatic ones, then the coupon's. */
async function applicableRules(ctx: CartContext, couponCode: string | null, subtotal: number, empty: boolean) {
  if (empty) return { rules: [] as SalesRuleRow[], coupon: null };
  const rules: SalesRuleRow[] = [];
  for (const rule of await automaticRules(ctx)) if (await ruleApplies(ctx, rule, subtotal)) rules.push(rule);
  const stored = couponCode ? await findCouponRule(ctx, couponCode) : undefined;
  const coupon = stored && (await ruleApplies(ctx, stored, subtotal)) ? stored : null;
  if (coupon) rules.push(coupon);
  return { rules, coupon };
}

async function computeView(ctx: CartContext, cart: CartRow): Promise<CartView> {
  const items = await ctx.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id)).orderBy(asc(cartItems.id));
  const lines = await priceLines(ctx, items);
  const rows = lines.map((l) => ({ row: l.unit * l.item.qty, qty: l.item.qty }));
  const subtotal = rows.reduce((s, r) => s + r.row, 0);
  const { rules, coupon } = await applicableRules(ctx, cart.couponCode, subtotal, lines.length === 0);
  const discountRules: DiscountRule[] = await Promise.all(rules.map((r) => discountRule(ctx, r)));
  const discounts = discountLines(rows, discountRules);
  const { lines: lineTotals, totals } = cartTotals(
    lines.map((l, i) => ({ unit: l.unit, qty: l.item.qty, rrpUnit: l.rrpUnit, discounts: discounts[i]! })),
    taxRule(ctx.store),
  );
  const isVirtual = lines.length > 0 && lines.every((l) => l.isVirtual);
  const freeShipping = rules.some((r) => r.freeShipping || r.action === "free_shipping");
  const address = isVirtual || lines.length === 0 ? undefined : await shippingAddress(ctx, cart);
  const rates = address
    ? await shippingRates(ctx, address.countryCode, subtotal - totals.discountTotal, freeShipping)
    : [];
  const shipping = rates.find((r) => r.carrierCode === address?.carrierCode && r.methodCode === address?.methodCode) ?? null;
  if (shipping) addShipping(totals, shipping.amount, taxRule(ctx.store));
  const storeCredit = await cartStoreCredit(ctx, cart, totals.grandTotal);
  return {
    cart,
    lines: lines.map((l, i) => ({ ...l, totals: lineTotals[i]!, discounts: discounts[i]! })),
    totals: withStoreCredit(totals, storeCredit),
    storeCredit,
    itemsSubtotal: subtotal,
    coupon,
    freeShipping,
    isVirtual,
    totalQuantity: lines.reduce((s, l) => s + l.item.qty, 0),
    shippingRates: rates,
    shipping,
  };
}

/**
 * Delivery is taxed at the store's rate like the items: its charge contains the tax where catalogue prices do
 * (gb, mex) and gets it on top where they do not (us).
 */
function addShipping(totals: CartTotals, amount: number, rule: TaxRule): void {
  const tax = rule.included ? taxIncluded(amount, rule) : taxOnTop(amount, rule);
  totals.grandTotal += amount + (rule.included ? 0 : tax);
  totals.taxTotal += tax;
  totals.appliedTaxes = totals.taxTotal > 0 ? [{ label: rule.label, amount: totals.taxTotal }] : [];
}

/** Computed once per cart state and request: every field of a cart response reads the same view. */
export function cartView(ctx: CartContext, cart: CartRow): Promise<CartView> {
  return ctx.loaders.once(`cart-view:${cart.id}:${cart.version}`, () => computeView(ctx, cart));
}
