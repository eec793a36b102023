import { getLocale, getTranslations } from "next-intl/server";
import { type ReactNode, cache } from "react";
import { WishlistHeart } from "@/features/wishlist/components/WishlistHeart";
import { imgAttrs } from "@/lib/images/Img";
import type { ProductCardView } from "../mappers";
import { type CardImageSet, optimisedUrl } from "./card-image";
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

/**
 * A grid card is at most 384 CSS pixels wide (half a 767 px screen; 340 px from 1440 px): 828 px serves it sharp at
 * twice the density, and the larger renditions next/image lists would only add bytes to every card's markup.
 */
const MAX_CARD_WIDTH = 828;

/** One per card size and render, shared by its cards like the texts. */
const imageSets = cache((sizes: string): CardImageSet => ({ sizes, widths: [] }));

/**
 * The card's picture as a source and the image set every card shares (`widths` learnt from next/image's own
 * answer), when next/image's URLs follow its default loader; otherwise its full sources.
 */
function cardImage(image: { src: string; alt: string }, sizes: string): { image: CardModel["image"]; set: CardImageSet } {
  const attrs = imgAttrs(image.src, sizes);
  const set = imageSets(sizes);
  const widths = (attrs.srcSet ?? "").split(", ").map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]));
  const compact = widths.length > 0 && widths.every((w) => w > 0) && attrs.srcSet === widths.map((w) => `${optimisedUrl(image.src, w)} ${w}w`).join(", ");
  if (compact && attrs.src === optimisedUrl(image.src, widths.at(-1)!)) {
    const kept = widths.filter((w) => w <= MAX_CARD_WIDTH);
    if (kept.length === 0) kept.push(widths[0]!);
    if (set.widths.length === 0) set.widths.push(...kept);
    if (set.widths.join() === kept.join()) return { image: { src: image.src, alt: image.alt }, set };
  }
  return { image: { ...attrs, alt: image.alt, optimised: true }, set };
}

/** A product card (spec §9 Images: 216x268, the list view's 140x200), drawn by ProductCardBody from a small model. */
export async function ProductCard({ product, priority = false, variant = "grid", index, action }: Props) {
  const locale = await getLocale();
  const [t, texts] = await Promise.all([getTranslations({ locale, namespace: "Product" }), sharedTexts(locale)]);
  const list = variant === "list";
  const price = product.price;
  const sizes = list ? "140px" : GRID_SIZES;
  const picture = product.image ? cardImage(product.image, sizes) : null;
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
  return <ProductCardBody card={card} texts={texts.card} imageSet={picture?.set ?? imageSets(sizes)} locale={locale} list={list} index={index} heart={heart} />;
}
