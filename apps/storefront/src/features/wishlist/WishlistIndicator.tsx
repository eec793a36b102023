import { getTranslations } from "next-intl/server";
import { WishlistIcon } from "./components/WishlistIcon";
import { WishlistSync } from "./components/WishlistSync";
import { loadMembership } from "./server";

/**
 * The header's wishlist: loaded only with a token and shown only when signed in (spec §2.7). Also tells the page's
 * hearts which products are wished for. Reads cookies, so it renders inside the header's request-time boundary.
 */
export async function WishlistIndicator({ locale }: { locale: string }) {
  const [t, membership] = await Promise.all([getTranslations({ locale, namespace: "Wishlist" }), loadMembership(locale)]);
  return (
    <>
      <WishlistSync membership={membership} />
      {membership ? <WishlistIcon label={t("title")} count={membership.count} /> : null}
    </>
  );
}
