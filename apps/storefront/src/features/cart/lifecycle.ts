/**
 * Cart lifecycle rules (spec §4 "Cart lifecycle"), pure so the route, the actions and the pages decide alike.
 */
import { sitePrefixOf } from "@/i18n/site-prefix";

/** Methods that act on the shopper's cart and so need its id. */
export type CartUse = "read" | "write" | "none";

/** What to do about the cart id before calling a method. */
export type CartIdPlan = "use" | "create" | "skip";

/**
 * A method that needs a cart and has no id gets a fresh empty cart ("No cart id" and "Adding with no cart id").
 * A read may skip the creation when the caller cannot store a cookie (a page render): it shows an empty cart.
 */
export function planCartId(use: CartUse, cartId: string | undefined, canStoreCookie: boolean): CartIdPlan {
  if (use === "none") return "skip";
  if (cartId) return "use";
  if (use === "read" && !canStoreCookie) return "skip";
  return "create";
}

const DEAD_CART = [/isn't active/i, /could not find a cart/i];

/** The backend's words for a cart that expired, was ordered or never existed. */
export function isDeadCartMessage(message: string): boolean {
  return DEAD_CART.some((pattern) => pattern.test(message));
}

export type CartFailureOutcome =
  /** The stored cart is gone: clear the id, start a new cart, tell the shopper it expired. */
  | { clear: true; recreate: true; notice: "expired" }
  /** A write hit a dead cart: clear the id and ask the shopper to try again. */
  | { clear: true; recreate: false; notice: "retry" }
  /** The badge's count failed to load: clear the id; the reason is logged only. */
  | { clear: true; recreate: false; notice: null; log: QuantityFailureClass }
  | { clear: false };

export type QuantityFailureClass = "Cart Not Active" | "Login expired, please log in again";

export function classifyQuantityFailure(message: string): QuantityFailureClass {
  return message.includes("active") ? "Cart Not Active" : "Login expired, please log in again";
}

export type CartMethodKind = "load" | "quantity" | "add" | "other";

/**
 * How a failed call changes the cart. A guest cart that fails to load is replaced; adding to a dead cart clears
 * it; a failed quantity clears it whatever the reason. Other failures (a bad coupon, a network error) leave the
 * cart alone. A signed-in shopper's cart is theirs on the server, so only their id is dropped, never replaced.
 */
export function onCartFailure(kind: CartMethodKind, message: string, signedIn: boolean): CartFailureOutcome {
  if (kind === "quantity") return { clear: true, recreate: false, notice: null, log: classifyQuantityFailure(message) };
  if (kind === "load" && isDeadCartMessage(message)) {
    return signedIn ? { clear: true, recreate: false, notice: "retry" } : { clear: true, recreate: true, notice: "expired" };
  }
  if (kind === "add" && isDeadCartMessage(message)) return { clear: true, recreate: false, notice: "retry" };
  return { clear: false };
}

/**
 * Spec §4: the thank-you page (`/thank-you`, §2.3, under any site prefix) leaves the badge alone: the cart was just
 * ordered and the count is stale on purpose.
 */
export function reloadsQuantityOn(pathname: string): boolean {
  const path = pathname.slice(sitePrefixOf(pathname).length);
  return !/^\/thank-you(\/|$)/.test(path);
}
