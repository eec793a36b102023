import { pgTable, serial, integer, text, boolean, timestamp, jsonb, index } from "drizzle-orm/pg-core";
import { products } from "../catalog/tables.ts";

/**
 * A quote. Clients only ever see `maskedId` (Magento's masked quote id). A cart belongs to one store view;
 * `customerId` is set for customer carts. `isActive` turns false once ordered; `expiresAt` ends guest carts.
 */
export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    maskedId: text("masked_id").notNull().unique(),
    storeCode: text("store_code").notNull(),
    customerId: integer("customer_id"),
    email: text("email"),
    isActive: boolean("is_active").notNull().default(true),
    couponCode: text("coupon_code"),
    /** Bumped on every change: concurrent writers compare it (optimistic locking). */
    version: integer("version").notNull().default(0),
    selectedPaymentMethod: text("selected_payment_method"),
    paymentData: jsonb("payment_data").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [index("carts_customer_idx").on(t.customerId, t.isActive)],
);

/**
 * Cart lines. `productId` is what was added (the configurable or bundle parent); `variantId` the chosen child
 * of a configurable. `options` keeps the buyer's choices: bundle selections, gift-card amount, downloadable links.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cartId: integer("cart_id").notNull().references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull().references(() => products.id),
    variantId: integer("variant_id").references(() => products.id),
    qty: integer("qty").notNull(),
    options: jsonb("options").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cart_items_cart_idx").on(t.cartId)],
);

/** Shipping and billing addresses of a cart; `kind` is "shipping" or "billing". */
export const cartAddresses = pgTable(
  "cart_addresses",
  {
    id: serial("id").primaryKey(),
    cartId: integer("cart_id").notNull().references(() => carts.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    customerAddressId: integer("customer_address_id"),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    company: text("company"),
    street: text("street").array().notNull(),
    city: text("city").notNull(),
    regionId: integer("region_id"),
    region: text("region"),
    regionCode: text("region_code"),
    postcode: text("postcode"),
    countryCode: text("country_code").notNull(),
    telephone: text("telephone"),
    sameAsShipping: boolean("same_as_shipping").notNull().default(false),
    carrierCode: text("carrier_code"),
    methodCode: text("method_code"),
    /** A customer's new address is copied into their address book when the order is placed. */
    saveInAddressBook: boolean("save_in_address_book").notNull().default(false),
  },
  (t) => [index("cart_addresses_cart_idx").on(t.cartId, t.kind)],
);

/**
 * Carts whose customer chose to pay with store credit. Only the choice is kept: the amount follows the balance and
 * the cart total each time the cart is priced (cart/store-credit.ts); placing the order spends it.
 */
export const cartStoreCredits = pgTable("cart_store_credits", {
  cartId: integer("cart_id").primaryKey().references(() => carts.id, { onDelete: "cascade" }),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});
