"use client";

import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useRef } from "react";
import { CartIconButton } from "./CartIconButton";
import { reloadQuantityAction } from "../actions";
import { reloadsQuantityOn } from "../lifecycle";
import { useLiveCount } from "./live-count";

interface Props {
  label: string;
  count: number;
  panel: ReactNode;
  locale: string;
  /** The stored cart failed to load: its id is cleared (spec §4), except where another rule applies. */
  stale: boolean;
}

/** The header's cart icon with a badge that follows the cart page's optimistic changes. */
export function LiveCartButton({ label, count, panel, locale, stale }: Props) {
  const pathname = usePathname();
  const done = useRef(false);
  useEffect(() => {
    // The cart page renews the cart itself and says so; order confirmation pages leave the count alone.
    if (!stale || done.current || /\/cart\/?$/.test(pathname) || !reloadsQuantityOn(pathname)) return;
    done.current = true;
    void reloadQuantityAction(locale);
  }, [stale, pathname, locale]);
  return <CartIconButton label={label} count={useLiveCount(count)} panel={panel} />;
}
