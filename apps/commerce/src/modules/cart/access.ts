import { randomInt } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../core/database.ts";
import { clientKey } from "../../core/client-address.ts";
import type { RequestContext } from "../../core/context.ts";
import type { StoreViews } from "../../core/store-view.ts";
import { LoaderRegistry } from "../../core/loader.ts";
import { formatWait, hit } from "../../core/rate-limit.ts";
import {
  GraphQlAlreadyExistsError, GraphQlAuthorizationError, GraphQlInputError, GraphQlNoSuchEntityError,
} from "../../core/errors.ts";
import { carts } from "./tables.ts";
import { transaction } from "./transaction.ts";

export type CartRow = typeof carts.$inferSelect;
/** What cart services read from the request context; a transaction passes its own, with rates read ahead. */
export type CartContext = Pick<
  RequestContext, "db" | "database" | "store" | "currency" | "customerId" | "now" | "mediaBaseUrl" | "loaders"
> & { stores: Pick<StoreViews, "rateTable"> };

/** Guest carts left alone this long stop answering ("The cart isn't active."). */
const GUEST_CART_IDLE_DAYS = 30;
const MASK_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const MASKED_ID_LENGTH = 32;

function newMaskedId(): string {
  let id = "";
  for (let i = 0; i < MASKED_ID_LENGTH; i++) id += MASK_ALPHABET[randomInt(MASK_ALPHABET.length)];
  return id;
}

const guestExpiry = (now: Date) => new Date(now.getTime() + GUEST_CART_IDLE_DAYS * 86_400_000);

export function requireCartId(cartId: string | null | undefined, name = "cart_id"): string {
  const id = cartId?.trim();
  if (!id) throw new GraphQlInputError(`Required parameter "${name}" is missing`);
  return id;
}

/**
 * Magento's checks, in its order: the id exists, the cart is active (not ordered, not expired), it belongs to the
 * request's store view, and the caller may use it (guests guest carts, a customer only their own).
 */
function checkCartAccess(ctx: CartContext, cart: CartRow | undefined, maskedId: string, customerId = ctx.customerId): CartRow {
  if (!cart) throw new GraphQlNoSuchEntityError(`Could not find a cart with ID "${maskedId}"`);
  if (!cart.isActive || (cart.expiresAt !== null && cart.expiresAt <= ctx.now)) {
    throw new GraphQlNoSuchEntityError("The cart isn't active.");
  }
  if (cart.storeCode !== ctx.store.code) throw new GraphQlNoSuchEntityError(`Wrong store code specified for cart "${maskedId}"`);
  if ((cart.customerId ?? null) !== (customerId ?? null)) {
    throw new GraphQlAuthorizationError(`The current user cannot perform operations on cart "${maskedId}"`);
  }
  return cart;
}

export async function cartForUser(ctx: CartContext, maskedId: string, customerId = ctx.customerId): Promise<CartRow> {
  const [cart] = await ctx.db.select().from(carts).where(eq(carts.maskedId, maskedId));
  return checkCartAccess(ctx, cart, maskedId, customerId);
}

/** The same checks on a row locked until the transaction ends, so concurrent writers of one cart queue up. */
export async function lockCartForUser(ctx: CartContext, maskedId: string, customerId = ctx.customerId): Promise<CartRow> {
  const [cart] = await ctx.db.select().from(carts).where(eq(carts.maskedId, maskedId)).for("update");
  return checkCartAccess(ctx, cart, maskedId, customerId);
}

/**
 * Runs `work` in a transaction with a context whose every query goes through it. PGlite has one connection, so a
 * query on the outer handle inside the transaction would wait for the transaction forever: the context gets
 * fresh per-request loaders and exchange rates read beforehand.
 */
export async function inTransaction<T>(ctx: CartContext, work: (tx: CartContext) => Promise<T>): Promise<T> {
  const table = await ctx.stores.rateTable(ctx.store.baseCurrency);
  const stores = { rateTable: async () => table };
  return transaction(ctx.database, (db) => work({ ...ctx, db, stores, loaders: new LoaderRegistry() }));
}

/** Marks a change: the version lets readers tell cart states apart, and a guest cart's idle clock restarts. */
export async function touchCart(ctx: CartContext, cart: CartRow, changes: Partial<CartRow> = {}): Promise<CartRow> {
  const [row] = await ctx.db.update(carts).set({
    ...changes,
    version: sql`${carts.version} + 1`,
    updatedAt: ctx.now,
    expiresAt: cart.customerId === null ? guestExpiry(ctx.now) : null,
  }).where(eq(carts.id, cart.id)).returning();
  return row!;
}

async function insertCart(ctx: CartContext, maskedId: string, customerId: number | null): Promise<CartRow> {
  const [row] = await ctx.db.insert(carts).values({
    maskedId,
    storeCode: ctx.store.code,
    customerId,
    createdAt: ctx.now,
    updatedAt: ctx.now,
    expiresAt: customerId === null ? guestExpiry(ctx.now) : null,
  }).returning();
  return row!;
}

/**
 * Counts a guest cart against its client's limit: carts cost a row each and live for weeks, so a script creating
 * them in a loop would fill the database.
 */
async function limitCartCreation(ctx: Pick<RequestContext, "db" | "now" | "clientAddress" | "rateLimits">): Promise<void> {
  const { allowed, retryAfterSeconds } = await hit(ctx, {
    bucket: "cart-creation", key: clientKey(ctx.clientAddress), ...ctx.rateLimits.cartCreation,
  });
  if (!allowed) {
    throw new GraphQlInputError(
      `Too many carts have been created from your network. Please try again in ${formatWait(retryAfterSeconds)}.`,
    );
  }
}

/** A new guest cart, under a masked id the client chose (Magento allows that) or a random one. */
export async function createGuestCart(
  ctx: CartContext & Pick<RequestContext, "clientAddress" | "rateLimits">, wanted?: string | null, lengthMessage?: string,
): Promise<CartRow> {
  if (wanted !== undefined && wanted !== null && [...wanted].length !== MASKED_ID_LENGTH) {
    throw new GraphQlInputError(lengthMessage ?? "Cart ID length should to be 32 symbols.");
  }
  await limitCartCreation(ctx);
  if (wanted === undefined || wanted === null) return insertCart(ctx, newMaskedId(), null);
  const [taken] = await ctx.db.select({ id: carts.id }).from(carts).where(eq(carts.maskedId, wanted));
  if (taken) throw new GraphQlAlreadyExistsError(`Cart with ID "${wanted}" already exists.`);
  return insertCart(ctx, wanted, null);
}

/** The signed-in customer's active cart in this store view, created on first use (one per customer and store). */
export async function customerCart(ctx: CartContext, customerId: number): Promise<CartRow> {
  const find = async (db: Db) => {
    const [row] = await db.select().from(carts)
      .where(and(eq(carts.customerId, customerId), eq(carts.storeCode, ctx.store.code), eq(carts.isActive, true)))
      .orderBy(desc(carts.updatedAt), desc(carts.id)).limit(1);
    return row;
  };
  const existing = await find(ctx.db);
  if (existing) return existing;
  // Two first requests of one customer at once must not create two carts.
  return inTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('customer-cart'), ${customerId})`);
    return (await find(tx.db)) ?? insertCart(tx, newMaskedId(), customerId);
  });
}

export function requireCustomer(ctx: CartContext, message = "The request is allowed for logged in customer"): number {
  if (ctx.customerId === null) throw new GraphQlAuthorizationError(message);
  return ctx.customerId;
}
