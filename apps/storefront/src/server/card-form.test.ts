import { describe, expect, it } from "vitest";
import { isPaymentStep, readCardForm, stripeOnPage } from "./card-form";

const answering = (body: unknown, status = 200) => (async () => Response.json(body, { status })) as unknown as typeof fetch;

describe("isPaymentStep", () => {
  it("is the payment step on every site, and nothing else", () => {
    expect(isPaymentStep("/checkout/payment")).toBe(true);
    expect(isPaymentStep("/us/checkout/payment")).toBe(true);
    expect(isPaymentStep("/cn/checkout/payment/")).toBe(true);
    expect(isPaymentStep("/checkout/billing")).toBe(false);
    expect(isPaymentStep("/pay-result")).toBe(false);
    expect(isPaymentStep("/checkout/payment/extra")).toBe(false);
    expect(isPaymentStep("/some-page/checkout/payment")).toBe(false);
  });
});

describe("stripeOnPage", () => {
  it("lets Stripe.js in on the payment step only, and only with Stripe's Payment Element", () => {
    expect(stripeOnPage("/mex/checkout/payment", "stripe_payment_element")).toBe(true);
    expect(stripeOnPage("/cart", "stripe_payment_element")).toBe(false);
    expect(stripeOnPage("/checkout/payment", "hosted_page")).toBe(false);
    expect(stripeOnPage("/checkout/payment", null)).toBe(false);
  });
});

describe("readCardForm", () => {
  it("reads the provider's card form from hostedCardConfig", async () => {
    expect(await readCardForm("http://api.test/graphql", answering({ data: { hostedCardConfig: { enabled: true, card_form: "stripe_payment_element" } } }))).toBe("stripe_payment_element");
    expect(await readCardForm("http://api.test/graphql", answering({ data: { hostedCardConfig: { enabled: true, card_form: "hosted_page" } } }))).toBe("hosted_page");
  });

  it("answers none when card payment is off, the answer is unknown, or the backend fails", async () => {
    expect(await readCardForm("http://api.test/graphql", answering({ data: { hostedCardConfig: { enabled: false, card_form: "stripe_payment_element" } } }))).toBeNull();
    expect(await readCardForm("http://api.test/graphql", answering({ data: { hostedCardConfig: { enabled: true, card_form: "elsewhere" } } }))).toBeNull();
    // Not answering is told apart from answering "no card": the last answer stands meanwhile.
    expect(await readCardForm("http://api.test/graphql", answering({ errors: [{ message: "down" }] }, 500))).toBeUndefined();
    const failing = (async () => {
      throw new Error("ECONNREFUSED");
    }) as unknown as typeof fetch;
    expect(await readCardForm("http://api.test/graphql", failing)).toBeUndefined();
  });
});
