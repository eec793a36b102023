"use client";

import { useSyncExternalStore } from "react";
import { addsInFlight, onCartCountChange } from "@/features/cart/components/live-count";
import type { ShopperView } from "./view";

/**
 * The shopper's parts of a site view in the browser (docs/adr/019): loaded from `GET /api/shopper` once the page has
 * hydrated, again after each client-side navigation, and after the cart changed (for the panel's lines).
 *
 * The badge never goes back: an add publishes its count at once (live-count.ts), and the backend's count it answers
 * becomes this store's count before the optimistic one is withdrawn. An answer of `/api/shopper` that left the server
 * before the latest add was answered does not set the count (its other parts are still news), and another load
 * follows once no add is on its way.
 */
export interface ShopperState {
  /** Null until the first answer: the page shows the site's default parts. */
  view: ShopperView | null;
  /** The cart's count as the backend last said it. */
  cartCount: number;
}

let state: ShopperState = { view: null, cartCount: 0 };
const listeners = new Set<() => void>();
/** Moves with every add started or answered: a load started before a move is older than the count. */
let generation = 0;
let loading = false;
let again = false;
let last: { locale: string; path: string } | null = null;

function publish(next: ShopperState) {
  state = next;
  for (const listener of listeners) listener();
}

onCartCountChange((total) => {
  generation += 1;
  if (total === null) return;
  publish({ ...state, cartCount: total });
  // The panel's lines: asked for once the last add is answered.
  if (addsInFlight() === 0 && last) loadShopper(last.locale, last.path);
});

/** Asks for the shopper's parts of the page at `path` (the page's own path: the cookies its first visit records). */
export function loadShopper(locale: string, path: string): void {
  last = { locale, path };
  if (loading) {
    again = true;
    return;
  }
  loading = true;
  const started = generation;
  const url = `/api/shopper?${new URLSearchParams({ locale, path })}`;
  fetch(url, { cache: "no-store", credentials: "same-origin", headers: { accept: "application/json" } })
    .then(async (response) => {
      // A refused token: the server signed the shopper out and sends them to sign in (spec §4).
      if (response.redirected && !new URL(response.url).pathname.startsWith("/api/shopper")) {
        window.location.assign(response.url);
        return;
      }
      if (!response.ok) return;
      const view = (await response.json()) as ShopperView;
      const current = started === generation && addsInFlight() === 0;
      publish({ view, cartCount: current ? view.cart.count : state.cartCount });
      if (!current) again = true;
    })
    // The site's default parts stay: the page still works, signed out, with the cart one click away.
    .catch(() => {})
    .finally(() => {
      loading = false;
      if (again && addsInFlight() === 0 && last) {
        again = false;
        loadShopper(last.locale, last.path);
      }
    });
}

/** The shopper signs out: the session and the cart go (spec §4), the header shows the site's default at once. */
export function forgetShopper(): void {
  const view = state.view;
  publish({
    cartCount: 0,
    view: view && { ...view, signedIn: false, account: null, wishlist: null, cart: { ...view.cart, count: 0 } },
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const INITIAL: ShopperState = { view: null, cartCount: 0 };

export function useShopper(): ShopperState {
  return useSyncExternalStore(subscribe, () => state, () => INITIAL);
}
