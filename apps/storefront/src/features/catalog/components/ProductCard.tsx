import { getLocale, getTranslations } from "next-intl/server";
import { type ReactNode, cache } from "react";
import { WishlistHeart } from "@/features/wishlist/components/WishlistHeart";
import type { ProductCardView } from "../mappers";
import { cardImageSet, cardPicture } from "./card-picture";
import { type CardModel, type CardTexts, ProductCardBody } from "./ProductCardBody";

// Grid: 2 columns on phones, 3 from md, 4 from lg (inside a 1440px max-width container).
const GRID_SIZES = "(min-width: 1440px) 340px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw";

interface Props {
  product: ProductCardView;
  priority?: boolean;
  /** "list" is the horizontal card of the listing's list view. */
  variant?: "grid" | "list";
  /** Position in its list (1-based), for analytics. */
  index?: number;
  /** A slot over the image for per-shopper actions; the wishlist heart by default. */
  action?: ReactNode;
}

/** The texts every card of a page shares: one object per render, so the page's data carries it once. */
const sharedTexts = cache(async (locale: string) => {
  const [t, tw] = await Promise.all([getTranslations({ locale, namespace: "Product" }), getTranslations({ locale, namespace: "Wishlist" })]);
  const card: CardTexts = { outOfStock: t("outOfStock"), chooseOptions: t("chooseOptions"), add: t("quickAdd"), adding: t("quickAdding"), failed: t("quickAddFailed") };
  return { card, heart: { add: tw("add"), remove: tw("remove") } };
});

/** A product card (spec §9 Images: 216x268, the list view's 140x200), drawn by ProductCardBody from a small model. */
export async function ProductCard({ product, priority = false, variant = "grid", index, action }: Props) {
  const locale = await getLocale();
  const [t, texts] = await Promise.all([getTranslations({ locale, namespace: "Product" }), sharedTexts(locale)]);
  const list = variant === "list";
  const price = product.price;
  const sizes = list ? "140px" : GRID_SIZES;
  const picture = product.image ? cardPicture(product.image, sizes) : null;
  const card: CardModel = {
    sku: product.sku,
    name: product.name,
    brand: product.brand,
    href: product.href,
    image: picture?.image ?? null,
    priority,
    sale: price?.discountPercent ? `${t("sale")} −${price.discountPercent}%` : null,
    inStock: product.inStock,
    purchase: product.purchase,
    typename: product.typename,
    finalPrice: product.finalPrice,
    price: price
      ? {
          current: price.isRange ? t("from", { price: price.current }) : price.current,
          regular: price.regular,
          now: t("now", { price: price.current }),
          was: price.regular ? t("was", { price: price.regular }) : "",
        }
      : null,
    addNamed: t("quickAddLabel", { name: product.name }),
  };
  const heart = product.sku
    ? (action ?? <WishlistHeart locale={locale} product={{ sku: product.sku, uid: product.id, typename: product.typename }} labels={texts.heart} look="card" />)
    : null;
  return <ProductCardBody card={card} texts={texts.card} imageSet={picture?.set ?? cardImageSet(sizes)} locale={locale} list={list} index={index} heart={heart} />;
}
