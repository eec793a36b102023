import { expect } from "vitest";
import type { CallOptions, CartBackend } from "./cart-backend.ts";
import { CX } from "./cart-fixtures.ts";

// Steps of a checkout as the storefront sends them, for the checkout suites.

export const GB_ADDRESS = {
  firstname: "Grace", lastname: "Guest", street: ["10 Downing Street"], city: "London", postcode: "SW1A 2AA",
  country_code: "GB", telephone: "+442071234567",
};
export const US_ADDRESS = {
  firstname: "Ursula", lastname: "Buyer", street: ["1 Main Street"], city: "Albany", postcode: "12207",
  country_code: "US", region_id: 43, telephone: "+15185551234",
};

export const SHIPPING = `shipping_addresses { firstname country { code label } region { code region_id }
  available_shipping_methods { carrier_code method_code carrier_title method_title amount { value currency } available }
  selected_shipping_method { carrier_code method_code amount { value currency } } }`;

export const SET_EMAIL = `mutation($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { email } } }`;
export const SET_SHIPPING = `mutation($id: String!, $a: [ShippingAddressInput]!) {
  setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: $a }) { cart { ${SHIPPING} available_payment_methods { code title } prices { grand_total { value currency } } } } }`;
export const SET_METHOD = `mutation($id: String!, $carrier: String!, $method: String!) {
  setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) {
    cart { ${SHIPPING} prices { grand_total { value currency } } } } }`;
export const SET_BILLING = `mutation($id: String!, $b: BillingAddressInput!) {
  setBillingAddressOnCart(input: { cart_id: $id, billing_address: $b }) { cart { billing_address { firstname street city country { code } } } } }`;
export const SET_PAYMENT = `mutation($id: String!, $p: PaymentMethodInput!) {
  setPaymentMethodOnCart(input: { cart_id: $id, payment_method: $p }) {
    cart { selected_payment_method { code title } prices { grand_total { value currency } } } } }`;
export const PLACE = `mutation($id: String!) { placeOrder(input: { cart_id: $id }) {
  errors { code message } orderV2 { number status total { grand_total { value currency } total_shipping { value } } } } }`;
export const PLACE_244 = `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }`;
export const SESSION = `mutation($id: String!, $url: String!, $email: String) {
  createHostedCardSession(input: { cart_id: $id, return_url: $url, customer_email: $email }) {
    client_secret payment_intent_id session_id publishable_key amount currency customer_id url } }`;

/** A guest cart with `qty` of a product, an e-mail, a GB address, flat rate delivery and billing = shipping. */
export async function readyGuestCart(
  b: CartBackend, opts: CallOptions & { sku?: string; qty?: number; method?: string } = {},
): Promise<string> {
  const call = { store: opts.store, currency: opts.currency };
  const id = await b.newCart(call);
  await b.data(`mutation($id: String!, $sku: String!, $qty: Float!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: $qty }]) {
    user_errors { code } } }`, { id, sku: opts.sku ?? CX.simple.sku, qty: opts.qty ?? 1 }, call);
  await b.data(SET_EMAIL, { id, email: "grace@example.com" }, call);
  const address = opts.store === "uus_2" ? US_ADDRESS : GB_ADDRESS;
  await b.data(SET_SHIPPING, { id, a: [{ address }] }, call);
  await b.data(SET_METHOD, { id, carrier: opts.method ?? "flatrate", method: opts.method ?? "flatrate" }, call);
  await b.data(SET_BILLING, { id, b: { same_as_shipping: true } }, call);
  return id;
}

export async function placeWithCheck(b: CartBackend, id: string, opts: CallOptions = {}) {
  await b.data(SET_PAYMENT, { id, p: { code: "checkmo" } }, opts);
  const { placeOrder } = await b.data(PLACE, { id }, opts);
  expect(placeOrder.errors).toEqual([]);
  return placeOrder.orderV2 as { number: string; status: string; total: { grand_total: { value: number; currency: string } } };
}
