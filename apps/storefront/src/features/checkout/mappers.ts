/** API answers → the checkout steps' view models (spec §3 "Cart", "Address"); pages never see API shapes. */
import type { CheckoutAddressFragment, CheckoutCartFragment, HostedCardConfigQuery, OrderContentsFragment } from "@/lib/commerce/generated/graphql";
import { toOrderContents } from "@/features/account/mappers";
import { type StreetParts, splitStreet } from "@/features/account/street";

export interface MoneyView {
  value: number;
  currency: string;
}

export interface CheckoutAddressView extends StreetParts {
  firstname: string;
  lastname: string;
  company: string;
  city: string;
  postcode: string;
  telephone: string;
  countryCode: string;
  countryName: string;
  region: string;
  regionId: number;
}

export interface ShippingMethodView {
  /** `carrier_code/method_code`: one value for a radio group. */
  id: string;
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  /** Both, for one-line uses (GA4's shipping_tier). */
  title: string;
  amount: MoneyView | null;
}

export interface CheckoutLineView {
  uid: string;
  sku: string;
  name: string;
  quantity: number;
  price: number | null;
  rowTotal: MoneyView | null;
  image: { url: string; label: string } | null;
}

export interface CheckoutView {
  cartId: string;
  email: string;
  isVirtual: boolean;
  totalQuantity: number;
  lines: CheckoutLineView[];
  shippingAddress: CheckoutAddressView | null;
  shippingMethods: ShippingMethodView[];
  /** Why an address that is set has no method to choose (null: it has some, or no address is set yet). */
  noShipping: NoShippingReason | null;
  selectedShipping: ShippingMethodView | null;
  billingAddress: CheckoutAddressView | null;
  paymentMethods: { code: string; title: string }[];
  selectedPayment: string | null;
  coupon: string | null;
  subtotal: MoneyView | null;
  discount: MoneyView | null;
  tax: MoneyView | null;
  grandTotal: MoneyView | null;
  currency: string;
}

const money = (m: { value?: number | null; currency?: string | null } | null | undefined): MoneyView | null =>
  m && typeof m.value === "number" && m.currency ? { value: m.value, currency: m.currency } : null;

export function toCheckoutAddress(address: CheckoutAddressFragment | null | undefined): CheckoutAddressView | null {
  // The backend answers an empty billing address as null; an address without a country was never set.
  if (!address?.country?.code) return null;
  return {
    ...splitStreet(address.street),
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? "",
    city: address.city,
    postcode: address.postcode ?? "",
    telephone: address.telephone ?? "",
    countryCode: address.country.code,
    countryName: address.country.label,
    region: address.region?.label ?? "",
    regionId: address.region?.region_id ?? 0,
  };
}

function method(m: { carrier_code: string; method_code?: string | null; carrier_title: string; method_title?: string | null; amount: { value?: number | null; currency?: string | null } }): ShippingMethodView | null {
  if (!m.method_code) return null;
  return {
    id: `${m.carrier_code}/${m.method_code}`,
    carrierCode: m.carrier_code,
    methodCode: m.method_code,
    carrierTitle: m.carrier_title,
    methodTitle: m.method_title ?? "",
    title: m.method_title && m.method_title !== m.carrier_title ? `${m.carrier_title} · ${m.method_title}` : m.carrier_title,
    amount: money(m.amount),
  };
}

/**
 * Spec §8's two "no shipping methods" situations: the backend lists none for the address ("for this country"), or
 * lists methods none of which can be used at the moment (Magento's `available: false`: "right now").
 */
export type NoShippingReason = "country" | "now";

export function noShippingReason(
  address: CheckoutAddressView | null,
  methods: readonly ({ available: boolean } | null)[] | null | undefined,
): NoShippingReason | null {
  if (!address) return null;
  const listed = (methods ?? []).filter((m) => m !== null);
  if (listed.length === 0) return "country";
  return listed.some((m) => m.available) ? null : "now";
}

/** The message key (Checkout.errors) of each reason. */
export const NO_SHIPPING_MESSAGE = { country: "noMethodsForCountry", now: "noMethodsNow" } as const satisfies Record<NoShippingReason, string>;

export function toCheckoutView(cart: CheckoutCartFragment): CheckoutView {
  const shipping = cart.shipping_addresses[0] ?? null;
  const discountTotal = (cart.prices?.discounts ?? []).reduce((sum, d) => sum + Math.abs(d?.amount.value ?? 0), 0);
  const taxTotal = (cart.prices?.applied_taxes ?? []).reduce((sum, t) => sum + (t?.amount.value ?? 0), 0);
  const currency = cart.prices?.grand_total?.currency ?? cart.prices?.subtotal_including_tax?.currency ?? "";
  return {
    cartId: cart.id,
    email: cart.email ?? "",
    isVirtual: cart.is_virtual,
    totalQuantity: cart.total_quantity,
    lines: (cart.items ?? []).flatMap((item) =>
      item
        ? [
            {
              uid: item.uid,
              sku: item.product.sku ?? "",
              name: item.product.name ?? item.product.sku ?? "",
              quantity: item.quantity,
              price: item.prices?.price.value ?? null,
              rowTotal: money(item.prices?.row_total_including_tax),
              image: item.product.thumbnail?.url ? { url: item.product.thumbnail.url, label: item.product.thumbnail.label ?? "" } : null,
            },
          ]
        : [],
    ),
    shippingAddress: toCheckoutAddress(shipping),
    noShipping: noShippingReason(toCheckoutAddress(shipping), shipping?.available_shipping_methods),
    shippingMethods: (shipping?.available_shipping_methods ?? []).flatMap((m) => (m && m.available ? [method(m)].filter((x) => x !== null) : [])),
    selectedShipping: shipping?.selected_shipping_method ? method(shipping.selected_shipping_method) : null,
    billingAddress: toCheckoutAddress(cart.billing_address),
    paymentMethods: (cart.available_payment_methods ?? []).flatMap((p) => (p ? [{ code: p.code, title: p.title }] : [])),
    selectedPayment: cart.selected_payment_method?.code || null,
    coupon: cart.applied_coupons?.[0]?.code ?? null,
    subtotal: money(cart.prices?.subtotal_including_tax),
    discount: discountTotal > 0 && currency ? { value: discountTotal, currency } : null,
    tax: taxTotal > 0 && currency ? { value: taxTotal, currency } : null,
    grandTotal: money(cart.prices?.grand_total),
    currency,
  };
}

/** Whether two addresses are the same place (the billing step's "same as shipping" reading of the cart). */
export function sameAddress(a: CheckoutAddressView | null, b: CheckoutAddressView | null): boolean {
  if (!a || !b) return false;
  const keys = ["firstname", "lastname", "company", "street", "apartment", "neighborhood", "extra", "city", "postcode", "telephone", "countryCode", "regionId", "region"] as const;
  return keys.every((k) => a[k] === b[k]);
}

export interface OrderSummaryView {
  number: string;
  items: { id: string; sku: string; name: string; quantity: number; price: MoneyView | null }[];
  subtotal: MoneyView | null;
  shipping: MoneyView | null;
  tax: MoneyView | null;
  discount: MoneyView | null;
  grandTotal: MoneyView | null;
  shippingMethod: string;
  paymentMethod: string;
}

/** The order just placed, from the contents the account's order detail reads too. */
export function toOrderSummary(order: OrderContentsFragment): OrderSummaryView {
  const contents = toOrderContents(order);
  const discounts = contents.discounts.reduce((sum, d) => sum + Math.abs(d.amount?.value ?? 0), 0);
  const currency = contents.grandTotal?.currency ?? "";
  return {
    number: contents.number,
    items: contents.items,
    subtotal: contents.subtotal,
    shipping: contents.shipping,
    tax: contents.tax,
    discount: discounts > 0 && currency ? { value: discounts, currency } : null,
    grandTotal: contents.grandTotal,
    shippingMethod: contents.shippingMethod,
    paymentMethod: contents.paymentMethods[0] ?? "",
  };
}

/**
 * How the payment step takes the card (ADR 016): the provider's hosted page (the session's url), or Stripe.js's
 * Payment Element on this page with the provider's publishable key. Anything else is taken as the hosted page, whose
 * session says where to go.
 */
export type CardFormView = { kind: "hosted_page" } | { kind: "stripe_payment_element"; publishableKey: string };

export function toCardForm(config: HostedCardConfigQuery["hostedCardConfig"] | null | undefined): CardFormView {
  if (config?.enabled && config.card_form === "stripe_payment_element" && config.publishable_key?.startsWith("pk_")) {
    return { kind: "stripe_payment_element", publishableKey: config.publishable_key };
  }
  return { kind: "hosted_page" };
}
