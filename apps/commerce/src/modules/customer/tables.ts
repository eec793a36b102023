import { sql } from "drizzle-orm";
import { pgTable, serial, integer, text, timestamp, date, uniqueIndex, index, primaryKey, check } from "drizzle-orm/pg-core";

export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    websiteCode: text("website_code").notNull(),
    email: text("email").notNull(),
    /** scrypt hash with its salt; never leaves the service. */
    passwordHash: text("password_hash").notNull(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    prefix: text("prefix"),
    suffix: text("suffix"),
    phoneNumber: text("phone_number"),
    dateOfBirth: date("date_of_birth"),
    gender: integer("gender"),
    taxvat: text("taxvat"),
    /** Set until the shopper follows the confirmation link (create_account_confirmation on). */
    confirmationToken: text("confirmation_token"),
    passwordResetToken: text("password_reset_token"),
    passwordResetExpiresAt: timestamp("password_reset_expires_at", { withTimezone: true }),
    failedLogins: integer("failed_logins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    defaultBillingId: integer("default_billing_id"),
    defaultShippingId: integer("default_shipping_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("customers_email_idx").on(t.websiteCode, t.email),
    index("customers_phone_idx").on(t.phoneNumber),
  ],
);

/** Issued bearer tokens, so that revokeCustomerToken and expiry are enforced server-side. */
export const customerTokens = pgTable(
  "customer_tokens",
  {
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
