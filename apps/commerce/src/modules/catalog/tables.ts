import {
  pgTable, serial, integer, text, boolean, timestamp, primaryKey, index, uniqueIndex, jsonb, customType,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Category tree. `path` is Magento's "1/2/5" chain of ids from the root; level 0 is the tree root, 1 a store root. */
export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey(),
    parentId: integer("parent_id"),
    path: text("path").notNull(),
    level: integer("level").notNull(),
    position: integer("position").notNull().default(0),
    name: text("name").notNull(),
    urlKey: text("url_key").notNull(),
    urlPath: text("url_path").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    includeInMenu: boolean("include_in_menu").notNull().default(true),
    isAnchor: boolean("is_anchor").notNull().default(true),
    /** PRODUCTS, PAGE or PRODUCTS_AND_PAGE. */
    displayMode: text("display_mode").notNull().default("PRODUCTS"),
    /** cms_blocks.id shown for PAGE and PRODUCTS_AND_PAGE. */
    landingPage: integer("landing_page"),
    description: text("description"),
    image: text("image"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    metaKeywords: text("meta_keywords"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("categories_parent_idx").on(t.parentId), uniqueIndex("categories_url_path_idx").on(t.urlPath)],
);

export const brands = pgTable(
  "brands",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    urlKey: text("url_key").notNull().unique(),
    description: text("description"),
    /** Brand home country, shown on brand pages. */
    country: text("country"),
    isFeatured: boolean("is_featured").notNull().default(false),
  },
  (t) => [index("brands_name_idx").on(t.name)],
);

/** Product attributes a shopper can filter on (color, size, skin_type …), Magento's EAV `select` attributes. */
export const attributes = pgTable("attributes", {
  id: integer("id").primaryKey(),
  code: text("code").notNull().unique(),
  label: text("label").notNull(),
  /** select | multiselect | swatch_visual | swatch_text */
  frontendInput: text("frontend_input").notNull(),
  isFilterable: boolean("is_filterable").notNull().default(true),
  position: integer("position").notNull().default(0),
});

export const attributeOptions = pgTable(
  "attribute_options",
  {
    id: integer("id").primaryKey(),
    attributeId: integer("attribute_id").notNull().references(() => attributes.id),
    label: text("label").notNull(),
    /** Hex colour for visual swatches, text for text swatches. */
    swatchValue: text("swatch_value"),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("attribute_options_attribute_idx").on(t.attributeId)],
);

/**
 * Every product, variants included. `typeId` is Magento's type: simple, configurable, bundle, grouped, virtual,
 * downloadable, giftcard. Variants of a configurable are `simple` rows with `visibility` 1 (not visible alone).
 */
export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey(),
    sku: text("sku").notNull().unique(),
    typeId: text("type_id").notNull(),
    name: text("name").notNull(),
    urlKey: text("url_key").notNull(),
    brandId: integer("brand_id").references(() => brands.id),
    /** 1 not visible individually, 2 catalogue, 3 search, 4 catalogue and search (Magento's values). */
    visibility: integer("visibility").notNull().default(4),
    isEnabled: boolean("is_enabled").notNull().default(true),
    description: text("description"),
    shortDescription: text("short_description"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    metaKeyword: text("meta_keyword"),
    weightGrams: integer("weight_grams"),
    /** Units on hand; null for products without own stock (configurable, bundle, grouped parents). */
    qty: integer("qty"),
    isInStock: boolean("is_in_stock").notNull().default(true),
    /** Merchandising rank within listings (lower first) — Magento's "position" sort. */
    position: integer("position").notNull().default(0),
    /** Bestseller score used by the home page and by relevance ties. */
    popularity: integer("popularity").notNull().default(0),
    isNew: boolean("is_new").notNull().default(false),
    /** Whether a giftcard/virtual/downloadable product ships (false) — Magento's is_virtual. */
    isVirtual: boolean("is_virtual").notNull().default(false),
    /** Type-specific settings that need no joins (bundle price type, giftcard amounts, downloadable link titles …). */
    typeOptions: jsonb("type_options").$type<Record<string, unknown>>(),
    searchText: text("search_text").notNull().default(""),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(search_text, ''))`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("products_brand_idx").on(t.brandId),
    index("products_url_key_idx").on(t.urlKey),
    index("products_search_idx").using("gin", t.searchVector),
    index("products_name_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * Prices in integer minor units, per product and currency (GBP, USD, MXN are set by the merchant; other
 * display currencies convert from the store's base currency). Special price applies between its dates.
 */
export const productPrices = pgTable(
  "product_prices",
  {
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    regularMinor: integer("regular_minor").notNull(),
    specialMinor: integer("special_minor"),
    specialFrom: timestamp("special_from", { withTimezone: true }),
    specialTo: timestamp("special_to", { withTimezone: true }),
    /** Recommended retail price (RRP), for the cart's rrp subtotal. */
    rrpMinor: integer("rrp_minor"),
  },
  (t) => [primaryKey({ columns: [t.productId, t.currency] })],
);

/** Select-attribute values of a product (color, size, skin_type …): Magento's catalog_product_entity_int. */
export const productAttributeValues = pgTable(
  "product_attribute_values",
  {
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    attributeId: integer("attribute_id").notNull().references(() => attributes.id),
    optionId: integer("option_id").notNull().references(() => attributeOptions.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeId, t.optionId] }),
    index("product_attribute_values_option_idx").on(t.optionId, t.productId),
  ],
);

export const productCategories = pgTable(
  "product_categories",
  {
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").notNull().references(() => categories.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index("product_categories_category_idx").on(t.categoryId, t.position),
  ],
);

/** Gallery images. `file` is the path under the media base URL, e.g. "catalog/product/a/b/abc.png". */
export const productMedia = pgTable(
  "product_media",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    file: text("file").notNull(),
    label: text("label"),
    position: integer("position").notNull().default(0),
    disabled: boolean("disabled").notNull().default(false),
    /** image, small_image, thumbnail, swatch_image */
    roles: text("roles").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index("product_media_product_idx").on(t.productId, t.position)],
);

/** The attributes a configurable product varies on, in display order. */
export const configurableOptions = pgTable(
  "configurable_options",
  {
    id: integer("id").primaryKey(),
    parentId: integer("parent_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    attributeId: integer("attribute_id").notNull().references(() => attributes.id),
    label: text("label").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("configurable_options_parent_idx").on(t.parentId)],
);

export const configurableLinks = pgTable(
  "configurable_links",
  {
    parentId: integer("parent_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    childId: integer("child_id").notNull().references(() => products.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.childId] }), index("configurable_links_child_idx").on(t.childId)],
);

/** Bundle options (e.g. "Choose your cleanser") and their selections. */
export const bundleOptions = pgTable(
  "bundle_options",
  {
    id: integer("id").primaryKey(),
    parentId: integer("parent_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** select | radio | checkbox | multi */
    type: text("type").notNull(),
    required: boolean("required").notNull().default(true),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("bundle_options_parent_idx").on(t.parentId)],
);

export const bundleSelections = pgTable(
  "bundle_selections",
  {
    id: integer("id").primaryKey(),
    optionId: integer("option_id").notNull().references(() => bundleOptions.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull().references(() => products.id),
    qty: integer("qty").notNull().default(1),
    canChangeQty: boolean("can_change_qty").notNull().default(false),
    isDefault: boolean("is_default").notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("bundle_selections_option_idx").on(t.optionId)],
);

export const groupedLinks = pgTable(
  "grouped_links",
  {
    parentId: integer("parent_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    childId: integer("child_id").notNull().references(() => products.id),
    position: integer("position").notNull().default(0),
    defaultQty: integer("default_qty").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.childId] })],
);

/** related | upsell | crosssell */
export const productLinks = pgTable(
  "product_links",
  {
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    linkedId: integer("linked_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.type, t.linkedId] })],
);

export const downloadableLinks = pgTable(
  "downloadable_links",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Extra price in the product's base currency minor units. */
    priceMinor: integer("price_minor").notNull().default(0),
    sampleUrl: text("sample_url"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("downloadable_links_product_idx").on(t.productId)],
);
