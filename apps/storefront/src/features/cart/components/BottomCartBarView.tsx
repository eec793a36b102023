"use client";

import { usePathname } from "next/navigation";
import { ClientLink as Link } from "@/i18n/ClientLink";
import { showsBottomCartBar } from "./bottom-bar";

/** The phone-width bar linking to the cart, with the count when there is one. */
export function BottomCartBarView({ label, count = 0 }: { label: string; count?: number }) {
  const pathname = usePathname();
  if (!showsBottomCartBar(pathname)) return null;
  return (
    <div className="sticky bottom-0 z-20 border-t border-line bg-ivory/95 backdrop-blur md:hidden" data-testid="bottom-cart-bar">
      <Link href="/cart" className="flex items-center justify-center gap-2 py-3 text-[11px] uppercase tracking-label">
        {label}
        {count > 0 ? <span className="rounded-full bg-ink px-2 text-ivory">{count}</span> : null}
      </Link>
    </div>
  );
}
