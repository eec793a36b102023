import localFont from "next/font/local";

// Self-hosted from the @fontsource packages (hoisted to the workspace root): no font CDN at build or run time.
// Static instances, not the variable fonts: a page downloads only the faces its visible text needs, and each is a
// third to a half of the variable file (docs/benchmarks.md). Only the regular body face is preloaded: the others
// would share the connection with the largest image and the scripts; their size-adjusted fallbacks stand in until
// they arrive.

/** Headings and product names: one weight, regular (23 KB; the variable file is 38 KB). */
export const displayFont = localFont({
  src: "../../../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-normal.woff2",
  weight: "400",
  style: "normal",
  display: "swap",
  preload: false,
  variable: "--font-cormorant",
  fallback: ["Georgia", "Times New Roman", "serif"],
});

/** Most of the text (9 KB), preloaded. */
export const sansFont = localFont({
  src: "../../../../node_modules/@fontsource/jost/files/jost-latin-400-normal.woff2",
  weight: "400",
  style: "normal",
  display: "swap",
  variable: "--font-jost",
  fallback: ["Helvetica Neue", "Arial", "sans-serif"],
});

/**
 * The few labels set in medium (desktop menu, badges, totals; `font-sans-medium`). A family of its own so that it is
 * not preloaded with the regular face: a phone's first screen shows none of them.
 */
export const sansMediumFont = localFont({
  src: "../../../../node_modules/@fontsource/jost/files/jost-latin-500-normal.woff2",
  weight: "500",
  style: "normal",
  display: "swap",
  preload: false,
  variable: "--font-jost-medium",
  fallback: ["Helvetica Neue", "Arial", "sans-serif"],
});
