import { and, inArray } from "drizzle-orm";
import { productPrices } from "./tables.ts";
import { convertMinor, type RateTable } from "../../core/money.ts";
import { loadProducts, type ProductRow } from "./product-loader.ts";
import { bundleOptionsOf, downloadableLinksOf, groupedLinksOf } from "./relations.ts";
import { configurableChildren, enabledChildren, ownStockSalable } from "./stock.ts";
import { bundleSettings, giftCardSettings, downloadableSettings } from "./type-options.ts";
import type { CatalogContext } from "./context.ts";

/** Minor units in the request currency. */
export interface UnitPrice {
  regular: number;
  final: number;
}

export interface PriceRangeMinor {
  min: UnitPrice;
  max: UnitPrice;
}

export type PriceRow = typeof productPrices.$inferSelect;

/** Price rows of products in the request currency and the base currency. */
export const priceRows = (ctx: CatalogContext) =>
  ctx.loaders.get<number, PriceRow[]>("prices", async (ids) => {
    const currencies = [...new Set([ctx.currency, ctx.store.baseCurrency])];
    const rows = await ctx.db.select().from(productPrices)
      .where(and(inArray(productPrices.productId, ids), inArray(productPrices.currency, currencies)));
    const out = new Map<number, PriceRow[]>();
    for (const r of rows) out.set(r.productId, [...(out.get(r.productId) ?? []), r]);
    return out;
  });

/** Exchange rates from the store's base currency, once per request. */
function rateTable(ctx: CatalogContext): Promise<RateTable> {
  const base = ctx.store.baseCurrency;
  return ctx.loaders.once("rate-table", () => ctx.stores.rateTable(base));
}

/** An amount in the store's base currency (base prices, link prices, gift card amounts) in the request currency. */
export async function fromBase(ctx: CatalogContext, minor: number): Promise<number> {
  if (ctx.currency === ctx.store.baseCurrency) return minor;
  return convertMinor(minor, ctx.store.baseCurrency, ctx.currency, await rateTable(ctx));
}

function specialActive(row: PriceRow, now: Date): boolean {
  if (row.specialMinor === null) return false;
  if (row.specialFrom && row.specialFrom > now) return false;
  if (row.specialTo && row.specialTo < now) return false;
  return true;
}

/** The price row that serves the request: the merchant's in the request currency, else the base currency one. */
async function servingRow(ctx: CatalogContext, productId: number): Promise<{ row: PriceRow; own: boolean } | null> {
  const rows = (await priceRows(ctx).load(productId)) ?? [];
  const own = rows.find((r) => r.currency === ctx.currency);
  const row = own ?? rows.find((r) => r.currency === ctx.store.baseCurrency);
  return row ? { row, own: own !== undefined } : null;
}

/**
 * A product's own price: the merchant's price in the request currency when one is set, otherwise the base
 * currency price converted. Final is the special price while it is active and lower.
 */
export async function unitPrice(ctx: CatalogContext, productId: number): Promise<UnitPrice | null> {
  const serving = await servingRow(ctx, productId);
  if (!serving) return null;
  const { row, own } = serving;
  const special = specialActive(row, ctx.now) ? Math.min(row.specialMinor!, row.regularMinor) : row.regularMinor;
  if (own) return { regular: row.regularMinor, final: special };
  return { regular: await fromBase(ctx, row.regularMinor), final: await fromBase(ctx, special) };
}

export interface SpecialPrice {
  /** Minor units of the request currency. */
  amount: number;
  from: Date | null;
  to: Date | null;
}

/** The special price set on the product's serving price row, in the request currency, active or not. */
export async function specialPrice(ctx: CatalogContext, productId: number): Promise<SpecialPrice | null> {
  const serving = await servingRow(ctx, productId);
  const special = serving?.row.specialMinor ?? null;
  if (!serving || special === null) return null;
  const { row, own } = serving;
  return { amount: own ? special : await fromBase(ctx, special), from: row.specialFrom, to: row.specialTo };
}

const ZERO: UnitPrice = { regular: 0, final: 0 };
const single = (p: UnitPrice | null): PriceRangeMinor => ({ min: p ?? ZERO, max: p ?? ZERO });

function spread(prices: UnitPrice[]): PriceRangeMinor {
  if (prices.length === 0) return single(null);
  return {
    min: { regular: Math.min(...prices.map((p) => p.regular)), final: Math.min(...prices.map((p) => p.final)) },
    max: { regular: Math.max(...prices.map((p) => p.regular)), final: Math.max(...prices.map((p) => p.final)) },
  };
}

/** Children that can be bought set the range; when none can, all enabled ones still show a price. */
async function rangeOverChildren(ctx: CatalogContext, children: ProductRow[]): Promise<PriceRangeMinor> {
  const salable = children.filter(ownStockSalable);
  const pool = salable.length > 0 ? salable : children;
  const prices = await Promise.all(pool.map((c) => unitPrice(ctx, c.id)));
  return spread(prices.filter((p): p is UnitPrice => p !== null));
}

async function bundleRange(ctx: CatalogContext, p: ProductRow): Promise<PriceRangeMinor> {
  const settings = bundleSettings(p);
  const own = await unitPrice(ctx, p.id);
  if (!settings.dynamicPrice) return single(own);
  const options = await bundleOptionsOf(ctx, p.id);
  const children = new Map(
    (await enabledChildren(ctx, options.flatMap((o) => o.selections.map((s) => s.productId)))).map((c) => [c.id, c]),
  );
  const min = { ...ZERO };
  const max = { ...ZERO };
  const required = options.filter((o) => o.required);
  const optionalMins: UnitPrice[] = [];
  for (const option of options) {
    const offered = option.selections.filter((s) => children.has(s.productId));
    const salable = offered.filter((s) => ownStockSalable(children.get(s.productId)!));
    const priced = (
      await Promise.all(
        (salable.length > 0 ? salable : offered)
          .map(async (s) => {
            const price = await unitPrice(ctx, s.productId);
            return price ? { regular: price.regular * s.qty, final: price.final * s.qty } : null;
          }),
      )
    ).filter((x): x is UnitPrice => x !== null);
    if (priced.length === 0) continue;
    const multi = option.type === "checkbox" || option.type === "multi";
    const cheapest = { regular: Math.min(...priced.map((x) => x.regular)), final: Math.min(...priced.map((x) => x.final)) };
    if (option.required) {
      min.regular += cheapest.regular;
      min.final += cheapest.final;
    } else if (required.length === 0) {
      // With nothing required the cheapest purchase is one selection of the cheapest option.
      optionalMins.push(cheapest);
    }
    max.regular += multi ? priced.reduce((s, x) => s + x.regular, 0) : Math.max(...priced.map((x) => x.regular));
    max.final += multi ? priced.reduce((s, x) => s + x.final, 0) : Math.max(...priced.map((x) => x.final));
  }
  if (optionalMins.length > 0) return { min: spread(optionalMins).min, max };
  return { min, max };
}

async function giftCardRange(ctx: CatalogContext, p: ProductRow): Promise<PriceRangeMinor> {
  const amounts = await giftCardAmounts(ctx, p);
  if (amounts.length === 0) return single(await unitPrice(ctx, p.id));
  return spread(amounts.map((a) => ({ regular: a, final: a })));
}

/** Gift card amounts in the request currency, ascending. */
export async function giftCardAmounts(ctx: CatalogContext, p: ProductRow): Promise<number[]> {
  const settings = giftCardSettings(p);
  const own = settings.amountsByCurrency[ctx.currency];
  if (own) return [...own].sort((a, b) => a - b);
  const base = settings.amountsByCurrency[ctx.store.baseCurrency] ?? settings.amounts;
  return (await Promise.all(base.map((a) => fromBase(ctx, a)))).sort((a, b) => a - b);
}

async function downloadableRange(ctx: CatalogContext, p: ProductRow): Promise<PriceRangeMinor> {
  const own = (await unitPrice(ctx, p.id)) ?? ZERO;
  if (!downloadableSettings(p).linksPurchasedSeparately) return single(own);
  const links = await Promise.all((await downloadableLinksOf(ctx, p.id)).map((l) => fromBase(ctx, l.priceMinor)));
  if (links.length === 0) return single(own);
  const cheapest = Math.min(...links);
  const all = links.reduce((s, x) => s + x, 0);
  return {
    min: { regular: own.regular + cheapest, final: own.final + cheapest },
    max: { regular: own.regular + all, final: own.final + all },
  };
}

export function priceRange(ctx: CatalogContext, p: ProductRow): Promise<PriceRangeMinor> {
  return ctx.loaders.once(`price-range:${p.id}`, async () => {
    switch (p.typeId) {
      case "configurable":
        return rangeOverChildren(ctx, await configurableChildren(ctx, p.id));
      case "grouped":
        return rangeOverChildren(ctx, await loadProducts(ctx, (await groupedLinksOf(ctx, p.id)).map((l) => l.childId))
          .then((rows) => rows.filter((r) => r.isEnabled)));
      case "bundle":
        return bundleRange(ctx, p);
      case "giftcard":
        return giftCardRange(ctx, p);
      case "downloadable":
        return downloadableRange(ctx, p);
      default:
        return single(await unitPrice(ctx, p.id));
    }
  });
}
