"use client";

import { ClientLink as Link } from "@/i18n/ClientLink";
import { HeartIcon } from "@/lib/ui/icons";
import { useWishlistState } from "../store";

/** The header's wishlist icon (signed in only) with the item count when above 0 (spec §2.7); follows toggles live. */
export function WishlistIcon({ label, count: loaded }: { label: string; count: number }) {
  const state = useWishlistState();
  const count = state.status === "signedIn" ? state.membership.count : loaded;
  return (
    <Link href="/wish" aria-label={label} className="relative block p-2" data-testid="wishlist-link">
      <HeartIcon />
      {count > 0 ? (
        <span className="absolute right-0 top-0 grid h-4 min-w-4 place-items-center rounded-full bg-ink px-1 text-[9px] text-ivory" data-testid="wishlist-badge">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
