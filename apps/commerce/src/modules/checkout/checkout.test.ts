import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartBackend, type CartBackend } from "../../test/cart-backend.ts";
import { CX } from "../../test/cart-fixtures.ts";
import {
  GB_ADDRESS, PLACE, PLACE_244, placeWithCheck, readyGuestCart, SET_BILLING, SET_EMAIL, SET_METHOD, SET_PAYMENT, SET_SHIPPING, US_ADDRESS,
} from "../../test/checkout.ts";
import { CU, insertCustomers } from "../../test/customer-fixtures.ts";
import { products } from "../catalog/tables.ts";
import { customerAddresses } from "../customer/tables.ts";

let b: CartBackend;
beforeAll(async () => {
  b = await cartBackend();
  await insertCustomers(b.database.db);
});
afterAll(() => b.close());

const methods = (cart: { shipping_addresses: { available_shipping_methods: { carrier_code: string; amount: { value: number } }[] }[] }) =>
  cart.shipping_addresses[0]!.available_shipping_methods.map((m) => [m.carrier_code, m.amount.value]);
const stock = async (id: number) => (await b.database.db.select({ qty: products.qty }).from(products).where(eq(products.id, id)))[0]!.qty;

async function cartWith(sku: string = CX.simple.sku, qty = 1, opts: { store?: string; customer?: number } = {}) {
  const id = opts.customer ? (await b.data("{ customerCart { id } }", {}, opts)).customerCart.id : await b.newCart(opts);
  await b.data(`mutation($id: String!, $sku: String!, $qty: Float!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: $qty }]) {
    user_errors { code } } }`, { id, sku, qty }, opts);
  return id;
}

describe("guest e-mail", () => {
  it("is set on a guest cart, checked, and refused for customers", async () => {
    const id = await cartWith();
    expect((await b.data(SET_EMAIL, { id, email: "grace@example.com" })).setGuestEmailOnCart.cart.email).toBe("grace@example.com");
    expect(await b.error(SET_EMAIL, { id, email: "not-an-email" })).toEqual({ message: "Invalid email format", category: "graphql-input" });
    const own = await cartWith(CX.simple.sku, 1, { customer: CU.owner });
    expect((await b.error(SET_EMAIL, { id: own, email: "x@example.com" }, { customer: CU.owner })).message)
      .toBe("The request is not allowed for logged in customers");
  });
});

describe("shipping address and methods", () => {
  it("offers flat rate, express at home and free shipping over the store's threshold, in the request currency", async () => {
    const id = await cartWith(CX.simple.sku, 1);
    const { cart } = (await b.data(SET_SHIPPING, { id, a: [{ address: GB_ADDRESS }] })).setShippingAddressesOnCart;
    expect(cart.shipping_addresses[0].country).toEqual({ code: "GB", label: "United Kingdom" });
    expect(methods(cart)).toEqual([["freeshipping", 0], ["flatrate", 4.95], ["express", 12.95]]);
    expect(cart.available_payment_methods.map((m: { code: string }) => m.code)).toEqual(["hosted_card", "checkmo", "banktransfer"]);
    // Below £50 there is no free shipping; abroad no express.
    const small = await cartWith(CX.low.sku, 1);
    expect(methods((await b.data(SET_SHIPPING, { id: small, a: [{ address: US_ADDRESS }] })).setShippingAddressesOnCart.cart))
      .toEqual([["flatrate", 4.95]]);
    // In euros on the GB store the rates are converted.
    const eur = await cartWith(CX.low.sku, 1);
    const inEur = (await b.data(SET_SHIPPING, { id: eur, a: [{ address: GB_ADDRESS }] }, { currency: "EUR" })).setShippingAddressesOnCart.cart;
    expect(inEur.shipping_addresses[0].available_shipping_methods[0].amount.currency).toBe("EUR");
  });

  it("offers no method to a country no carrier serves", async () => {
    const id = await cartWith();
    const address = { ...GB_ADDRESS, country_code: "AQ", postcode: "BIQQ 1ZZ" };
    const { cart } = (await b.data(SET_SHIPPING, { id, a: [{ address }] })).setShippingAddressesOnCart;
    expect(cart.shipping_addresses[0].available_shipping_methods).toEqual([]);
    expect((await b.error(SET_METHOD, { id, carrier: "flatrate", method: "flatrate" })).message)
      .toBe("Carrier with such method not found: flatrate, flatrate");
  });

  it("adds the chosen method to the grand total, and a new address drops it", async () => {
    const id = await cartWith(CX.simple.sku, 1);
    await b.data(SET_SHIPPING, { id, a: [{ address: GB_ADDRESS }] });
    const { cart } = (await b.data(SET_METHOD, { id, carrier: "express", method: "express" })).setShippingMethodsOnCart;
    expect(cart.shipping_addresses[0].selected_shipping_method).toEqual({ carrier_code: "express", method_code: "express", amount: { value: 12.95, currency: "GBP" } });
    expect(cart.prices.grand_total).toEqual({ value: 132.95, currency: "GBP" });
    const moved = (await b.data(SET_SHIPPING, { id, a: [{ address: US_ADDRESS }] })).setShippingAddressesOnCart.cart;
    expect(moved.shipping_addresses[0].selected_shipping_method).toBeNull();
    expect(moved.prices.grand_total.value).toBe(120);
  });

  it("refuses bad input with Magento's messages", async () => {
    const id = await cartWith();
    expect((await b.error(SET_SHIPPING, { id, a: [] })).message).toBe('Required parameter "shipping_addresses" is missing');
    expect((await b.error(SET_SHIPPING, { id, a: [{ address: GB_ADDRESS }, { address: GB_ADDRESS }] })).message)
      .toBe("You cannot specify multiple shipping addresses.");
    expect((await b.error(SET_SHIPPING, { id, a: [{}] })).message).toBe('The shipping address must contain either "customer_address_id" or "address".');
    expect((await b.error(SET_SHIPPING, { id, a: [{ address: { ...GB_ADDRESS, country_code: "ZZ" } }] })).category).toBe("graphql-input");
    expect((await b.error(SET_SHIPPING, { id: await b.newCart(), a: [{ address: GB_ADDRESS }] })).message)
      .toBe("The shipping address cannot be set on an empty cart.");
    expect((await b.error(SET_METHOD, { id, carrier: "flatrate", method: "flatrate" })).message)
      .toBe("The shipping address is missing. Set the address and try again.");
  });

  it("takes a customer's own book address by id and refuses anyone else's", async () => {
    const db = b.database.db;
    const [own] = await db.insert(customerAddresses).values({ customerId: CU.owner, ...bookAddress }).returning();
    const [theirs] = await db.insert(customerAddresses).values({ customerId: CU.other, ...bookAddress }).returning();
    const opts = { customer: CU.owner };
    const id = await cartWith(CX.simple.sku, 1, opts);
    const { cart } = (await b.data(SET_SHIPPING, { id, a: [{ customer_address_id: own!.id }] }, opts)).setShippingAddressesOnCart;
    expect(cart.shipping_addresses[0].firstname).toBe("Olivia");
    expect(await b.error(SET_SHIPPING, { id, a: [{ customer_address_id: theirs!.id }] }, opts))
      .toEqual({ message: `Could not find a address with ID "${theirs!.id}"`, category: "graphql-no-such-entity" });
    expect((await b.error(SET_SHIPPING, { id: await cartWith(), a: [{ customer_address_id: own!.id }] })).category).toBe("graphql-authorization");
  });
});

const bookAddress = {
  firstname: "Olivia", lastname: "Owner", street: ["1 Bond Street"], city: "London", postcode: "W1S 1AA", countryCode: "GB",
  telephone: "+442071234567",
};

describe("billing address", () => {
  it("copies the shipping address with same_as_shipping, or takes its own", async () => {
    const id = await cartWith();
    expect((await b.error(SET_BILLING, { id, b: { same_as_shipping: true } })).message)
      .toBe("The shipping address is missing. Set the address and try again.");
    await b.data(SET_SHIPPING, { id, a: [{ address: GB_ADDRESS }] });
    expect((await b.data(SET_BILLING, { id, b: { same_as_shipping: true } })).setBillingAddressOnCart.cart.billing_address)
      .toEqual({ firstname: "Grace", street: ["10 Downing Street"], city: "London", country: { code: "GB" } });
    expect((await b.data(SET_BILLING, { id, b: { address: US_ADDRESS } })).setBillingAddressOnCart.cart.billing_address.city).toBe("Albany");
  });
});

describe("payment methods", () => {
  it("sets an offered method and refuses others", async () => {
    const id = await readyGuestCart(b);
    expect((await b.data(SET_PAYMENT, { id, p: { code: "banktransfer" } })).setPaymentMethodOnCart.cart.selected_payment_method)
      .toEqual({ code: "banktransfer", title: "Bank Transfer Payment" });
    expect((await b.error(SET_PAYMENT, { id, p: { code: "paypal_express" } })).message).toBe("The requested Payment Method is not available.");
    expect((await b.error(SET_PAYMENT, { id, p: { code: "hosted_card" } })).message)
      .toBe('Required parameter "hosted_card_additional_data" for "payment_method" is missing.');
  });
});

describe("placeOrder", () => {
  it("places a guest order with a store-numbered increment id, takes the stock and closes the cart", async () => {
    const before = await stock(CX.simple.id);
    const id = await readyGuestCart(b, { qty: 2 });
    const order = await placeWithCheck(b, id);
    expect(order.number).toMatch(/^\d{9}$/);
    expect(order).toMatchObject({ status: "Pending", total: { grand_total: { value: 244.95, currency: "GBP" }, total_shipping: { value: 4.95 } } });
    expect(await stock(CX.simple.id)).toBe(before! - 2);
    expect((await b.error("query($id: String!) { cart(cart_id: $id) { id } }", { id })).message).toBe("The cart isn't active.");
    // The next order of the store takes the next number; another store numbers its own, with its prefix.
    const next = await placeWithCheck(b, await readyGuestCart(b));
    expect(Number(next.number)).toBe(Number(order.number) + 1);
    const us = await placeWithCheck(b, await readyGuestCart(b, { store: "uus_2" }), { store: "uus_2" });
    expect(us.number).toBe("2000000001");
    // Sales tax on top in the US, on the delivery too: $150 + $13.31 + $6.95 flat rate + $0.62.
    expect(us.total).toMatchObject({ grand_total: { value: 170.88, currency: "USD" }, total_shipping: { value: 6.95 } });
  });

  it("answers the same order when placed again", async () => {
    const id = await readyGuestCart(b);
    const first = await placeWithCheck(b, id);
    const again = (await b.data(PLACE, { id })).placeOrder;
    expect(again).toMatchObject({ errors: [], orderV2: { number: first.number } });
    expect((await b.data(PLACE_244, { id })).placeOrder.order.order_number).toBe(first.number);
  });

  it("reports what is missing with Magento 2.4.7's codes, and fails `order` as 2.4.4 does", async () => {
    const id = await cartWith();
    const errors = async () => (await b.data(PLACE, { id })).placeOrder;
    expect(await errors()).toEqual({ orderV2: null, errors: [{ code: "GUEST_EMAIL_MISSING", message: "Guest email for cart is missing." }] });
    expect(await b.error(PLACE_244, { id })).toEqual({ message: "Guest email for cart is missing.", category: "graphql-input" });
    await b.data(SET_EMAIL, { id, email: "grace@example.com" });
    expect((await errors()).errors).toEqual([{ code: "UNABLE_TO_PLACE_ORDER",
      message: "Unable to place order: Some addresses can't be used due to the configurations for specific countries." }]);
    await b.data(SET_SHIPPING, { id, a: [{ address: GB_ADDRESS }] });
    expect((await errors()).errors[0].message).toBe("Unable to place order: The shipping method is missing. Select the shipping method and try again.");
    await b.data(SET_METHOD, { id, carrier: "flatrate", method: "flatrate" });
    expect((await errors()).errors[0].message).toBe("Unable to place order: Please check the billing address information.");
    await b.data(SET_BILLING, { id, b: { same_as_shipping: true } });
    expect((await errors()).errors[0].message).toBe("Unable to place order: Enter a valid payment method and try again.");
    expect((await b.data(PLACE, { id: "x".repeat(32) })).placeOrder.errors[0].code).toBe("CART_NOT_FOUND");
    expect((await b.error(PLACE, { id }, { customer: CU.owner })).category).toBe("graphql-authorization");
  });

  it("refuses an order whose stock went meanwhile, leaving the stock as it was", async () => {
    const id = await readyGuestCart(b, { sku: CX.low.sku, qty: 2 });
    await b.database.db.update(products).set({ qty: 1 }).where(eq(products.id, CX.low.id));
    await b.data(SET_PAYMENT, { id, p: { code: "checkmo" } });
    expect((await b.data(PLACE, { id })).placeOrder.errors).toEqual([{ code: "UNABLE_TO_PLACE_ORDER", message: "Unable to place order: Some of the products are out of stock." }]);
    expect(await stock(CX.low.id)).toBe(1);
    await b.database.db.update(products).set({ qty: 2 }).where(eq(products.id, CX.low.id));
  });

  it("spends a coupon's use and the customer's store credit with the order, and saves a new address to the book", async () => {
    const opts = { customer: CU.owner };
    const db = b.database.db;
    const { changeBalance } = await import("../store-credit/service.ts");
    await changeBalance(db, { customerId: CU.owner, currency: "GBP", amount: 1000, action: "Created", at: new Date() });
    const id = await cartWith(CX.simple.sku, 1, opts);
    await b.data(`mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "ONCEONLY" }) { cart { id } } }`, { id }, opts);
    await b.data(`mutation($id: String!) { applyStoreCreditToCart(input: { cart_id: $id }) { cart { id } } }`, { id }, opts);
    await b.data(SET_SHIPPING, { id, a: [{ address: { ...GB_ADDRESS, firstname: "Saved" } }] }, opts);
    await b.data(SET_METHOD, { id, carrier: "flatrate", method: "flatrate" }, opts);
    await b.data(SET_BILLING, { id, b: { same_as_shipping: true } }, opts);
    const books = async () => (await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, CU.owner))).length;
    const booksBefore = await books();
    const order = await placeWithCheck(b, id, opts);
    // The owner's cart holds the three units this file added to it: 3 × £120 − 15 % = £306, + £4.95, − £10 credit.
    expect(order.total.grand_total).toEqual({ value: 300.95, currency: "GBP" });
    expect(await books()).toBe(booksBefore + 1);
    const credit = await b.data("{ customer { store_credit { current_balance { value } } } }", {}, opts);
    expect(credit.customer.store_credit.current_balance.value).toBe(0);
    // ONCEONLY is spent for this customer: a new cart cannot use it.
    const next = await cartWith(CX.simple.sku, 1, opts);
    expect((await b.error(`mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "ONCEONLY" }) { cart { id } } }`, { id: next }, opts)).message)
      .toBe("The coupon code isn't valid. Verify the code and try again.");
    const history = await b.data(`{ customer { orders { items { number total { grand_total { value } } } } } }`, {}, opts);
    expect(history.customer.orders.items[0].number).toBe(order.number);
  });
});
