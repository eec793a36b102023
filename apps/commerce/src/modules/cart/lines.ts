import { and, inArray } from "drizzle-orm";
import { fromBase, giftCardAmounts, unitPrice } from "../catalog/price.ts";
import { loadProducts, type ProductRow } from "../catalog/product-loader.ts";
import { bundleOptionsOf, downloadableLinksOf, type BundleOptionWithSelections, type DownloadableLinkRow } from "../catalog/relations.ts";
import { ownStockSalable } from "../catalog/stock.ts";
import { bundleSettings, downloadableSettings } from "../catalog/type-options.ts";
import { productPrices } from "../catalog/tables.ts";
import { canConvert, convertMinor } from "../../core/money.ts";
import type { CartContext } from "./access.ts";
import { itemOptions, type BundlePick, type CartItemRow, type ItemOptions } from "./options.ts";

/** Unit amounts in minor units of the request currency, on the catalogue's tax footing. */
interface Unit {
  final: number;
  regular: number;
  rrp: number;
}

export interface BundleLinePick extends BundlePick {
  option: BundleOptionWithSelections;
  child: ProductRow;
  /** Price of one unit of the selection (0 in a fixed-price bundle, whose own price covers it). */
  unit: number;
}

/** A cart item with everything its prices and its GraphQL shape need. */
export interface PricedLine {
  item: CartItemRow;
  options: ItemOptions;
  product: ProductRow;
  variant: ProductRow | null;
  unit: number;
  rrpUnit: number;
  /** Whether every stocked product the line takes can be sold (enabled, in stock). */
  salable: boolean;
  isVirtual: boolean;
  bundle: BundleLinePick[];
  links: DownloadableLinkRow[];
  /** Gift card amount in the request currency. */
  giftcardAmount: number | null;
}

const ZERO: Unit = { final: 0, regular: 0, rrp: 0 };

/** RRP per product in the request currency (own price row, else the base one converted), batched per request. */
function rrpLoader(ctx: CartContext) {
  return ctx.loaders.get<number, number | null>("cart-rrp", async (ids) => {
    const currencies = [...new Set([ctx.currency, ctx.store.baseCurrency])];
    const rows = await ctx.db.select().from(productPrices)
      .where(and(inArray(productPrices.productId, ids), inArray(productPrices.currency, currencies)));
    const out = new Map<number, number | null>();
    for (const id of ids) {
      const own = rows.find((r) => r.productId === id && r.currency === ctx.currency);
      const row = own ?? rows.find((r) => r.productId === id && r.currency === ctx.store.baseCurrency);
      if (!row || row.rrpMinor === null) out.set(id, null);
      else out.set(id, own ? row.rrpMinor : await fromBase(ctx, row.rrpMinor));
    }
    return out;
  });
}

async function productUnit(ctx: CartContext, productId: number): Promise<Unit | null> {
  const [price, rrp] = await Promise.all([unitPrice(ctx, productId), rrpLoader(ctx).load(productId)]);
  if (!price) return null;
  return { final: price.final, regular: price.regular, rrp: rrp ?? price.regular };
}

const plus = (a: Unit, b: Unit, times = 1): Unit => ({
  final: a.final + b.final * times,
  regular: a.regular + b.regular * times,
  rrp: a.rrp + b.rrp * times,
});

function rates(ctx: CartContext) {
  return ctx.loaders.once("cart-rates", () => ctx.stores.rateTable(ctx.store.baseCurrency));
}

/** A gift card amount chosen in one currency, shown in the request currency. */
async function giftcardInRequestCurrency(ctx: CartContext, product: ProductRow, options: ItemOptions): Promise<number> {
  const choice = options.giftcard;
  if (!choice) return 0;
  if (choice.currency === ctx.currency) return choice.amount;
  if (choice.index !== null) {
    const listed = (await giftCardAmounts(ctx, product))[choice.index];
    if (listed !== undefined) return listed;
  }
  const table = await rates(ctx);
  return canConvert(table, choice.currency, ctx.currency) ? convertMinor(choice.amount, choice.currency, ctx.currency, table) : choice.amount;
}

async function bundlePicks(ctx: CartContext, product: ProductRow, picks: BundlePick[], children: Map<number, ProductRow>) {
  const dynamic = bundleSettings(product).dynamicPrice;
  const options = new Map((await bundleOptionsOf(ctx, product.id)).map((o) => [o.id, o]));
  const out: BundleLinePick[] = [];
  let total = ZERO;
  for (const pick of picks) {
    const option = options.get(pick.optionId);
    const child = children.get(pick.productId);
    if (!option || !child) continue;
    const unit = dynamic ? ((await productUnit(ctx, child.id)) ?? ZERO) : ZERO;
    total = plus(total, unit, pick.qty);
    out.push({ ...pick, option, child, unit: unit.final });
  }
  return { picks: out, unit: dynamic ? total : plus((await productUnit(ctx, product.id)) ?? ZERO, total) };
}

async function priceLine(ctx: CartContext, item: CartItemRow, products: Map<number, ProductRow>): Promise<PricedLine | null> {
  const product = products.get(item.productId);
  if (!product) return null;
  const options = itemOptions(item);
  const variant = item.variantId === null ? null : products.get(item.variantId) ?? null;
  const line: PricedLine = {
    item, options, product, variant, unit: 0, rrpUnit: 0, salable: true, isVirtual: product.isVirtual,
    bundle: [], links: [], giftcardAmount: null,
  };
  let unit: Unit | null;
  switch (product.typeId) {
    case "configurable":
      unit = variant ? await productUnit(ctx, variant.id) : null;
      line.salable = variant !== null && ownStockSalable(variant);
      line.isVirtual = variant?.isVirtual ?? false;
      break;
    case "bundle": {
      const priced = await bundlePicks(ctx, product, options.bundle ?? [], products);
      line.bundle = priced.picks;
      unit = priced.unit;
      line.salable = priced.picks.length > 0 && priced.picks.every((p) => ownStockSalable(p.child));
      line.isVirtual = priced.picks.length > 0 && priced.picks.every((p) => p.child.isVirtual);
      break;
    }
    case "downloadable": {
      const all = await downloadableLinksOf(ctx, product.id);
      const separately = downloadableSettings(product).linksPurchasedSeparately;
      line.links = separately ? all.filter((l) => options.links?.includes(l.id)) : all;
      unit = await productUnit(ctx, product.id);
      if (unit && separately) {
        const extra = (await Promise.all(line.links.map((l) => fromBase(ctx, l.priceMinor)))).reduce((s, x) => s + x, 0);
        unit = plus(unit, { final: extra, regular: extra, rrp: extra });
      }
      break;
    }
    case "giftcard": {
      const amount = await giftcardInRequestCurrency(ctx, product, options);
      line.giftcardAmount = amount;
      unit = { final: amount, regular: amount, rrp: amount };
      break;
    }
    default:
      unit = await productUnit(ctx, product.id);
  }
  if (product.typeId !== "configurable" && product.typeId !== "bundle") line.salable = ownStockSalable(product);
  line.salable &&= product.isEnabled && unit !== null;
  line.unit = unit?.final ?? 0;
  line.rrpUnit = unit?.rrp ?? 0;
  return line;
}

/** Prices every item of a cart in the request currency; items whose product has gone are left out. */
export async function priceLines(ctx: CartContext, items: readonly CartItemRow[]): Promise<PricedLine[]> {
  const ids = new Set<number>();
  for (const item of items) {
    ids.add(item.productId);
    if (item.variantId !== null) ids.add(item.variantId);
    for (const pick of itemOptions(item).bundle ?? []) ids.add(pick.productId);
  }
  const products = new Map((await loadProducts(ctx, [...ids])).map((p) => [p.id, p]));
  const lines = await Promise.all(items.map((item) => priceLine(ctx, item, products)));
  return lines.filter((l): l is PricedLine => l !== null);
}

/**
 * The product a line shows, with its stock status narrowed to the line: a configurable parent or a bundle is
 * reported out of stock when the chosen variant or selections are, even if other variants still sell.
 */
export function lineProduct(line: PricedLine): ProductRow {
  if (line.product.typeId !== "configurable" && line.product.typeId !== "bundle") return line.product;
  return { ...line.product, isInStock: line.product.isInStock && line.salable };
}
