import { sql } from "drizzle-orm";
import { pgTable, serial, integer, text, timestamp, date, uniqueIndex, index, primaryKey, check } from "drizzle-orm/pg-core";

export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    websiteCode: text("website_code").notNull(),
    /** Trimmed and lower-cased: one account per address and website, whatever its letter case. */
    email: text("email").notNull(),
    /** argon2id hash in PHC form (salt and parameters included); never leaves the customer module. */
    passwordHash: text("password_hash").notNull(),
    firstname: text("firstname").notNull(),
    middlename: text("middlename"),
    lastname: text("lastname").notNull(),
    prefix: text("prefix"),
    suffix: text("suffix"),
    phoneNumber: text("phone_number"),
    dateOfBirth: date("date_of_birth"),
    gender: integer("gender"),
    taxvat: text("taxvat"),
    /**
     * SHA-256 of the e-mailed confirmation key, set at registration when create_account_confirmation is on. The
     * account signs in once `confirmedAt` is set; the hash stays so that the link followed again says so.
     */
    confirmationToken: text("confirmation_token"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** SHA-256 of the e-mailed password reset token; cleared when used. */
    passwordResetToken: text("password_reset_token"),
    passwordResetExpiresAt: timestamp("password_reset_expires_at", { withTimezone: true }),
    /** Failed sign-ins since the last success or lock; the 10th locks the account for 10 minutes. */
    failedLogins: integer("failed_logins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    defaultBillingId: integer("default_billing_id"),
    defaultShippingId: integer("default_shipping_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("customers_email_idx").on(t.websiteCode, t.email),
    /** E.164 numbers, unique per website like e-mail addresses (NULLs do not collide). */
    uniqueIndex("customers_phone_idx").on(t.websiteCode, t.phoneNumber),
  ],
);

/** Issued bearer tokens, so that revokeCustomerToken and expiry are enforced server-side. */
export const customerTokens = pgTable(
  "customer_tokens",
  {
    /** SHA-256 (hex) of the token; the token itself is never stored. */
    id: text("id").primaryKey(),
    customerId: integer("customer_id").notNull().references(() => customers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("customer_tokens_customer_idx").on(t.customerId)],
);

export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id").notNull().references(() => customers.id, { onDelete: "cascade" }),
    firstname: text("firstname").notNull(),
    middlename: text("middlename"),
    lastname: text("lastname").notNull(),
    prefix: text("prefix"),
    suffix: text("suffix"),
    company: text("company"),
    /** One to four lines: street, apartment, neighbourhood, extra (spec §3 Address), none of them empty. */
    street: text("street").array().notNull(),
    city: text("city").notNull(),
    regionId: integer("region_id"),
    region: text("region"),
    regionCode: text("region_code"),
    postcode: text("postcode"),
    countryCode: text("country_code").notNull(),
    telephone: text("telephone"),
    fax: text("fax"),
    vatId: text("vat_id"),
  },
  (t) => [index("customer_addresses_customer_idx").on(t.customerId)],
);

/** Store credit balance per customer and currency, in minor units; never below zero (store-credit/service.ts). */
export const storeCredits = pgTable(
  "store_credits",
  {
    customerId: integer("customer_id").notNull().references(() => customers.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    balanceMinor: integer("balance_minor").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.currency] }),
    check("store_credits_balance_not_negative", sql`${t.balanceMinor} >= 0`),
  ],
);
