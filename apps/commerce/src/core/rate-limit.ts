import { createHash } from "node:crypto";
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "./database.ts";
import { rateLimitCounters as counters } from "./tables.ts";

/** At most `limit` hits per window of `windowSeconds`. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitHit {
  allowed: boolean;
  /** Seconds until the window ends and the client may try again; 0 when allowed. */
  retryAfterSeconds: number;
}

/** Expired counters deleted at most per sweep, so that no request pays for a long quiet period. */
const SWEEP_BATCH = 500;

const digest = (key: string) => createHash("sha256").update(key).digest("base64url");

/**
 * Counts one hit of `key` (a client address, an account) in `bucket` (the action limited) and says whether it is
 * within the limit. A fixed window opens at a key's first hit and lasts `windowSeconds`; the counter lives in the
 * database and is bumped in one statement (an upsert), so concurrent requests on any number of backend instances
 * count exactly. Refused hits count too: a client that keeps trying stays refused until its window ends.
 *
 * Run it outside the transaction of the action it limits, or a rollback takes the hit back.
 */
export async function hit(
  ctx: { db: Db; now: Date },
  { bucket, key, limit, windowSeconds }: { bucket: string; key: string } & RateLimit,
): Promise<RateLimitHit> {
  const now = sql`${ctx.now.toISOString()}::timestamptz`;
  const expired = sql`${counters.windowEndsAt} <= ${now}`;
  const [row] = await ctx.db.insert(counters)
    .values({ bucket, key: digest(key), hits: 1, windowEndsAt: new Date(ctx.now.getTime() + windowSeconds * 1000) })
    .onConflictDoUpdate({
      target: [counters.bucket, counters.key],
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${counters.hits} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${expired} THEN excluded.window_ends_at ELSE ${counters.windowEndsAt} END`,
      },
    })
    .returning({ hits: counters.hits, windowEndsAt: counters.windowEndsAt });
  const { hits, windowEndsAt } = row!;
  // A new window is the moment to clear counters whose windows have ended: once per client and window, not per hit.
  if (hits === 1) await sweep(ctx);
  if (hits <= limit) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAt.getTime() - ctx.now.getTime()) / 1000)) };
}

/**
 * Whether `key` has used up its limit in the current window, without counting a hit: for limits on failures, which
 * are counted (with `hit`) only once an attempt has failed, but checked before the attempt's work is done.
 */
export async function isLimited(
  ctx: { db: Db; now: Date },
  { bucket, key, limit }: { bucket: string; key: string; limit: number },
): Promise<boolean> {
  const [row] = await ctx.db.select({ hits: counters.hits }).from(counters)
    .where(and(eq(counters.bucket, bucket), eq(counters.key, digest(key)), gt(counters.windowEndsAt, ctx.now)));
  return (row?.hits ?? 0) >= limit;
}

/**
 * Deletes a batch of ended counters, found through the index on their window's end. The end is checked again on
 * the row deleted, so a counter that a concurrent hit has just reopened stays.
 */
async function sweep(ctx: { db: Db; now: Date }): Promise<void> {
  const ended = lte(counters.windowEndsAt, ctx.now);
  const batch = ctx.db.select({ bucket: counters.bucket, key: counters.key }).from(counters).where(ended).limit(SWEEP_BATCH);
  await ctx.db.delete(counters).where(and(ended, inArray(sql`(${counters.bucket}, ${counters.key})`, batch)));
}

/** "40 seconds", "1 minute", "10 minutes": a wait as a refused client is told it. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
