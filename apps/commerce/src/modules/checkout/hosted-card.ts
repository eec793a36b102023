import { and, count, eq, ne } from "drizzle-orm";
import { z } from "zod";
import type { CardPaymentProvider } from "../../core/card-payments.ts";
import { WebhookSignatureError } from "../../core/card-payments.ts";
import { GraphQlInputError } from "../../core/errors.ts";
import { toMoney } from "../../core/money.ts";
import { cartForUser, requireCartId } from "../cart/access.ts";
import { cartView } from "../cart/view.ts";
import type { CheckoutContext } from "./payment-methods.ts";
import { placeOrderForPaidIntent, type PaidIntentDeps, type PlaceOrderLog } from "./place-order.ts";
import { paymentIntents } from "./tables.ts";

const email = z.string().trim().max(254).email();

/** Card payment attempts one cart may start: more than any shopper retries, few enough to bound a script. */
export const MAX_SESSIONS_PER_CART = 20;

/** A return URL must be a page of one of the storefront's sites: the hosted page must not redirect anywhere else. */
export function checkReturnUrl(value: string, origins: readonly string[], label = "return URL"): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new GraphQlInputError(`The ${label} is not valid.`);
  }
  if (!["http:", "https:"].includes(url.protocol) || !origins.includes(url.origin) || value.length > 2_000) {
    throw new GraphQlInputError(`The ${label} is not valid.`);
  }
  return url.toString();
}

/** createHostedCardSession: an intent for the cart's grand total in the request currency. */
export async function createSession(
  ctx: CheckoutContext, input: { cart_id: string; return_url: string; customer_email?: string | null },
) {
  const cart = await cartForUser(ctx, requireCartId(input.cart_id));
  const returnUrl = checkReturnUrl(input.return_url.trim(), ctx.storefrontOrigins);
  const payer = input.customer_email?.trim() ? email.safeParse(input.customer_email) : null;
  if (payer && !payer.success) throw new GraphQlInputError("Invalid email format");
  const view = await cartView(ctx, cart);
  if (view.lines.length === 0) throw new GraphQlInputError("The cart is empty.");
  if (!view.isVirtual && !view.shipping) {
    throw new GraphQlInputError("The shipping method is missing. Select the shipping method and try again.");
  }
  // Each session is a provider call and a row: a cart gets a bounded number of them.
  const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(paymentIntents).where(eq(paymentIntents.cartId, cart.id));
  if (Number(n) >= MAX_SESSIONS_PER_CART) {
    throw new GraphQlInputError("Too many payment attempts for this cart. Please select another payment method.");
  }
  const provider = ctx.cardPayments;
  if (!provider.supportedCurrencies.includes(ctx.currency)) {
    throw new GraphQlInputError("Card payment is not available in this currency. Please select another payment method.");
  }
  const amount = view.totals.grandTotal;
  if (amount <= 0) throw new GraphQlInputError("There is nothing to pay by card. Please select another payment method.");
  const created = await provider.createIntent({
    amountMinor: amount, currency: ctx.currency, returnUrl, customerEmail: payer?.data ?? cart.email ?? null,
    metadata: { cart: String(cart.id), store: ctx.store.code }, backendUrl: ctx.baseUrl,
  });
  await ctx.db.insert(paymentIntents).values({
    id: created.id, provider: provider.name, cartId: cart.id, storeCode: ctx.store.code,
    amountMinor: amount, currency: ctx.currency, status: created.status, clientSecret: created.clientSecret,
    sessionId: created.sessionId, customerRef: created.customerRef, createdAt: ctx.now, updatedAt: ctx.now,
  });
  return {
    client_secret: created.clientSecret,
    payment_intent_id: created.id,
    session_id: created.sessionId,
    publishable_key: provider.publishableKey,
    amount: toMoney(amount, ctx.currency).value,
    currency: ctx.currency,
    customer_id: created.customerRef,
    url: created.url,
  };
}

export function hostedCardConfig(provider: CardPaymentProvider) {
  return {
    enabled: true,
    environment: provider.environment,
    publishable_key: provider.publishableKey,
    card_form: provider.cardForm,
    supported_currencies: [...provider.supportedCurrencies],
    supported_payment_methods: [{ code: "hosted_card", supported_countries: [], title: "Credit or debit card", type: "card" }],
  };
}

/** What the webhook reads and writes with: the provider, the database and the store views, and a log. */
export interface WebhookDeps extends Omit<PaidIntentDeps, "now" | "baseUrl"> {
  /** Public base URL of this backend; the request's origin without it. */
  publicUrl?: string;
  log: PlaceOrderLog & { info(message: string): void };
}

/** Larger than any provider's event about one payment intent. */
const MAX_WEBHOOK_BYTES = 64_000;

/**
 * The provider's webhook: a signed event about an intent updates our record of it. Unsigned or badly signed
 * requests get 400 and change nothing. A succeeded intent of an active cart places its order (ADR 015),
 * or is given back when it cannot; events are idempotent (a status is set, never counted; an intent pays for one
 * order), so a provider's retries and late deliveries change nothing more. An unexpected failure answers 500, which
 * the provider retries.
 */
export async function handleWebhook(deps: WebhookDeps, request: Request, now: Date): Promise<Response> {
  if (request.method !== "POST") return new Response("Method not allowed", { status: 405, headers: { allow: "POST" } });
  if (Number(request.headers.get("content-length") ?? 0) > MAX_WEBHOOK_BYTES) return new Response("Too large", { status: 413 });
  const payload = await request.text();
  if (payload.length > MAX_WEBHOOK_BYTES) return new Response("Too large", { status: 413 });
  const { database, cardPayments: provider } = deps;
  let event;
  try {
    event = provider.verifyWebhook(payload, request.headers, now);
  } catch (error) {
    if (error instanceof WebhookSignatureError) return new Response("Invalid signature", { status: 400 });
    throw error;
  }
  if (event.intentId) {
    const where = and(eq(paymentIntents.id, event.intentId), ne(paymentIntents.status, "refunded"));
    if (event.type === "payment_intent.succeeded") {
      await database.db.update(paymentIntents).set({ status: "succeeded", confirmedAt: now, updatedAt: now }).where(where);
      const baseUrl = (deps.publicUrl ?? new URL(request.url).origin).replace(/\/+$/, "");
      const outcome = await placeOrderForPaidIntent({ ...deps, baseUrl, now }, event.intentId, deps.log);
      if (outcome.kind === "placed") deps.log.info(`payment intent ${event.intentId}: order ${outcome.order.number} placed on the provider's confirmation`);
    } else if (event.type === "payment_intent.payment_failed") {
      await database.db.update(paymentIntents).set({ status: "requires_payment_method", updatedAt: now })
        .where(and(where, ne(paymentIntents.status, "succeeded")));
    } else if (event.type === "payment_intent.canceled") {
      await database.db.update(paymentIntents).set({ status: "canceled", updatedAt: now }).where(where);
    }
  }
  return new Response(JSON.stringify({ received: true }), { headers: { "content-type": "application/json" } });
}
