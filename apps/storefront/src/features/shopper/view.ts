import type { AccountMenuTexts } from "@/features/account-access/components/AccountMenu";
import type { CartPanelModel } from "@/features/cart/components/cart-panel-model";
import type { Membership } from "@/features/wishlist/membership";

/**
 * The shopper's own parts of a site view (docs/adr/019), as `GET /api/shopper` answers them: a page shared caches
 * keep reads nothing from the request, and fills these in once it is in the browser.
 */
export interface ShopperView {
  /** The customer token cookie exists (spec §4). */
  signedIn: boolean;
  currency: string;
  cart: {
    count: number;
    panel: CartPanelModel;
  };
  /** The signed-in shopper's initial and menu; null signed out or without a first name. */
  account: { initial: string; texts: AccountMenuTexts } | null;
  /** Signed in only (spec §2.7). */
  wishlist: { label: string; membership: Membership } | null;
}
