export type Carousel = "standard" | "cn" | null;

/** cn has its own shipping carousel, mex none, every other site the standard one. */
export function carouselFor(site: string): Carousel {
  if (site === "cn") return "cn";
  if (site === "mex") return null;
  return "standard";
}
