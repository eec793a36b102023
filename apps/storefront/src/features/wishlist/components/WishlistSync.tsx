"use client";

import { useEffect } from "react";
import type { Membership } from "../membership";
import { publishWishlist } from "../store";

/** Hands what the header loaded to the hearts of the page; null membership: signed out. */
export function WishlistSync({ membership }: { membership: Membership | null }) {
  useEffect(() => {
    publishWishlist(membership ? { status: "signedIn", membership } : { status: "signedOut" });
  }, [membership]);
  return null;
}
