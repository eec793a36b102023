import { cache } from "react";
import { type ImgAttrs, imgAttrs } from "@/lib/images/Img";
import { type CardImageSet, optimisedUrl } from "./card-image";

/**
 * A grid card is at most 384 CSS pixels wide (half a 767 px screen; 340 px from 1440 px): 828 px serves it sharp at
 * twice the density, and the larger renditions next/image lists would only add bytes to every card's markup.
 */
export const MAX_CARD_WIDTH = 828;

/** A card's picture: its source alone (its renditions follow from the shared set), or next/image's full sources. */
export type CardPicture = { src: string; alt: string } | (ImgAttrs & { alt: string; optimised: true });

/** One per card size and render, shared by its cards: the page's data carries its widths once. */
export const cardImageSet = cache((sizes: string): CardImageSet => ({ sizes, widths: [] }));

/**
 * The card's picture and the image set every card of that size shares (`widths` learnt from next/image's own
 * answer, up to MAX_CARD_WIDTH), when next/image's URLs follow its default loader; otherwise its full sources.
 */
export function cardPicture(image: { src: string; alt: string }, sizes: string): { image: CardPicture; set: CardImageSet } {
  const attrs = imgAttrs(image.src, sizes);
  const set = cardImageSet(sizes);
  const widths = (attrs.srcSet ?? "").split(", ").map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]));
  const loaderUrls = widths.length > 0 && widths.every((w) => w > 0) && attrs.srcSet === widths.map((w) => `${optimisedUrl(image.src, w)} ${w}w`).join(", ");
  if (loaderUrls && attrs.src === optimisedUrl(image.src, widths.at(-1)!)) {
    const kept = widths.filter((w) => w <= MAX_CARD_WIDTH);
    if (kept.length === 0) kept.push(widths[0]!);
    if (set.widths.length === 0) set.widths.push(...kept);
    if (set.widths.join() === kept.join()) return { image: { src: image.src, alt: image.alt }, set };
  }
  return { image: { ...attrs, alt: image.alt, optimised: true }, set };
}
