import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * E-mails written instead of sent, when no SMTP server is configured: development and tests read them here (the
 * development outbox query and `npm run mail:outbox`).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    /** What the message is, e.g. account-confirmation. */
    kind: text("kind").notNull(),
    storeCode: text("store_code").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_created_idx").on(t.createdAt)],
);
