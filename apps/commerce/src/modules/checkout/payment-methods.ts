import { and, eq } from "drizzle-orm";
import type { RequestContext } from "../../core/context.ts";
import { GraphQlInputError, GraphQlNoSuchEntityError } from "../../core/errors.ts";
import type { PaymentMethodInput } from "../../core/generated/resolvers.ts";
import { requireCartId, type CartContext, type CartRow } from "../cart/access.ts";
import { changeCart } from "../cart/service.ts";
import { carts } from "../cart/tables.ts";
import { cartView } from "../cart/view.ts";
import { paymentIntents } from "./tables.ts";

export type CheckoutContext = CartContext & Pick<RequestContext, "cardPayments" | "storefrontOrigins" | "baseUrl">;

/** The hosted card method's code, and the additional data field that carries its intent. */
export const CARD_METHOD = "hosted_card";

export const PAYMENT_TITLES: Record<string, string> = {
  [CARD_METHOD]: "Credit or debit card",
  checkmo: "Check / Money order",
  banktransfer: "Bank Transfer Payment",
  free: "No Payment Information Required",
};

export interface PaymentChoice {
  code: string;
  title: string;
}

/**
 * What the cart can be paid with: nothing to pay gives only "free" (as Magento offers it); otherwise the card (in
 * the provider's currencies) and the offline methods.
 */
export async function availablePaymentMethods(ctx: CheckoutContext, cart: CartRow): Promise<PaymentChoice[]> {
  const view = await cartView(ctx, cart);
  if (view.lines.length === 0) return [];
  if (view.totals.grandTotal <= 0) return [{ code: "free", title: PAYMENT_TITLES.free! }];
  const codes = [
    ...(ctx.cardPayments.supportedCurrencies.includes(ctx.currency) ? [CARD_METHOD] : []),
    "checkmo",
    "banktransfer",
  ];
  return codes.map((code) => ({ code, title: PAYMENT_TITLES[code]! }));
}

/** The stored choice, as SelectedPaymentMethod shows it (Magento answers an empty code before one is chosen). */
export function selectedPaymentMethod(cart: CartRow): PaymentChoice & { purchase_order_number: string | null } {
  const code = cart.selectedPaymentMethod ?? "";
  return { code, title: PAYMENT_TITLES[code] ?? "", purchase_order_number: null };
}

/**
 * The cart, when it was ordered already and paid by this very intent: the provider's confirmation may have placed
 * the order (ADR 015) before the shopper's /pay-result attaches the intent and places it, and the page must then be
 * answered as for a repeated placeOrder, not told the cart is closed. The client secret proves the payment is theirs.
 */
async function orderedWith(ctx: CheckoutContext, maskedId: string, data: PaymentMethodInput["hosted_card_additional_data"]) {
  if (!data?.payment_intent_id || !data.client_secret) return null;
  const [cart] = await ctx.db.select().from(carts).where(eq(carts.maskedId, maskedId));
  if (!cart || cart.isActive || cart.storeCode !== ctx.store.code || (cart.customerId ?? null) !== (ctx.customerId ?? null)) return null;
  const [intent] = await ctx.db.select().from(paymentIntents)
    .where(and(eq(paymentIntents.id, data.payment_intent_id), eq(paymentIntents.cartId, cart.id)));
  return intent && intent.orderId !== null && intent.clientSecret === data.client_secret ? cart : null;
}

/** setPaymentMethodOnCart: one of the available methods; the card method names an intent of this cart. */
export async function setPaymentMethod(ctx: CheckoutContext, cartId: string, input: PaymentMethodInput): Promise<CartRow> {
  const code = input.code.trim();
  if (!code) throw new GraphQlInputError('Required parameter "code" for "payment_method" is missing.');
  try {
    return await choose(ctx, requireCartId(cartId), code, input);
  } catch (error) {
    // A closed cart: answered when this card payment paid for its order.
    const ordered = code === CARD_METHOD && error instanceof GraphQlNoSuchEntityError
      ? await orderedWith(ctx, requireCartId(cartId), input.hosted_card_additional_data) : null;
    if (ordered) return ordered;
    throw error;
  }
}

function choose(ctx: CheckoutContext, maskedId: string, code: string, input: PaymentMethodInput): Promise<CartRow> {
  return changeCart(ctx, maskedId, async (tx, cart) => {
    const available = await availablePaymentMethods({ ...ctx, ...tx }, cart);
    if (!available.some((m) => m.code === code)) throw new GraphQlInputError("The requested Payment Method is not available.");
    if (code !== CARD_METHOD) return { selectedPaymentMethod: code, paymentData: null };
    const data = input.hosted_card_additional_data;
    if (!data?.payment_intent_id || !data.client_secret) {
      throw new GraphQlInputError('Required parameter "hosted_card_additional_data" for "payment_method" is missing.');
    }
    const [intent] = await tx.db.select().from(paymentIntents)
      .where(and(eq(paymentIntents.id, data.payment_intent_id), eq(paymentIntents.cartId, cart.id)));
    if (!intent || intent.clientSecret !== data.client_secret) {
      throw new GraphQlInputError("The payment could not be found for this cart. Please refresh your page and try it again.");
    }
    if (intent.orderId !== null || intent.status === "refunded" || intent.status === "canceled") {
      throw new GraphQlInputError("This payment can no longer be used. Please select another payment method.");
    }
    return { selectedPaymentMethod: code, paymentData: { paymentIntentId: intent.id } };
  });
}
