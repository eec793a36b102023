"use client";

import { useEffect, useSyncExternalStore } from "react";

/**
 * The cart count while a change is on its way. An add publishes "+n" the moment it is clicked (the badge moves in
 * the same frame), the cart page publishes the count it expects; either is withdrawn once the server's fresh render
 * has arrived, or rolled back when the backend refuses. Pending changes are kept as an absolute count so that a
 * server render arriving in between is never counted twice.
 */
let pending: number | null = null;
/** The count the header last rendered from the server. */
let serverCount = 0;
const listeners = new Set<() => void>();

function set(next: number | null) {
  if (pending === next) return;
  pending = next;
  for (const listener of listeners) listener();
}

/** The count the cart will have, or null to show the server's count again. */
export function publishCount(count: number | null): void {
  set(count === null ? null : Math.max(0, count));
}

let inFlight = 0;

/**
 * Told the backend's count after each add it confirmed, and when an add starts (null): a page whose header count
 * does not come with the page's server render (a site view, docs/adr/019) keeps its own count with these.
 */
const countListeners = new Set<(total: number | null) => void>();

export function onCartCountChange(listener: (total: number | null) => void): () => void {
  countListeners.add(listener);
  return () => countListeners.delete(listener);
}

/** Whether an add is on its way to the backend. */
export function addsInFlight(): number {
  return inFlight;
}

/**
 * Items on their way into the cart: the badge shows them at once. `confirm` hands over to the backend's count
 * (the fresh server render follows), `rollback` takes them off again; both are idempotent.
 */
export function optimisticAdd(quantity: number): { confirm: (total: number) => void; rollback: () => void } {
  inFlight += 1;
  for (const listener of countListeners) listener(null);
  set((pending ?? serverCount) + quantity);
  let done = false;
  const finish = () => {
    if (done) return false;
    done = true;
    inFlight -= 1;
    return true;
  };
  return {
    confirm(total) {
      if (!finish()) return;
      for (const listener of countListeners) listener(Math.max(0, total));
      if (inFlight > 0) return;
      set(Math.max(0, total));
      setTimeout(() => inFlight === 0 && set(null), 0);
    },
    rollback() {
      if (!finish()) return;
      set(inFlight === 0 ? null : Math.max(0, (pending ?? serverCount) - quantity));
    },
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveCount(server: number): number {
  useEffect(() => {
    serverCount = server;
  }, [server]);
  const live = useSyncExternalStore(subscribe, () => pending, () => null);
  return live ?? server;
}
