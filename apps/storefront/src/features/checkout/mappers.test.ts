import { describe, expect, it } from "vitest";
import type { CheckoutCartFragment, PlaceOrderMutation } from "@/lib/commerce/generated/graphql";
import { NO_SHIPPING_MESSAGE, noShippingReason, sameAddress, toCardForm, toCheckoutView, toOrderSummary } from "./mappers";

const gbp = (value: number) => ({ value, currency: "GBP" });
const address = {
  firstname: "Ada",
  lastname: "Lovelace",
  company: null,
  street: ["1 Road", "Flat 2"],
  city: "London",
  postcode: "SW1A 1AA",
  telephone: "+44 20",
  region: { code: null, label: null, region_id: null },
  country: { code: "GB", label: "United Kingdom" },
};

function cart(over: Partial<CheckoutCartFragment> = {}): CheckoutCartFragment {
  return {
    id: "c1",
    email: "ada@example.com",
    is_virtual: false,
    total_quantity: 2,
    items: [{ uid: "i1", quantity: 2, product: { sku: "SKU-1", name: "Watch", thumbnail: { url: "https://x/1.png", label: "" } }, prices: { price: gbp(10), row_total_including_tax: gbp(20) } }],
    shipping_addresses: [
      {
        ...address,
        available_shipping_methods: [
          { carrier_code: "flatrate", carrier_title: "Flat Rate", method_code: "flatrate", method_title: "Fixed", available: true, error_message: null, amount: gbp(5) },
          { carrier_code: "express", carrier_title: "Express", method_code: null, method_title: null, available: true, error_message: null, amount: gbp(9) },
          { carrier_code: "ups", carrier_title: "UPS", method_code: "ups", method_title: "Ground", available: false, error_message: "No", amount: gbp(7) },
        ],
        selected_shipping_method: { carrier_code: "flatrate", carrier_title: "Flat Rate", method_code: "flatrate", method_title: "Fixed", amount: gbp(5) },
      },
    ],
    billing_address: null,
    available_payment_methods: [{ code: "hosted_card", title: "Credit or debit card" }, null],
    selected_payment_method: { code: "", title: "" },
    applied_coupons: [{ code: "WELCOME10" }],
    prices: { grand_total: gbp(23), subtotal_including_tax: gbp(20), discounts: [{ label: "WELCOME10", amount: gbp(-2) }], applied_taxes: [] },
    ...over,
  } as CheckoutCartFragment;
}

describe("toCheckoutView", () => {
  it("reads addresses, methods, payment and totals as the steps show them", () => {
    const view = toCheckoutView(cart());
    expect(view.shippingAddress).toMatchObject({ street: "1 Road", apartment: "Flat 2", countryCode: "GB", countryName: "United Kingdom", regionId: 0 });
    // Only methods that can be chosen: a code, and available.
    expect(view.shippingMethods.map((m) => m.id)).toEqual(["flatrate/flatrate"]);
    expect(view.selectedShipping).toMatchObject({ id: "flatrate/flatrate", title: "Flat Rate · Fixed", amount: gbp(5) });
    expect(view.billingAddress).toBeNull();
    expect(view.paymentMethods).toEqual([{ code: "hosted_card", title: "Credit or debit card" }]);
    expect(view.selectedPayment).toBeNull();
    expect(view.discount).toEqual(gbp(2));
    expect(view.tax).toBeNull();
    expect(view.grandTotal).toEqual(gbp(23));
    expect(view.lines[0]).toMatchObject({ sku: "SKU-1", quantity: 2, price: 10, rowTotal: gbp(20) });
  });

  it("has no shipping address until one is set", () => {
    const view = toCheckoutView(cart({ shipping_addresses: [] }));
    expect(view.shippingAddress).toBeNull();
    expect(view.shippingMethods).toEqual([]);
    expect(view.selectedShipping).toBeNull();
  });

  it("tells the spec's two 'no shipping methods' situations apart (§8)", () => {
    const none = (methods: unknown[]) => toCheckoutView(cart({ shipping_addresses: [{ ...cart().shipping_addresses[0]!, available_shipping_methods: methods as never }] }));
    // Some method can be chosen: nothing to say.
    expect(toCheckoutView(cart()).noShipping).toBeNull();
    // None listed for the address: "for this country".
    expect(none([]).noShipping).toBe("country");
    // Listed, but none can be used now: "right now".
    const unavailable = { carrier_code: "ups", carrier_title: "UPS", method_code: "ups", method_title: "Ground", available: false, error_message: "No", amount: gbp(7) };
    expect(none([unavailable, null]).noShipping).toBe("now");
    // No address set yet: not a "no methods" situation.
    expect(toCheckoutView(cart({ shipping_addresses: [] })).noShipping).toBeNull();
    expect(noShippingReason(null, [])).toBeNull();
    expect(NO_SHIPPING_MESSAGE).toEqual({ country: "noMethodsForCountry", now: "noMethodsNow" });
  });

  it("knows when billing is the shipping address", () => {
    const view = toCheckoutView(cart({ billing_address: address }));
    expect(sameAddress(view.billingAddress, view.shippingAddress)).toBe(true);
    const other = toCheckoutView(cart({ billing_address: { ...address, city: "Paris" } }));
    expect(sameAddress(other.billingAddress, other.shippingAddress)).toBe(false);
  });
});

describe("toOrderSummary", () => {
  it("gives the order number, lines and totals", () => {
    const order = {
      number: "000000012",
      order_date: "2026-11-27 05:00:00",
      shipping_method: "Flat Rate - Fixed",
      payment_methods: [{ name: "Credit or debit card" }],
      items: [{ id: "o1", product_name: "Watch", product_sku: "SKU-1", quantity_ordered: 2, product_sale_price: gbp(10) }],
      total: { subtotal: gbp(20), total_shipping: gbp(5), total_tax: gbp(0), discounts: [{ label: "WELCOME10", amount: gbp(2) }], grand_total: gbp(23) },
    } as NonNullable<NonNullable<PlaceOrderMutation["placeOrder"]>["orderV2"]>;
    expect(toOrderSummary(order)).toEqual({
      number: "000000012",
      items: [{ id: "o1", sku: "SKU-1", name: "Watch", quantity: 2, price: gbp(10) }],
      subtotal: gbp(20),
      shipping: gbp(5),
      tax: gbp(0),
      discount: gbp(2),
      grandTotal: gbp(23),
      shippingMethod: "Flat Rate - Fixed",
      paymentMethod: "Credit or debit card",
    });
  });
});

describe("toCardForm", () => {
  it("takes the card with Stripe's Payment Element only when the provider says so, with its publishable key", () => {
    expect(toCardForm({ enabled: true, card_form: "stripe_payment_element", publishable_key: "pk_test_123" })).toEqual({ kind: "stripe_payment_element", publishableKey: "pk_test_123" });
    expect(toCardForm({ enabled: true, card_form: "hosted_page", publishable_key: "pk_sandbox_maison" })).toEqual({ kind: "hosted_page" });
    expect(toCardForm({ enabled: true, card_form: "stripe_payment_element", publishable_key: null })).toEqual({ kind: "hosted_page" });
    expect(toCardForm({ enabled: false, card_form: "stripe_payment_element", publishable_key: "pk_test_123" })).toEqual({ kind: "hosted_page" });
    expect(toCardForm(null)).toEqual({ kind: "hosted_page" });
  });
});
