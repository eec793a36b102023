import type * as s from "../db/schema.ts";
import { optionLabels, type AttributeCode } from "./attributes.ts";
import type { Kind } from "./kinds.ts";
import type { Rng } from "./random.ts";
import { EXPIRED_SPECIAL, FUTURE_SPECIAL, nicePrice, SPECIAL_FROM, SPECIAL_TO } from "./util.ts";

/** Rows produced for one slice of the catalogue, in insert order (parents before the rows that reference them). */
export interface RowSet {
  products: (typeof s.products.$inferInsert)[];
  productPrices: (typeof s.productPrices.$inferInsert)[];
  productAttributeValues: (typeof s.productAttributeValues.$inferInsert)[];
  productCategories: (typeof s.productCategories.$inferInsert)[];
  productMedia: (typeof s.productMedia.$inferInsert)[];
  configurableOptions: (typeof s.configurableOptions.$inferInsert)[];
  configurableLinks: (typeof s.configurableLinks.$inferInsert)[];
  bundleOptions: (typeof s.bundleOptions.$inferInsert)[];
  bundleSelections: (typeof s.bundleSelections.$inferInsert)[];
  groupedLinks: (typeof s.groupedLinks.$inferInsert)[];
  productLinks: (typeof s.productLinks.$inferInsert)[];
  downloadableLinks: (typeof s.downloadableLinks.$inferInsert)[];
  reviews: (typeof s.reviews.$inferInsert)[];
  reviewVotes: (typeof s.reviewVotes.$inferInsert)[];
  urlRewrites: (typeof s.urlRewrites.$inferInsert)[];
}

export function emptyRows(): RowSet {
  return {
    products: [], productPrices: [], productAttributeValues: [], productCategories: [], productMedia: [],
    configurableOptions: [], configurableLinks: [], bundleOptions: [], bundleSelections: [], groupedLinks: [],
    productLinks: [], downloadableLinks: [], reviews: [], reviewVotes: [], urlRewrites: [],
  };
}

export const CURRENCIES = ["GBP", "USD", "MXN"] as const;
export type Local = Record<(typeof CURRENCIES)[number], number>;
type PriceRow = typeof s.productPrices.$inferInsert;

const PRICE_POINTS = [
  6, 8, 10, 12, 14, 15, 16, 18, 20, 22, 24, 25, 26, 28, 29, 30, 32, 34, 35, 36, 38, 39, 40, 42, 44, 45, 48, 49, 52, 55,
  58, 59, 62, 65, 68, 72, 75, 78, 82, 85, 88, 92, 95, 98, 105, 110, 115, 120, 125, 135, 145, 150, 165, 175, 185, 195,
  210, 225, 245, 265, 285, 295, 325, 350, 375, 395, 425, 450, 495, 550, 595, 650, 695, 750, 850, 950, 1050, 1150,
  1250, 1450, 1650, 1850, 2100, 2450, 2850, 3250, 3950, 4500, 5250, 6500, 7950,
];

/** A GBP price point (minor units) within the band, biased towards its lower end as real assortments are. */
export function pickPrice(rng: Rng, [min, max]: [number, number], factor = 1): number {
  const u = rng.next() ** 1.4;
  const target = Math.exp(Math.log(min) + u * (Math.log(max) - Math.log(min))) * factor;
  return nearestPoint(target);
}

export function nearestPoint(pounds: number): number {
  let best = PRICE_POINTS[0] as number;
  for (const p of PRICE_POINTS) if (Math.abs(p - pounds) < Math.abs(best - pounds)) best = p;
  return best * 100;
}

export interface PriceDecision {
  special: "none" | "active" | "expired" | "future";
  percentOff: number;
  /** RRP as a multiple of the regular price. */
  rrp: number | null;
}

export function decidePricing(rng: Rng): PriceDecision {
  const r = rng.next();
  const special = r < 0.15 ? "active" : r < 0.16 ? "expired" : r < 0.17 ? "future" : "none";
  return {
    special,
    percentOff: rng.pick([10, 15, 20, 25, 30, 40]),
    rrp: rng.chance(0.2) ? rng.pick([1.1, 1.15, 1.2, 1.25, 1.3]) : null,
  };
}

export function priceRows(productId: number, regular: Local, d: PriceDecision): PriceRow[] {
  const window = d.special === "active" ? { from: SPECIAL_FROM, to: SPECIAL_TO } : d.special === "expired" ? EXPIRED_SPECIAL : FUTURE_SPECIAL;
  return CURRENCIES.map((currency) => {
    const reg = regular[currency];
    const hasSpecial = d.special !== "none";
    const special = hasSpecial ? Math.max(100, Math.min(nicePrice((reg / 100) * (1 - d.percentOff / 100)), reg - 100)) : null;
    return {
      productId,
      currency,
      regularMinor: reg,
      specialMinor: special,
      specialFrom: hasSpecial ? window.from : null,
      specialTo: hasSpecial ? window.to : null,
      rrpMinor: d.rrp ? Math.max(nicePrice((reg / 100) * d.rrp), reg + 100) : null,
    };
  });
}

/** About 5 % sold out and 5 % down to the last 1–3 units ("only X left"). */
export function decideStock(rng: Rng): { qty: number; isInStock: boolean } {
  const r = rng.next();
  if (r < 0.05) return { qty: 0, isInStock: false };
  if (r < 0.1) return { qty: rng.int(1, 3), isInStock: true };
  return { qty: rng.int(4, 400), isInStock: true };
}

const MATERIALS: Record<string, string[]> = {
  handbag: ["Calfskin Leather", "Lambskin", "Grained Leather", "Suede", "Cotton Canvas", "Raffia"],
  gloves: ["Lambskin", "Cashmere", "Suede"],
  watch: ["Stainless Steel", "18k Gold-plated Steel", "Titanium", "Ceramic"],
  sunglasses: ["Acetate", "Metal", "Titanium"],
  razor: ["Stainless Steel", "Metal"],
};

/** Facet values of a product other than the colour and size it is sold in. */
export function facetValues(rng: Rng, k: Kind, materialKey: string): { code: AttributeCode; label: string }[] {
  const out: { code: AttributeCode; label: string }[] = [];
  const multi = (code: "skin_type" | "hair_type") => {
    const [all, ...rest] = optionLabels(code) as [string, ...string[]];
    const labels = rng.chance(0.3) ? [all] : rng.sample(rest, rng.int(1, 3));
    for (const label of labels) out.push({ code, label });
  };
  for (const code of k.facets) {
    if (code === "skin_type" || code === "hair_type") multi(code);
    else if (code === "finish") out.push({ code, label: rng.pick(optionLabels("finish")) });
    else if (code === "fragrance_family") {
      for (const label of rng.sample(optionLabels("fragrance_family"), rng.int(1, 2))) out.push({ code, label });
    } else if (code === "material") out.push({ code, label: rng.pick(MATERIALS[materialKey] ?? MATERIALS.handbag!) });
  }
  if (k.gender) out.push({ code: "gender", label: k.gender });
  return out;
}
