/**
 * Spec §3 and §4 Wishlist, pure so that the server action, the hearts and the tests share it.
 * - Membership: a product is in the wishlist when an item matches its sku or uid and has both an id and a quantity.
 * - The count is items_count summed over all lists.
 * - Toggling removes a product already present and adds it otherwise; adding is skipped when it is present.
 */

export interface WishlistEntry {
  id: string;
  quantity: number;
  sku: string | null;
  uid: string | null;
}

/** The shopper's wishlist as the hearts and the badge need it. */
export interface Membership {
  entries: WishlistEntry[];
  /** items_count summed over the lists (spec §7). */
  count: number;
}

/** The product a heart stands for: the product's own sku and uid (a configurable's, not a variant's). */
export interface WishedProduct {
  sku: string;
  uid?: string | null;
}

interface RawItem {
  id?: string | null;
  quantity?: number | null;
  product?: { sku?: string | null; uid?: string | null } | null;
}

/** Items as the API returns them, keeping only those the spec counts as members (id and quantity present). */
export function toEntries(items: ReadonlyArray<RawItem | null> | null | undefined): WishlistEntry[] {
  return (items ?? []).flatMap((item) =>
    item?.id && item.quantity != null && item.quantity > 0
      ? [{ id: item.id, quantity: item.quantity, sku: item.product?.sku ?? null, uid: item.product?.uid ?? null }]
      : [],
  );
}

/** The list entry standing for the product, if any. */
export function findEntry(entries: readonly WishlistEntry[], product: WishedProduct): WishlistEntry | null {
  return entries.find((e) => (e.sku !== null && e.sku === product.sku) || (!!product.uid && e.uid === product.uid)) ?? null;
}

export function itemsCountOf(lists: ReadonlyArray<{ items_count?: number | null } | null> | null | undefined): number {
  return (lists ?? []).reduce((sum, list) => sum + Math.max(0, list?.items_count ?? 0), 0);
}

export type ToggleStep = { kind: "remove"; itemId: string } | { kind: "add" };

/** What a click on the heart does. */
export function toggleStep(entries: readonly WishlistEntry[], product: WishedProduct): ToggleStep {
  const entry = findEntry(entries, product);
  return entry ? { kind: "remove", itemId: entry.id } : { kind: "add" };
}

/** Product types the wishlist can take from a heart (spec §5: others are logged and skipped). */
export const WISHABLE_TYPES = new Set([
  "SimpleProduct", "VirtualProduct", "ConfigurableProduct", "BundleProduct", "GroupedProduct", "DownloadableProduct", "GiftCardProduct",
]);
