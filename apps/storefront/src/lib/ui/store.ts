"use client";

import { useSyncExternalStore } from "react";
import { initialUiState, type Panel, type UiAction, uiReducer, type UiState } from "./state";

// One store per browser tab: the header, sidebars and listing read the same toggles without a provider.
let state: UiState = initialUiState;
const listeners = new Set<() => void>();

export function dispatchUi(action: UiAction): void {
  const next = uiReducer(state, action);
  if (next === state) return;
  state = next;
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUi<T>(select: (s: UiState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(initialUiState),
  );
}

export function usePanel(panel: Panel): [boolean, (open: boolean) => void] {
  const open = useUi((s) => s.open[panel]);
  return [open, (value) => dispatchUi({ type: value ? "open" : "close", panel })];
}
