import { pushDataLayer } from "@/features/analytics/datalayer";
import { type AddToCartInput, type AddToCartResult, addToCartAction } from "./actions";
import { addToCartEvent } from "./analytics";
import { publishCount } from "./components/live-count";

/**
 * For client components (the product page): runs the server action, then, on success, sends GA4 add_to_cart and
 * moves the header badge at once (the refreshed header follows).
 */
export async function addToCart(input: AddToCartInput): Promise<AddToCartResult> {
  const result = await addToCartAction(input);
  if (result.ok) {
    pushDataLayer(addToCartEvent({ ...input, quantity: input.quantity > 0 ? input.quantity : 1 }));
    publishCount(result.totalQuantity);
    // The fresh server render carries the same count; let it take over.
    setTimeout(() => publishCount(null), 0);
  }
  return result;
}
