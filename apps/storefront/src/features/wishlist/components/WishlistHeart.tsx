"use client";

import { useState, useTransition } from "react";
import { useNotify } from "@/features/notifications/Notifications";
import { pushDataLayer } from "@/features/analytics/datalayer";
import { type WishedProductInput, toggleWishlistAction } from "../actions";
import { findEntry } from "../membership";
import { publishWishlist, useWishlistState } from "../store";

export interface HeartLabels {
  add: string;
  remove: string;
}

interface Props {
  locale: string;
  product: WishedProductInput;
  labels: HeartLabels;
  /** "card": the small round button over a card's image; "page": the square beside the add-to-cart button. */
  look: "card" | "page";
}

/** Where a shopper without a token goes: the sign-in page, with "Must be logged in to view your wish list". */
function signInRoute(locale: string): string {
  return `/api/session/required?${new URLSearchParams({ locale, notice: "wishlistSignIn" })}`;
}

/** Spec §4 Wishlist: the heart shows whether the product is wished for and toggles it. */
export function WishlistHeart({ locale, product, labels, look }: Props) {
  const state = useWishlistState();
  const notify = useNotify();
  const [pending, startTransition] = useTransition();
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const known = state.status === "signedIn" ? findEntry(state.membership.entries, product) !== null : false;
  const wished = optimistic ?? known;

  const click = () => {
    if (state.status === "signedOut") {
      window.location.assign(signInRoute(locale));
      return;
    }
    setOptimistic(!wished);
    startTransition(async () => {
      try {
        const result = await toggleWishlistAction(locale, product);
        if (result.ok) {
          publishWishlist({ status: "signedIn", membership: result.membership });
          if (result.wished) pushDataLayer({ event: "add_to_wishlist", ecommerce: { items: [{ item_id: product.sku }] } });
        } else if (result.signedOut) {
          window.location.assign(signInRoute(locale));
        } else {
          notify({ type: "danger", message: result.message });
        }
      } finally {
        setOptimistic(null);
      }
    });
  };

  // A card's heart repeats on every card of a listing: one class (globals.css).
  const shape = look === "card" ? "heart-card" : "grid h-13 w-13 place-items-center border border-line text-xl transition-colors hover:text-ink disabled:opacity-60";
  return (
    <button
      type="button"
      onClick={click}
      disabled={pending}
      aria-pressed={wished}
      aria-label={wished ? labels.remove : labels.add}
      title={wished ? labels.remove : labels.add}
      data-testid="wishlist-heart"
      data-wished={wished ? "true" : "false"}
      className={`${shape} ${wished ? "text-sale" : "text-stone"}`}
    >
      <span aria-hidden>{wished ? "♥" : "♡"}</span>
    </button>
  );
}
