import { and, eq, gt, isNull, lt, ne } from "drizzle-orm";
import type { RequestContext, ResolveCustomer } from "../../core/context.ts";
import { customers, customerTokens } from "./tables.ts";
import { digest, newSecret } from "./secrets.ts";

/** How long a customer token is valid (spec §9: 172800 s, two days), from the sign-in. */
export const TOKEN_LIFETIME_SECONDS = 172_800;
/** Tokens are 43 characters; anything much longer is not one of ours and is not worth hashing. */
const MAX_TOKEN_LENGTH = 256;

type Ctx = Pick<RequestContext, "db" | "now">;

/** Issues a bearer token for a signed-in customer; the database keeps only its digest. */
export async function issueToken(ctx: Ctx, customerId: number): Promise<string> {
  const token = newSecret();
  await ctx.db.insert(customerTokens).values({
    id: digest(token),
    customerId,
    expiresAt: new Date(ctx.now.getTime() + TOKEN_LIFETIME_SECONDS * 1000),
    createdAt: ctx.now,
  });
  // The customer's long-expired tokens go with each new one, so the table holds about one row per live session.
  await ctx.db.delete(customerTokens).where(and(eq(customerTokens.customerId, customerId), lt(customerTokens.expiresAt, ctx.now)));
  return token;
}

/**
 * The customer of a live token (issued, not revoked, not expired) whose account belongs to the store view's
 * website. Read on every request that carries a token; it writes nothing.
 */
export const resolveCustomerToken: ResolveCustomer = async (db, token, now, store) => {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [row] = await db
    .select({ id: customers.id })
    .from(customerTokens)
    .innerJoin(customers, eq(customers.id, customerTokens.customerId))
    .where(and(
      eq(customerTokens.id, digest(token)),
      isNull(customerTokens.revokedAt),
      gt(customerTokens.expiresAt, now),
      eq(customers.websiteCode, store.websiteCode),
    ));
  return row?.id ?? null;
};

/** Revokes one token (sign-out on this device); false when it was not a live token of the customer. */
export async function revokeToken(ctx: Ctx, customerId: number, token: string): Promise<boolean> {
  const revoked = await ctx.db.update(customerTokens).set({ revokedAt: ctx.now })
    .where(and(eq(customerTokens.id, digest(token)), eq(customerTokens.customerId, customerId), isNull(customerTokens.revokedAt)))
    .returning({ id: customerTokens.id });
  return revoked.length > 0;
}

/** Revokes every live token of a customer, but the one given (a password change keeps the device it was made on). */
export async function revokeOtherTokens(ctx: Ctx, customerId: number, keep: string | null = null): Promise<void> {
  await ctx.db.update(customerTokens).set({ revokedAt: ctx.now }).where(and(
    eq(customerTokens.customerId, customerId),
    isNull(customerTokens.revokedAt),
    gt(customerTokens.expiresAt, ctx.now),
    keep === null ? undefined : ne(customerTokens.id, digest(keep)),
  ));
}
