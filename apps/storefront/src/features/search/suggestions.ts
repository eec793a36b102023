import { decodeText, moneyFormatter } from "@/features/catalog/mappers";
import { categoryHref, productHref } from "@/features/routing/links";
import type { SearchSuggestionsQuery } from "@/lib/commerce/generated/graphql";

/** What the header overlay lists as the shopper types. Hrefs carry the site prefix: they are plain anchors. */
export interface Suggestion {
  id: string;
  kind: "product" | "category" | "brand";
  label: string;
  href: string;
  detail?: string;
  image?: string;
}

export interface Suggestions {
  term: string;
  total: number;
  products: Suggestion[];
  categories: Suggestion[];
  brands: Suggestion[];
}

export const MIN_TERM_LENGTH = 2;
export const MAX_TERM_LENGTH = 100;
const MAX_CATEGORIES = 4;

export function emptySuggestions(term: string): Suggestions {
  return { term, total: 0, products: [], categories: [], brands: [] };
}

/** A term worth asking the API about, or null. */
export function normalizeTerm(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const term = raw.trim().replace(/\s+/g, " ").slice(0, MAX_TERM_LENGTH);
  return term.length >= MIN_TERM_LENGTH ? term : null;
}

export function toSuggestions(data: SearchSuggestionsQuery, term: string, locale: string, localePrefix: string): Suggestions {
  const products = (data.products?.items ?? []).flatMap((p) => {
    const href = p ? productHref(p, { localePrefix }) : null;
    if (!p || !href) return [];
    const final = p.price_range.minimum_price.final_price;
    const brand = p.brands?.find((b) => b?.name)?.name;
    const price = final.value != null && final.currency ? moneyFormatter(locale, final.currency)(final.value) : null;
    const suggestion: Suggestion = {
      id: p.uid,
      kind: "product",
      label: decodeText(p.name),
      href,
      detail: [brand ? decodeText(brand) : null, price].filter(Boolean).join(" · "),
    };
    if (p.small_image?.url) suggestion.image = p.small_image.url;
    return [suggestion];
  });
  const categories = (data.categoryList ?? [])
    .flatMap((c) => {
      const href = c && c.include_in_menu !== 0 ? categoryHref(c, { localePrefix }) : null;
      return c && href ? [{ id: c.uid, kind: "category" as const, label: decodeText(c.name), href }] : [];
    })
    .slice(0, MAX_CATEGORIES);
  const brands = (data.brands?.items ?? []).flatMap((b) =>
    b ? [{ id: b.uid, kind: "brand" as const, label: decodeText(b.name), href: `${localePrefix}/brand/${encodeURIComponent(b.url_key)}` }] : [],
  );
  return { term, total: data.products?.total_count ?? 0, products, categories, brands };
}
