import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { toProductCard } from "@/features/catalog/mappers";
import { imgAttrs } from "@/lib/images/Img";
import { ServiceNotice } from "@/lib/ui/ServiceNotice";
import { sessionRequiredPath } from "@/lib/session/paths";
import { readCustomerToken } from "@/lib/session/session";
import { type WishlistItemView, WishlistView } from "@/features/wishlist/components/WishlistView";
import { loadWishlistPage } from "@/features/wishlist/server";

const CARD_SIZES = "(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw";

/**
 * A feature of its own above catalog and wishlist: the page shows wished products as catalogue cards, while the
 * catalogue's cards carry the wishlist's heart.
 *
 * The wishlist's body, for `/wish` and `/account/my-wishlist`: signed in only — without a token the shopper goes
 * to sign-in with "Must be logged in to view your wish list" (spec §2.7, §8).
 */
export async function WishlistPage({ locale }: { locale: string }) {
  if (!(await readCustomerToken())) redirect(sessionRequiredPath(locale, "wishlistSignIn"));
  const [t, result] = await Promise.all([getTranslations({ locale, namespace: "Wishlist" }), loadWishlistPage(locale)]);
  if (!result.ok) return <ServiceNotice />;
  const items: WishlistItemView[] = result.data.flatMap((item) => {
    if (!item.product) return [];
    const card = toProductCard(item.product, locale);
    return [{
      itemId: item.id,
      sku: card.sku,
      uid: card.id,
      typename: card.typename,
      name: card.name,
      brand: card.brand,
      // Spec §4: the product page knows the shopper came from the wishlist.
      href: `${card.href}${card.href.includes("?") ? "&" : "?"}wishlist`,
      image: card.image ? { ...imgAttrs(card.image.src, CARD_SIZES), alt: card.image.alt } : null,
      price: card.price?.current ?? null,
      regular: card.price?.regular ?? null,
      inStock: card.inStock,
    }];
  });
  return (
    <WishlistView
      locale={locale}
      items={items}
      labels={{
        empty: t("empty"),
        continue: t("continue"),
        moveToCart: t("moveToCart"),
        moving: t("moving"),
        removeItem: t("removeItem"),
        count: t("count", { count: items.length }),
        views: t("views"),
        grid: t("grid"),
        list: t("list"),
        outOfStock: (await getTranslations({ locale, namespace: "Product" }))("outOfStock"),
      }}
    />
  );
}
