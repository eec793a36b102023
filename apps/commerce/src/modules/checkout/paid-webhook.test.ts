import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartBackend, type CartBackend } from "../../test/cart-backend.ts";
import { CX } from "../../test/cart-fixtures.ts";
import { GB_ADDRESS, PLACE, readyGuestCart, SESSION, SET_BILLING, SET_METHOD, SET_PAYMENT, SET_SHIPPING } from "../../test/checkout.ts";
import { CU, insertCustomers } from "../../test/customer-fixtures.ts";
import { carts } from "../cart/tables.ts";
import { products } from "../catalog/tables.ts";
import { orders } from "../sales/tables.ts";
import { TEST_CARDS, WEBHOOK_PATH } from "./payment/sandbox.ts";
import { signPayload } from "./payment/signature.ts";
import { paymentIntents, sandboxCardIntents } from "./tables.ts";

// A card payment the bank confirms after the shopper's return (`processing`): the provider's signed webhook places
// the order itself, through placeOrder, once; or gives the payment back when no order can be placed.

const SECRET = "sandbox-webhook-secret-for-tests";
const RETURN = "http://localhost:3000/pay-result";
const NOT_VERIFIED = "Unable to place order: The payment could not be verified. Please select another payment method.";

let b: CartBackend;
const logged: string[] = [];
beforeAll(async () => {
  b = await cartBackend({
    app: {
      paymentWebhookSecret: SECRET,
      // Lines start with the request's id.
      logger: { info: (m) => logged.push(m.replace(/^\[[^\]]+\] /, "")), warn: (m) => logged.push(m.replace(/^\[[^\]]+\] /, "")), error: (m) => process.stderr.write(`${m}\n`) },
    },
  });
  await insertCustomers(b.database.db);
});
afterAll(() => b.close());
beforeEach(() => {
  logged.length = 0;
});

type Session = { payment_intent_id: string; client_secret: string };
type Opts = { customer?: number };

const stock = async () => (await b.database.db.select({ qty: products.qty }).from(products).where(eq(products.id, CX.low.id)))[0]!.qty;
const setStock = (qty: number) => b.database.db.update(products).set({ qty }).where(eq(products.id, CX.low.id));
const intentRow = async (id: string) => (await b.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]!;
const providerStatus = async (id: string) =>
  (await b.database.db.select().from(sandboxCardIntents).where(eq(sandboxCardIntents.id, id)))[0]!.status;
/** What the provider's books say: the shopper's bank has not confirmed yet, or has. */
const providerSets = (id: string, status: string) =>
  b.database.db.update(sandboxCardIntents).set({ status }).where(eq(sandboxCardIntents.id, id));
const attach = (id: string, s: Session, opts: Opts = {}) =>
  b.call(SET_PAYMENT, { id, p: { code: "hosted_card", hosted_card_additional_data: { payment_intent_id: s.payment_intent_id, client_secret: s.client_secret } } }, opts);
const ordersOf = async (maskedId: string) => {
  const [cart] = await b.database.db.select().from(carts).where(eq(carts.maskedId, maskedId));
  return b.database.db.select().from(orders).where(eq(orders.cartId, cart!.id));
};

/** The provider's signed `payment_intent.succeeded`, as the sandbox sends it. */
function webhook(intentId: string, secret = SECRET) {
  const payload = JSON.stringify({
    id: `evt_sbx_${Math.random().toString(36).slice(2)}`, type: "payment_intent.succeeded", created: Math.floor(Date.now() / 1000),
    data: { object: { id: intentId, object: "payment_intent", status: "succeeded" } },
  });
  return b.fetch(new Request(`http://localhost${WEBHOOK_PATH}`, {
    method: "POST", headers: { "content-type": "application/json", "hostedcard-signature": signPayload(secret, payload, new Date()) }, body: payload,
  }));
}

/** The bank confirms: the provider's books say succeeded, and its webhook comes. */
async function bankConfirms(intentId: string) {
  await providerSets(intentId, "succeeded");
  const response = await webhook(intentId);
  expect(response.status).toBe(200);
}

async function customerCart(customer: number): Promise<string> {
  const opts = { customer };
  const id = (await b.data("{ customerCart { id } }", {}, opts)).customerCart.id;
  await b.data(`mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "${CX.low.sku}", quantity: 1 }]) { user_errors { code } } }`, { id }, opts);
  await b.data(SET_SHIPPING, { id, a: [{ address: GB_ADDRESS }] }, opts);
  await b.data(SET_METHOD, { id, carrier: "flatrate", method: "flatrate" }, opts);
  await b.data(SET_BILLING, { id, b: { same_as_shipping: true } }, opts);
  return id;
}

/** A cart whose card payment came back `processing`: /pay-result attached the intent and placeOrder was refused. */
async function processingCart(opts: Opts = {}): Promise<{ id: string; s: Session }> {
  const id = opts.customer ? await customerCart(opts.customer) : await readyGuestCart(b, { sku: CX.low.sku });
  const s = (await b.data(SESSION, { id, url: RETURN }, opts)).createHostedCardSession as Session;
  await providerSets(s.payment_intent_id, "processing");
  expect((await attach(id, s, opts)).errors).toBeUndefined();
  expect((await b.data(PLACE, { id }, opts)).placeOrder.errors).toEqual([{ code: "UNABLE_TO_PLACE_ORDER", message: NOT_VERIFIED }]);
  return { id, s };
}

describe("a card payment confirmed by the provider's webhook after the shopper left", () => {
  it("places the guest's order once, which /pay-result and the thank-you page then find", async () => {
    await setStock(5);
    const { id, s } = await processingCart();
    await bankConfirms(s.payment_intent_id);
    const [order, ...more] = await ordersOf(id);
    expect(more).toEqual([]);
    expect(order).toMatchObject({ status: "processing", email: "grace@example.com", customerId: null });
    expect(await stock()).toBe(4);
    expect(await intentRow(s.payment_intent_id)).toMatchObject({ status: "succeeded", orderId: order!.id, refundReason: null });
    // The shopper's page checks again: the intent is attached as before and placeOrder answers the same order.
    expect((await attach(id, s)).errors).toBeUndefined();
    expect((await b.data(PLACE, { id })).placeOrder).toMatchObject({ errors: [], orderV2: { number: order!.number, status: "Processing" } });
    expect(await stock()).toBe(4);
    // Reported without personal data: the intent and the order number only.
    expect(logged).toEqual([`checkout: payment intent ${s.payment_intent_id}: order ${order!.number} placed on the provider's confirmation`]);
  });

  it("places a customer's order, listed in their account", async () => {
    await setStock(5);
    const { id, s } = await processingCart({ customer: CU.owner });
    await bankConfirms(s.payment_intent_id);
    const [order] = await ordersOf(id);
    expect(order).toMatchObject({ customerId: CU.owner, email: "owner@example.com" });
    const list = (await b.data(`{ customer { orders(filter: { number: { eq: "${order!.number}" } }) { items { number status } } } }`, {}, { customer: CU.owner })).customer.orders;
    expect(list.items).toEqual([{ number: order!.number, status: "Processing" }]);
    expect((await b.data(PLACE, { id }, { customer: CU.owner })).placeOrder.orderV2.number).toBe(order!.number);
  });

  it("gives one order when the webhook and the shopper's placeOrder come at once, both answering it", async () => {
    await setStock(50);
    for (let round = 0; round < 4; round++) {
      const { id, s } = await processingCart();
      await providerSets(s.payment_intent_id, "succeeded");
      const before = await stock();
      const shopperFirst = round % 2 === 0;
      // Both at once, each starting first in turn.
      const early = shopperFirst ? null : webhook(s.payment_intent_id);
      const shopper = b.call(PLACE, { id });
      const [placed, hook] = await Promise.all([shopper, early ?? webhook(s.payment_intent_id)]);
      expect(hook.status).toBe(200);
      expect(placed.errors).toBeUndefined();
      const rows = await ordersOf(id);
      expect(rows).toHaveLength(1);
      expect(placed.data!.placeOrder).toMatchObject({ errors: [], orderV2: { number: rows[0]!.number } });
      expect(await stock()).toBe(before! - 1);
      expect(await intentRow(s.payment_intent_id)).toMatchObject({ orderId: rows[0]!.id, refundReason: null });
      expect(await providerStatus(s.payment_intent_id)).toBe("succeeded");
    }
  }, 60_000);

  it("does nothing when the shopper placed the order before the webhook came, nor when it comes again", async () => {
    await setStock(5);
    const { id, s } = await processingCart();
    await providerSets(s.payment_intent_id, "succeeded");
    const { number } = (await b.data(PLACE, { id })).placeOrder.orderV2;
    expect(await stock()).toBe(4);
    for (let i = 0; i < 3; i++) expect((await webhook(s.payment_intent_id)).status).toBe(200);
    await Promise.all([webhook(s.payment_intent_id), webhook(s.payment_intent_id)]);
    expect((await ordersOf(id)).map((o) => o.number)).toEqual([number]);
    expect(await stock()).toBe(4);
    expect(await providerStatus(s.payment_intent_id)).toBe("succeeded");
    expect(logged).toEqual([]);
  });

  it("places once however often the webhook is delivered, one after another or at once", async () => {
    await setStock(5);
    const { id, s } = await processingCart();
    await providerSets(s.payment_intent_id, "succeeded");
    const responses = await Promise.all(Array.from({ length: 5 }, () => webhook(s.payment_intent_id)));
    expect(responses.map((r) => r.status)).toEqual(Array(5).fill(200));
    await bankConfirms(s.payment_intent_id);
    expect(await ordersOf(id)).toHaveLength(1);
    expect(await stock()).toBe(4);
    expect(logged.filter((l) => l.includes("placed"))).toHaveLength(1);
  });

  it("refunds and reports the payment when the stock is gone, once however often the webhook comes", async () => {
    await setStock(5);
    const { id, s } = await processingCart();
    await setStock(0);
    await bankConfirms(s.payment_intent_id);
    expect((await webhook(s.payment_intent_id)).status).toBe(200);
    expect(await ordersOf(id)).toEqual([]);
    expect(await intentRow(s.payment_intent_id)).toMatchObject({ status: "refunded", refundReason: "order failed", orderId: null });
    expect(await providerStatus(s.payment_intent_id)).toBe("refunded");
    expect(logged).toEqual([`checkout: payment intent ${s.payment_intent_id} refunded: its order could not be placed`]);
    // The shopper's page, checking again, is told the payment cannot be used; the cart stays theirs.
    expect((await attach(id, s)).errors![0].message).toBe("This payment can no longer be used. Please select another payment method.");
    await setStock(5);
    expect((await b.data(SET_PAYMENT, { id, p: { code: "checkmo" } })).setPaymentMethodOnCart.cart.selected_payment_method.code).toBe("checkmo");
  });

  it("refunds when the cart changed so that the amount paid no longer matches", async () => {
    await setStock(5);
    const { id, s } = await processingCart();
    await b.data(`mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "${CX.simple.sku}", quantity: 1 }]) { cart { id } } }`, { id });
    await bankConfirms(s.payment_intent_id);
    expect(await ordersOf(id)).toEqual([]);
    expect(await intentRow(s.payment_intent_id)).toMatchObject({ status: "refunded", refundReason: "order failed" });
    expect(await stock()).toBe(5);
  });

  it("refunds when the cart was ordered with another payment meanwhile", async () => {
    await setStock(5);
    const { id, s } = await processingCart();
    await b.data(SET_PAYMENT, { id, p: { code: "checkmo" } });
    const { number } = (await b.data(PLACE, { id })).placeOrder.orderV2;
    await bankConfirms(s.payment_intent_id);
    expect((await ordersOf(id)).map((o) => o.number)).toEqual([number]);
    expect(await intentRow(s.payment_intent_id)).toMatchObject({ status: "refunded", refundReason: "order failed", orderId: null });
    expect(await providerStatus(s.payment_intent_id)).toBe("refunded");
    expect(await stock()).toBe(4);
  });

  it("places the order of a paid intent the shopper left before choosing, when no other card payment is chosen", async () => {
    await setStock(5);
    const id = await readyGuestCart(b, { sku: CX.low.sku });
    const s = (await b.data(SESSION, { id, url: RETURN })).createHostedCardSession as Session;
    await bankConfirms(s.payment_intent_id);
    const [order, ...more] = await ordersOf(id);
    expect(more).toEqual([]);
    expect(await intentRow(s.payment_intent_id)).toMatchObject({ status: "succeeded", orderId: order!.id });
    expect(await stock()).toBe(4);
    // The shopper's /pay-result, arriving after the webhook, chooses the payment and is answered the order.
    expect((await attach(id, s)).errors).toBeUndefined();
    expect((await b.data(PLACE, { id })).placeOrder.orderV2.number).toBe(order!.number);
    // Another shopper's session secret does not open the closed cart.
    expect((await attach(id, { ...s, client_secret: `${s.client_secret}x` })).errors![0].message).toBe("The cart isn't active.");
  });

  it("places the order while the sandbox's hosted page sends the shopper back, who then finds it", async () => {
    await setStock(5);
    const id = await readyGuestCart(b, { sku: CX.low.sku });
    const s = (await b.data(SESSION, { id, url: RETURN })).createHostedCardSession as Session & { url: string };
    const back = await b.fetch(new Request(s.url, {
      method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ card_number: TEST_CARDS.success, expiry: "12/34", cvc: "123" }),
    }));
    expect(new URL(back.headers.get("location")!).searchParams.get("redirect_status")).toBe("succeeded");
    const [order] = await ordersOf(id);
    expect(order).toBeDefined();
    expect((await attach(id, s)).errors).toBeUndefined();
    expect((await b.data(PLACE, { id })).placeOrder).toMatchObject({ errors: [], orderV2: { number: order!.number, status: "Processing" } });
    expect(await ordersOf(id)).toHaveLength(1);
    expect(await stock()).toBe(4);
  });

  it("leaves a paid intent alone when another card payment is chosen for its cart, and logs it", async () => {
    await setStock(5);
    const { id, s: chosen } = await processingCart();
    const other = (await b.data(SESSION, { id, url: RETURN })).createHostedCardSession as Session;
    logged.length = 0;
    await bankConfirms(other.payment_intent_id);
    expect(await ordersOf(id)).toEqual([]);
    expect(await intentRow(other.payment_intent_id)).toMatchObject({ status: "succeeded", orderId: null });
    expect(await providerStatus(other.payment_intent_id)).toBe("succeeded");
    expect(logged).toEqual([`checkout: payment intent ${other.payment_intent_id} succeeded but another card payment is chosen for its cart; no order placed`]);
    await bankConfirms(chosen.payment_intent_id);
    expect(await ordersOf(id)).toHaveLength(1);
  });

  it("refuses a webhook with a wrong signature and places nothing", async () => {
    await setStock(5);
    const { id, s } = await processingCart();
    await providerSets(s.payment_intent_id, "succeeded");
    expect((await webhook(s.payment_intent_id, "another-secret")).status).toBe(400);
    expect(await ordersOf(id)).toEqual([]);
    expect(await intentRow(s.payment_intent_id)).toMatchObject({ status: "requires_payment_method", orderId: null, confirmedAt: null });
    expect(await stock()).toBe(5);
  });
});
