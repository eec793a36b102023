"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { AccountMenu } from "@/features/account-access/components/AccountMenu";
import { BottomCartBarView } from "@/features/cart/components/BottomCartBarView";
import { CartIconButton } from "@/features/cart/components/CartIconButton";
import { CartPanel } from "@/features/cart/components/CartPanel";
import { useLiveCount } from "@/features/cart/components/live-count";
import { WishlistIcon } from "@/features/wishlist/components/WishlistIcon";
import { publishWishlist } from "@/features/wishlist/store";
import { ClientLink as Link } from "@/i18n/ClientLink";
import { UserIcon } from "@/lib/ui/icons";
import { forgetShopper, loadShopper, useShopper } from "./store";

/**
 * The shopper's parts of a site view (docs/adr/019). The page, the same for everyone, carries the site's default of
 * each (signed out, an empty bag); these take the shopper's own from `GET /api/shopper` once the page is in the
 * browser. Nothing moves when they arrive: each part keeps its place and size.
 */

/**
 * Asks for the shopper's parts after hydration, after each client-side navigation, and whenever the page's server
 * render arrives anew (`renderedWith` is a new object with each: after signing out, say); renders nothing.
 */
export function ShopperLoader({ locale, renderedWith }: { locale: string; renderedWith: object }) {
  const pathname = usePathname();
  useEffect(() => {
    loadShopper(locale, window.location.pathname);
  }, [locale, pathname, renderedWith]);
  const { view } = useShopper();
  useEffect(() => {
    // The hearts of the page learn the wish list here, as they do from the shopper's header elsewhere.
    if (view) publishWishlist(view.wishlist ? { status: "signedIn", membership: view.wishlist.membership } : { status: "signedOut" });
  }, [view]);
  return null;
}

export function ShopperCart({ label }: { label: string }) {
  const { view, cartCount } = useShopper();
  return <CartIconButton label={label} count={useLiveCount(cartCount)} panel={view ? <CartPanel model={view.cart.panel} /> : null} />;
}

export function ShopperBottomBar({ label }: { label: string }) {
  const { cartCount } = useShopper();
  return <BottomCartBarView label={label} count={useLiveCount(cartCount)} />;
}

export function ShopperAccount({ locale, label }: { locale: string; label: string }) {
  const { view } = useShopper();
  if (view?.account) return <AccountMenu locale={locale} initial={view.account.initial} texts={view.account.texts} onSignOut={forgetShopper} />;
  return (
    <Link href={view?.signedIn ? "/account/overview" : "/user/signin"} aria-label={label} className="p-2" data-testid="account-link">
      <UserIcon />
    </Link>
  );
}

export function ShopperWishlist() {
  const { view } = useShopper();
  return view?.wishlist ? <WishlistIcon label={view.wishlist.label} count={view.wishlist.membership.count} /> : null;
}
