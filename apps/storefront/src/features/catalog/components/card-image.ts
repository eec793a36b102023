/** The widths next/image offers a card picture at its sizes: the same for every card of one size. */
export interface CardImageSet {
  sizes: string;
  widths: number[];
}

/** What a card's <img> needs for its optimised renditions. */
export interface CardSources {
  src: string;
  srcSet: string;
  sizes: string;
}

/** next/image's default loader URL (quality 75), as its `getImageProps` writes it; for server and client alike. */
export function optimisedUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`;
}

/** A card picture's sources rebuilt from its source and the image set its cards share (card-picture.ts). */
export function cardSources(src: string, set: CardImageSet): CardSources {
  return {
    src: optimisedUrl(src, set.widths.at(-1) ?? 1920),
    srcSet: set.widths.map((w) => `${optimisedUrl(src, w)} ${w}w`).join(", "),
    sizes: set.sizes,
  };
}
