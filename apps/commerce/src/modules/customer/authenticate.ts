import { eq, sql } from "drizzle-orm";
import type { RequestContext } from "../../core/context.ts";
import { dummyPasswordHash, verifyPassword } from "./password.ts";
import { customers } from "./tables.ts";

export type CustomerRow = typeof customers.$inferSelect;

/** Magento's defaults (customer/password/lockout_failures, lockout_threshold): 10 failures lock for 10 minutes. */
export const MAX_FAILED_SIGN_INS = 10;
export const LOCK_MINUTES = 10;

export type PasswordCheck = "ok" | "wrong" | "locked";

/**
 * Checks a password against an account, with the lockout kept in the account's row, so that it holds across
 * backend instances: the 10th failure in a row locks the account for 10 minutes, during which even the right
 * password is refused; a success clears the count. Without an account (unknown e-mail or phone number) a dummy
 * hash is verified instead, so both failures cost the same argon2 work.
 */
export async function checkPassword(
  ctx: Pick<RequestContext, "db" | "now">,
  account: CustomerRow | undefined,
  password: string,
): Promise<PasswordCheck> {
  const matches = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!account) return "wrong";
  if (account.lockedUntil && account.lockedUntil > ctx.now) return "locked";
  if (!matches) {
    await recordFailure(ctx, account.id);
    return "wrong";
  }
  if (account.failedLogins > 0 || account.lockedUntil) {
    await ctx.db.update(customers).set({ failedLogins: 0, lockedUntil: null }).where(eq(customers.id, account.id));
  }
  return "ok";
}

/** Counts a failure in one statement, so concurrent attempts on several instances all count. */
async function recordFailure(ctx: Pick<RequestContext, "db" | "now">, customerId: number): Promise<void> {
  const lockUntil = new Date(ctx.now.getTime() + LOCK_MINUTES * 60_000);
  const reachesLimit = sql`${customers.failedLogins} + 1 >= ${MAX_FAILED_SIGN_INS}`;
  await ctx.db.update(customers).set({
    failedLogins: sql`CASE WHEN ${reachesLimit} THEN 0 ELSE ${customers.failedLogins} + 1 END`,
    lockedUntil: sql`CASE WHEN ${reachesLimit} THEN ${lockUntil.toISOString()}::timestamptz ELSE ${customers.lockedUntil} END`,
  }).where(eq(customers.id, customerId));
}

/** Unlocks an account whose owner proved control of its mailbox (password reset). */
export async function unlock(ctx: Pick<RequestContext, "db">, customerId: number): Promise<void> {
  await ctx.db.update(customers).set({ failedLogins: 0, lockedUntil: null }).where(eq(customers.id, customerId));
}
