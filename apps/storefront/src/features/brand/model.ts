import { decodeText } from "@/features/catalog/mappers";
import type { BrandSummaryFragment } from "@/lib/commerce/generated/graphql";

export interface BrandSummary {
  id: number;
  name: string;
  urlKey: string;
  letter: string;
  featured: boolean;
  productCount: number;
}

export interface LetterGroup {
  letter: string;
  /** Anchor id of the letter's section on the brand list. */
  anchor: string;
  brands: BrandSummary[];
}

/** The index bar: A–Z, then "#" for names that do not start with a Latin letter. */
export const INDEX_LETTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ", "#"] as const;

export function toBrandSummary(brand: BrandSummaryFragment): BrandSummary {
  return {
    id: brand.id,
    name: decodeText(brand.name),
    urlKey: brand.url_key,
    letter: normaliseLetter(brand.first_letter),
    featured: brand.is_featured,
    productCount: brand.product_count,
  };
}

export function normaliseLetter(letter: string | null | undefined): string {
  const upper = (letter ?? "").trim().toUpperCase();
  return /^[A-Z]$/.test(upper) ? upper : "#";
}

export function letterAnchor(letter: string): string {
  return letter === "#" ? "letter-other" : `letter-${letter}`;
}

/** Brands grouped under their index letter, letters in index order, names in locale order within a letter. */
export function groupByLetter(brands: readonly BrandSummary[], locale = "en"): LetterGroup[] {
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  const groups = new Map<string, BrandSummary[]>();
  for (const brand of brands) {
    const list = groups.get(brand.letter) ?? [];
    list.push(brand);
    groups.set(brand.letter, list);
  }
  return INDEX_LETTERS.filter((letter) => groups.has(letter)).map((letter) => ({
    letter,
    anchor: letterAnchor(letter),
    brands: (groups.get(letter) ?? []).sort((a, b) => collator.compare(a.name, b.name)),
  }));
}

/** `/brand/{id}`: the spec's brand address uses the numeric id. */
export function brandPath(brand: { id: number }): string {
  return `/brand/${brand.id}`;
}

/**
 * The cache tag of everything shown about one brand (its details, its products' listing), which `POST
 * /api/revalidate` takes to drop them and the pages made of them.
 */
export function brandTag(brand: { id: number }): string {
  return `brand:${brand.id}`;
}

/** The `{id}` segment: a numeric id (the brand's uid is its base64), or a URL key; null when it can be neither. */
export function parseBrandKey(raw: string): { id: number; uid: string } | { urlKey: string } | null {
  const value = safeDecode(raw).trim();
  if (/^\d+$/.test(value)) return /^[1-9]\d{0,9}$/.test(value) ? { id: Number(value), uid: base64(value) } : null;
  if (/^[a-z0-9][a-z0-9-]{0,99}$/i.test(value)) return { urlKey: value.toLowerCase() };
  return null;
}

function base64(value: string): string {
  return Buffer.from(value, "utf8").toString("base64");
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
