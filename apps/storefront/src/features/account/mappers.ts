/** API answers → the account pages' view models (spec §3 "Customer", "Address", "Review"); pages never see API shapes. */
import type {
  AccountAddressFragment,
  AccountCountriesQuery,
  AccountCountryQuery,
  AccountCustomerQuery,
  AccountOrderAddressFragment,
  AccountOrderQuery,
  AccountOrdersQuery,
  AccountReviewsQuery,
  AccountStoreCreditQuery,
  CustomerAddressInput,
  OrderContentsFragment,
} from "@/lib/commerce/generated/graphql";
import type { AddressValues } from "./schemas";
import { type StreetParts, composeStreet, splitStreet } from "./street";

export interface MoneyView {
  value: number;
  currency: string;
}

export interface AddressView extends StreetParts {
  id: number;
  firstname: string;
  lastname: string;
  company: string;
  city: string;
  postcode: string;
  countryCode: string;
  region: string;
  regionId: number;
  telephone: string;
  defaultBilling: boolean;
  defaultShipping: boolean;
}

export interface ProfileView {
  email: string;
  firstname: string;
  lastname: string;
  prefix: string;
  suffix: string;
  dateOfBirth: string;
  gender: number;
  taxvat: string;
  phoneNumber: string;
  subscribed: boolean;
  addresses: AddressView[];
  defaultBilling: AddressView | null;
  defaultShipping: AddressView | null;
}

type ApiCustomer = NonNullable<AccountCustomerQuery["customer"]>;

export function toAddress(address: AccountAddressFragment, defaults: { billing?: string | null; shipping?: string | null } = {}): AddressView | null {
  if (typeof address.id !== "number") return null;
  const id = String(address.id);
  return {
    id: address.id,
    firstname: address.firstname ?? "",
    lastname: address.lastname ?? "",
    company: address.company ?? "",
    ...splitStreet(address.street),
    city: address.city ?? "",
    postcode: address.postcode ?? "",
    countryCode: address.country_code ?? "",
    region: address.region?.region ?? "",
    regionId: address.region?.region_id ?? 0,
    telephone: address.telephone ?? "",
    defaultBilling: Boolean(address.default_billing) || defaults.billing === id,
    defaultShipping: Boolean(address.default_shipping) || defaults.shipping === id,
  };
}

export function toAddresses(customer: Pick<ApiCustomer, "addresses" | "default_billing" | "default_shipping"> | null | undefined): AddressView[] {
  const defaults = { billing: customer?.default_billing ?? null, shipping: customer?.default_shipping ?? null };
  return (customer?.addresses ?? []).flatMap((a) => {
    const view = a ? toAddress(a, defaults) : null;
    return view ? [view] : [];
  });
}

export function toProfile(customer: ApiCustomer): ProfileView {
  const addresses = toAddresses(customer);
  return {
    email: customer.email ?? "",
    firstname: customer.firstname ?? "",
    lastname: customer.lastname ?? "",
    prefix: customer.prefix ?? "",
    suffix: customer.suffix ?? "",
    // Magento answers "1990-04-01" (or with a time part on older versions): the form's date input wants the date.
    dateOfBirth: (customer.date_of_birth ?? "").slice(0, 10),
    gender: customer.gender ?? 0,
    taxvat: customer.taxvat ?? "",
    phoneNumber: customer.phone_number ?? "",
    subscribed: Boolean(customer.is_subscribed),
    addresses,
    defaultBilling: addresses.find((a) => a.defaultBilling) ?? null,
    defaultShipping: addresses.find((a) => a.defaultShipping) ?? null,
  };
}

/**
 * The address form → Magento's CustomerAddressInput: the street composed (spec §3), the region as an id where the
 * country lists regions and as text elsewhere. No id, extension_attributes or __typename ever goes in the input;
 * an update sends the id beside it.
 */
export function toAddressInput(values: AddressValues): CustomerAddressInput {
  const region = values.region_id > 0 ? { region_id: values.region_id } : values.region ? { region: values.region } : null;
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    company: values.company || null,
    street: composeStreet(values),
    city: values.city,
    postcode: values.postcode,
    country_code: values.country_code as CustomerAddressInput["country_code"],
    ...(region ? { region } : {}),
    telephone: values.telephone,
    default_billing: values.default_billing,
    default_shipping: values.default_shipping,
  };
}

/** An address as the form starts from: a stored one, or an empty one in the site's country. */
export function addressFormValues(address: AddressView | null, countryCode = ""): AddressValues {
  return {
    firstname: address?.firstname ?? "",
    lastname: address?.lastname ?? "",
    company: address?.company ?? "",
    telephone: address?.telephone ?? "",
    street: address?.street ?? "",
    apartment: address?.apartment ?? "",
    neighborhood: address?.neighborhood ?? "",
    extra: address?.extra ?? "",
    city: address?.city ?? "",
    postcode: address?.postcode ?? "",
    country_code: address?.countryCode ?? countryCode,
    region_id: address?.regionId ?? 0,
    region: address?.region ?? "",
    regionRequired: false,
    default_billing: address?.defaultBilling ?? false,
    default_shipping: address?.defaultShipping ?? false,
  };
}

export interface CountryOption {
  id: string;
  name: string;
}

export interface RegionOption {
  id: number;
  name: string;
}

export function toCountries(data: AccountCountriesQuery, locale: string): CountryOption[] {
  const options = (data.countries ?? []).flatMap((c) => {
    if (!c?.id) return [];
    return [{ id: c.id, name: c.full_name_locale || c.full_name_english || c.id }];
  });
  const collator = new Intl.Collator(locale);
  return options.sort((a, b) => collator.compare(a.name, b.name));
}

export function toRegions(data: AccountCountryQuery): RegionOption[] {
  return (data.country?.available_regions ?? []).flatMap((r) => (r && typeof r.id === "number" && r.name ? [{ id: r.id, name: r.name }] : []));
}

function money(m: { value?: number | null; currency?: string | null } | null | undefined): MoneyView | null {
  return typeof m?.value === "number" && Number.isFinite(m.value) && m.currency ? { value: m.value, currency: m.currency } : null;
}

export interface OrderSummaryView {
  number: string;
  date: string;
  status: string;
  total: MoneyView | null;
}

export interface OrdersPageView {
  orders: OrderSummaryView[];
  page: number;
  totalPages: number;
  totalCount: number;
}

export function toOrdersPage(data: AccountOrdersQuery): OrdersPageView {
  const orders = data.customer?.orders;
  return {
    orders: (orders?.items ?? []).flatMap((o) => (o ? [{ number: o.number, date: o.order_date, status: o.status, total: money(o.total?.grand_total) }] : [])),
    page: orders?.page_info?.current_page ?? 1,
    totalPages: Math.max(1, orders?.page_info?.total_pages ?? 1),
    totalCount: orders?.total_count ?? 0,
  };
}

export interface OrderAddressView {
  name: string;
  lines: string[];
  telephone: string;
}

/** An order's contents (the OrderContents fragment), as the thank-you page and the order detail show them. */
export interface OrderContentsView {
  number: string;
  date: string;
  shippingMethod: string;
  paymentMethods: string[];
  items: { id: string; name: string; sku: string; quantity: number; price: MoneyView | null }[];
  subtotal: MoneyView | null;
  shipping: MoneyView | null;
  tax: MoneyView | null;
  discounts: { label: string; amount: MoneyView | null }[];
  grandTotal: MoneyView | null;
}

export function toOrderContents(order: OrderContentsFragment): OrderContentsView {
  return {
    number: order.number,
    date: order.order_date,
    shippingMethod: order.shipping_method ?? "",
    paymentMethods: (order.payment_methods ?? []).flatMap((p) => (p?.name ? [p.name] : [])),
    items: (order.items ?? []).flatMap((i) =>
      i ? [{ id: i.id, name: i.product_name ?? i.product_sku, sku: i.product_sku, quantity: i.quantity_ordered ?? 0, price: money(i.product_sale_price) }] : [],
    ),
    subtotal: money(order.total?.subtotal),
    shipping: money(order.total?.total_shipping),
    tax: money(order.total?.total_tax),
    discounts: (order.total?.discounts ?? []).flatMap((d) => (d ? [{ label: d.label, amount: money(d.amount) }] : [])),
    grandTotal: money(order.total?.grand_total),
  };
}

export interface OrderDetailView extends OrderSummaryView, OrderContentsView {
  shippingAddress: OrderAddressView | null;
  billingAddress: OrderAddressView | null;
}

function orderAddress(address: AccountOrderAddressFragment | null | undefined): OrderAddressView | null {
  if (!address) return null;
  const cityLine = [address.postcode, address.city, address.region].filter(Boolean).join(" ");
  return {
    name: [address.firstname, address.lastname].filter(Boolean).join(" "),
    lines: [address.company, ...(address.street ?? []), cityLine, address.country_code].flatMap((l) => (l ? [l] : [])),
    telephone: address.telephone ?? "",
  };
}

export function toOrderDetail(data: AccountOrderQuery, number: string): OrderDetailView | null {
  const order = data.customer?.orders?.items.find((o) => o?.number === number);
  if (!order) return null;
  const contents = toOrderContents(order);
  return {
    ...contents,
    status: order.status,
    total: contents.grandTotal,
    shippingAddress: orderAddress(order.shipping_address),
    billingAddress: orderAddress(order.billing_address),
  };
}

export interface ReviewView {
  productName: string;
  productHref: string | null;
  date: string;
  summary: string;
  text: string;
  /** The breakdown entry named `Rating` (spec §3 "Review"), 0–5; else the average rating as a 0–5 value. */
  rating: number;
  status: string;
}

export function toReviews(data: AccountReviewsQuery): { reviews: ReviewView[]; page: number; totalPages: number } {
  const reviews = data.customer?.reviews;
  return {
    reviews: (reviews?.items ?? []).flatMap((r) => {
      if (!r) return [];
      const named = r.ratings_breakdown.find((b) => b?.name === "Rating");
      const rating = named ? Number(named.value) : r.average_rating / 20;
      const urlKey = r.product.url_key;
      return [
        {
          productName: r.product.name ?? "",
          productHref: urlKey ? `/${urlKey}${r.product.url_suffix ?? ""}` : null,
          date: r.created_at,
          summary: r.summary,
          text: r.text,
          rating: Number.isFinite(rating) ? Math.max(0, Math.min(5, rating)) : 0,
          status: r.status ?? "",
        },
      ];
    }),
    page: reviews?.page_info.current_page ?? 1,
    totalPages: Math.max(1, reviews?.page_info.total_pages ?? 1),
  };
}

export interface StoreCreditView {
  balance: MoneyView | null;
  history: { date: string; action: string; reason: string; change: MoneyView | null; balance: MoneyView | null }[];
  page: number;
  totalPages: number;
}

export function toStoreCredit(data: AccountStoreCreditQuery): StoreCreditView {
  const credit = data.customer?.store_credit;
  const history = credit?.balance_history;
  return {
    balance: money(credit?.current_balance),
    history: (history?.items ?? []).flatMap((h) =>
      h ? [{ date: h.date_time_changed ?? "", action: h.action ?? "", reason: h.reason ?? "", change: money(h.balance_change), balance: money(h.actual_balance) }] : [],
    ),
    page: history?.page_info?.current_page ?? 1,
    totalPages: Math.max(1, history?.page_info?.total_pages ?? 1),
  };
}
