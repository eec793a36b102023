/** API cart → view model for the page, the hover panel and the badge (spec §3 "Cart", §9 "Prices and totals"). */
import { cartSpecialTotal, discountLabel, roundMoney } from "@/features/pricing/rules";
import { productHref } from "@/features/routing/links";
import type { CartDetailsQuery } from "@/lib/commerce/generated/graphql";

type ApiCart = NonNullable<CartDetailsQuery["cart"]>;
type ApiItem = NonNullable<NonNullable<ApiCart["items"]>[number]>;

export interface MoneyView {
  value: number;
  currency: string;
}

export interface CartLineView {
  uid: string;
  /** The variant's sku for a configurable item, else the product's. */
  sku: string;
  /** The parent product's sku (the spec's original_sku). */
  originalSku: string;
  name: string;
  brand: string | null;
  href: string | null;
  image: { url: string; label: string } | null;
  quantity: number;
  inStock: boolean;
  options: { label: string; value: string }[];
  unitPrice: MoneyView | null;
  rowTotal: MoneyView | null;
}

export interface CartView {
  id: string;
  totalQuantity: number;
  items: CartLineView[];
  coupon: string | null;
  currency: string;
  subtotal: number | null;
  /** The first discount's absolute amount, labelled with the first coupon code or null for "Discount". */
  discount: { label: string | null; amount: number } | null;
  specialTotal: number | null;
  tax: number | null;
  grandTotal: number | null;
  shippingMethod: { title: string; amount: number } | null;
  hasSoldOut: boolean;
}

export function toCartView(cart: ApiCart): CartView {
  const items = (cart.items ?? []).flatMap((item) => (item ? [toLine(item)] : []));
  const prices = cart.prices;
  const currency = prices?.grand_total?.currency ?? items[0]?.rowTotal?.currency ?? "GBP";
  const subtotal = prices?.subtotal_excluding_tax?.value ?? null;
  const first = prices?.discounts?.find(Boolean) ?? null;
  const coupon = cart.applied_coupons?.find(Boolean)?.code ?? null;
  const taxes = prices?.applied_taxes ?? [];
  const shipping = cart.shipping_addresses.find((a) => a?.selected_shipping_method)?.selected_shipping_method ?? null;
  const label = discountLabel(cart.applied_coupons, "");
  return {
    id: cart.id,
    totalQuantity: cart.total_quantity,
    items,
    coupon,
    currency,
    subtotal,
    discount: first ? { label: label || null, amount: Math.abs(first.amount.value ?? 0) } : null,
    specialTotal: cartSpecialTotal(subtotal, prices?.discounts),
    tax: taxes.length > 0 ? roundMoney(taxes.reduce((sum, t) => sum + (t?.amount.value ?? 0), 0)) : null,
    grandTotal: prices?.grand_total?.value ?? null,
    shippingMethod: shipping
      ? { title: [shipping.carrier_title, shipping.method_title].filter(Boolean).join(" — "), amount: shipping.amount.value ?? 0 }
      : null,
    hasSoldOut: items.some((item) => !item.inStock),
  };
}

function toLine(item: ApiItem): CartLineView {
  const product = item.product;
  const variant = item.__typename === "ConfigurableCartItem" ? item.configured_variant : null;
  const options =
    item.__typename === "ConfigurableCartItem"
      ? item.configurable_options.flatMap((o) => (o ? [{ label: o.option_label, value: o.value_label }] : []))
      : item.__typename === "BundleCartItem"
        ? item.bundle_options.flatMap((o) =>
            o ? [{ label: o.label, value: o.values.flatMap((v) => (v ? [`${v.quantity} × ${v.label}`] : [])).join(", ") }] : [],
          )
        : [];
  const image = variant?.thumbnail?.url ? variant.thumbnail : product.thumbnail;
  const money = (m: { value?: number | null; currency?: string | null } | null | undefined): MoneyView | null =>
    m && typeof m.value === "number" && m.currency ? { value: m.value, currency: m.currency } : null;
  return {
    uid: item.uid,
    sku: variant?.sku ?? product.sku ?? "",
    originalSku: product.sku ?? "",
    name: product.name ?? "",
    brand: product.brands?.find(Boolean)?.name ?? null,
    href: productHref(product),
    image: image?.url ? { url: image.url, label: image.label || product.name || "" } : null,
    quantity: item.quantity,
    // The parent's stock_status reflects the chosen variant (schema note); the variant's own is checked too.
    inStock: product.stock_status !== "OUT_OF_STOCK" && variant?.stock_status !== "OUT_OF_STOCK",
    options,
    unitPrice: money(item.prices?.price),
    rowTotal: money(item.prices?.row_total),
  };
}


/** The same cart after a quantity change or removal, shown at once while the backend confirms. */
export function withQuantity(cart: CartView, uid: string, quantity: number): CartView {
  const items = quantity > 0
    ? cart.items.map((item) => (item.uid === uid ? { ...item, quantity, rowTotal: scaled(item, quantity) } : item))
    : cart.items.filter((item) => item.uid !== uid);
  return {
    ...cart,
    items,
    totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    hasSoldOut: items.some((item) => !item.inStock),
  };
}

function scaled(item: CartLineView, quantity: number): MoneyView | null {
  if (!item.unitPrice) return item.rowTotal;
  return { value: roundMoney(item.unitPrice.value * quantity), currency: item.unitPrice.currency };
}

export const emptyCartView = (currency: string): CartView => ({
  id: "",
  totalQuantity: 0,
  items: [],
  coupon: null,
  currency,
  subtotal: null,
  discount: null,
  specialTotal: null,
  tax: null,
  grandTotal: null,
  shippingMethod: null,
  hasSoldOut: false,
});
