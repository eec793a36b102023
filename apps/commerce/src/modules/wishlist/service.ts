import { randomBytes } from "node:crypto";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { RequestContext } from "../../core/context.ts";
import { GraphQlAuthorizationError, GraphQlInputError } from "../../core/errors.ts";
import type { CartItemInput, WishlistItemInput, WishlistItemUpdateInput } from "../../core/generated/resolvers.ts";
import { customerCart, inTransaction, type CartContext } from "../cart/access.ts";
import { productBySku } from "../cart/add-request.ts";
import { checkItemsPerRequest, MAX_LINE_QTY } from "../cart/limits.ts";
import { addProducts } from "../cart/service.ts";
import { loadProducts, type ProductRow } from "../catalog/product-loader.ts";
import { configurableChildIdsOf } from "../catalog/relations.ts";
import { products } from "../catalog/tables.ts";
import { toDbId } from "../catalog/uid.ts";
import { wishlistItems, wishlists } from "./tables.ts";

export type WishlistRow = typeof wishlists.$inferSelect;
type ItemRow = typeof wishlistItems.$inferSelect;

/** What wishlist_items.options holds: the choices as the customer sent them, replayed when the item goes to the cart. */
export interface WishlistItemOptions {
  selected?: string[];
  entered?: { uid: string; value: string }[];
  /** The customer's comment (updateProductsInWishlist). */
  description?: string;
}

/** An item with its product (the configurable for a variant) and the variant, as the item types resolve it. */
export interface WishlistItemView {
  item: ItemRow;
  product: ProductRow;
  variant: ProductRow | null;
  options: WishlistItemOptions;
}

export interface WishlistUserError {
  code: "PRODUCT_NOT_FOUND" | "UNDEFINED";
  message: string;
}

/** Magento's answer to a guest on every wishlist operation. */
export const NOT_ALLOWED = "The current user cannot perform operations on wishlist";
const NOT_FOUND = "The wishlist was not found.";
/** More items than a shopper keeps, few enough that reading the list stays cheap. */
export const MAX_WISHLIST_ITEMS = 200;
const MAX_DESCRIPTION = 255;
const MAX_OPTIONS = 50;

export function requireWishlistCustomer(ctx: Pick<RequestContext, "customerId">): number {
  if (ctx.customerId === null) throw new GraphQlAuthorizationError(NOT_ALLOWED);
  return ctx.customerId;
}

/** The customer's list, created on first use (one per customer: the unique index settles two first requests). */
export async function customerWishlist(ctx: CartContext, customerId: number): Promise<WishlistRow> {
  const [existing] = await ctx.db.select().from(wishlists).where(eq(wishlists.customerId, customerId));
  if (existing) return existing;
  await ctx.db.insert(wishlists)
    .values({ customerId, sharingCode: randomBytes(16).toString("hex") })
    .onConflictDoNothing();
  const [row] = await ctx.db.select().from(wishlists).where(eq(wishlists.customerId, customerId));
  if (!row) throw new Error("Wishlist row missing after insert");
  return row;
}

/**
 * The list a mutation names: "0" (or nothing numeric) is the customer's own, as Magento reads it; any other id
 * must be the customer's own list, else Magento's "not found", whoever's it is.
 */
export async function wishlistForMutation(ctx: CartContext, wishlistId: string): Promise<WishlistRow> {
  const customerId = requireWishlistCustomer(ctx);
  const own = await customerWishlist(ctx, customerId);
  const trimmed = wishlistId.trim();
  if (/^0*$/.test(trimmed)) return own;
  if (toDbId(trimmed) !== own.id) throw new GraphQlInputError(NOT_FOUND);
  return own;
}

/** Customer.wishlist_v2: the customer's list when the id is its id, else null. */
export async function wishlistById(ctx: CartContext, customerId: number, id: string): Promise<WishlistRow | null> {
  const own = await customerWishlist(ctx, customerId);
  return toDbId(id.trim()) === own.id ? own : null;
}

const enabledItems = (wishlistId: number) =>
  and(eq(wishlistItems.wishlistId, wishlistId), sql`exists (select 1 from ${products} where ${products.id} = ${wishlistItems.productId} and ${products.isEnabled})`);

export async function itemsCount(ctx: CartContext, wishlistId: number): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(wishlistItems).where(enabledItems(wishlistId));
  return row?.n ?? 0;
}

/** A page of the list's items of enabled products, oldest first (Magento's order). */
export async function itemPage(ctx: CartContext, wishlistId: number, pageSize: number, currentPage: number) {
  const rows = await ctx.db.select().from(wishlistItems).where(enabledItems(wishlistId))
    .orderBy(asc(wishlistItems.id)).limit(pageSize).offset((currentPage - 1) * pageSize);
  return views(ctx, rows);
}

async function views(ctx: CartContext, rows: ItemRow[]): Promise<WishlistItemView[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.variantId === null ? [r.productId] : [r.productId, r.variantId])))];
  const byId = new Map((await loadProducts(ctx, ids)).map((p) => [p.id, p]));
  return rows.flatMap((item) => {
    const product = byId.get(item.productId);
    if (!product) return [];
    const variant = item.variantId === null ? null : (byId.get(item.variantId) ?? null);
    return [{ item, product, variant, options: optionsOf(item) }];
  });
}

function optionsOf(item: Pick<ItemRow, "options">): WishlistItemOptions {
  return item.options && typeof item.options === "object" ? (item.options as WishlistItemOptions) : {};
}

class ItemError extends Error {
  readonly code: WishlistUserError["code"];
  constructor(code: WishlistUserError["code"], message: string) {
    super(message);
    this.code = code;
  }
}

function checkQuantity(qty: number): void {
  if (!Number.isFinite(qty) || qty <= 0) throw new ItemError("UNDEFINED", "The quantity of a wish list item must be greater than 0.");
  if (!Number.isInteger(qty)) throw new ItemError("UNDEFINED", "You cannot use decimal quantity for this product.");
  if (qty > MAX_LINE_QTY) throw new ItemError("UNDEFINED", `The most you may wish for is ${MAX_LINE_QTY}.`);
}

function requestedOptions(input: Pick<WishlistItemInput, "selected_options" | "entered_options">): WishlistItemOptions {
  const selected = (input.selected_options ?? []).filter((v): v is string => typeof v === "string");
  const entered = (input.entered_options ?? []).flatMap((e) => (e ? [{ uid: e.uid, value: e.value }] : []));
  if (selected.length + entered.length > MAX_OPTIONS) throw new ItemError("UNDEFINED", "Too many options for one item.");
  if ([...selected, ...entered.flatMap((e) => [e.uid, e.value])].some((v) => v.length > 1000)) {
    throw new ItemError("UNDEFINED", "An option value is too long.");
  }
  const options: WishlistItemOptions = {};
  if (selected.length) options.selected = selected;
  if (entered.length) options.entered = entered;
  return options;
}

/** The stored row an input stands for: product (a variant's configurable), variant and choices. */
async function resolveInput(ctx: CartContext, input: WishlistItemInput) {
  checkQuantity(input.quantity);
  const sku = input.sku.trim();
  const product = sku ? await productBySku(ctx, sku) : undefined;
  if (!product || !product.isEnabled) throw new ItemError("PRODUCT_NOT_FOUND", `Could not find a product with SKU "${input.sku}"`);
  const options = requestedOptions(input);
  const parentSku = input.parent_sku?.trim();
  if (parentSku) {
    const parent = await productBySku(ctx, parentSku);
    if (parent?.isEnabled && parent.typeId === "configurable" && product.typeId !== "configurable"
      && (await configurableChildIdsOf(ctx, parent.id)).includes(product.id)) {
      return { productId: parent.id, variantId: product.id, options };
    }
  }
  return { productId: product.id, variantId: null, options };
}

const sameChoice = (a: WishlistItemOptions, b: WishlistItemOptions) =>
  JSON.stringify([a.selected ?? [], a.entered ?? []]) === JSON.stringify([b.selected ?? [], b.entered ?? []]);

/** addProductsToWishlist: failures are user errors and the rest is added; a repeated product adds to its quantity. */
export async function addItems(ctx: CartContext, wishlist: WishlistRow, inputs: readonly WishlistItemInput[]) {
  checkItemsPerRequest(inputs.length);
  const errors: WishlistUserError[] = [];
  await inTransaction(ctx, async (tx) => {
    await lockWishlist(tx, wishlist.id);
    const existing = await tx.db.select().from(wishlistItems).where(eq(wishlistItems.wishlistId, wishlist.id));
    for (const input of inputs) {
      try {
        const wanted = await resolveInput(tx, input);
        const same = existing.find((e) => e.productId === wanted.productId && e.variantId === wanted.variantId
          && sameChoice(optionsOf(e), wanted.options));
        if (same) {
          const qty = Math.min(MAX_LINE_QTY, same.qty + input.quantity);
          await tx.db.update(wishlistItems).set({ qty }).where(eq(wishlistItems.id, same.id));
          same.qty = qty;
          continue;
        }
        if (existing.length >= MAX_WISHLIST_ITEMS) {
          throw new ItemError("UNDEFINED", `A wish list can hold at most ${MAX_WISHLIST_ITEMS} items.`);
        }
        const [row] = await tx.db.insert(wishlistItems)
          .values({ wishlistId: wishlist.id, productId: wanted.productId, variantId: wanted.variantId, qty: input.quantity, options: { ...wanted.options } })
          .returning();
        existing.push(row!);
      } catch (error) {
        if (!(error instanceof ItemError)) throw error;
        errors.push({ code: error.code, message: error.message });
      }
    }
    await touch(tx, wishlist.id);
  });
  return { wishlist: await reload(ctx, wishlist.id), errors };
}

/** Item ids as the client sent them; ones no row can have stay as sent for the message. */
function itemIds(ids: readonly string[]): { id: number | null; raw: string }[] {
  return ids.map((raw) => ({ id: toDbId(raw.trim()), raw }));
}

/** removeProductsFromWishlist: ids not on this list are user errors (whoever's list they are on). */
export async function removeItems(ctx: CartContext, wishlist: WishlistRow, ids: readonly string[]) {
  checkItemsPerRequest(ids.length);
  const errors: WishlistUserError[] = [];
  await inTransaction(ctx, async (tx) => {
    await lockWishlist(tx, wishlist.id);
    for (const { id, raw } of itemIds(ids)) {
      const deleted = id === null ? [] : await tx.db.delete(wishlistItems)
        .where(and(eq(wishlistItems.id, id), eq(wishlistItems.wishlistId, wishlist.id))).returning({ id: wishlistItems.id });
      if (deleted.length === 0) errors.push({ code: "PRODUCT_NOT_FOUND", message: `Could not find a wishlist item with ID "${raw}"` });
    }
    await touch(tx, wishlist.id);
  });
  return { wishlist: await reload(ctx, wishlist.id), errors };
}

/** updateProductsInWishlist: quantity, comment and choices of items on this list; quantity 0 removes the item. */
export async function updateItems(ctx: CartContext, wishlist: WishlistRow, inputs: readonly WishlistItemUpdateInput[]) {
  checkItemsPerRequest(inputs.length);
  const errors: WishlistUserError[] = [];
  await inTransaction(ctx, async (tx) => {
    await lockWishlist(tx, wishlist.id);
    for (const input of inputs) {
      try {
        const id = toDbId(input.wishlist_item_id.trim());
        const [item] = id === null ? [] : await tx.db.select().from(wishlistItems)
          .where(and(eq(wishlistItems.id, id), eq(wishlistItems.wishlistId, wishlist.id)));
        if (!item) throw new ItemError("PRODUCT_NOT_FOUND", `Could not find a wishlist item with ID "${input.wishlist_item_id}"`);
        if (input.quantity === 0) {
          await tx.db.delete(wishlistItems).where(eq(wishlistItems.id, item.id));
          continue;
        }
        const options = { ...optionsOf(item) };
        if (input.selected_options || input.entered_options) {
          const chosen = requestedOptions(input);
          delete options.selected;
          delete options.entered;
          Object.assign(options, chosen);
        }
        if (input.description !== null && input.description !== undefined) {
          const description = input.description.trim();
          if (description.length > MAX_DESCRIPTION) {
            throw new ItemError("UNDEFINED", `The description can be at most ${MAX_DESCRIPTION} characters.`);
          }
          if (description) options.description = description;
          else delete options.description;
        }
        const qty = input.quantity ?? item.qty;
        checkQuantity(qty);
        await tx.db.update(wishlistItems).set({ qty, options }).where(eq(wishlistItems.id, item.id));
      } catch (error) {
        if (!(error instanceof ItemError)) throw error;
        errors.push({ code: error.code, message: error.message });
      }
    }
    await touch(tx, wishlist.id);
  });
  return { wishlist: await reload(ctx, wishlist.id), errors };
}

export interface WishlistCartError {
  code: "INSUFFICIENT_STOCK" | "NOT_SALABLE" | "PRODUCT_NOT_FOUND" | "UNDEFINED";
  message: string;
  wishlistId: string;
  wishlistItemId: string;
}

/** The cart request an item replays: the variant by its SKU under its configurable, with the stored choices. */
function cartInput(view: WishlistItemView): CartItemInput {
  const { item, product, variant, options } = view;
  return {
    sku: variant?.sku ?? product.sku,
    parent_sku: variant ? product.sku : null,
    quantity: item.qty,
    selected_options: options.selected ?? [],
    entered_options: options.entered ?? [],
  };
}

/**
 * addWishlistItemsToCart: each item goes to the customer's cart on its own; the cart's refusals come back with the
 * item's id and the item stays, the others leave the list.
 */
export async function moveToCart(ctx: CartContext, wishlist: WishlistRow, ids: readonly string[] | null | undefined) {
  let rows: ItemRow[];
  if (ids && ids.length > 0) {
    checkItemsPerRequest(ids.length);
    const wanted = itemIds(ids);
    const valid = wanted.flatMap((w) => (w.id === null ? [] : [w.id]));
    rows = valid.length === 0 ? [] : await ctx.db.select().from(wishlistItems)
      .where(and(eq(wishlistItems.wishlistId, wishlist.id), inArray(wishlistItems.id, valid))).orderBy(asc(wishlistItems.id));
    const missing = wanted.filter((w) => !rows.some((r) => r.id === w.id)).map((w) => w.raw);
    if (missing.length) throw new GraphQlInputError(`The wishlist item ids "${missing.join(",")}" were not found.`);
  } else {
    rows = await ctx.db.select().from(wishlistItems).where(eq(wishlistItems.wishlistId, wishlist.id)).orderBy(asc(wishlistItems.id));
  }
  const customerId = requireWishlistCustomer(ctx);
  const cart = await customerCart(ctx, customerId);
  const errors: WishlistCartError[] = [];
  const all = await views(ctx, rows);
  for (const view of all) {
    const where = { wishlistId: String(wishlist.id), wishlistItemId: String(view.item.id) };
    if (!view.product.isEnabled) {
      errors.push({ code: "NOT_SALABLE", message: "Product that you are trying to add is not available.", ...where });
      continue;
    }
    const result = await addProducts(ctx, cart.maskedId, [cartInput(view)]);
    if (result.errors.length) {
      for (const e of result.errors) errors.push({ code: e.code, message: e.message, ...where });
      continue;
    }
    await ctx.db.delete(wishlistItems).where(eq(wishlistItems.id, view.item.id));
  }
  await touch(ctx, wishlist.id);
  return { wishlist: await reload(ctx, wishlist.id), errors };
}

/** Serialises changes to one list (Magento checks duplicates and counts in the same request). */
async function lockWishlist(tx: CartContext, wishlistId: number): Promise<void> {
  await tx.db.execute(sql`SELECT id FROM ${wishlists} WHERE ${wishlists.id} = ${wishlistId} FOR UPDATE`);
}

async function touch(ctx: CartContext, wishlistId: number): Promise<void> {
  await ctx.db.update(wishlists).set({ updatedAt: ctx.now }).where(eq(wishlists.id, wishlistId));
}

async function reload(ctx: CartContext, wishlistId: number): Promise<WishlistRow> {
  const [row] = await ctx.db.select().from(wishlists).where(eq(wishlists.id, wishlistId));
  if (!row) throw new Error(`Wishlist ${wishlistId} vanished`);
  return row;
}
