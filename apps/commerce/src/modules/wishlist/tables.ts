import { pgTable, serial, integer, text, timestamp, jsonb, index, uniqueIndex } from "drizzle-orm/pg-core";
import { products } from "../catalog/tables.ts";

export const wishlists = pgTable(
  "wishlists",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id").notNull(),
    sharingCode: text("sharing_code").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("wishlists_customer_idx").on(t.customerId)],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    id: serial("id").primaryKey(),
    wishlistId: integer("wishlist_id").notNull().references(() => wishlists.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    /** The chosen variant of a configurable (sent with parent_sku). */
    variantId: integer("variant_id"),
    qty: integer("qty").notNull().default(1),
    options: jsonb("options").$type<Record<string, unknown>>(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("wishlist_items_wishlist_idx").on(t.wishlistId)],
);
