import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartBackend, type CartBackend } from "../../test/cart-backend.ts";
import { PLACE, readyGuestCart, SESSION, SET_PAYMENT } from "../../test/checkout.ts";
import { carts } from "../cart/tables.ts";
import { MAX_SESSIONS_PER_CART } from "./hosted-card.ts";
import { TEST_CARDS, WEBHOOK_PATH } from "./payment/sandbox.ts";
import { signPayload } from "./payment/signature.ts";
import { paymentIntents, sandboxCardIntents } from "./tables.ts";

let b: CartBackend;
beforeAll(async () => {
  b = await cartBackend();
});
afterAll(() => b.close());

const RETURN = "http://localhost:3000/pay-result";

async function session(id: string) {
  return (await b.data(SESSION, { id, url: RETURN, email: "grace@example.com" })).createHostedCardSession;
}

/** Submits a card on the hosted page and follows nothing: answers the page or the redirect's query. */
async function pay(url: string, card: string) {
  const response = await b.fetch(new Request(url, {
    method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ card_number: card, expiry: "12/34", cvc: "123" }),
  }));
  return response;
}
const redirect = (response: Response) => new URL(response.headers.get("location")!);

describe("hosted card payment (sandbox)", () => {
  it("describes itself in hostedCardConfig", async () => {
    expect((await b.data("{ hostedCardConfig { enabled environment publishable_key card_form supported_currencies supported_payment_methods { code type } } }")).hostedCardConfig)
      .toEqual({ enabled: true, environment: "sandbox", publishable_key: "pk_sandbox_maison", card_form: "hosted_page", supported_currencies: ["GBP", "EUR", "USD", "MXN"],
        supported_payment_methods: [{ code: "hosted_card", type: "card" }] });
  });

  it("takes a declined card, then a good one, and places a paid order once", async () => {
    const id = await readyGuestCart(b);
    const s = await session(id);
    expect(s).toMatchObject({ amount: 124.95, currency: "GBP", publishable_key: "pk_sandbox_maison", customer_id: null });
    const page = await b.fetch(new Request(s.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Pay £124.95");
    const declined = redirect(await pay(s.url, TEST_CARDS.declined));
    expect(`${declined.origin}${declined.pathname}`).toBe(RETURN);
    expect(declined.searchParams.get("redirect_status")).toBe("failed");
    expect(redirect(await pay(s.url, TEST_CARDS.insufficientFunds)).searchParams.get("decline_code")).toBe("insufficient_funds");
    await b.data(SET_PAYMENT, { id, p: { code: "hosted_card", hosted_card_additional_data: { payment_intent_id: s.payment_intent_id, client_secret: s.client_secret } } });
    expect((await b.data(PLACE, { id })).placeOrder.errors[0].message)
      .toBe("Unable to place order: The payment could not be verified. Please select another payment method.");
    const paid = redirect(await pay(s.url, TEST_CARDS.success));
    expect(paid.searchParams.get("redirect_status")).toBe("succeeded");
    expect(paid.searchParams.get("payment_intent")).toBe(s.payment_intent_id);
    const [intent] = await b.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, s.payment_intent_id));
    expect(intent!.status).toBe("succeeded");
    expect(intent!.confirmedAt).not.toBeNull();
    const placed = (await b.data(PLACE, { id })).placeOrder;
    expect(placed).toMatchObject({ errors: [], orderV2: { status: "Processing", total: { grand_total: { value: 124.95 } } } });
    // The paid page is closed; the intent cannot pay for another cart.
    expect((await b.fetch(new Request(s.url))).status).toBe(410);
    const other = await readyGuestCart(b);
    expect((await b.error(SET_PAYMENT, { id: other, p: { code: "hosted_card", hosted_card_additional_data: { payment_intent_id: s.payment_intent_id, client_secret: s.client_secret } } })).message)
      .toBe("The payment could not be found for this cart. Please refresh your page and try it again.");
  });

  it("asks for a challenge with the 3-D-Secure card and goes back cancelled on request", async () => {
    const id = await readyGuestCart(b);
    const s = await session(id);
    const challenge = await pay(s.url, TEST_CARDS.challenge);
    expect(challenge.status).toBe(200);
    expect(await challenge.text()).toContain("Confirm your payment");
    const approved = await b.fetch(new Request(s.url.replace("/pay/", "/challenge/"), {
      method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "answer=approve",
    }));
    expect(redirect(approved).searchParams.get("redirect_status")).toBe("succeeded");
    // A failed challenge goes back as a failure; the shopper may try again.
    const failing = await session(await readyGuestCart(b));
    await pay(failing.url, TEST_CARDS.challenge);
    const failed = redirect(await b.fetch(new Request(failing.url.replace("/pay/", "/challenge/"), {
      method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "answer=fail",
    })));
    expect([failed.searchParams.get("redirect_status"), failed.searchParams.get("decline_code")]).toEqual(["failed", "authentication_failed"]);
    expect((await b.fetch(new Request(failing.url))).status).toBe(200);
    const other = await session(await readyGuestCart(b));
    const cancelled = redirect(await b.fetch(new Request(other.url.replace("/pay/", "/cancel/"))));
    expect(cancelled.searchParams.get("redirect_status")).toBe("canceled");
  });

  it("refunds a paid intent whose order failed, and says so", async () => {
    const id = await readyGuestCart(b);
    const s = await session(id);
    // Paid, its webhook not delivered yet (the webhook's own path has a suite: paid-webhook.test.ts).
    await b.database.db.update(sandboxCardIntents).set({ status: "succeeded" }).where(eq(sandboxCardIntents.id, s.payment_intent_id));
    await b.data(SET_PAYMENT, { id, p: { code: "hosted_card", hosted_card_additional_data: { payment_intent_id: s.payment_intent_id, client_secret: s.client_secret } } });
    // The cart changes after payment: the amount no longer matches.
    await b.data(`mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "CART-LOW", quantity: 1 }]) { cart { id } } }`, { id });
    const { errors } = (await b.data(PLACE, { id })).placeOrder;
    expect(errors[0].message).toBe("Unable to place order: The payment could not be verified. Please select another payment method. Your card payment has been refunded.");
    const [intent] = await b.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, s.payment_intent_id));
    expect(intent).toMatchObject({ status: "refunded", refundReason: "order failed", orderId: null });
  });

  it("refuses return URLs outside the storefront and unsigned or forged webhooks", async () => {
    const id = await readyGuestCart(b);
    expect((await b.error(SESSION, { id, url: "https://evil.example/steal" })).message).toBe("The return URL is not valid.");
    const body = JSON.stringify({ id: "evt_1", type: "payment_intent.succeeded", data: { object: { id: "pi_x" } } });
    const post = (headers: Record<string, string>) => b.fetch(new Request(`http://localhost${WEBHOOK_PATH}`, { method: "POST", headers, body }));
    expect((await post({})).status).toBe(400);
    expect((await post({ "hostedcard-signature": signPayload("wrong-secret", body, new Date()) })).status).toBe(400);
  });
  it(`starts at most ${MAX_SESSIONS_PER_CART} card payments per cart`, async () => {
    const id = await readyGuestCart(b);
    const [cart] = await b.database.db.select().from(carts).where(eq(carts.maskedId, id));
    await b.database.db.insert(paymentIntents).values(Array.from({ length: MAX_SESSIONS_PER_CART - 1 }, (_, i) => ({
      id: `pi_filler_${i}`, provider: "sandbox", cartId: cart!.id, storeCode: "default", amountMinor: 1, currency: "GBP",
      status: "requires_payment_method", clientSecret: "x", sessionId: `cs_filler_${i}`,
    })));
    await session(id);
    expect((await b.error(SESSION, { id, url: RETURN })).message)
      .toBe("Too many payment attempts for this cart. Please select another payment method.");
  });
});
