"use client";

import { createContext, type ReactNode, use } from "react";
import { type WishedProductInput, afterAddFromWishlistAction } from "../actions";
import { publishWishlist } from "../store";
import { type HeartLabels, WishlistHeart } from "./WishlistHeart";

interface ProductWish {
  locale: string;
  product: WishedProductInput;
  labels: HeartLabels;
}

const ProductWishContext = createContext<ProductWish | null>(null);

/** The product page says which product (and chosen variant) its purchase form's heart stands for. */
export function ProductWishlistProvider({ value, children }: { value: ProductWish; children: ReactNode }) {
  return <ProductWishContext value={value}>{children}</ProductWishContext>;
}

/** The heart beside the add-to-cart button, for the product of the page it is on. */
export function ProductPageHeart() {
  const wish = use(ProductWishContext);
  if (!wish) return null;
  return <WishlistHeart locale={wish.locale} product={wish.product} labels={wish.labels} look="page" />;
}

/**
 * Spec §4 "Arriving from the wishlist": on a page opened from the wishlist (query parameter `wishlist`), the step
 * to run after the product was added to the cart — the product's wishlist item is removed.
 */
export function useWishlistAfterAdd(): () => void {
  const wish = use(ProductWishContext);
  return () => {
    if (!wish || !new URLSearchParams(window.location.search).has("wishlist")) return;
    void afterAddFromWishlistAction(wish.locale, { sku: wish.product.sku, uid: wish.product.uid ?? null }).then((membership) => {
      if (membership) publishWishlist({ status: "signedIn", membership });
    });
  };
}
