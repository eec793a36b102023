"use client";

import { useSyncExternalStore } from "react";
import type { Membership } from "./membership";

/**
 * The shopper's wishlist as the hearts see it. The header publishes what the server loaded (only with a token,
 * spec §2.7); a toggle publishes the answer of its action. Pages themselves are the same for every shopper, so
 * their hearts learn membership here rather than from the page.
 */
export type WishlistState = { status: "unknown" } | { status: "signedOut" } | { status: "signedIn"; membership: Membership };

let state: WishlistState = { status: "unknown" };
const listeners = new Set<() => void>();

export function publishWishlist(next: WishlistState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const UNKNOWN: WishlistState = { status: "unknown" };

export function useWishlistState(): WishlistState {
  return useSyncExternalStore(subscribe, () => state, () => UNKNOWN);
}
