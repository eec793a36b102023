/** The page frames of spec §2.2; route-group layouts pick one by name. */
export const frameNames = ["default", "checkout", "login", "empty"] as const;
export type FrameName = (typeof frameNames)[number];

/** An unknown frame name falls back to the default frame. */
export function resolveFrame(name: string | null | undefined): FrameName {
  return frameNames.find((f) => f === name) ?? "default";
}

export type Carousel = "standard" | "cn" | null;

/** cn has its own shipping carousel, mex none, every other site the standard one. */
export function carouselFor(site: string): Carousel {
  if (site === "cn") return "cn";
  if (site === "mex") return null;
  return "standard";
}

/** The bottom cart bar is hidden wherever the path contains `/cart`. */
export function showsBottomCartBar(pathname: string): boolean {
  return !pathname.includes("/cart");
}
