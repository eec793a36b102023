import { pgTable, integer, text, timestamp, index, jsonb } from "drizzle-orm/pg-core";

/**
 * The last order number given per store view. Placing an order increments its store's row (a row lock, so numbers
 * are never given twice); `prefix` starts every number of the store (Magento's default: none for the first store
 * view, the store id for the others).
 */
export const orderSequences = pgTable("order_sequences", {
  storeCode: text("store_code").primaryKey(),
  prefix: text("prefix").notNull().default(""),
  lastValue: integer("last_value").notNull().default(0),
});

/**
 * Card payments started for a cart: our record of the provider's payment intent. `status` follows the provider
 * (requires_payment_method, requires_action, succeeded, canceled, refunded); `orderId` is set by the order that
 * spent it, so an intent pays for one order only. `refundReason` says why a paid intent was given back.
 */
export const paymentIntents = pgTable(
  "payment_intents",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    cartId: integer("cart_id").notNull(),
    storeCode: text("store_code").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    clientSecret: text("client_secret").notNull(),
    sessionId: text("session_id").notNull(),
    customerRef: text("customer_ref"),
    orderId: integer("order_id").unique(),
    refundReason: text("refund_reason"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_intents_cart_idx").on(t.cartId)],
);

/**
 * The built-in sandbox card provider's own books: what a real provider keeps on its side (the hosted page writes
 * here; our side only learns of it through the provider port and its signed webhooks). `outcome` is the last card
 * result: succeeded, declined, insufficient_funds, challenge, canceled.
 */
export const sandboxCardIntents = pgTable("sandbox_card_intents", {
  id: text("id").primaryKey(),
  sessionId: text("session_id").notNull().unique(),
  clientSecret: text("client_secret").notNull(),
  amountMinor: integer("amount_minor").notNull(),
  currency: text("currency").notNull(),
  status: text("status").notNull(),
  returnUrl: text("return_url").notNull(),
  customerEmail: text("customer_email"),
  metadata: jsonb("metadata").$type<Record<string, string>>(),
  lastOutcome: text("last_outcome"),
  cardLast4: text("card_last4"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
