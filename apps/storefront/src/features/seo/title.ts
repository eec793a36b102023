import type { Metadata } from "next";

export const SITE_NAME = "Maison";
const SUFFIXED = new RegExp(`[|\\-–—]\\s*${SITE_NAME}\\s*$`, "i");

/**
 * A page title for metadata. The layout's template appends " | Maison"; backend meta titles often carry that
 * suffix already, and then the title is used as it is rather than doubled.
 */
export function pageTitle(title: string): NonNullable<Metadata["title"]> {
  const clean = title.trim();
  return SUFFIXED.test(clean) ? { absolute: clean } : clean;
}
