"use client";

import { type ReactNode, useEffect, useRef } from "react";

/**
 * The account step's chosen panel (`accountType`): its first field takes the focus once the page is shown, unless
 * the shopper already put it somewhere, so the step opens on the choice as well as showing it first.
 */
export function ChosenPanel({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    ref.current?.querySelector<HTMLInputElement>("input:not([type=hidden]):not([disabled])")?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} className={className} data-testid="account-chosen">
      {children}
    </div>
  );
}
