import { eq, inArray } from "drizzle-orm";
import { loadProducts } from "../catalog/product-loader.ts";
import { ownStockSalable } from "../catalog/stock.ts";
import type { CartContext, CartRow } from "./access.ts";
import type { LineSpec } from "./add-request.ts";
import { GraphQlInputError } from "../../core/errors.ts";
import { itemError, MESSAGES } from "./item-errors.ts";
import { MAX_CART_LINES, MAX_LINE_QTY } from "./limits.ts";
import { demandOf, lineKey, type CartItemRow, type ItemOptions } from "./options.ts";
import { cartItems } from "./tables.ts";

interface Line {
  id: number | null;
  productId: number;
  variantId: number | null;
  options: ItemOptions;
  qty: number;
  savedQty: number | null;
}

/**
 * A cart's lines while a mutation changes them (inside the cart's transaction): changes are checked against the
 * stock of every product they take, counting what the other lines already take, then written in one go.
 */
export class CartLines {
  readonly #cart: CartRow;
  readonly #lines = new Map<string, Line>();
  readonly #removed = new Set<number>();

  private constructor(cart: CartRow, rows: CartItemRow[]) {
    this.#cart = cart;
    for (const r of rows) {
      const options = (r.options ?? {}) as ItemOptions;
      this.#lines.set(lineKey(r.productId, r.variantId, options), {
        id: r.id, productId: r.productId, variantId: r.variantId, options, qty: r.qty, savedQty: r.qty,
      });
    }
  }

  static async load(ctx: CartContext, cart: CartRow): Promise<CartLines> {
    return new CartLines(cart, await ctx.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id)));
  }

  get size(): number {
    return this.#lines.size;
  }

  byId(id: number): Line | undefined {
    return [...this.#lines.values()].find((l) => l.id === id);
  }

  /**
   * Adds one requested item's lines, all or none, merging with identical lines already there. New lines must fit
   * under the cart's line cap; adding to a line already there is always allowed.
   */
  async add(ctx: CartContext, specs: LineSpec[]): Promise<void> {
    const next = new Map<string, Line>();
    for (const spec of specs) {
      const key = lineKey(spec.product.id, spec.variantId, spec.options);
      const line = next.get(key) ?? this.#lines.get(key);
      const qty = (line?.qty ?? 0) + spec.qty;
      if (qty > MAX_LINE_QTY) throw itemError("INSUFFICIENT_STOCK", MESSAGES.max);
      next.set(key, line ? { ...line, qty }
        : { id: null, productId: spec.product.id, variantId: spec.variantId, options: spec.options, qty, savedQty: null });
    }
    const added = [...next.keys()].filter((key) => !this.#lines.has(key)).length;
    if (added > 0 && this.#lines.size + added > MAX_CART_LINES) throw itemError("UNDEFINED", MESSAGES.cartFull);
    await this.#checkStock(ctx, next);
    for (const [key, line] of next) this.#lines.set(key, line);
  }

  /** Sets a line's quantity; 0 removes it. Lowering a quantity is always allowed, even below what is in stock. */
  async setQty(ctx: CartContext, id: number, qty: number): Promise<void> {
    const entry = [...this.#lines].find(([, l]) => l.id === id);
    if (!entry) return;
    const [key, line] = entry;
    if (qty === 0) {
      this.#lines.delete(key);
      this.#removed.add(id);
      return;
    }
    const changed = { ...line, qty };
    if (qty > line.qty) await this.#checkStock(ctx, new Map([[key, changed]]));
    this.#lines.set(key, changed);
  }

  remove(id: number): boolean {
    const entry = [...this.#lines].find(([, l]) => l.id === id);
    if (!entry) return false;
    this.#lines.delete(entry[0]);
    this.#removed.add(id);
    return true;
  }

  /**
   * Adds as much of a line as stock allows (for merging carts): identical lines are summed up to what is left of
   * every product the line takes. A line that cannot be sold at all moves unchanged, so it stays visible. A new
   * line past the cart's line cap fails the merge.
   */
  async merge(ctx: CartContext, spec: Omit<Line, "id" | "savedQty">): Promise<void> {
    const key = lineKey(spec.productId, spec.variantId, spec.options);
    const line = this.#lines.get(key);
    const perUnit = demandOf({ ...spec, qty: 1 });
    const taken = new Map<number, number>();
    for (const l of this.#lines.values()) {
      for (const [id, n] of demandOf(l)) taken.set(id, (taken.get(id) ?? 0) + n);
    }
    const stocked = await loadProducts(ctx, [...perUnit.keys()]);
    let room = MAX_LINE_QTY - (line?.qty ?? 0);
    if (stocked.length === perUnit.size && stocked.every(ownStockSalable)) {
      for (const p of stocked) {
        if (p.qty !== null) room = Math.min(room, Math.floor((p.qty - (taken.get(p.id) ?? 0)) / perUnit.get(p.id)!));
      }
    }
    const qty = Math.min(spec.qty, room);
    if (qty <= 0) return;
    // Refused rather than cut: the merge is undone and both carts stay as they were.
    if (!line && this.#lines.size >= MAX_CART_LINES) throw new GraphQlInputError(MESSAGES.cartFull);
    this.#lines.set(key, line ? { ...line, qty: line.qty + qty } : { ...spec, id: null, qty, savedQty: null });
  }

  /** Refuses the changed lines when a product they take is not salable or the cart would take more than is left. */
  async #checkStock(ctx: CartContext, changed: Map<string, Line>): Promise<void> {
    const demand = new Map<number, number>();
    for (const [key, line] of this.#lines) {
      if (changed.has(key)) continue;
      for (const [id, n] of demandOf(line)) demand.set(id, (demand.get(id) ?? 0) + n);
    }
    const touched = new Set<number>();
    for (const line of changed.values()) {
      for (const [id, n] of demandOf(line)) {
        demand.set(id, (demand.get(id) ?? 0) + n);
        touched.add(id);
      }
    }
    for (const product of await loadProducts(ctx, [...touched])) {
      if (!ownStockSalable(product)) throw itemError("NOT_SALABLE", MESSAGES.notAvailable);
      if (product.qty !== null && demand.get(product.id)! > product.qty) {
        throw itemError("INSUFFICIENT_STOCK", MESSAGES.qtyNotAvailable);
      }
    }
  }

  /** Writes the changes; returns whether anything changed. */
  async save(ctx: CartContext): Promise<boolean> {
    let changed = false;
    if (this.#removed.size > 0) {
      await ctx.db.delete(cartItems).where(inArray(cartItems.id, [...this.#removed]));
      changed = true;
    }
    for (const line of this.#lines.values()) {
      if (line.id === null) {
        const [row] = await ctx.db.insert(cartItems).values({
          cartId: this.#cart.id, productId: line.productId, variantId: line.variantId, qty: line.qty,
          options: line.options as Record<string, unknown>, createdAt: ctx.now,
        }).returning({ id: cartItems.id });
        line.id = row!.id;
        line.savedQty = line.qty;
        changed = true;
      } else if (line.qty !== line.savedQty) {
        await ctx.db.update(cartItems).set({ qty: line.qty }).where(eq(cartItems.id, line.id));
        line.savedQty = line.qty;
        changed = true;
      }
    }
    this.#removed.clear();
    return changed;
  }
}
