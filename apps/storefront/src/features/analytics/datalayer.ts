/**
 * GA4 ecommerce events through `window.dataLayer`. Tags only read it after consent (features/consent), so pushing
 * is always safe. The previous ecommerce object is cleared first, as GA4 recommends, so items never leak between
 * events.
 */
export interface DataLayerItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
  item_list_id?: string;
  item_list_name?: string;
  index?: number;
  price?: number;
  discount?: number;
  quantity?: number;
}

export type EcommerceEventName =
  | "view_item_list"
  | "select_item"
  | "view_item"
  | "add_to_cart"
  | "remove_from_cart"
  | "view_cart"
  | "begin_checkout"
  | "add_shipping_info"
  | "add_payment_info"
  | "purchase"
  | "add_to_wishlist";

export interface EcommerceEvent {
  event: EcommerceEventName;
  ecommerce: {
    currency?: string;
    value?: number;
    item_list_id?: string;
    item_list_name?: string;
    transaction_id?: string;
    items: DataLayerItem[];
  };
}

type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushDataLayer(event: EcommerceEvent | (DataLayerEntry & { event: string }), target?: { dataLayer?: unknown[] }): void {
  const host = target ?? (typeof window === "undefined" ? undefined : window);
  if (!host) return;
  host.dataLayer ??= [];
  if ("ecommerce" in event) host.dataLayer.push({ ecommerce: null });
  host.dataLayer.push(event);
}
