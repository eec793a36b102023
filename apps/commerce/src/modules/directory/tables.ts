import { pgTable, integer, text, index } from "drizzle-orm/pg-core";

/** ISO 3166 countries; `id` is the two-letter code as Magento serves it. */
export const countries = pgTable("countries", {
  id: text("id").primaryKey(),
  iso3: text("iso3").notNull(),
  nameEn: text("name_en").notNull(),
});

export const regions = pgTable(
  "regions",
  {
    id: integer("id").primaryKey(),
    countryId: text("country_id").notNull().references(() => countries.id),
    code: text("code").notNull(),
    name: text("name").notNull(),
  },
  (t) => [index("regions_country_idx").on(t.countryId)],
);
