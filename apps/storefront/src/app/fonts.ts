import localFont from "next/font/local";

// Self-hosted from the @fontsource packages (hoisted to the workspace root): no font CDN at build or run time.
// The display face is not preloaded: at 37 KB it is the largest file before a page's first paint and would share the
// connection with the largest image and the scripts (docs/benchmarks.md). Its size-adjusted fallback stands in until
// it arrives. The body face is preloaded: it sets most of the text.
export const displayFont = localFont({
  src: "../../../../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2",
  weight: "300 700",
  style: "normal",
  display: "swap",
  preload: false,
  variable: "--font-cormorant",
  fallback: ["Georgia", "Times New Roman", "serif"],
});

export const sansFont = localFont({
  src: "../../../../node_modules/@fontsource-variable/jost/files/jost-latin-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  variable: "--font-jost",
  fallback: ["Helvetica Neue", "Arial", "sans-serif"],
});
