import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../core/database.ts";
import { GraphQlInputError } from "../../core/errors.ts";
import type { CatalogContext } from "../catalog/context.ts";
import { assertPaging } from "../catalog/service.ts";
import { storeCredits } from "../customer/tables.ts";
import { storeCreditHistory } from "./tables.ts";

export type HistoryRow = typeof storeCreditHistory.$inferSelect;

/** Adobe Commerce's history actions. */
export type StoreCreditAction = "Created" | "Updated" | "Used" | "Refunded" | "Reverted";

/**
 * Store credit is kept in the currency of the store's website (GBP for gb and cn, USD for us, MXN for mex): the
 * balance a request sees is that one, shown converted into the request's currency like every price.
 */
export const creditCurrency = (ctx: Pick<CatalogContext, "store">) => ctx.store.baseCurrency;

/** A customer's balance in the credit currency of the request's store, in its minor units; 0 when none was given. */
export function balanceOf(ctx: Pick<CatalogContext, "db" | "store" | "loaders">, customerId: number): Promise<number> {
  const currency = creditCurrency(ctx);
  return ctx.loaders.get<number, number>(`store-credit:${currency}`, async (ids) => {
    const rows = await ctx.db.select().from(storeCredits)
      .where(and(inArray(storeCredits.customerId, [...ids]), eq(storeCredits.currency, currency)));
    return new Map(rows.map((r) => [r.customerId, r.balanceMinor]));
  }).load(customerId).then((balance) => balance ?? 0);
}

export interface BalanceChange {
  customerId: number;
  currency: string;
  /** Minor units to add (positive) or take (negative). */
  amount: number;
  action: StoreCreditAction;
  reason?: string | null;
  at: Date;
}

/**
 * Adds to or takes from a balance and records the change. Run it inside a transaction (core/transaction.ts): it
 * holds the balance row until the transaction ends, so that concurrent changes queue up. A change that would leave
 * less than zero is refused before anything is written. Returns the new balance.
 */
export async function changeBalance(db: Db, change: BalanceChange): Promise<number> {
  if (!Number.isInteger(change.amount)) throw new Error(`Store credit changes are whole minor units, got ${change.amount}`);
  const key = and(eq(storeCredits.customerId, change.customerId), eq(storeCredits.currency, change.currency));
  await db.insert(storeCredits).values({ customerId: change.customerId, currency: change.currency, balanceMinor: 0 }).onConflictDoNothing();
  const [row] = await db.select().from(storeCredits).where(key).for("update");
  const balance = (row?.balanceMinor ?? 0) + change.amount;
  if (balance < 0) throw new GraphQlInputError("The store credit balance is not enough for this.");
  await db.update(storeCredits).set({ balanceMinor: balance }).where(key);
  await db.insert(storeCreditHistory).values({
    customerId: change.customerId, currency: change.currency, changeMinor: change.amount, balanceMinor: balance,
    action: change.action, reason: change.reason ?? null, createdAt: change.at,
  });
  return balance;
}

export interface HistoryPage {
  items: HistoryRow[];
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
}

/** One page of the changes to the balance the request sees, newest first. */
export async function balanceHistory(
  ctx: Pick<CatalogContext, "db" | "store">, customerId: number, pageSize: number, currentPage: number,
): Promise<HistoryPage> {
  assertPaging(pageSize, currentPage);
  const where = and(eq(storeCreditHistory.customerId, customerId), eq(storeCreditHistory.currency, creditCurrency(ctx)));
  const [items, [total]] = await Promise.all([
    ctx.db.select().from(storeCreditHistory).where(where).orderBy(desc(storeCreditHistory.createdAt), desc(storeCreditHistory.id))
      .limit(pageSize).offset((currentPage - 1) * pageSize),
    ctx.db.select({ n: count() }).from(storeCreditHistory).where(where),
  ]);
  const totalCount = Number(total?.n ?? 0);
  return {
    items,
    total_count: totalCount,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(totalCount / pageSize) },
  };
}
