import { pgTable, serial, integer, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    storeCode: text("store_code").notNull(),
    email: text("email").notNull(),
    customerId: integer("customer_id"),
    /** SubscriptionStatusesEnum: NOT_ACTIVE | SUBSCRIBED | UNCONFIRMED | UNSUBSCRIBED */
    status: text("status").notNull(),
    confirmationCode: text("confirmation_code"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_idx").on(t.storeCode, t.email)],
);
