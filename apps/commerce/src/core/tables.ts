import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Rate-limit counters (`rate-limit.ts`): hits of one client (`key`, stored as a SHA-256 digest so that no address
 * or account name sits in the table) at one kind of action (`bucket`) in the window ending at `windowEndsAt`. Kept
 * in the database so that every backend instance counts against the same limit.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    hits: integer("hits").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index("rate_limit_counters_window_idx").on(t.windowEndsAt)],
);
