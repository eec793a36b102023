import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartBackend, type CartBackend } from "../../test/cart-backend.ts";
import { PLACE, readyGuestCart, SESSION, SET_PAYMENT } from "../../test/checkout.ts";
import { startStripeStandIn, type StripeStandIn } from "../../test/stripe-stand-in.ts";
import { WEBHOOK_PATH } from "./payment/sandbox.ts";
import { StripeCardProvider } from "./payment/stripe.ts";
import { orders } from "../sales/tables.ts";
import { paymentIntents } from "./tables.ts";

const SECRET_KEY = "sk_test_standin_0123456789";
const WEBHOOK_SECRET = "whsec_standin_0123456789";

let stripe: StripeStandIn;
let b: CartBackend;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  b = await cartBackend({
    app: { cardPayments: new StripeCardProvider({ secretKey: SECRET_KEY, publishableKey: "pk_test_standin", webhookSecret: WEBHOOK_SECRET, apiUrl: stripe.url }) },
  });
});
afterAll(async () => {
  await b.close();
  await stripe.close();
});

/** Sends Stripe's webhook for an intent, signed by the SDK's own test helper (or with another secret). */
async function webhook(intentId: string, type = "payment_intent.succeeded", secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_${intentId}`, object: "event", type, api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000),
    data: { object: stripe.intents.get(intentId) ?? { id: intentId, object: "payment_intent" } },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return b.fetch(new Request(`http://localhost${WEBHOOK_PATH}`, {
    method: "POST", headers: { "content-type": "application/json", "stripe-signature": header }, body: payload,
  }));
}

const attach = (id: string, s: { payment_intent_id: string; client_secret: string }) =>
  b.data(SET_PAYMENT, { id, p: { code: "hosted_card", hosted_card_additional_data: { payment_intent_id: s.payment_intent_id, client_secret: s.client_secret } } });

describe("Stripe adapter (against a local stand-in of the Stripe API)", () => {
  it("creates a Payment Intent for the grand total, confirmed by a signed webhook, and places the order", async () => {
    const id = await readyGuestCart(b, { store: "uus_2" });
    const s = (await b.data(SESSION, { id, url: "http://localhost:3000/us/pay-result", email: "grace@example.com" }, { store: "uus_2" }))
      .createHostedCardSession;
    expect(s).toMatchObject({ publishable_key: "pk_test_standin", currency: "USD", url: null });
    const intent = stripe.intents.get(s.payment_intent_id)!;
    expect(intent).toMatchObject({ amount: Math.round(s.amount * 100), currency: "usd", receipt_email: "grace@example.com", client_secret: s.client_secret });
    expect(stripe.requests.at(-1)).toEqual({ line: "POST /v1/payment_intents", key: SECRET_KEY });
    expect((await b.data("{ hostedCardConfig { environment publishable_key card_form } }")).hostedCardConfig)
      .toEqual({ environment: "test", publishable_key: "pk_test_standin", card_form: "stripe_payment_element" });

    await b.data(SET_PAYMENT, { id, p: { code: "hosted_card", hosted_card_additional_data: { payment_intent_id: s.payment_intent_id, client_secret: s.client_secret } } }, { store: "uus_2" });
    // Not paid yet on Stripe's side: refused.
    expect((await b.data(PLACE, { id }, { store: "uus_2" })).placeOrder.errors[0].code).toBe("UNABLE_TO_PLACE_ORDER");

    stripe.setStatus(s.payment_intent_id, "succeeded");
    expect((await webhook(s.payment_intent_id)).status).toBe(200);
    const [row] = await b.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, s.payment_intent_id));
    expect(row).toMatchObject({ status: "succeeded", provider: "stripe" });
    const placed = (await b.data(PLACE, { id }, { store: "uus_2" })).placeOrder;
    expect(placed).toMatchObject({ errors: [], orderV2: { status: "Processing" } });
    expect(placed.orderV2.total.grand_total.value).toBe(s.amount);
  });

  it("refunds through Stripe a paid intent whose order failed", async () => {
    const id = await readyGuestCart(b);
    const s = (await b.data(SESSION, { id, url: "http://localhost:3000/pay-result" })).createHostedCardSession;
    await attach(id, s);
    stripe.setStatus(s.payment_intent_id, "succeeded");
    await b.data(`mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "CART-LOW", quantity: 1 }]) { cart { id } } }`, { id });
    expect((await b.data(PLACE, { id })).placeOrder.errors[0].message).toMatch(/Your card payment has been refunded\.$/);
    expect(stripe.refunds).toEqual([{ payment_intent: s.payment_intent_id }]);
  });

  it.each(["processing", "requires_action"])("refuses the order while the intent is %s, in the words the storefront waits on; then places one", async (status) => {
    const id = await readyGuestCart(b);
    const s = (await b.data(SESSION, { id, url: "http://localhost:3000/pay-result" })).createHostedCardSession;
    await attach(id, s);
    stripe.setStatus(s.payment_intent_id, status);
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = (await b.data(PLACE, { id })).placeOrder;
      // The storefront's /pay-result reads this refusal after a `processing` return as "not confirmed yet".
      expect(refused).toEqual({ errors: [{ code: "UNABLE_TO_PLACE_ORDER", message: "Unable to place order: The payment could not be verified. Please select another payment method." }], orderV2: null });
    }
    expect(stripe.refunds.filter((r) => r.payment_intent === s.payment_intent_id)).toEqual([]);
    stripe.setStatus(s.payment_intent_id, "succeeded");
    await attach(id, s);
    const first = (await b.data(PLACE, { id })).placeOrder.orderV2.number;
    expect((await b.data(PLACE, { id })).placeOrder.orderV2.number).toBe(first);
  });

  it("places the order itself when Stripe's webhook confirms a processing payment after the shopper left, once", async () => {
    const id = await readyGuestCart(b);
    const s = (await b.data(SESSION, { id, url: "http://localhost:3000/pay-result" })).createHostedCardSession;
    await attach(id, s);
    stripe.setStatus(s.payment_intent_id, "processing");
    expect((await b.data(PLACE, { id })).placeOrder.orderV2).toBeNull();
    stripe.setStatus(s.payment_intent_id, "succeeded");
    expect((await webhook(s.payment_intent_id)).status).toBe(200);
    const [row] = await b.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, s.payment_intent_id));
    expect(row!.orderId).not.toBeNull();
    // Delivered again (Stripe retries): nothing more; the shopper's later check answers the same order.
    const again = await Promise.all([webhook(s.payment_intent_id), webhook(s.payment_intent_id)]);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    await attach(id, s);
    const { number } = (await b.data(PLACE, { id })).placeOrder.orderV2;
    const placed = await b.database.db.select().from(orders).where(eq(orders.number, number));
    expect(placed.map((o) => o.id)).toEqual([row!.orderId]);
    expect(stripe.refunds.filter((r) => r.payment_intent === s.payment_intent_id)).toEqual([]);
  });

  it("refunds through Stripe when its webhook confirms a payment whose cart can no longer be ordered", async () => {
    const id = await readyGuestCart(b);
    const s = (await b.data(SESSION, { id, url: "http://localhost:3000/pay-result" })).createHostedCardSession;
    await attach(id, s);
    stripe.setStatus(s.payment_intent_id, "processing");
    await b.data(`mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "CART-SIMPLE", quantity: 1 }]) { cart { id } } }`, { id });
    stripe.setStatus(s.payment_intent_id, "succeeded");
    expect((await webhook(s.payment_intent_id)).status).toBe(200);
    expect((await webhook(s.payment_intent_id)).status).toBe(200);
    expect(stripe.refunds.filter((r) => r.payment_intent === s.payment_intent_id)).toEqual([{ payment_intent: s.payment_intent_id }]);
    const [row] = await b.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, s.payment_intent_id));
    expect(row).toMatchObject({ status: "refunded", refundReason: "order failed", orderId: null });
  });

  it("refuses webhooks signed with another secret, or not signed", async () => {
    const id = await readyGuestCart(b);
    const s = (await b.data(SESSION, { id, url: "http://localhost:3000/pay-result" })).createHostedCardSession;
    stripe.setStatus(s.payment_intent_id, "succeeded");
    expect((await webhook(s.payment_intent_id, "payment_intent.succeeded", "whsec_forged")).status).toBe(400);
    const unsigned = await b.fetch(new Request(`http://localhost${WEBHOOK_PATH}`, { method: "POST", body: "{}" }));
    expect(unsigned.status).toBe(400);
    const [row] = await b.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, s.payment_intent_id));
    expect(row!.status).toBe("requires_payment_method");
  });
});
