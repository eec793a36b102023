import { pgTable, serial, integer, text, timestamp, index } from "drizzle-orm/pg-core";
import { customers } from "../customer/tables.ts";

/**
 * Every change of a store credit balance (customer/tables.ts keeps the balance itself): the amount added (positive)
 * or taken (negative) in minor units of `currency`, the balance it left, what happened and why.
 */
export const storeCreditHistory = pgTable(
  "store_credit_history",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id").notNull().references(() => customers.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    changeMinor: integer("change_minor").notNull(),
    balanceMinor: integer("balance_minor").notNull(),
    /** Adobe Commerce's actions: Created, Updated, Used, Refunded, Reverted. */
    action: text("action").notNull(),
    /** Why, in words the customer may read (an order number, a goodwill gesture …). */
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("store_credit_history_customer_idx").on(t.customerId, t.currency, t.createdAt)],
);
