import { describe, expect, it } from "vitest";
import { addressChoiceSchema, billingChoiceSchema, pageOriginSchema, payOutcome, shippingMethodSchema } from "./schemas";

const address = { firstname: "Ada", lastname: "Lovelace", telephone: "+44 20 7946 0000", street: "1 Road", city: "London", postcode: "SW1A 1AA", country_code: "GB" };

describe("checkout argument schemas", () => {
  it("takes a saved address by id only, or a whole new address", () => {
    expect(addressChoiceSchema.parse({ kind: "saved", customerAddressId: 4 })).toEqual({ kind: "saved", customerAddressId: 4 });
    expect(addressChoiceSchema.safeParse({ kind: "saved", customerAddressId: -1 }).success).toBe(false);
    expect(addressChoiceSchema.safeParse({ kind: "saved", customerAddressId: "4; drop" }).success).toBe(false);
    expect(addressChoiceSchema.parse({ kind: "new", address }).kind).toBe("new");
    expect(addressChoiceSchema.safeParse({ kind: "new", address: { ...address, city: "" } }).success).toBe(false);
    expect(addressChoiceSchema.safeParse({ kind: "new", address: { ...address, street: "x".repeat(10_000) } }).success).toBe(false);
  });

  it("takes same-as-shipping for billing", () => {
    expect(billingChoiceSchema.parse({ kind: "sameAsShipping" })).toEqual({ kind: "sameAsShipping" });
    expect(billingChoiceSchema.safeParse({ kind: "other" }).success).toBe(false);
  });

  it("reads a shipping method as carrier and method codes", () => {
    expect(shippingMethodSchema.parse("flatrate/flatrate")).toEqual({ carrier_code: "flatrate", method_code: "flatrate" });
    expect(shippingMethodSchema.safeParse("flatrate").success).toBe(false);
    expect(shippingMethodSchema.safeParse("a/b/c").success).toBe(false);
  });

  it("accepts only a bare http(s) origin as the page origin", () => {
    expect(pageOriginSchema.safeParse("https://shop.example").success).toBe(true);
    expect(pageOriginSchema.safeParse("http://localhost:3000").success).toBe(true);
    expect(pageOriginSchema.safeParse("https://shop.example/path").success).toBe(false);
    expect(pageOriginSchema.safeParse("javascript:alert(1)").success).toBe(false);
  });
});

describe("payOutcome (what /pay-result reads from the provider's return)", () => {
  const card = { payment_intent: "pi_sbx_a-b_c", payment_intent_client_secret: "pi_sbx_a-b_c_secret_x-y" };
  it("tells success, decline and cancellation apart", () => {
    expect(payOutcome({ ...card, redirect_status: "succeeded" })).toEqual({ kind: "succeeded", card: { ...card, redirect_status: "succeeded" } });
    expect(payOutcome({ ...card, redirect_status: "failed", decline_code: "insufficient_funds" })).toEqual({ kind: "declined", reason: "insufficient_funds" });
    expect(payOutcome({ ...card, redirect_status: "failed", decline_code: "<script>" })).toEqual({ kind: "declined", reason: "declined" });
    expect(payOutcome({ ...card, redirect_status: "canceled" })).toEqual({ kind: "cancelled" });
  });

  it("reads Stripe's own return (payment_intent, payment_intent_client_secret, redirect_status)", () => {
    const stripe = { payment_intent: "pi_3QxYz2AbCdEf", payment_intent_client_secret: "pi_3QxYz2AbCdEf_secret_Gh1Jk2" };
    expect(payOutcome({ ...stripe, redirect_status: "succeeded" })).toEqual({ kind: "succeeded", card: { ...stripe, redirect_status: "succeeded" } });
    // A card refused after its 3-D Secure redirect: Stripe asks for another payment method.
    expect(payOutcome({ ...stripe, redirect_status: "requires_payment_method" })).toEqual({ kind: "declined", reason: "declined" });
    // Paid, but the bank has not confirmed yet: no order until it has.
    expect(payOutcome({ ...stripe, redirect_status: "processing" })).toEqual({ kind: "processing", card: { ...stripe, redirect_status: "processing" } });
    // Back from a 3-D Secure challenge that was not completed: nothing was taken.
    expect(payOutcome({ ...stripe, redirect_status: "requires_action" })).toEqual({ kind: "declined", reason: "declined" });
    // Repeated parameters: the first counts.
    expect(payOutcome({ ...stripe, redirect_status: ["succeeded", "failed"] })).toMatchObject({ kind: "succeeded" });
  });

  it("has nothing to check without a well-formed result", () => {
    expect(payOutcome({})).toEqual({ kind: "none" });
    expect(payOutcome({ ...card, redirect_status: "maybe" })).toEqual({ kind: "none" });
    expect(payOutcome({ payment_intent: "x", payment_intent_client_secret: "y", redirect_status: "succeeded" })).toEqual({ kind: "none" });
  });
});
