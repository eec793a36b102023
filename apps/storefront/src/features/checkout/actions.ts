"use server";

/**
 * The checkout steps' server actions (spec §4 "Checkout flow", §7 "Checkout", "Card payment provider"). Every
 * argument comes from the browser and is parsed again here (./schemas.ts) before a call goes out; failures come back
 * in the spec's words (§8) for the step to show, successes move on to the next step.
 */
import { getTranslations } from "next-intl/server";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { loadRegions } from "@/features/account/loaders";
import { toAddressInput } from "@/features/account/mappers";
import { addressSchema } from "@/features/account/schemas";
import { failureText } from "@/i18n/failure-text";
import { getPathname } from "@/i18n/navigation";
import {
  type BillingAddressInput,
  CheckoutCartDocument,
  CreateHostedCardSessionDocument,
  PlaceOrderDocument,
  SetBillingAddressOnCartDocument,
  SetGuestEmailOnCartDocument,
  SetPaymentMethodOnCartDocument,
  SetShippingAddressesOnCartDocument,
  SetShippingMethodsOnCartDocument,
  type ShippingAddressInput,
} from "@/lib/commerce/generated/graphql";
import { type CommerceError, type Result, isAuthorizationError } from "@/lib/commerce/result";
import { commerceRequest } from "@/lib/commerce/server";
import type { Document } from "@/lib/commerce/document";
import { cookieNames, cookieOptions } from "@/lib/markets/cookies";
import { marketForLocale } from "@/lib/markets/markets";
import { endRefusedSession, readCustomerToken } from "@/lib/session/session";
import { type CheckoutAddressView, NO_SHIPPING_MESSAGE, type ShippingMethodView, toCheckoutView } from "./mappers";
import {
  type CardReturn,
  addressChoiceSchema,
  billingChoiceSchema,
  cardReturnSchema,
  guestEmailSchema,
  localeSchema,
  pageOriginSchema,
  paymentCodeSchema,
  shippingMethodSchema,
} from "./schemas";
import { localiseMethods } from "./labels";
import { stepPath } from "./steps";

/** A step's answer: on failure the notice to show (`persist`: it stays until dismissed, spec §8). */
export type StepResult<T = object> =
  | ({ ok: true } & T)
  | {
      ok: false;
      message: string;
      title?: string;
      persist?: boolean;
      fields?: Record<string, string>;
      reason?: "noMethods";
      address?: CheckoutAddressView | null;
      /** A card payment the bank has not confirmed yet: no order so far, none refused either; ask again later. */
      pending?: true;
    };

/** The card method's code (ADR 015: named after the role, not the vendor). */
const CARD_METHOD = "hosted_card";
const action = { canStore: true };

async function texts(locale: string) {
  const [t, errors] = await Promise.all([getTranslations({ locale, namespace: "Checkout" }), getTranslations({ locale, namespace: "Errors" })]);
  return { t, failed: (error: CommerceError, fallback?: string) => failureText(error, errors, fallback) };
}

/** The shopper's cart and token; the cart id never comes from the browser. */
async function session() {
  const [jar, token] = await Promise.all([cookies(), readCustomerToken()]);
  return { jar, token, cartId: jar.get(cookieNames.cart)?.value };
}

/** A call as the shopper; a refused token signs them out (spec §4 "Forced sign-out") and never returns. */
async function call<TData, TVariables>(locale: string, document: Document<TData, TVariables>, variables: TVariables): Promise<Result<TData>> {
  const token = await readCustomerToken();
  const result = await commerceRequest(document, variables, locale, { token });
  if (!result.ok && token && isAuthorizationError(result.error)) return endRefusedSession(locale, token, action);
  return result;
}

const go = (locale: string, href: Parameters<typeof getPathname>[0]["href"]): never => redirect(getPathname({ href, locale }));

function parseOrRefuse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

async function noCart(locale: string): Promise<StepResult<never>> {
  const { t } = await texts(locale);
  return { ok: false, message: t("errors.refreshAndRetry") };
}

async function invalidRequest(locale: string, fields?: Record<string, string>): Promise<StepResult<never>> {
  const { t } = await texts(locale);
  return { ok: false, message: t("errors.updateAndRetry"), ...(fields ? { fields } : {}) };
}

/** Spec §4 step 2: a guest's e-mail is set on the cart, then the shipping step. */
export async function setGuestEmailAction(locale: unknown, input: unknown): Promise<StepResult> {
  const site = parseOrRefuse(localeSchema, locale);
  if (!site) return { ok: false, message: "Invalid request" };
  // The form ships no schema: this check is the only one, and names the field's problem (required, too long, invalid).
  const parsed = guestEmailSchema.safeParse(input);
  if (!parsed.success) return invalidRequest(site, { email: fieldErrors(parsed.error).email ?? "invalidEmail" });
  const { cartId } = await session();
  if (!cartId) return noCart(site);
  const result = await call(site, SetGuestEmailOnCartDocument, { cartId, email: parsed.data.email });
  if (!result.ok) {
    const { failed } = await texts(site);
    return { ok: false, message: failed(result.error) };
  }
  return go(site, stepPath("shipping"));
}

/**
 * A new address in the cart's input shape (spec §3 "Checkout address input"): the street joined like the address
 * book's, the region checked against the directory (an id where the country lists regions, else free text).
 */
async function cartAddress(locale: string, address: unknown, save: boolean) {
  const first = addressSchema.safeParse(address);
  if (!first.success) return { ok: false as const, fields: fieldErrors(first.error) };
  const regions = await loadRegions(locale, first.data.country_code);
  if (!regions.ok) return { ok: false as const, error: regions.error };
  const listed = regions.data;
  const parsed = addressSchema.safeParse({ ...first.data, regionRequired: listed.length > 0 });
  if (!parsed.success) return { ok: false as const, fields: fieldErrors(parsed.error) };
  if (listed.length > 0 && !listed.some((r) => r.id === parsed.data.region_id)) return { ok: false as const, fields: { region_id: "required" } };
  const values = { ...parsed.data, ...(listed.length > 0 ? { region: "" } : { region_id: 0 }) };
  const input = toAddressInput(values);
  return {
    ok: true as const,
    address: {
      firstname: values.firstname,
      lastname: values.lastname,
      company: values.company || null,
      street: input.street ?? [],
      city: values.city,
      postcode: values.postcode || null,
      country_code: values.country_code,
      telephone: values.telephone,
      ...(listed.length > 0 ? { region_id: values.region_id } : values.region ? { region: values.region } : {}),
      save_in_address_book: save,
    },
  };
}

function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

export type ShippingAddressResult = StepResult<{ address: CheckoutAddressView | null; methods: ShippingMethodView[]; selected: string | null }>;

/** Spec §4 step 3: the shipping address, answering the methods it can ship with (none: the spec's message). */
export async function setShippingAddressAction(locale: unknown, choice: unknown): Promise<ShippingAddressResult> {
  const site = parseOrRefuse(localeSchema, locale);
  if (!site) return { ok: false, message: "Invalid request" };
  const parsed = addressChoiceSchema.safeParse(choice);
  const { t, failed } = await texts(site);
  if (!parsed.success) return invalidRequest(site);
  const { cartId, token } = await session();
  if (!cartId) return noCart(site);
  let input: ShippingAddressInput;
  if (parsed.data.kind === "saved") {
    if (!token) return invalidRequest(site);
    input = { customer_address_id: parsed.data.customerAddressId };
  } else {
    const built = await cartAddress(site, parsed.data.address, Boolean(token) && parsed.data.saveInAddressBook);
    if (!built.ok) return "fields" in built ? { ok: false, message: t("errors.updateAndRetry"), fields: built.fields } : { ok: false, message: failed(built.error) };
    input = { address: built.address };
  }
  const result = await call(site, SetShippingAddressesOnCartDocument, { cartId, address: input });
  if (!result.ok) return { ok: false, title: t("errors.shippingAddress"), message: failed(result.error, t("errors.fetchMethods")) };
  const cart = result.data.setShippingAddressesOnCart?.cart;
  if (!cart) return { ok: false, message: t("errors.shippingAddress") };
  const view = toCheckoutView(cart);
  if (view.shippingMethods.length === 0) {
    return { ok: false, reason: "noMethods", address: view.shippingAddress, message: t(`errors.${NO_SHIPPING_MESSAGE[view.noShipping ?? "country"]}`) };
  }
  return { ok: true, address: view.shippingAddress, methods: localiseMethods(t, view.shippingMethods), selected: view.selectedShipping?.id ?? null };
}

/** The figures add_shipping_info needs, read from the cart the method was set on. */
export interface ShippingInfo {
  currency: string;
  value: number;
  coupon: string | null;
  tier: string;
  items: { sku: string; name: string; price: number; quantity: number }[];
}

/** Spec §4 step 3: the chosen method; then the billing step (the browser sends add_shipping_info first). */
export async function setShippingMethodAction(locale: unknown, method: unknown): Promise<StepResult<{ info: ShippingInfo; next: string }>> {
  const site = parseOrRefuse(localeSchema, locale);
  if (!site) return { ok: false, message: "Invalid request" };
  const { t, failed } = await texts(site);
  const parsed = shippingMethodSchema.safeParse(method);
  if (!parsed.success) return { ok: false, message: t("errors.selectMethod") };
  const { cartId } = await session();
  if (!cartId) return noCart(site);
  const result = await call(site, SetShippingMethodsOnCartDocument, { cartId, method: parsed.data });
  const cart = result.ok ? result.data.setShippingMethodsOnCart?.cart : null;
  if (!cart) return { ok: false, title: t("errors.selectMethod"), message: result.ok ? t("errors.selectMethod") : failed(result.error, t("errors.selectMethod")) };
  const view = toCheckoutView(cart);
  return {
    ok: true,
    next: getPathname({ href: stepPath("billing"), locale: site }),
    info: {
      currency: view.currency,
      value: view.grandTotal?.value ?? 0,
      coupon: view.coupon,
      tier: view.selectedShipping?.title ?? "",
      items: view.lines.map((l) => ({ sku: l.sku, name: l.name, price: l.price ?? 0, quantity: l.quantity })),
    },
  };
}

/** Spec §4 step 4: the billing address — by default the shipping address (same_as_shipping) — then payment. */
export async function setBillingAddressAction(locale: unknown, choice: unknown): Promise<StepResult> {
  const site = parseOrRefuse(localeSchema, locale);
  if (!site) return { ok: false, message: "Invalid request" };
  const parsed = billingChoiceSchema.safeParse(choice);
  if (!parsed.success) return invalidRequest(site);
  const { t, failed } = await texts(site);
  const { cartId, token } = await session();
  if (!cartId) return noCart(site);
  let billing: BillingAddressInput;
  if (parsed.data.kind === "sameAsShipping") billing = { same_as_shipping: true };
  else if (parsed.data.kind === "saved") {
    if (!token) return invalidRequest(site);
    billing = { customer_address_id: parsed.data.customerAddressId };
  } else {
    const built = await cartAddress(site, parsed.data.address, Boolean(token) && parsed.data.saveInAddressBook);
    if (!built.ok) return "fields" in built ? { ok: false, message: t("errors.updateAndRetry"), fields: built.fields } : { ok: false, message: failed(built.error) };
    billing = { address: built.address };
  }
  const result = await call(site, SetBillingAddressOnCartDocument, { cartId, billing });
  if (!result.ok || !result.data.setBillingAddressOnCart?.cart) {
    return { ok: false, title: t("errors.billingAddress"), message: result.ok ? t("errors.billingAddress") : failed(result.error, t("errors.billingAddress")) };
  }
  return go(site, stepPath("payment"));
}

/**
 * How the backend refuses an order whose card payment is not (yet) confirmed by the provider (ADR 015: placeOrder asks
 * the provider for the intent's status). After a `processing` return that refusal means "not confirmed yet", not a
 * failure to show; another backend words it otherwise, and its refusal is then shown as any other.
 */
const PAYMENT_NOT_CONFIRMED = "The payment could not be verified.";

const notConfirmedYet = (error: { code: string; message: string }) => error.code === "UNABLE_TO_PLACE_ORDER" && error.message.includes(PAYMENT_NOT_CONFIRMED);

/**
 * The order is placed: its closed cart is kept for the thank-you page, the shopper's cart id is dropped.
 * `awaitingBank`: a card payment returned as processing, which the provider may not have confirmed yet.
 */
async function placeAndFinish(site: string, cartId: string, paidByCard: boolean, awaitingBank = false): Promise<StepResult<never>> {
  const { t, failed } = await texts(site);
  const placed = await call(site, PlaceOrderDocument, { cartId });
  const order = placed.ok ? placed.data.placeOrder?.orderV2 : null;
  if (!order) {
    const error = placed.ok ? placed.data.placeOrder?.errors[0] : null;
    if (awaitingBank && error && notConfirmedYet(error)) return { ok: false, pending: true, message: t("payResult.stillProcessing") };
    return { ok: false, persist: true, message: error?.message ?? (placed.ok ? t("errors.refreshAndRetry") : failed(placed.error, t("errors.refreshAndRetry"))) };
  }
  const jar = await cookies();
  jar.set(cookieNames.order, cartId, cookieOptions(cookieNames.order));
  jar.delete(cookieNames.cart);
  return go(site, { pathname: "/thank-you", query: paidByCard ? { paid: "1" } : {} });
}

const payArgs = z.object({ code: paymentCodeSchema, origin: pageOriginSchema });

/** The card taken on this page by Stripe's Payment Element: what it is started and confirmed with. */
export interface InPageCard {
  clientSecret: string;
  publishableKey: string;
  returnUrl: string;
}

export type PaymentResult = StepResult<{ redirectTo: string } | { inPage: InPageCard }>;

/**
 * Spec §4 steps 5–7. An offline method is set and the order placed at once. The card starts a provider session
 * whose return URL is this site's /pay-result on the page's own origin; the browser then goes to the provider's
 * hosted page, or (Stripe's Payment Element) takes the card on the page with the session's client secret. The first
 * error of either is a persistent notice (spec §8).
 */
export async function payAction(locale: unknown, input: unknown): Promise<PaymentResult> {
  const site = parseOrRefuse(localeSchema, locale);
  if (!site) return { ok: false, message: "Invalid request" };
  const { t, failed } = await texts(site);
  const parsed = payArgs.safeParse(input);
  if (!parsed.success) return { ok: false, message: t("errors.paymentMissing") };
  const { cartId } = await session();
  if (!cartId) return noCart(site);
  const { code, origin } = parsed.data;
  if (code === CARD_METHOD) {
    const cart = await call(site, CheckoutCartDocument, { cartId });
    const email = cart.ok ? cart.data.cart?.email || null : null;
    const returnUrl = `${origin}${marketForLocale(site).prefix}/pay-result`;
    const created = await call(site, CreateHostedCardSessionDocument, { cartId, returnUrl, email });
    if (!created.ok) return { ok: false, persist: true, title: t("errors.provider"), message: failed(created.error, t("errors.provider")) };
    const session = created.data.createHostedCardSession;
    if (session?.url) return { ok: true, redirectTo: session.url };
    // No hosted page: the provider's browser part takes the card on this page (Stripe's Payment Element, ADR 016).
    if (session?.client_secret && session.publishable_key) {
      return { ok: true, inPage: { clientSecret: session.client_secret, publishableKey: session.publishable_key, returnUrl } };
    }
    return { ok: false, persist: true, message: t("errors.selectAnother") };
  }
  const set = await call(site, SetPaymentMethodOnCartDocument, { cartId, payment: { code } });
  if (!set.ok) return { ok: false, message: failed(set.error, t("errors.selectAnother")) };
  return placeAndFinish(site, cartId, false);
}

/**
 * /pay-result after a successful card payment: the paid intent is attached to the cart's payment method, then the
 * order is placed (spec §4 steps 6–8). placeOrder is idempotent, so a reload or a second call changes nothing.
 * After a `processing` return the same happens each time the page checks: the backend places the order only once
 * the provider says the payment succeeded, and until then the answer is `pending` (nothing placed, nothing refused).
 */
export async function completeCardPaymentAction(locale: unknown, input: unknown): Promise<StepResult> {
  const site = parseOrRefuse(localeSchema, locale);
  if (!site) return { ok: false, message: "Invalid request" };
  const { t, failed } = await texts(site);
  const parsed = cardReturnSchema.safeParse(input);
  const status = parsed.success ? parsed.data.redirect_status : null;
  if (!parsed.success || (status !== "succeeded" && status !== "processing")) return { ok: false, persist: true, message: t("errors.refreshAndRetry") };
  const card: CardReturn = parsed.data;
  const { cartId } = await session();
  if (!cartId) {
    // Already ordered (a second tab, a reload after the order): the thank-you page has it.
    if ((await cookies()).get(cookieNames.order)?.value) return go(site, "/thank-you");
    return noCart(site);
  }
  const set = await call(site, SetPaymentMethodOnCartDocument, {
    cartId,
    payment: { code: CARD_METHOD, hosted_card_additional_data: { payment_intent_id: card.payment_intent, client_secret: card.payment_intent_client_secret } },
  });
  if (!set.ok) return { ok: false, persist: true, message: failed(set.error, t("errors.selectAnother")) };
  return placeAndFinish(site, cartId, true, status === "processing");
}
