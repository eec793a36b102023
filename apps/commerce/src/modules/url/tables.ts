import { pgTable, serial, integer, text, uniqueIndex, index } from "drizzle-orm/pg-core";

/**
 * Magento's url_rewrite: a request path per store view, pointing at a product, category or CMS page.
 * `redirectCode` 0 serves the entity; 301/302 tell the client to go to `targetPath`.
 */
export const urlRewrites = pgTable(
  "url_rewrites",
  {
    id: serial("id").primaryKey(),
    storeCode: text("store_code").notNull(),
    requestPath: text("request_path").notNull(),
    targetPath: text("target_path").notNull(),
    /** PRODUCT | CATEGORY | CMS_PAGE */
    entityType: text("entity_type").notNull(),
    entityId: integer("entity_id").notNull(),
    redirectCode: integer("redirect_code").notNull().default(0),
  },
  (t) => [
    uniqueIndex("url_rewrites_request_idx").on(t.storeCode, t.requestPath),
    index("url_rewrites_entity_idx").on(t.entityType, t.entityId),
  ],
);
