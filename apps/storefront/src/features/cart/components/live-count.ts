"use client";

import { useSyncExternalStore } from "react";

/**
 * The cart count while a change is on its way: the page publishes it so the header badge moves at the same moment,
 * and withdraws it once the server's fresh render has arrived.
 */
let pending: number | null = null;
const listeners = new Set<() => void>();

export function publishCount(count: number | null): void {
  if (pending === count) return;
  pending = count;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveCount(serverCount: number): number {
  const live = useSyncExternalStore(subscribe, () => pending, () => null);
  return live ?? serverCount;
}
