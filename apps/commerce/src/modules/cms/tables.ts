import { pgTable, integer, text, boolean, uniqueIndex } from "drizzle-orm/pg-core";

/** CMS pages. `storeCode` null means every store view. */
export const cmsPages = pgTable(
  "cms_pages",
  {
    id: integer("id").primaryKey(),
    identifier: text("identifier").notNull(),
    storeCode: text("store_code"),
    title: text("title").notNull(),
    contentHeading: text("content_heading"),
    content: text("content").notNull(),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    metaKeywords: text("meta_keywords"),
    pageLayout: text("page_layout").notNull().default("1column"),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [uniqueIndex("cms_pages_identifier_idx").on(t.identifier, t.storeCode)],
);

export const cmsBlocks = pgTable(
  "cms_blocks",
  {
    id: integer("id").primaryKey(),
    identifier: text("identifier").notNull(),
    storeCode: text("store_code"),
    title: text("title").notNull(),
    content: text("content").notNull(),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [uniqueIndex("cms_blocks_identifier_idx").on(t.identifier, t.storeCode)],
);
