import { GraphQlInputError } from "../../core/errors.ts";

// Bounds on what one client can make a cart hold or a mutation do. Every line of a mutation is resolved, checked
// against stock and written in the cart's transaction, while other writers of the database wait (PGlite has one
// connection); a cart's lines are all priced again on every read.

/** Largest quantity of one line: Magento's default "Maximum Qty Allowed in Shopping Cart", the storefront's cap. */
export const MAX_LINE_QTY = 10_000;

/** Items one mutation may add or update: the storefront sends at most as many (its own cart line cap). */
const MAX_ITEMS_PER_REQUEST = 50;

/** Different lines one cart may hold: more than a shopper fills, few enough that pricing it on each read stays cheap. */
export const MAX_CART_LINES = 100;

/** Refuses an oversized list of cart items before anything is read. */
export function checkItemsPerRequest(count: number): void {
  if (count > MAX_ITEMS_PER_REQUEST) {
    throw new GraphQlInputError(
      `A request can add or update at most ${MAX_ITEMS_PER_REQUEST} cart items; this one has ${count}. Send them in several requests.`,
    );
  }
}
