import { describe, expect, it } from "vitest";
import { addPaymentInfoEvent, addShippingInfoEvent, purchaseEvent } from "./analytics";

const figures = { currency: "USD", value: 120.5, coupon: "WELCOME10", items: [{ sku: "A", name: "Watch", price: 100, quantity: 1 }] };

describe("checkout GA4 events", () => {
  it("add_shipping_info carries the tier, add_payment_info the payment type", () => {
    expect(addShippingInfoEvent({ ...figures, tier: "Express" })).toEqual({
      event: "add_shipping_info",
      ecommerce: { currency: "USD", value: 120.5, coupon: "WELCOME10", shipping_tier: "Express", items: [{ item_id: "A", item_name: "Watch", price: 100, quantity: 1 }] },
    });
    expect(addPaymentInfoEvent({ ...figures, coupon: null }, "hosted_card").ecommerce).toEqual({
      currency: "USD",
      value: 120.5,
      payment_type: "hosted_card",
      items: [{ item_id: "A", item_name: "Watch", price: 100, quantity: 1 }],
    });
  });

  it("purchase names the order as the transaction", () => {
    const event = purchaseEvent({
      number: "000000042",
      items: [{ id: "1", sku: "A", name: "Watch", quantity: 2, price: { value: 50, currency: "MXN" } }],
      subtotal: null,
      shipping: null,
      tax: null,
      discount: null,
      grandTotal: { value: 115, currency: "MXN" },
      shippingMethod: "",
      paymentMethod: "",
    });
    expect(event).toEqual({
      event: "purchase",
      ecommerce: { transaction_id: "000000042", currency: "MXN", value: 115, items: [{ item_id: "A", item_name: "Watch", price: 50, quantity: 2 }] },
    });
  });
});
