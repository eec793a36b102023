import { pgTable, integer, serial, text, timestamp, primaryKey, index, uniqueIndex } from "drizzle-orm/pg-core";
import { products } from "../catalog/tables.ts";

/** Rating dimensions (the storefront reads the one named "Rating"). */
export const ratings = pgTable("ratings", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  position: integer("position").notNull().default(0),
});

/** The values a rating can take (Magento's rating options): 1–5 stars, each with its own id. */
export const ratingOptions = pgTable(
  "rating_options",
  {
    id: integer("id").primaryKey(),
    ratingId: integer("rating_id").notNull().references(() => ratings.id, { onDelete: "cascade" }),
    value: integer("value").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("rating_options_rating_value_idx").on(t.ratingId, t.value)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    customerId: integer("customer_id"),
    storeCode: text("store_code"),
    nickname: text("nickname").notNull(),
    summary: text("summary").notNull(),
    text: text("text").notNull(),
    /** APPROVED | PENDING | NOT_APPROVED — only approved reviews are public. */
    status: text("status").notNull().default("PENDING"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("reviews_product_idx").on(t.productId, t.status, t.createdAt), index("reviews_customer_idx").on(t.customerId)],
);

/** One vote per review and rating, 1–5 stars. */
export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: integer("review_id").notNull().references(() => reviews.id, { onDelete: "cascade" }),
    ratingId: integer("rating_id").notNull().references(() => ratings.id),
    value: integer("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.ratingId] })],
);
