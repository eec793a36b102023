"use client";

import { type ComponentProps, lazy, Suspense } from "react";

// Only signed-in shoppers see the menu: its code loads with their pages, not with every guest's (the header is in
// every page's layout, whose client code every page loads).
const AccountMenu = lazy(() => import("./AccountMenu").then((m) => ({ default: m.AccountMenu })));

export function LazyAccountMenu(props: ComponentProps<typeof AccountMenu>) {
  // Until then, the initial in the same box: nothing moves when the menu's button replaces it.
  const initial = (
    <div className="relative">
      <span className="mx-1 flex h-8 w-8 items-center justify-center rounded-full bg-ink font-sans-medium text-sm text-ivory">{props.initial}</span>
    </div>
  );
  return (
    <Suspense fallback={initial}>
      <AccountMenu {...props} />
    </Suspense>
  );
}
