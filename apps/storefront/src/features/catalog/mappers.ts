import { decodeHTML } from "entities";
import { discountPercent } from "@/features/pricing/rules";
import type { ProductCardFragment } from "@/lib/commerce/generated/graphql";

export interface PriceView {
  /** What the shopper pays now (the lowest final price). */
  current: string;
  /** The regular price, only when a special price undercuts it. */
  regular: string | null;
  discountPercent: number | null;
  /** Options or bundles whose prices differ: shown as "From …". */
  isRange: boolean;
}

export interface ProductCardView {
  id: string;
  sku: string;
  name: string;
  brand: string | null;
  href: string;
  image: { src: string; alt: string } | null;
  price: PriceView | null;
  inStock: boolean;
  /** What the card's button does: add at once (nothing to choose), send to the product page, or nothing (sold out). */
  purchase: "add" | "choose" | "none";
  /** For the cart call and its analytics. */
  typename: string;
  finalPrice: { value: number; currency: string } | null;
}

/** Products a card can add without a choice (spec §5: other types need a variant, options, items or an amount). */
const ADD_FROM_CARD = new Set(["SimpleProduct", "VirtualProduct"]);

export function toProductCard(product: ProductCardFragment, locale: string): ProductCardView {
  const rewrite = product.url_rewrites?.find((r) => r?.url)?.url;
  const href = rewrite
    ? `/${rewrite.replace(/^\/+/, "")}`
    : product.url_key
      ? `/${product.url_key}${product.url_suffix ?? ""}`
      : `/p/${encodeURIComponent(product.sku ?? product.uid)}`;
  const name = decodeText(product.name);
  const brand = product.brands?.find((b) => b?.name)?.name;
  const image = product.thumbnail?.url
    ? { src: product.thumbnail.url, alt: decodeText(product.thumbnail.label) || name }
    : null;
  const inStock = product.stock_status !== "OUT_OF_STOCK";
  const final = product.price_range.minimum_price.final_price;
  return {
    id: product.uid,
    sku: product.sku ?? "",
    name,
    brand: brand ? decodeText(brand) : null,
    href,
    image,
    price: toPriceView(product.price_range, locale),
    inStock,
    purchase: !inStock ? "none" : ADD_FROM_CARD.has(product.__typename ?? "") ? "add" : "choose",
    typename: product.__typename ?? "",
    finalPrice: final?.value != null && final.currency ? { value: final.value, currency: final.currency } : null,
  };
}

export function toPriceView(range: ProductCardFragment["price_range"], locale: string): PriceView | null {
  const final = range.minimum_price.final_price;
  const regular = range.minimum_price.regular_price;
  if (final.value == null || !final.currency) return null;
  const format = moneyFormatter(locale, final.currency);
  const was = regular.currency === final.currency && regular.value != null && final.value < regular.value ? regular.value : null;
  const max = range.maximum_price?.final_price.value;
  return {
    current: format(final.value),
    regular: was == null ? null : format(was),
    discountPercent: was == null ? null : discountPercent(final.value, was),
    isRange: max != null && max > final.value,
  };
}

export function moneyFormatter(locale: string, currency: string): (value: number) => string {
  const nf = new Intl.NumberFormat(locale, { style: "currency", currency });
  return (value) => nf.format(value);
}

/** Catalogue text arrives HTML-escaped (Magento stores names that way); React escapes again on output. */
export function decodeText(value: string | null | undefined): string {
  return value ? decodeHTML(value).trim() : "";
}
