import { pgTable, integer, text, timestamp, primaryKey } from "drizzle-orm/pg-core";
import { products } from "../catalog/tables.ts";

/**
 * One row per listable product (enabled, visibility 2–4), denormalised by `reindex()` so that a listing or a search
 * reads everything it filters, sorts and counts on from a single table. Category ids include the anchor
 * categories above each assigned category; option ids include those of a configurable's enabled variants.
 */
export const searchDocuments = pgTable("search_documents", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  visibility: integer("visibility").notNull(),
  brandId: integer("brand_id"),
  position: integer("position").notNull(),
  popularity: integer("popularity").notNull(),
  /** Same order as `categoryIds`: the product's merchandising position in each category. */
  categoryIds: integer("category_ids").array().notNull(),
  categoryPositions: integer("category_positions").array().notNull(),
  optionIds: integer("option_ids").array().notNull(),
  /** Name with entities decoded, accents folded and lower-cased: for the `name` match filter. */
  nameKey: text("name_key").notNull(),
  /** Rank of `nameKey` among all documents, so name sorting compares integers. */
  nameRank: integer("name_rank").notNull(),
});

/**
 * Lowest final price a shopper can pay for a listable product (what `price_range.minimum_price.final_price`
 * shows), per store view and display currency, in minor units: the price filter, sort and facet read it.
 */
export const searchPrices = pgTable(
  "search_prices",
  {
    storeCode: text("store_code").notNull(),
    currency: text("currency").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    finalMinor: integer("final_minor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeCode, t.currency, t.productId] })],
);

/** A single row whose version changes on every reindex: processes drop their in-memory copy when it moves. */
export const searchIndexState = pgTable("search_index_state", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull(),
  indexedAt: timestamp("indexed_at", { withTimezone: true }).notNull(),
});
