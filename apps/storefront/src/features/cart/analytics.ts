/** GA4 events of the cart (spec §7 "addProductsToCart", §2.9 "Go to checkout"), built pure and pushed by the caller. */
import type { EcommerceEvent } from "@/features/analytics/datalayer";
import { roundMoney } from "@/features/pricing/rules";
import type { CartView } from "./mappers";

export interface AddedProduct {
  sku: string;
  name: string;
  brand?: string;
  price?: number;
  quantity: number;
  currency?: string;
}

export function addToCartEvent(p: AddedProduct): EcommerceEvent {
  return {
    event: "add_to_cart",
    ecommerce: {
      ...(p.currency ? { currency: p.currency } : {}),
      ...(typeof p.price === "number" ? { value: roundMoney(p.price * p.quantity) } : {}),
      items: [
        {
          item_id: p.sku,
          item_name: p.name,
          ...(p.brand ? { item_brand: p.brand } : {}),
          ...(typeof p.price === "number" ? { price: p.price } : {}),
          quantity: p.quantity,
        },
      ],
    },
  };
}

export function beginCheckoutEvent(cart: CartView) {
  return {
    event: "begin_checkout",
    ecommerce: {
      currency: cart.currency,
      value: cart.grandTotal ?? 0,
      coupon: cart.coupon ?? undefined,
      items: cart.items.map((i) => ({ item_id: i.sku, item_name: i.name, price: i.unitPrice?.value ?? 0, quantity: i.quantity })),
    },
  } as const;
}

export type CheckoutStep = { go: false; reason: "soldOut" | "empty" } | { go: true; href: string };

/** Spec §2.9: sold-out items block checkout; otherwise signed-in shoppers go to shipping, guests to the account step. */
export function checkoutStep(cart: CartView, signedIn: boolean, hrefs: { signedIn: string; guest: string }): CheckoutStep {
  if (cart.items.length === 0) return { go: false, reason: "empty" };
  if (cart.hasSoldOut) return { go: false, reason: "soldOut" };
  return { go: true, href: signedIn ? hrefs.signedIn : hrefs.guest };
}

