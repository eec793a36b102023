/**
 * Price and total rules (spec §3 "Derived prices", §9 "Prices and totals"). Inputs are Magento `Money` values:
 * floats in major units, possibly null.
 */

export interface MoneyLike {
  value?: number | null;
  currency?: string | null;
}

export interface PriceRangeLike {
  minimum_price: { regular_price: MoneyLike; final_price: MoneyLike };
  maximum_price?: { final_price: MoneyLike } | null;
}

export interface DerivedPrices {
  currency: string | null;
  regular: number | null;
  final: number | null;
  /** The highest final price (configurable and bundle products span a range). */
  maximum: number | null;
  /** The final price, only while it undercuts the regular price. */
  special: number | null;
  hasSpecialPrice: boolean;
  discountPercent: number | null;
}

export function derivePrices(range: PriceRangeLike): DerivedPrices {
  const { regular_price, final_price } = range.minimum_price;
  const regular = amount(regular_price);
  const final = amount(final_price);
  const hasSpecialPrice = final !== null && regular !== null && sameCurrency(regular_price, final_price) && final < regular;
  return {
    currency: final_price.currency ?? regular_price.currency ?? null,
    regular,
    final,
    maximum: amount(range.maximum_price?.final_price),
    special: hasSpecialPrice ? final : null,
    hasSpecialPrice,
    discountPercent: hasSpecialPrice ? discountPercent(final, regular) : null,
  };
}

/**
 * 100 − round(final / regular × 100). Worked in minor units so that 28.5% off rounds like the decimal it is
 * (as floats, 0.285 × 100 is 28.4999…). Null when there is no discount to show.
 */
export function discountPercent(final: number | null, regular: number | null): number | null {
  if (final === null || regular === null || !(regular > 0) || !(final < regular)) return null;
  return 100 - Math.round((toMinor(final) * 100) / toMinor(regular));
}

/** Store credit earned on an item: round(final / 10). */
export function itemCredit(final: number | null | undefined): number | null {
  return typeof final === "number" && Number.isFinite(final) ? Math.round(final / 10) : null;
}

export interface ReviewLike {
  ratings_breakdown?: ReadonlyArray<{ name: string; value: string } | null> | null;
}

/**
 * Sum of each review's "Rating" value over review_count (at least 1). As the spec states it, only the reviews
 * loaded are summed while the count covers all of them; pass every review for an exact average.
 */
export function averageRating(reviews: ReadonlyArray<ReviewLike | null>, reviewCount: number | null | undefined): number {
  let sum = 0;
  for (const review of reviews) {
    const rating = review?.ratings_breakdown?.find((r) => r?.name === "Rating");
    const value = Number(rating?.value);
    if (Number.isFinite(value)) sum += value;
  }
  return sum / Math.max(reviewCount ?? 0, 1);
}

export interface DiscountLike {
  amount?: MoneyLike | null;
}

/** Subtotal − |first discount|. Magento reports discounts as negative amounts on some versions, positive on others. */
export function cartSpecialTotal(
  subtotal: number | null | undefined,
  discounts: ReadonlyArray<DiscountLike | null> | null | undefined,
): number | null {
  if (typeof subtotal !== "number" || !Number.isFinite(subtotal)) return null;
  const first = amount(discounts?.[0]?.amount) ?? 0;
  return (toMinor(subtotal) - toMinor(Math.abs(first))) / 100;
}

/** The first applied coupon code, else the generic label (translated by the caller where needed). */
export function discountLabel(
  coupons: ReadonlyArray<{ code?: string | null } | null> | null | undefined,
  fallback = "Discount",
): string {
  return coupons?.[0]?.code || fallback;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Money as the locale writes it: MXN in es-MX is "$1,234.50", GBP in zh-CN "£1,234.50". Never throws: a bad
 * locale falls back to en-GB, a malformed currency code to a plain number followed by the code.
 */
export function formatMoney(value: number, currency: string, locale: string): string {
  if (!Number.isFinite(value)) return "";
  const amountValue = value === 0 ? 0 : value; // -0 would print as "-£0.00"
  const formatter = moneyFormat(currency, locale);
  if (formatter) return formatter.format(amountValue);
  const plain = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${plain.format(amountValue)} ${currency}`.trim();
}

function moneyFormat(currency: string, locale: string): Intl.NumberFormat | null {
  const key = `${locale}|${currency}`;
  const cached = formatters.get(key);
  if (cached) return cached;
  let formatter: Intl.NumberFormat;
  try {
    formatter = new Intl.NumberFormat(supportedLocale(locale), { style: "currency", currency });
  } catch {
    return null;
  }
  formatters.set(key, formatter);
  return formatter;
}

function supportedLocale(locale: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf(locale).length > 0 ? locale : "en-GB";
  } catch {
    return "en-GB";
  }
}

function amount(money: MoneyLike | null | undefined): number | null {
  const value = money?.value;
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function sameCurrency(a: MoneyLike, b: MoneyLike): boolean {
  return !a.currency || !b.currency || a.currency === b.currency;
}

/** Money in minor units (pence, cents): amounts are rounded, compared and summed there, never as floats. */
export function toMinor(value: number): number {
  return Math.round(value * 100);
}

/** An amount rounded to the cent. */
export function roundMoney(value: number): number {
  return toMinor(value) / 100;
}
