import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Captcha answers already used, so that each is accepted once across every backend instance: an ALTCHA challenge
 * by its nonce, a reCAPTCHA token by its digest. Rows go once the answer would have expired anyway.
 */
export const captchaAnswers = pgTable(
  "captcha_answers",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("captcha_answers_expires_idx").on(t.expiresAt)],
);
