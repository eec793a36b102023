"use client";

import { useEffect, useSyncExternalStore } from "react";

/**
 * The cart count while a change is on its way. An add publishes "+n" the moment it is clicked (the badge moves in
 * the same frame), the cart page publishes the count it expects; either is withdrawn once a server render showing
 * it has arrived (on a site view that render comes with a request of its own, after the action: docs/adr/018), or
 * rolled back when the backend refuses. Pending changes are kept as an absolute count so that a server render
 * arriving in between is never counted twice.
 */
let pending: number | null = null;
/** The latest count known from the server: its last render, or the backend's answer to an add since. */
let serverCount = 0;
/** The count the header's last server render showed. */
let rendered: number | null = null;
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
 * Items on their way into the cart: the badge shows them at once. `confirm` hands over to the backend's count
 * (the fresh server render follows), `rollback` takes them off again; both are idempotent.
 */
export function optimisticAdd(quantity: number): { confirm: (total: number) => void; rollback: () => void } {
  inFlight += 1;
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
      // The backend's own count: newer than any render the header has shown so far.
      serverCount = Math.max(0, total);
      if (inFlight > 0) return;
      set(serverCount);
      setTimeout(() => inFlight === 0 && rendered === pending && set(null), 0);
    },
    rollback() {
      if (!finish()) return;
      // Back to the server's count: the last render's, or the backend's answer to an add it has not shown yet.
      if (inFlight === 0) set(rendered === serverCount ? null : serverCount);
      else set(Math.max(0, (pending ?? serverCount) - quantity));
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
    rendered = server;
    // The render has caught up with what was pending.
    if (inFlight === 0 && pending === server) set(null);
  }, [server]);
  const live = useSyncExternalStore(subscribe, () => pending, () => null);
  return live ?? server;
}
