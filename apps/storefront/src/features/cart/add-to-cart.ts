import { pushDataLayer } from "@/features/analytics/datalayer";
import { type AddToCartResult, addToCartAction } from "./actions";
import type { AddToCartRequest } from "./add-rules";
import { type AddedProduct, addToCartEvent } from "./analytics";
import { optimisticAdd } from "./components/live-count";

/** A request to add, with what the page knows for the analytics event. */
export type AddToCartInput = AddToCartRequest & Omit<AddedProduct, "sku" | "quantity"> & { locale: string };

export type BadgeChange = ReturnType<typeof optimisticAdd>;

/**
 * Moves the header badge now. Call it in the click handler itself, outside `startTransition`: a store update made
 * inside a transition is not rendered synchronously, and the badge must move in the frame of the click.
 */
export function bumpBadge(input: Pick<AddToCartRequest, "quantity" | "children">): BadgeChange {
  return optimisticAdd(addedQuantity(input));
}

/** How many items an add puts in the cart: a grouped product adds each chosen child. */
export function addedQuantity(input: Pick<AddToCartRequest, "quantity" | "children">): number {
  if (input.children) return input.children.reduce((sum, c) => sum + Math.max(0, c.quantity), 0);
  return input.quantity > 0 ? input.quantity : 1;
}

/**
 * For client components (product page and product cards), with the badge change `bumpBadge` made in the click
 * handler: the server action runs; on success GA4 add_to_cart is sent and the backend's count takes over, otherwise the badge rolls back.
 */
export async function addToCart(input: AddToCartInput, badge: BadgeChange): Promise<AddToCartResult> {
  const { locale, name, brand, price, currency, ...request } = input;
  const adding = addedQuantity(request);
  let result: AddToCartResult;
  try {
    result = await addToCartAction(locale, request);
  } catch (error) {
    badge.rollback();
    throw error;
  }
  if (!result.ok) {
    badge.rollback();
    return result;
  }
  badge.confirm(result.totalQuantity);
  pushDataLayer(addToCartEvent({ sku: request.sku, name, brand, price, currency, quantity: adding }));
  return result;
}
