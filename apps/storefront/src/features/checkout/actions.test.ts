import { afterEach, describe, expect, it, vi } from "vitest";
import { RedirectSignal, cookieJar, nextCache, nextHeaders, nextIntlServer, nextNavigation } from "@/lib/testing/next-request";

vi.mock("next/headers", () => nextHeaders);
vi.mock("next/cache", () => nextCache);
vi.mock("next/navigation", () => nextNavigation);
vi.mock("next-intl/server", () => nextIntlServer);

interface Call {
  name: string;
  variables: Record<string, any>;
  store: string | undefined;
}
const calls: Call[] = [];
let answers: Record<string, unknown> = {};

const gbp = (value: number) => ({ value, currency: "GBP" });
const cartAnswer = (methods: unknown[]) => ({
  id: "cart-1",
  email: "ada@example.com",
  is_virtual: false,
  total_quantity: 1,
  items: [{ uid: "i1", quantity: 1, product: { sku: "SKU-1", name: "Watch", thumbnail: null }, prices: { price: gbp(10), row_total_including_tax: gbp(10) } }],
  shipping_addresses: [
    {
      firstname: "Ada", lastname: "Lovelace", company: null, street: ["1 Road"], city: "London", postcode: "SW1A 1AA", telephone: "+44 20",
      region: null, country: { code: "GB", label: "United Kingdom" }, available_shipping_methods: methods, selected_shipping_method: null,
    },
  ],
  billing_address: null,
  available_payment_methods: [{ code: "hosted_card", title: "Card" }],
  selected_payment_method: null,
  applied_coupons: [],
  prices: { grand_total: gbp(15), subtotal_including_tax: gbp(10), discounts: [], applied_taxes: [] },
});
const flatRate = { carrier_code: "flatrate", carrier_title: "Flat Rate", method_code: "flatrate", method_title: "Fixed", available: true, error_message: null, amount: gbp(5) };

const defaults: Record<string, unknown> = {
  AccountCountry: { data: { country: { id: "GB", available_regions: [] } } },
  SetGuestEmailOnCart: { data: { setGuestEmailOnCart: { cart: { id: "cart-1", email: "ada@example.com" } } } },
  SetShippingAddressesOnCart: { data: { setShippingAddressesOnCart: { cart: cartAnswer([flatRate]) } } },
  SetShippingMethodsOnCart: { data: { setShippingMethodsOnCart: { cart: cartAnswer([flatRate]) } } },
  SetPaymentMethodOnCart: { data: { setPaymentMethodOnCart: { cart: { id: "cart-1", selected_payment_method: { code: "banktransfer", title: "Bank" }, prices: { grand_total: gbp(15) } } } } },
  PlaceOrder: { data: { placeOrder: { errors: [], orderV2: { number: "000000001", order_date: "", shipping_method: "", payment_methods: [], items: [], total: null } } } },
  CheckoutCart: { data: { cart: cartAnswer([flatRate]) } },
  CreateHostedCardSession: {
    data: { createHostedCardSession: { client_secret: "s", payment_intent_id: "pi_1", session_id: "cs_1", publishable_key: "pk", amount: 15, currency: "GBP", customer_id: null, url: "http://localhost:4000/payments/hosted-card/pay/cs_1" } },
  },
};

vi.stubGlobal(
  "fetch",
  vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input));
    const sent = init?.method === "GET" ? { operationName: url.searchParams.get("operationName"), variables: JSON.parse(url.searchParams.get("variables") ?? "{}") } : JSON.parse(String(init?.body));
    const name = String(sent.operationName);
    calls.push({ name, variables: sent.variables, store: (init?.headers as Record<string, string>).Store ?? (init?.headers as Record<string, string>).store });
    return Response.json(answers[name] ?? defaults[name] ?? { data: null });
  }),
);
const actions = await import("./actions");

afterEach(() => {
  calls.length = 0;
  answers = {};
  cookieJar.clear();
});
const withCart = () => cookieJar.set("maison-cart", "cart-1");
const redirectOf = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => (e instanceof RedirectSignal ? e.location : Promise.reject(e)));

const address = { firstname: "Ada", lastname: "Lovelace", telephone: "+44 20 7946 0000", street: "1 Road", apartment: "Flat 2", city: "London", postcode: "SW1A 1AA", country_code: "GB" };

describe("argument validation (nothing reaches the backend)", () => {
  it.each<[string, () => Promise<unknown>]>([
    ["an unknown locale", () => actions.setGuestEmailAction("xx-XX", { email: "ada@example.com" })],
    ["a bad e-mail", () => actions.setGuestEmailAction("en-GB", { email: "not-an-email" })],
    ["a saved address id that is not a number", () => actions.setShippingAddressAction("en-GB", { kind: "saved", customerAddressId: "1 OR 1=1" })],
    ["an address without a city", () => actions.setShippingAddressAction("en-GB", { kind: "new", address: { ...address, city: "" } })],
    ["a method that is not carrier/method", () => actions.setShippingMethodAction("en-GB", "flatrate")],
    ["a billing choice of another kind", () => actions.setBillingAddressAction("en-GB", { kind: "copy" })],
    ["a payment without a method", () => actions.payAction("en-GB", { code: "", origin: "http://localhost:3000" })],
    ["a payment from a page origin with a path", () => actions.payAction("en-GB", { code: "hosted_card", origin: "http://evil.example/x" })],
    ["a card result that is not one", () => actions.completeCardPaymentAction("en-GB", { payment_intent: "x", payment_intent_client_secret: "y", redirect_status: "succeeded" })],
  ])("refuses %s", async (_, run) => {
    withCart();
    const result = (await run()) as { ok: boolean };
    expect(result.ok).toBe(false);
    expect(calls).toEqual([]);
  });

  it("says what to do when the payment method is missing", async () => {
    withCart();
    expect(await actions.payAction("en-GB", { code: "", origin: "http://localhost:3000" })).toEqual({ ok: false, message: "The payment method is missing, Select the payment method and try again!" });
  });
});

describe("the guest's e-mail, checked on the server only (its form ships no schema)", () => {
  it.each([
    ["", "required"],
    ["   ", "required"],
    ["not-an-email", "invalidEmail"],
    [`${"a".repeat(250)}@example.com`, "tooLong"],
  ])("%j is refused at the field with %s, before any call", async (email, key) => {
    withCart();
    expect(await actions.setGuestEmailAction("en-GB", { email })).toMatchObject({ ok: false, fields: { email: key } });
    expect(calls).toEqual([]);
  });
});

describe("steps", () => {
  it("sets a guest's e-mail on the cookie's cart, then goes to shipping", async () => {
    withCart();
    expect(await redirectOf(actions.setGuestEmailAction("en-US", { email: " ada@example.com " }))).toBe("/us/checkout/shipping");
    expect(calls).toEqual([expect.objectContaining({ name: "SetGuestEmailOnCart", variables: { cartId: "cart-1", email: "ada@example.com" } })]);
  });

  it("sends a new address with its street lines joined and answers the methods", async () => {
    withCart();
    const result = await actions.setShippingAddressAction("en-GB", { kind: "new", address });
    expect(result).toMatchObject({ ok: true, methods: [{ id: "flatrate/flatrate" }] });
    const sent = calls.find((c) => c.name === "SetShippingAddressesOnCart")!.variables;
    expect(sent.address.address).toMatchObject({ street: ["1 Road", "Flat 2"], country_code: "GB", save_in_address_book: false });
    expect(sent.address.address).not.toHaveProperty("region_name");
  });

  it("answers the spec's message for a country without methods", async () => {
    withCart();
    answers.SetShippingAddressesOnCart = { data: { setShippingAddressesOnCart: { cart: cartAnswer([]) } } };
    expect(await actions.setShippingAddressAction("en-GB", { kind: "new", address })).toEqual({
      ok: false,
      reason: "noMethods",
      address: expect.objectContaining({ countryCode: "GB", street: "1 Road" }),
      message: "There are no shipping methods available for this country. We are sorry, please try with different country.",
    });
  });

  it("answers the spec's 'right now' message when the methods listed cannot be used", async () => {
    withCart();
    answers.SetShippingAddressesOnCart = { data: { setShippingAddressesOnCart: { cart: cartAnswer([{ ...flatRate, available: false }]) } } };
    expect(await actions.setShippingAddressAction("es-MX", { kind: "new", address })).toMatchObject({
      ok: false,
      reason: "noMethods",
      message: "No hay métodos de envío disponibles para ti en este momento. Intenta de nuevo o usa otro método de pago.",
    });
  });

  it("titles a refused address with the spec's text and keeps the backend's reason", async () => {
    withCart();
    answers.SetShippingAddressesOnCart = { errors: [{ message: "The address is not valid.", extensions: { category: "graphql-input" } }], data: null };
    expect(await actions.setShippingAddressAction("en-GB", { kind: "new", address })).toEqual({ ok: false, title: "Errors withh setting shipping address", message: "The address is not valid." });
  });

  it("sends a saved address by its id alone, and only for a customer", async () => {
    withCart();
    expect((await actions.setShippingAddressAction("en-GB", { kind: "saved", customerAddressId: 7 })).ok).toBe(false);
    expect(calls).toEqual([]);
    cookieJar.set("maison-customer", "t".repeat(32));
    await actions.setShippingAddressAction("en-GB", { kind: "saved", customerAddressId: 7 });
    expect(calls.find((c) => c.name === "SetShippingAddressesOnCart")!.variables.address).toEqual({ customer_address_id: 7 });
  });

  it("answers the shipping figures for add_shipping_info and the billing step", async () => {
    withCart();
    const result = await actions.setShippingMethodAction("es-MX", "flatrate/flatrate");
    expect(result).toMatchObject({ ok: true, next: "/mex/checkout/billing", info: { currency: "GBP", value: 15, items: [{ sku: "SKU-1", quantity: 1 }] } });
    expect(calls[0]).toMatchObject({ name: "SetShippingMethodsOnCart", variables: { method: { carrier_code: "flatrate", method_code: "flatrate" } } });
  });

  it("uses the shipping address for billing by default", async () => {
    withCart();
    answers.SetBillingAddressOnCart = { data: { setBillingAddressOnCart: { cart: cartAnswer([flatRate]) } } };
    expect(await redirectOf(actions.setBillingAddressAction("en-GB", { kind: "sameAsShipping" }))).toBe("/checkout/payment");
    expect(calls[0]).toMatchObject({ name: "SetBillingAddressOnCart", variables: { billing: { same_as_shipping: true } } });
  });
});

describe("payment", () => {
  it("places an offline order at once, keeps its cart for the thank-you page and drops the shopper's cart", async () => {
    withCart();
    expect(await redirectOf(actions.payAction("en-GB", { code: "banktransfer", origin: "http://localhost:3000" }))).toBe("/thank-you");
    expect(calls.map((c) => c.name)).toEqual(["SetPaymentMethodOnCart", "PlaceOrder"]);
    expect(cookieJar.get("maison-order")).toBe("cart-1");
    expect(cookieJar.has("maison-cart")).toBe(false);
  });

  it("starts the card on the page's origin and the site's /pay-result", async () => {
    withCart();
    const result = await actions.payAction("es-MX", { code: "hosted_card", origin: "https://shop.example" });
    expect(result).toEqual({ ok: true, redirectTo: "http://localhost:4000/payments/hosted-card/pay/cs_1" });
    const session = calls.find((c) => c.name === "CreateHostedCardSession")!;
    expect(session.variables).toEqual({ cartId: "cart-1", returnUrl: "https://shop.example/mex/pay-result", email: "ada@example.com" });
  });

  it("answers what Stripe's Payment Element needs when the provider has no hosted page", async () => {
    withCart();
    answers.CreateHostedCardSession = {
      data: { createHostedCardSession: { client_secret: "pi_1_secret_2", payment_intent_id: "pi_1", session_id: "pi_1", publishable_key: "pk_test_1", amount: 15, currency: "USD", customer_id: null, url: null } },
    };
    expect(await actions.payAction("en-US", { code: "hosted_card", origin: "https://shop.example" })).toEqual({
      ok: true,
      inPage: { clientSecret: "pi_1_secret_2", publishableKey: "pk_test_1", returnUrl: "https://shop.example/us/pay-result" },
    });
  });

  it("shows the first session error as a persistent notice", async () => {
    withCart();
    answers.CreateHostedCardSession = { errors: [{ message: "Card payment is not available in this currency.", extensions: { category: "graphql-input" } }], data: null };
    expect(await actions.payAction("en-GB", { code: "hosted_card", origin: "http://localhost:3000" })).toEqual({
      ok: false,
      persist: true,
      title: "Please check your shipping address or choose another payment",
      message: "Card payment is not available in this currency.",
    });
  });

  it("attaches the paid intent and places the order; the first placeOrder error stays on screen", async () => {
    withCart();
    const card = { payment_intent: "pi_sbx_1", payment_intent_client_secret: "pi_sbx_1_secret_2", redirect_status: "succeeded" };
    answers.PlaceOrder = { data: { placeOrder: { errors: [{ code: "UNABLE_TO_PLACE_ORDER", message: "Unable to place order: Some of the products are out of stock." }], orderV2: null } } };
    expect(await actions.completeCardPaymentAction("en-GB", card)).toEqual({ ok: false, persist: true, message: "Unable to place order: Some of the products are out of stock." });
    expect(calls[0]!.variables.payment).toEqual({ code: "hosted_card", hosted_card_additional_data: { payment_intent_id: "pi_sbx_1", client_secret: "pi_sbx_1_secret_2" } });
    expect(cookieJar.get("maison-cart")).toBe("cart-1");

    answers = {};
    expect(await redirectOf(actions.completeCardPaymentAction("en-GB", card))).toBe("/thank-you?paid=1");
    expect(cookieJar.get("maison-order")).toBe("cart-1");
  });

  describe("a payment returned as processing (the bank has not confirmed it yet)", () => {
    const card = { payment_intent: "pi_3Proc", payment_intent_client_secret: "pi_3Proc_secret_1", redirect_status: "processing" };
    const refused = (message: string) => ({ data: { placeOrder: { errors: [{ code: "UNABLE_TO_PLACE_ORDER", message }], orderV2: null } } });
    const notVerified = "Unable to place order: The payment could not be verified. Please select another payment method.";

    it("answers pending while the backend has no confirmed payment: no order, the bag kept, no error shown", async () => {
      withCart();
      answers.PlaceOrder = refused(notVerified);
      expect(await actions.completeCardPaymentAction("en-GB", card)).toEqual({ ok: false, pending: true, message: "Not confirmed yet. Please check again in a moment." });
      expect(calls.map((c) => c.name)).toEqual(["SetPaymentMethodOnCart", "PlaceOrder"]);
      expect(cookieJar.get("maison-cart")).toBe("cart-1");
      expect(cookieJar.get("maison-order")).toBeUndefined();
    });

    it("places the order once the payment is confirmed, and a later check finds it placed", async () => {
      withCart();
      expect(await redirectOf(actions.completeCardPaymentAction("en-GB", card))).toBe("/thank-you?paid=1");
      expect(cookieJar.get("maison-cart")).toBeUndefined();
      calls.length = 0;
      // A reload of /pay-result afterwards: the bag is closed, the thank-you page shows the one order.
      expect(await redirectOf(actions.completeCardPaymentAction("en-GB", card))).toBe("/thank-you");
      expect(calls).toEqual([]);
    });

    it("shows any other refusal as it is", async () => {
      withCart();
      answers.PlaceOrder = refused("Unable to place order: Some of the products are out of stock.");
      expect(await actions.completeCardPaymentAction("en-GB", card)).toEqual({ ok: false, persist: true, message: "Unable to place order: Some of the products are out of stock." });
    });

    it("is no excuse after a success: an unverified succeeded payment is an error", async () => {
      withCart();
      answers.PlaceOrder = refused(notVerified);
      expect(await actions.completeCardPaymentAction("en-GB", { ...card, redirect_status: "succeeded" })).toEqual({ ok: false, persist: true, message: notVerified });
    });
  });
});
