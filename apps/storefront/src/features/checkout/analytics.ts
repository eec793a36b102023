/** GA4 checkout events (add_shipping_info, add_payment_info, purchase), built pure and pushed by the steps. */
import type { EcommerceEvent } from "@/features/analytics/datalayer";
import type { OrderSummaryView } from "./mappers";

export interface CheckoutFigures {
  currency: string;
  value: number;
  coupon: string | null;
  items: { sku: string; name: string; price: number; quantity: number }[];
}

type CheckoutEvent = EcommerceEvent & { ecommerce: EcommerceEvent["ecommerce"] & { coupon?: string; shipping_tier?: string; payment_type?: string } };

function base(name: EcommerceEvent["event"], f: CheckoutFigures): CheckoutEvent {
  return {
    event: name,
    ecommerce: {
      currency: f.currency,
      value: f.value,
      ...(f.coupon ? { coupon: f.coupon } : {}),
      items: f.items.map((i) => ({ item_id: i.sku, item_name: i.name, price: i.price, quantity: i.quantity })),
    },
  };
}

export function addShippingInfoEvent(f: CheckoutFigures & { tier: string }): CheckoutEvent {
  const event = base("add_shipping_info", f);
  return { ...event, ecommerce: { ...event.ecommerce, shipping_tier: f.tier } };
}

export function addPaymentInfoEvent(f: CheckoutFigures, paymentType: string): CheckoutEvent {
  const event = base("add_payment_info", f);
  return { ...event, ecommerce: { ...event.ecommerce, payment_type: paymentType } };
}

/** purchase: the order's own figures, its number as transaction_id (GA4 drops repeats of one transaction). */
export function purchaseEvent(order: OrderSummaryView): CheckoutEvent {
  return {
    event: "purchase",
    ecommerce: {
      transaction_id: order.number,
      currency: order.grandTotal?.currency ?? "",
      value: order.grandTotal?.value ?? 0,
      items: order.items.map((i) => ({ item_id: i.sku, item_name: i.name, price: i.price?.value ?? 0, quantity: i.quantity })),
    },
  };
}
