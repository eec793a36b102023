"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";
import { ClientLink as Link } from "@/i18n/ClientLink";
import { BagIcon } from "@/lib/ui/icons";

/** Spec §9: the cart panel closes 500 ms after the pointer leaves. */
export const CART_HOVER_CLOSE_MS = 500;

interface Props {
  label: string;
  count: number;
  /** Panel content: the cart's item list once the cart feature provides it, else the empty state. */
  panel: ReactNode;
}

/** The header's bag icon: a link to the cart with the count, and the hover panel on desktop. */
export function CartIconButton({ label, count, panel }: Props) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);

  return (
    <div
      className="relative"
      onPointerEnter={(e) => {
        if (e.pointerType !== "mouse") return;
        cancel();
        setOpen(true);
      }}
      onPointerLeave={() => {
        cancel();
        timer.current = setTimeout(() => setOpen(false), CART_HOVER_CLOSE_MS);
      }}
    >
      <Link href="/cart" aria-label={label} className="relative block p-2" data-testid="cart-link">
        <BagIcon />
        {count > 0 ? (
          <span className="absolute right-0 top-0 grid h-4 min-w-4 place-items-center rounded-full bg-ink px-1 text-[9px] text-ivory" data-testid="cart-badge">
            {count}
          </span>
        ) : null}
      </Link>
      {open ? (
        <div className="absolute right-0 top-full z-40 hidden w-80 border border-line bg-ivory p-6 shadow-lg md:block" data-testid="cart-panel">
          {panel}
        </div>
      ) : null}
    </div>
  );
}
