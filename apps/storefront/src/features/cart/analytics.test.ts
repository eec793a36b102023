import { describe, expect, it } from "vitest";
import { addToCartEvent, beginCheckoutEvent, checkoutStep } from "./analytics";
import { type CartView, emptyCartView } from "./mappers";

const line = (sku: string, inStock = true) => ({
  uid: sku, sku, originalSku: sku, name: sku, brand: null, href: null, image: null, quantity: 2, inStock, options: [],
  unitPrice: { value: 10, currency: "GBP" }, rowTotal: { value: 20, currency: "GBP" },
});
const cart = (items: CartView["items"]): CartView => ({ ...emptyCartView("GBP"), items, totalQuantity: 2, coupon: "WELCOME10", grandTotal: 18, hasSoldOut: items.some((i) => !i.inStock) });
const hrefs = { signedIn: "/checkout/shipping", guest: "/checkout/user-account?accountType=guest" };

describe("checkoutStep", () => {
  it("blocks a cart with a sold-out item", () => {
    expect(checkoutStep(cart([line("A"), line("B", false)]), true, hrefs)).toEqual({ go: false, reason: "soldOut" });
  });
  it("sends signed-in shoppers to shipping and guests to the account step", () => {
    expect(checkoutStep(cart([line("A")]), true, hrefs)).toEqual({ go: true, href: "/checkout/shipping" });
    expect(checkoutStep(cart([line("A")]), false, hrefs)).toEqual({ go: true, href: "/checkout/user-account?accountType=guest" });
  });
});

describe("GA4 events", () => {
  it("add_to_cart carries id, name, brand, price, quantity and currency", () => {
    expect(addToCartEvent({ sku: "A", name: "Alpha", brand: "Maison", price: 12.5, quantity: 2, currency: "GBP" })).toEqual({
      event: "add_to_cart",
      ecommerce: { currency: "GBP", value: 25, items: [{ item_id: "A", item_name: "Alpha", item_brand: "Maison", price: 12.5, quantity: 2 }] },
    });
  });
  it("begin_checkout carries currency, coupon, value and items", () => {
    expect(beginCheckoutEvent(cart([line("A")])).ecommerce).toMatchObject({ currency: "GBP", coupon: "WELCOME10", value: 18, items: [{ item_id: "A", quantity: 2, price: 10 }] });
  });
});
