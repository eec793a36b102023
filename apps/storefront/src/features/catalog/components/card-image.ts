/** The widths next/image offers a card picture at its sizes: the same for every card of one size. */
export interface CardImageSet {
  sizes: string;
  widths: number[];
}

/** next/image's default loader URL (quality 75), as its `getImageProps` writes it; for server and client alike. */
export function optimisedUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`;
}
