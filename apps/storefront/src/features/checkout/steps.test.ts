import { describe, expect, it } from "vitest";
import type { CheckoutAddressView, CheckoutLineView, ShippingMethodView } from "./mappers";
import { type GuardInput, furthestStep, guardStep } from "./steps";

const address = { firstname: "Ada", countryCode: "GB" } as CheckoutAddressView;
const method = { id: "flatrate/flatrate" } as ShippingMethodView;
const line = { uid: "1" } as CheckoutLineView;

function cart(over: Partial<NonNullable<GuardInput["checkout"]>> = {}): NonNullable<GuardInput["checkout"]> {
  return { email: "", isVirtual: false, lines: [line], shippingAddress: null, selectedShipping: null, billingAddress: null, ...over };
}

describe("furthestStep", () => {
  it("needs the guest's e-mail, then address and method, then billing", () => {
    expect(furthestStep({ checkout: cart(), signedIn: false })).toBe("user-account");
    expect(furthestStep({ checkout: cart({ email: "a@example.com" }), signedIn: false })).toBe("shipping");
    expect(furthestStep({ checkout: cart({ email: "a@example.com", shippingAddress: address }), signedIn: false })).toBe("shipping");
    expect(furthestStep({ checkout: cart({ email: "a@example.com", shippingAddress: address, selectedShipping: method }), signedIn: false })).toBe("billing");
    expect(furthestStep({ checkout: cart({ email: "a@example.com", shippingAddress: address, selectedShipping: method, billingAddress: address }), signedIn: false })).toBe("payment");
  });

  it("takes a customer's e-mail as given and lets a virtual cart skip delivery", () => {
    expect(furthestStep({ checkout: cart(), signedIn: true })).toBe("shipping");
    expect(furthestStep({ checkout: cart({ isVirtual: true }), signedIn: true })).toBe("billing");
  });
});

describe("guardStep", () => {
  it("sends an empty or missing cart back to the cart page", () => {
    expect(guardStep("shipping", { checkout: null, signedIn: false })).toEqual({ open: false, to: "/cart" });
    expect(guardStep("user-account", { checkout: cart({ lines: [] }), signedIn: false })).toEqual({ open: false, to: "/cart" });
  });

  it("refuses to skip ahead and names the step the cart allows", () => {
    expect(guardStep("payment", { checkout: cart(), signedIn: false })).toEqual({ open: false, to: "/checkout/user-account" });
    expect(guardStep("billing", { checkout: cart({ email: "a@example.com", shippingAddress: address }), signedIn: false })).toEqual({ open: false, to: "/checkout/shipping" });
    expect(guardStep("payment", { checkout: cart({ email: "a@example.com", shippingAddress: address, selectedShipping: method }), signedIn: false })).toEqual({ open: false, to: "/checkout/billing" });
  });

  it("lets the shopper go back to any step already done, and resume at the current one", () => {
    const done = cart({ email: "a@example.com", shippingAddress: address, selectedShipping: method, billingAddress: address });
    for (const step of ["user-account", "shipping", "billing", "payment"] as const) expect(guardStep(step, { checkout: done, signedIn: false })).toEqual({ open: true });
  });

  it("has no account step for a signed-in customer", () => {
    expect(guardStep("user-account", { checkout: cart(), signedIn: true })).toEqual({ open: false, to: "/checkout/shipping" });
    expect(guardStep("shipping", { checkout: cart(), signedIn: true })).toEqual({ open: true });
  });
});
