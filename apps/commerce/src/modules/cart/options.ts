import type { cartItems } from "./tables.ts";

export type CartItemRow = typeof cartItems.$inferSelect;

/** A bundle selection the buyer picked; `productId` is kept so stock can be counted without a lookup. */
export interface BundlePick {
  optionId: number;
  selectionId: number;
  productId: number;
  qty: number;
}

/**
 * A gift card amount as chosen: in the currency it was chosen in, with its position in that currency's amount
 * list so that a shopper switching currency sees the merchant's matching amount rather than a conversion.
 */
export interface GiftCardChoice {
  currency: string;
  amount: number;
  index: number | null;
  senderName: string | null;
  senderEmail: string | null;
  recipientName: string | null;
  recipientEmail: string | null;
  message: string | null;
}

/** Decoded option uids; ones that are not valid base64 are ignored, as Magento's option providers skip them. */
export interface RequestOptions {
  selected: string[];
  entered: Map<string, string>;
}

/** What cart_items.options holds, per product type. */
export interface ItemOptions {
  configurable?: { attributeId: number; optionId: number }[];
  bundle?: BundlePick[];
  links?: number[];
  giftcard?: GiftCardChoice;
}

export function itemOptions(item: { options: unknown }): ItemOptions {
  return item.options && typeof item.options === "object" ? (item.options as ItemOptions) : {};
}

/** Two requests for the same product with the same choices make one line; this key tells them apart. */
export function lineKey(productId: number, variantId: number | null, options: ItemOptions): string {
  return JSON.stringify([productId, variantId, canonical(options)]);
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

/** Units of each stocked product a line takes: the variant, each bundle selection, or the product itself. */
export function demandOf(item: { productId: number; variantId: number | null; qty: number; options: unknown }): Map<number, number> {
  const out = new Map<number, number>();
  const add = (id: number, n: number) => out.set(id, (out.get(id) ?? 0) + n);
  const picks = itemOptions(item).bundle;
  if (picks?.length) for (const p of picks) add(p.productId, p.qty * item.qty);
  else add(item.variantId ?? item.productId, item.qty);
  return out;
}
