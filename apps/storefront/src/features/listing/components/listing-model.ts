import { decodeText } from "@/features/catalog/mappers";
import { type ListingState, facetUrlKey, serialize, toggleFilter } from "@/features/listing/url-state";
import type { ProductListingQuery } from "@/lib/commerce/generated/graphql";

/** View models for a listing's facets, chips and paging. Every href is a full, shareable listing address. */

export type ListingView = "grid" | "list";

export interface FacetOption {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  /** The listing with this value toggled. */
  href: string;
  /** CSS colour for the colour facet; null when the name is not known. */
  swatch?: string | null;
}

export interface Facet {
  code: string;
  urlKey: string;
  label: string;
  kind: "swatch" | "price" | "list";
  options: FacetOption[];
}

export interface ActiveFilter {
  urlKey: string;
  value: string;
  label: string;
  /** The listing without this value. */
  removeHref: string;
}

export interface FacetsView {
  facets: Facet[];
  active: ActiveFilter[];
  /** The listing without any filter; null when none is set. */
  clearHref: string | null;
}

type Aggregations = NonNullable<ProductListingQuery["products"]>["aggregations"];

export interface FacetOptions {
  /** `state → href`, the page's address with the state's query. */
  link: (state: ListingState) => string;
  formatPrice: (value: number) => string;
  /** Aggregations the page already scopes by (a category page's own category facet stays useful, so none by default). */
  hide?: readonly string[];
}

// Most used first; anything else follows in the backend's position order.
const FIRST = ["category_uid", "category_id", "brand", "color", "price"];

export function listingHref(path: string, state: ListingState, view: ListingView = "grid"): string {
  const params = new URLSearchParams(serialize(state));
  if (view === "list") params.set("view", "list");
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function parseView(raw: string | string[] | undefined): ListingView {
  return (Array.isArray(raw) ? raw[0] : raw) === "list" ? "list" : "grid";
}

export function toFacets(aggregations: Aggregations, state: ListingState, options: FacetOptions): FacetsView {
  const labels = new Map<string, string>();
  const facets: Facet[] = [];
  const sorted = (aggregations ?? [])
    .flatMap((a) => (a && !options.hide?.includes(a.attribute_code) ? [a] : []))
    .sort((a, b) => rank(a.attribute_code) - rank(b.attribute_code) || (a.position ?? 0) - (b.position ?? 0));
  for (const aggregation of sorted) {
    const code = aggregation.attribute_code;
    const urlKey = facetUrlKey(code);
    const kind = code === "color" ? "swatch" : code === "price" ? "price" : "list";
    const selectedValues = state.filters[urlKey] ?? [];
    const facetOptions = (aggregation.options ?? []).flatMap((option) => {
      if (!option?.value) return [];
      const label = kind === "price" ? priceLabel(option.value, options.formatPrice) : decodeText(option.label) || option.value;
      labels.set(`${urlKey}\u0000${option.value}`, label);
      const facetOption: FacetOption = {
        value: option.value,
        label,
        count: option.count ?? 0,
        selected: selectedValues.includes(option.value),
        href: options.link(toggleFilter(state, urlKey, option.value)),
      };
      if (kind === "swatch") facetOption.swatch = swatchColour(label);
      return [facetOption];
    });
    if (facetOptions.length === 0) continue;
    facets.push({ code, urlKey, label: decodeText(aggregation.label) || code, kind, options: facetOptions });
  }
  const active = Object.entries(state.filters).flatMap(([urlKey, values]) =>
    values.map((value) => ({
      urlKey,
      value,
      label: labels.get(`${urlKey}\u0000${value}`) ?? (urlKey === "price" ? priceLabel(value, options.formatPrice) : value),
      removeHref: options.link(toggleFilter(state, urlKey, value)),
    })),
  );
  const clearHref = active.length > 0 ? options.link({ ...state, filters: {}, page: 1 }) : null;
  return { facets, active, clearHref };
}

function rank(code: string): number {
  const i = FIRST.indexOf(code);
  return i === -1 ? FIRST.length : i;
}

/** "10_20" → "£10.00 – £20.00"; an open top bucket "100_*" → "£100.00 +". */
export function priceLabel(value: string, format: (n: number) => string): string {
  const [low, high] = value.split("_");
  const from = low && low !== "*" ? Number(low) : null;
  const to = high && high !== "*" ? Number(high) : null;
  if (from !== null && Number.isFinite(from) && to !== null && Number.isFinite(to)) return `${format(from)} – ${format(to)}`;
  if (from !== null && Number.isFinite(from)) return `${format(from)} +`;
  if (to !== null && Number.isFinite(to)) return `– ${format(to)}`;
  return value;
}

// Aggregation options carry no swatch data in Magento's schema, so colour names map to a tone.
const TONES: ReadonlyArray<readonly [RegExp, string]> = [
  [/black|jet|onyx|noir/i, "#111111"],
  [/ivory|cream|ecru|white|blanc/i, "#F4EFE6"],
  [/rose gold/i, "#B76E79"],
  [/gold|champagne|bronze/i, "#C8A951"],
  [/silver|metallic/i, "#C0C0C0"],
  [/navy|midnight/i, "#1F2A44"],
  [/blue|sky|azure/i, "#8DB6D9"],
  [/burgundy|oxblood|plum|wine/i, "#6D1A2B"],
  [/scarlet|red/i, "#C21E2F"],
  [/green|emerald|olive|khaki/i, "#2E4B3A"],
  [/pink|blush|nude|ballet/i, "#E8C3C0"],
  [/lilac|purple|violet|lavender/i, "#B9A2C8"],
  [/cognac|camel|caramel/i, "#9A5B2F"],
  [/tan|beige|sand/i, "#C19A6B"],
  [/brown|tortoise|chocolate|taupe|quartz/i, "#4E3327"],
  [/grey|gray|stone|charcoal/i, "#A59E94"],
  [/orange|coral/i, "#E07A3F"],
  [/yellow|mustard/i, "#E3C04D"],
];

export function swatchColour(label: string): string | null {
  const hex = /#[0-9a-f]{6}\b/i.exec(label)?.[0];
  if (hex) return hex;
  return TONES.find(([pattern]) => pattern.test(label))?.[1] ?? null;
}

export type PageItem = { kind: "page"; page: number; current: boolean } | { kind: "gap"; key: string };

/** First, last, and the current page with one neighbour each side; gaps where pages are skipped. */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 1) return [];
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const pages = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && page - previous === 2) items.push({ kind: "page", page: page - 1, current: false });
    else if (previous !== undefined && page - previous > 2) items.push({ kind: "gap", key: `gap-${page}` });
    items.push({ kind: "page", page, current: page === current });
  });
  return items;
}
