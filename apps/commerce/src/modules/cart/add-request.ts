import { eq, sql } from "drizzle-orm";
import type { CartItemInput } from "../../core/generated/resolvers.ts";
import { decodeUid } from "../catalog/uid.ts";
import { loadProducts, productColumns, type ProductRow } from "../catalog/product-loader.ts";
import { unitPrice } from "../catalog/price.ts";
import {
  attributeValuesOf, bundleOptionsOf, configurableChildIdsOf, configurableOptionsOf, downloadableLinksOf, groupedLinksOf,
} from "../catalog/relations.ts";
import { ownStockSalable } from "../catalog/stock.ts";
import { downloadableSettings } from "../catalog/type-options.ts";
import { products } from "../catalog/tables.ts";
import type { CartContext } from "./access.ts";
import { giftcardChoice } from "./giftcard.ts";
import { checkPositive, checkWholeAndMax, itemError, MESSAGES } from "./item-errors.ts";
import { MAX_LINE_QTY } from "./limits.ts";
import type { BundlePick, ItemOptions, RequestOptions } from "./options.ts";

/** Product types that Magento gives an add mutation of their own (addVirtualProductsToCart …). */
export type MutationProductType = "configurable" | "bundle" | "virtual" | "downloadable";

/** One line to add (a grouped product gives one per child). */
export interface LineSpec {
  product: ProductRow;
  variantId: number | null;
  options: ItemOptions;
  qty: number;
}

function decoded(uid: string | null | undefined): string | null {
  if (!uid) return null;
  try {
    return decodeUid(uid);
  } catch {
    return null;
  }
}

function requestOptions(input: CartItemInput): RequestOptions {
  const selected = (input.selected_options ?? []).map(decoded).filter((v): v is string => v !== null);
  const entered = new Map<string, string>();
  for (const e of input.entered_options ?? []) {
    const key = decoded(e?.uid);
    if (key !== null && e) entered.set(key, e.value);
  }
  return { selected, entered };
}

export async function productBySku(ctx: CartContext, sku: string): Promise<ProductRow | undefined> {
  const [exact] = await ctx.db.select(productColumns).from(products).where(eq(products.sku, sku));
  if (exact) return exact;
  // Magento matches SKUs without regard to case (its default collation).
  const [loose] = await ctx.db.select(productColumns).from(products)
    .where(eq(sql`lower(${products.sku})`, sku.toLowerCase())).limit(1);
  return loose;
}

function requireSalable(p: ProductRow | undefined): asserts p is ProductRow {
  if (!p || !ownStockSalable(p)) throw itemError("NOT_SALABLE", MESSAGES.notAvailable);
}

async function configurableSpec(ctx: CartContext, parent: ProductRow, chosenChild: ProductRow | null, opts: RequestOptions) {
  const [axes, childIds] = await Promise.all([configurableOptionsOf(ctx, parent.id), configurableChildIdsOf(ctx, parent.id)]);
  const children = (await loadProducts(ctx, childIds)).filter((c) => c.isEnabled);
  const valuesOf = new Map(await Promise.all(children.map(async (c) => [c.id, await attributeValuesOf(ctx, c.id)] as const)));
  const chosen = new Map<number, number>();
  if (chosenChild) {
    for (const axis of axes) {
      const value = valuesOf.get(chosenChild.id)?.get(axis.attributeId)?.[0];
      if (value !== undefined) chosen.set(axis.attributeId, value);
    }
  } else {
    for (const value of opts.selected) {
      const match = /^configurable\/(\d{1,10})\/(\d{1,10})$/.exec(value);
      if (match) chosen.set(Number(match[1]), Number(match[2]));
    }
  }
  const variant = axes.length > 0 && axes.every((a) => chosen.has(a.attributeId))
    ? children.find((c) => axes.every((a) => valuesOf.get(c.id)?.get(a.attributeId)?.includes(chosen.get(a.attributeId)!)))
    : undefined;
  if (!variant) throw itemError("UNDEFINED", MESSAGES.chooseOptions);
  requireSalable(variant);
  if (!(await unitPrice(ctx, variant.id))) throw itemError("NOT_SALABLE", MESSAGES.notAvailable);
  return {
    variantId: variant.id,
    options: { configurable: axes.map((a) => ({ attributeId: a.attributeId, optionId: chosen.get(a.attributeId)! })) },
  };
}

async function bundleSpec(ctx: CartContext, bundle: ProductRow, opts: RequestOptions): Promise<ItemOptions> {
  const options = await bundleOptionsOf(ctx, bundle.id);
  const wanted: { optionId: number; selectionId: number; qty: number | null }[] = [];
  for (const value of opts.selected) {
    const m = /^bundle\/(\d{1,10})\/(\d{1,10})\/(\d+(?:\.\d+)?)$/.exec(value);
    if (m) wanted.push({ optionId: Number(m[1]), selectionId: Number(m[2]), qty: Number(m[3]) });
  }
  // Storefronts may send the choices as entered options instead, the quantity as the value.
  for (const [key, value] of opts.entered) {
    const m = /^bundle\/(\d{1,10})\/(\d{1,10})(?:\/\d+(?:\.\d+)?)?$/.exec(key);
    if (m) wanted.push({ optionId: Number(m[1]), selectionId: Number(m[2]), qty: value.trim() === "" ? null : Number(value) });
  }
  if (wanted.length === 0) throw itemError("UNDEFINED", MESSAGES.bundleSpecify);
  const childIds = options.flatMap((o) => o.selections.map((s) => s.productId));
  const children = new Map((await loadProducts(ctx, childIds)).map((c) => [c.id, c]));
  const picked = new Map<number, BundlePick[]>();
  for (const w of wanted) {
    const option = options.find((o) => o.id === w.optionId);
    const selection = option?.selections.find((s) => s.id === w.selectionId);
    const child = selection && children.get(selection.productId);
    if (!option || !selection || !child?.isEnabled) throw itemError("UNDEFINED", MESSAGES.bundleUnavailable);
    const qty = selection.canChangeQty && w.qty !== null ? w.qty : selection.qty;
    if (!Number.isInteger(qty) || qty <= 0 || qty > MAX_LINE_QTY) throw itemError("UNDEFINED", MESSAGES.bundleUnavailable);
    const pick = { optionId: option.id, selectionId: selection.id, productId: child.id, qty };
    const single = option.type === "radio" || option.type === "select";
    const list = single ? [] : (picked.get(option.id) ?? []).filter((p) => p.selectionId !== selection.id);
    picked.set(option.id, [...list, pick]);
  }
  if (options.some((o) => o.required && !picked.has(o.id))) throw itemError("UNDEFINED", MESSAGES.bundleRequired);
  const picks = options.flatMap((o) =>
    (picked.get(o.id) ?? []).sort((a, b) =>
      o.selections.findIndex((s) => s.id === a.selectionId) - o.selections.findIndex((s) => s.id === b.selectionId)));
  if (picks.some((p) => !ownStockSalable(children.get(p.productId)!))) {
    throw itemError("NOT_SALABLE", MESSAGES.bundleChildUnavailable);
  }
  return { bundle: picks };
}

async function downloadableSpec(ctx: CartContext, p: ProductRow, opts: RequestOptions): Promise<ItemOptions> {
  if (!downloadableSettings(p).linksPurchasedSeparately) return { links: [] };
  const known = new Set((await downloadableLinksOf(ctx, p.id)).map((l) => l.id));
  const ids = new Set<number>();
  for (const value of opts.selected) {
    const m = /^downloadable\/(\d{1,10})$/.exec(value);
    if (m && known.has(Number(m[1]))) ids.add(Number(m[1]));
  }
  if (ids.size === 0) throw itemError("UNDEFINED", MESSAGES.links);
  return { links: [...ids].sort((a, b) => a - b) };
}

async function groupedSpecs(ctx: CartContext, p: ProductRow, qty: number): Promise<LineSpec[]> {
  const links = await groupedLinksOf(ctx, p.id);
  const children = new Map((await loadProducts(ctx, links.map((l) => l.childId))).map((c) => [c.id, c]));
  const specs = links
    .filter((l) => l.defaultQty > 0 && children.get(l.childId)?.isEnabled)
    .map((l) => ({ product: children.get(l.childId)!, variantId: null, options: {}, qty: l.defaultQty * qty }));
  if (specs.length === 0) throw itemError("UNDEFINED", MESSAGES.grouped);
  for (const spec of specs) {
    requireSalable(spec.product);
    checkWholeAndMax(spec.qty);
  }
  return specs;
}

/**
 * Turns one requested item into the lines it adds, or throws a CartItemError with Magento's message and code.
 * Stock and the line maximum after merging with lines already in the cart are checked when the lines are added.
 * With a `type`, the product added (a variant's configurable) must be of that type.
 */
export async function resolveAdd(ctx: CartContext, input: CartItemInput, type?: MutationProductType): Promise<LineSpec[]> {
  checkPositive(input.quantity);
  const sku = input.sku.trim();
  const product = sku ? await productBySku(ctx, sku) : undefined;
  if (!product) throw itemError("PRODUCT_NOT_FOUND", MESSAGES.notFound(input.sku));
  if (!product.isEnabled) throw itemError("NOT_SALABLE", MESSAGES.notAvailable);
  const opts = requestOptions(input);
  const qty = input.quantity;
  const requireType = (added: ProductRow) => {
    if (type && added.typeId !== type) throw itemError("UNDEFINED", MESSAGES.wrongType(input.sku, type));
  };

  const parent = input.parent_sku?.trim() ? await productBySku(ctx, input.parent_sku.trim()) : undefined;
  if (parent?.typeId === "configurable" && parent.isEnabled && product.typeId !== "configurable") {
    const isChild = (await configurableChildIdsOf(ctx, parent.id)).includes(product.id);
    if (isChild) {
      requireType(parent);
      const chosen = await configurableSpec(ctx, parent, product, opts);
      checkWholeAndMax(qty);
      return [{ product: parent, ...chosen, qty }];
    }
  }

  requireType(product);
  switch (product.typeId) {
    case "grouped":
      if (!product.isInStock) throw itemError("NOT_SALABLE", MESSAGES.notAvailable);
      return groupedSpecs(ctx, product, qty);
    case "configurable": {
      if (!product.isInStock) throw itemError("NOT_SALABLE", MESSAGES.notAvailable);
      const chosen = await configurableSpec(ctx, product, null, opts);
      checkWholeAndMax(qty);
      return [{ product, ...chosen, qty }];
    }
    case "bundle": {
      if (!product.isInStock) throw itemError("NOT_SALABLE", MESSAGES.notAvailable);
      const options = await bundleSpec(ctx, product, opts);
      checkWholeAndMax(qty);
      return [{ product, variantId: null, options, qty }];
    }
    default: {
      requireSalable(product);
      if (product.typeId !== "giftcard" && !(await unitPrice(ctx, product.id))) {
        throw itemError("NOT_SALABLE", MESSAGES.notAvailable);
      }
      const options = product.typeId === "downloadable" ? await downloadableSpec(ctx, product, opts)
        : product.typeId === "giftcard" ? { giftcard: await giftcardChoice(ctx, product, opts) }
        : {};
      checkWholeAndMax(qty);
      return [{ product, variantId: null, options, qty }];
    }
  }
}
