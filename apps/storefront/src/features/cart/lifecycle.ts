/**
 * Cart lifecycle rules (spec §4 "Cart lifecycle"), pure so the route, the actions and the pages decide alike.
 */
import { sitePrefixOf } from "@/i18n/site-prefix";

/** Methods that act on the shopper's cart and so need its id. */
export type CartUse = "read" | "write" | "none";

/** What to do about the cart id before calling a method. */
export type CartIdPlan = "use" | "create" | "skip";

/**
 * A write with no id gets a fresh empty cart first ("Adding with no cart id": a real cart is loaded first). A read
 * never creates one: without an id it answers an empty cart and stores nothing, so a visit (or a crawler, or a
 * script) that only looks costs no cart; the first write creates it.
 */
export function planCartId(use: CartUse, cartId: string | undefined): CartIdPlan {
  if (use === "none") return "skip";
  if (cartId) return "use";
  return use === "write" ? "create" : "skip";
}

const DEAD_CART = [/isn't active/i, /could not find a cart/i];

/** The backend's words for a cart that expired, was ordered or never existed. */
export function isDeadCartMessage(message: string): boolean {
  return DEAD_CART.some((pattern) => pattern.test(message));
}

export type CartFailureOutcome =
  /** A guest's stored cart is gone: clear the id, answer an empty cart and tell the shopper it expired. */
  | { clear: true; notice: "expired" }
  /** A write hit a dead cart, or a signed-in shopper's cart failed to load: clear the id, ask to try again. */
  | { clear: true; notice: "retry" }
  /** The badge's count failed to load: clear the id; the reason is logged only. */
  | { clear: true; notice: null; log: QuantityFailureClass }
  | { clear: false };

export type QuantityFailureClass = "Cart Not Active" | "Login expired, please log in again";

export function classifyQuantityFailure(message: string): QuantityFailureClass {
  return message.includes("active") ? "Cart Not Active" : "Login expired, please log in again";
}

export type CartMethodKind = "load" | "quantity" | "add" | "other";

/**
 * How a failed call changes the cart. A guest cart that fails to load is dropped (a new one is created by the next
 * write, spec §4 "Guest cart fails to load"); adding to a dead cart clears it; a failed quantity clears it whatever
 * the reason. Other failures (a bad coupon, a network error) leave the cart alone. A signed-in shopper's cart is
 * theirs on the server, so only their id is dropped.
 */
export function onCartFailure(kind: CartMethodKind, message: string, signedIn: boolean): CartFailureOutcome {
  if (kind === "quantity") return { clear: true, notice: null, log: classifyQuantityFailure(message) };
  if (kind === "load" && isDeadCartMessage(message)) return { clear: true, notice: signedIn ? "retry" : "expired" };
  if (kind === "add" && isDeadCartMessage(message)) return { clear: true, notice: "retry" };
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
