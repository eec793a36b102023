import { and, count, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../core/database.ts";
import { GraphQlAuthorizationError, GraphQlClientError } from "../../core/errors.ts";
import { LoaderRegistry } from "../../core/loader.ts";
import { canConvert, convertMinor } from "../../core/money.ts";
import type { StoreViews } from "../../core/store-view.ts";
import { inTransaction, requireCartId, type CartContext, type CartRow } from "../cart/access.ts";
import { demandOf } from "../cart/options.ts";
import { carts, cartAddresses } from "../cart/tables.ts";
import { cartView, type CartView } from "../cart/view.ts";
import { products } from "../catalog/tables.ts";
import { customerAddresses, customers } from "../customer/tables.ts";
import { orderItems, orders, salesRuleCustomerUsage, salesRules, type OrderAddressData } from "../sales/tables.ts";
import { changeBalance, creditCurrency } from "../store-credit/service.ts";
import { availablePaymentMethods, CARD_METHOD, PAYMENT_TITLES, type CheckoutContext } from "./payment-methods.ts";
import { orderSequences, paymentIntents } from "./tables.ts";

export type OrderRow = typeof orders.$inferSelect;
type AddressRow = typeof cartAddresses.$inferSelect;

/** Magento 2.4.7's placeOrder error codes. */
export type PlaceOrderErrorCode = "CART_NOT_FOUND" | "CART_NOT_ACTIVE" | "GUEST_EMAIL_MISSING" | "UNABLE_TO_PLACE_ORDER" | "UNDEFINED";

/** Why an order could not be placed: placeOrder answers it in `errors` (2.4.7) and as the `order` field's error (2.4.4). */
export class PlaceOrderFailure extends Error {
  readonly code: PlaceOrderErrorCode;
  constructor(code: PlaceOrderErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

const unable = (reason: string) => new PlaceOrderFailure("UNABLE_TO_PLACE_ORDER", `Unable to place order: ${reason}`);

export const MESSAGES = {
  shippingAddress: "Some addresses can't be used due to the configurations for specific countries.",
  shippingMethod: "The shipping method is missing. Select the shipping method and try again.",
  billingAddress: "Please check the billing address information.",
  paymentMethod: "Enter a valid payment method and try again.",
  outOfStock: "Some of the products are out of stock.",
  coupon: "The coupon code isn't valid. Verify the code and try again.",
  payment: "The payment could not be verified. Please select another payment method.",
  emptyCart: "A server error stopped your order from being placed. Please try to place your order again.",
} as const;

/** Errors a reader of the log can act on; no amounts or personal data. */
export interface PlaceOrderLog {
  warn(message: string): void;
}

export interface Placed {
  order: OrderRow;
  /** True when the cart had been ordered already and its order is answered again. */
  repeated: boolean;
}

const addressData = (a: AddressRow): OrderAddressData => ({
  firstname: a.firstname, lastname: a.lastname, company: a.company, street: a.street, city: a.city, region: a.region,
  regionId: a.regionId, regionCode: a.regionCode, postcode: a.postcode, countryCode: a.countryCode, telephone: a.telephone,
});

/** Locks the cart; an ordered cart answers its order (placing twice gives one order), else Magento's checks. */
async function lockCart(tx: CartContext, maskedId: string): Promise<{ cart: CartRow; existing?: OrderRow }> {
  const [cart] = await tx.db.select().from(carts).where(eq(carts.maskedId, maskedId)).for("update");
  if (!cart) throw new PlaceOrderFailure("CART_NOT_FOUND", `Could not find a cart with ID "${maskedId}"`);
  if ((cart.customerId ?? null) !== (tx.customerId ?? null)) {
    throw new GraphQlAuthorizationError(`The current user cannot perform operations on cart "${maskedId}"`);
  }
  if (cart.storeCode !== tx.store.code) throw new PlaceOrderFailure("CART_NOT_FOUND", `Wrong store code specified for cart "${maskedId}"`);
  if (!cart.isActive) {
    const [existing] = await tx.db.select().from(orders).where(eq(orders.cartId, cart.id));
    if (existing) return { cart, existing };
    throw new PlaceOrderFailure("CART_NOT_ACTIVE", "The cart isn't active.");
  }
  if (cart.expiresAt !== null && cart.expiresAt <= tx.now) throw new PlaceOrderFailure("CART_NOT_ACTIVE", "The cart isn't active.");
  return { cart };
}

/** Takes the stock of every stocked product, in id order (so that two orders never wait on each other). */
async function takeStock(tx: CartContext, view: CartView): Promise<void> {
  const demand = new Map<number, number>();
  for (const line of view.lines) {
    if (!line.salable) throw unable(MESSAGES.outOfStock);
    for (const [id, n] of demandOf(line.item)) demand.set(id, (demand.get(id) ?? 0) + n);
  }
  for (const [id, qty] of [...demand].sort(([a], [b]) => a - b)) {
    // A conditional update: on PostgreSQL it waits for a concurrent order's row lock, then re-reads the quantity.
    const taken = await tx.db.update(products).set({ qty: sql`${products.qty} - ${qty}` })
      .where(and(eq(products.id, id), gte(products.qty, qty))).returning({ id: products.id });
    if (taken.length === 0) {
      const [row] = await tx.db.select({ qty: products.qty }).from(products).where(eq(products.id, id));
      // Products without stock of their own (qty null) are not counted.
      if (!row || row.qty !== null) throw unable(MESSAGES.outOfStock);
    }
  }
}

/** Counts a use of the coupon, refused once its limits are reached (checked and counted in one statement). */
async function spendCoupon(tx: CartContext, view: CartView, customerId: number | null): Promise<void> {
  const rule = view.coupon;
  if (!rule) return;
  const used = await tx.db.update(salesRules).set({ timesUsed: sql`${salesRules.timesUsed} + 1` })
    .where(and(eq(salesRules.id, rule.id), or(isNull(salesRules.usesPerCoupon), lt(salesRules.timesUsed, salesRules.usesPerCoupon))))
    .returning({ id: salesRules.id });
  if (used.length === 0) throw unable(MESSAGES.coupon);
  if (customerId === null) return;
  await tx.db.insert(salesRuleCustomerUsage).values({ ruleId: rule.id, customerId, timesUsed: 0 }).onConflictDoNothing();
  const counted = await tx.db.update(salesRuleCustomerUsage).set({ timesUsed: sql`${salesRuleCustomerUsage.timesUsed} + 1` })
    .where(and(
      eq(salesRuleCustomerUsage.ruleId, rule.id), eq(salesRuleCustomerUsage.customerId, customerId),
      rule.usesPerCustomer === null ? undefined : lt(salesRuleCustomerUsage.timesUsed, rule.usesPerCustomer),
    )).returning({ n: salesRuleCustomerUsage.timesUsed });
  if (counted.length === 0) throw unable(MESSAGES.coupon);
}

/** Spends the store credit the totals used, in the credit's currency (the store's base currency). */
async function spendStoreCredit(tx: CartContext, view: CartView, cart: CartRow, number: string): Promise<void> {
  const applied = view.storeCredit?.applied ?? 0;
  if (!applied || cart.customerId === null) return;
  const currency = creditCurrency(tx);
  let amount = applied;
  if (tx.currency !== currency) {
    const table = await tx.stores.rateTable(tx.store.baseCurrency);
    if (!canConvert(table, tx.currency, currency)) throw unable(MESSAGES.paymentMethod);
    amount = convertMinor(applied, tx.currency, currency, table);
  }
  try {
    await changeBalance(tx.db, { customerId: cart.customerId, currency, amount: -amount, action: "Used", reason: `Order #${number}`, at: tx.now });
  } catch (error) {
    if (error instanceof GraphQlClientError) throw unable(error.message);
    throw error;
  }
}

/** The next order number of the store view: its row is locked until the order commits. */
async function nextNumber(tx: CartContext): Promise<string> {
  const bump = () => tx.db.update(orderSequences).set({ lastValue: sql`${orderSequences.lastValue} + 1` })
    .where(eq(orderSequences.storeCode, tx.store.code)).returning();
  let [row] = await bump();
  if (!row) {
    // The store's first order: numbering goes on after the orders already there (imported or seeded).
    const prefix = tx.store.id === 1 ? "" : String(tx.store.id);
    const [{ n } = { n: 0 }] = await tx.db.select({ n: count() }).from(orders).where(eq(orders.storeCode, tx.store.code));
    await tx.db.insert(orderSequences).values({ storeCode: tx.store.code, prefix, lastValue: Number(n) }).onConflictDoNothing();
    [row] = await bump();
  }
  return `${row!.prefix}${String(row!.lastValue).padStart(9, "0")}`;
}

/** Checks the paid intent against the cart and marks it spent by the order. */
async function spendIntent(tx: CartContext, cart: CartRow, view: CartView, checked: CheckedIntent | null, orderId: number) {
  const intentId = (cart.paymentData as { paymentIntentId?: string } | null)?.paymentIntentId;
  if (!intentId) throw unable(MESSAGES.paymentMethod);
  const [intent] = await tx.db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId)).for("update");
  // The provider's word must be about this very intent (another may have been attached since it was asked).
  const ok = intent && intent.cartId === cart.id && intent.orderId === null && checked?.id === intentId && checked.status === "succeeded"
    && intent.amountMinor === view.totals.grandTotal && intent.currency === tx.currency;
  if (!ok) throw unable(MESSAGES.payment);
  await tx.db.update(paymentIntents).set({ orderId, status: "succeeded", updatedAt: tx.now }).where(eq(paymentIntents.id, intentId));
}

/** Copies new addresses a customer asked to keep into their address book. */
async function saveAddresses(tx: CartContext, customerId: number, rows: AddressRow[]): Promise<void> {
  const keep = rows.filter((r) => r.saveInAddressBook && r.customerAddressId === null);
  const seen = new Set<string>();
  for (const r of keep) {
    const values = {
      customerId, firstname: r.firstname, lastname: r.lastname, company: r.company, street: r.street, city: r.city,
      regionId: r.regionId, region: r.region, regionCode: r.regionCode, postcode: r.postcode, countryCode: r.countryCode,
      telephone: r.telephone,
    };
    const key = JSON.stringify({ ...values, customerId: 0 });
    if (seen.has(key)) continue;
    seen.add(key);
    await tx.db.insert(customerAddresses).values(values);
  }
}

/** The cart will be paid otherwise: another card payment was chosen for it. */
class OtherPaymentChosen extends Error {}

/**
 * The paid intent a provider confirmed becomes the cart's payment when none is chosen yet (the shopper left before
 * /pay-result chose it), in the order's transaction; another card payment chosen meanwhile stays the cart's.
 */
async function choosePaidIntent(tx: CartContext, cart: CartRow, intentId: string): Promise<CartRow> {
  const chosen = (cart.paymentData as { paymentIntentId?: string } | null)?.paymentIntentId;
  if (chosen === intentId && cart.selectedPaymentMethod === CARD_METHOD) return cart;
  if (chosen) throw new OtherPaymentChosen();
  const [row] = await tx.db.update(carts).set({ selectedPaymentMethod: CARD_METHOD, paymentData: { paymentIntentId: intentId } })
    .where(eq(carts.id, cart.id)).returning();
  return row!;
}

/**
 * placeOrder, in one transaction holding the cart's row lock: checks the cart as Magento does, takes the stock,
 * counts the coupon, spends the store credit and the paid intent, numbers and writes the order, and closes the
 * cart. Any failure rolls all of it back. A paid intent whose order failed is given back (`giveBack`).
 * `paidIntentId`: the provider confirmed this intent of the cart; it pays for the order (see placeOrderForPaidIntent).
 */
export async function placeOrder(ctx: CheckoutContext, maskedCartId: string, log: PlaceOrderLog, paidIntentId?: string): Promise<Placed> {
  const maskedId = requireCartId(maskedCartId);
  // The provider is asked before the transaction: a network call must not hold row locks.
  const checked = paidIntentId ? await intentStatus(ctx, paidIntentId) : await providerStatus(ctx, maskedId);
  try {
    return await inTransaction(ctx, async (tx) => {
      const { cart: locked, existing } = await lockCart(tx, maskedId);
      if (existing) return { order: existing, repeated: true };
      const cart = paidIntentId ? await choosePaidIntent(tx, locked, paidIntentId) : locked;
      const view = await cartView(tx, cart);
      if (view.lines.length === 0) throw unable(MESSAGES.emptyCart);
      // A coupon that stopped applying (its last use went to another order) must not vanish from the total unseen.
      if (cart.couponCode && !view.coupon) throw unable(MESSAGES.coupon);
      const email = cart.email ?? (cart.customerId !== null ? await customerEmail(tx, cart.customerId) : null);
      if (!email) throw new PlaceOrderFailure("GUEST_EMAIL_MISSING", "Guest email for cart is missing.");
      const addresses = await tx.db.select().from(cartAddresses).where(eq(cartAddresses.cartId, cart.id));
      const shipping = addresses.find((a) => a.kind === "shipping");
      const billing = addresses.find((a) => a.kind === "billing");
      if (!view.isVirtual) {
        if (!shipping) throw unable(MESSAGES.shippingAddress);
        if (!view.shipping) throw unable(MESSAGES.shippingMethod);
      }
      if (!billing) throw unable(MESSAGES.billingAddress);
      const method = cart.selectedPaymentMethod;
      const methods = await availablePaymentMethods({ ...ctx, ...tx }, cart);
      if (!method || !methods.some((m) => m.code === method)) throw unable(MESSAGES.paymentMethod);

      await takeStock(tx, view);
      await spendCoupon(tx, view, cart.customerId);
      const number = await nextNumber(tx);
      await spendStoreCredit(tx, view, cart, number);
      const { totals } = view;
      const [order] = await tx.db.insert(orders).values({
        number, cartId: cart.id, storeCode: tx.store.code, customerId: cart.customerId, email, currency: tx.currency,
        status: method === CARD_METHOD || method === "free" ? "processing" : "pending",
        subtotalMinor: totals.subtotalExclTax, discountMinor: totals.discountTotal, shippingMinor: view.shipping?.amount ?? 0,
        taxMinor: totals.taxTotal, grandTotalMinor: totals.grandTotal, couponCode: view.coupon?.couponCode ?? null,
        shippingMethod: view.shipping && {
          carrierCode: view.shipping.carrierCode, methodCode: view.shipping.methodCode,
          carrierTitle: view.shipping.carrierTitle, methodTitle: view.shipping.methodTitle,
        },
        paymentMethod: { code: method, title: PAYMENT_TITLES[method] ?? method },
        shippingAddress: shipping ? addressData(shipping) : null,
        billingAddress: addressData(billing),
        createdAt: tx.now,
      }).returning();
      await tx.db.insert(orderItems).values(view.lines.map((l) => ({
        orderId: order!.id, productId: l.product.id, sku: (l.variant ?? l.product).sku, name: l.product.name,
        typeId: l.product.typeId, qty: l.item.qty, priceMinor: l.unit, rowTotalMinor: l.unit * l.item.qty,
        discountMinor: l.totals.discount,
        options: l.variant ? { selected: [{ label: "Variant", value: l.variant.name }] } : null,
      })));
      if (method === CARD_METHOD) await spendIntent(tx, cart, view, checked, order!.id);
      if (cart.customerId !== null) await saveAddresses(tx, cart.customerId, addresses);
      await tx.db.update(carts).set({ isActive: false, updatedAt: tx.now }).where(eq(carts.id, cart.id));
      return { order: order!, repeated: false };
    });
  } catch (error) {
    if (error instanceof OtherPaymentChosen) throw error;
    if (checked?.status === "succeeded" && (await giveBack(ctx, checked.id, log)) && error instanceof PlaceOrderFailure) {
      throw new PlaceOrderFailure(error.code, `${error.message} Your card payment has been refunded.`);
    }
    throw error;
  }
}

async function customerEmail(tx: CartContext, customerId: number): Promise<string | null> {
  const [row] = await tx.db.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId));
  return row?.email ?? null;
}

async function cardIntentOf(ctx: CartContext, maskedId: string) {
  const [cart] = await ctx.db.select().from(carts).where(eq(carts.maskedId, maskedId));
  if (!cart?.isActive || cart.selectedPaymentMethod !== CARD_METHOD) return null;
  const intentId = (cart.paymentData as { paymentIntentId?: string } | null)?.paymentIntentId;
  if (!intentId) return null;
  const [intent] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId));
  return intent && intent.cartId === cart.id ? intent : null;
}

interface CheckedIntent {
  id: string;
  status: string | null;
}

/** The provider's word on the cart's attached intent, when the cart is to be paid by card. */
async function providerStatus(ctx: CheckoutContext, maskedId: string): Promise<CheckedIntent | null> {
  const intent = await cardIntentOf(ctx, maskedId);
  if (!intent || intent.orderId !== null) return null;
  return intentStatus(ctx, intent.id);
}

async function intentStatus(ctx: CheckoutContext, intentId: string): Promise<CheckedIntent> {
  return { id: intentId, status: (await ctx.cardPayments.retrieveIntent(intentId))?.status ?? null };
}

/** What the backend needs to place an order with no shopper's request behind it (a provider's webhook). */
export interface PaidIntentDeps extends Pick<CheckoutContext, "cardPayments" | "storefrontOrigins" | "baseUrl" | "now"> {
  database: Database;
  stores: StoreViews;
}

/**
 * What a provider's confirmation did: placed the order, found nothing to do (the intent already paid for its
 * order, was given back, or is not the one its cart will be paid with), or gave the payment back.
 */
export type PaidIntentOutcome = { kind: "placed"; order: OrderRow } | { kind: "nothing" } | { kind: "refunded" };

/**
 * The provider says an intent succeeded. The order of its active cart is placed here, by placeOrder itself for the
 * cart's owner (its lock, checks, stock, coupon, credit and idempotency) with this intent as the cart's payment, so
 * that a payment the bank confirmed after the shopper left still gives its order, and a shopper's placeOrder at the
 * same moment answers the same one. An intent whose cart was ordered or closed otherwise can never pay for an order:
 * it is given back. Repeated or late confirmations find the intent spent or given back and do nothing. An intent of
 * a cart for which the shopper chose another card payment is left as it is, and logged.
 */
export async function placeOrderForPaidIntent(deps: PaidIntentDeps, intentId: string, log: PlaceOrderLog): Promise<PaidIntentOutcome> {
  const base = { ...deps, db: deps.database.db };
  const [intent] = await base.db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId));
  if (!intent || intent.orderId !== null || intent.status === "refunded" || intent.status === "canceled") return { kind: "nothing" };
  const [cart] = await base.db.select().from(carts).where(eq(carts.id, intent.cartId));
  const store = cart && (await deps.stores.byCode(cart.storeCode));
  // giveBack reads the intent again: one an order spent in the meantime is left alone.
  const refund = async (): Promise<PaidIntentOutcome> => ((await giveBack(base, intent.id, log)) ? { kind: "refunded" } : { kind: "nothing" });
  if (!cart || !store || !cart.isActive) return refund();
  const ctx: CheckoutContext = {
    ...base, store, currency: intent.currency, customerId: cart.customerId, loaders: new LoaderRegistry(),
    mediaBaseUrl: `${deps.baseUrl}/media/`,
  };
  try {
    const placed = await placeOrder(ctx, cart.maskedId, log, intent.id);
    // Ordered meanwhile: by this intent (the shopper's placeOrder), or otherwise, which leaves this one unspent.
    return placed.repeated ? await refund() : { kind: "placed", order: placed.order };
  } catch (error) {
    if (error instanceof OtherPaymentChosen) {
      log.warn(`payment intent ${intent.id} succeeded but another card payment is chosen for its cart; no order placed`);
      return { kind: "nothing" };
    }
    if (!(error instanceof PlaceOrderFailure)) throw error;
    // placeOrder gave the paid intent back and logged it (or the provider did not confirm it: nothing to give back).
    const [after] = await base.db.select({ status: paymentIntents.status }).from(paymentIntents).where(eq(paymentIntents.id, intent.id));
    return after?.status === "refunded" ? { kind: "refunded" } : { kind: "nothing" };
  }
}

/** A paid intent of an order that failed goes back to the payer, and the log says so (without amounts or names). */
async function giveBack(ctx: Pick<CheckoutContext, "db" | "cardPayments" | "now">, intentId: string, log: PlaceOrderLog): Promise<boolean> {
  const [intent] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId));
  if (!intent || intent.orderId !== null || intent.status === "refunded") return false;
  const result = await ctx.cardPayments.voidIntent(intent.id);
  await ctx.db.update(paymentIntents).set({ status: result, refundReason: "order failed", updatedAt: ctx.now })
    .where(and(eq(paymentIntents.id, intent.id), isNull(paymentIntents.orderId)));
  log.warn(`payment intent ${intent.id} ${result}: its order could not be placed`);
  return true;
}
