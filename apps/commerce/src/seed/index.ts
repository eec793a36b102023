import { count, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database, Db } from "../core/database.ts";
import * as s from "../db/schema.ts";
import { attributeRows, optionRows } from "./attributes.ts";
import { brandRows } from "./brands.ts";
import { CatalogueGenerator } from "./catalogue.ts";
import { categoryImage, categoryRows, categoryTree } from "./categories.ts";
import { cmsBlockRows, HERO_IMAGES, landingBlockIds } from "./cms-blocks.ts";
import { cmsPageRows } from "./cms-pages.ts";
import { countryRows, regionRows } from "./directory.ts";
import { seedDemoCustomer } from "./customers.ts";
import { RATING_OPTIONS, RATINGS } from "./reviews.ts";
import type { RowSet } from "./rows.ts";
import { SHOWCASE } from "./showcase.ts";
import { salesRuleRows, staticUrlRows } from "./static-rows.ts";
import { CURRENCY_RATES, STORES } from "./stores.ts";
import { chunk } from "./util.ts";

/** Products visible in catalogue and search in the demo seed. */
export const DEFAULT_PRODUCT_COUNT = 5000;
/** One disabled, catalogue-only or search-only product per this many visible ones. */
const HIDDEN_EVERY = 100;
const FLUSH_EVERY = 500;

export type SeedProgress = (step: string, done: number, total: number) => void;

export interface SeedOptions {
  /** Where product images are rendered; without it only the rows are written (tests). */
  mediaDir?: string;
  onProgress?: SeedProgress;
}

/** Seeds the demo catalogue into a migrated, empty database; does nothing if a store exists already. */
export async function seedIfEmpty(database: Database, opts: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const [row] = await database.db.select({ n: count() }).from(s.stores);
  if (Number(row?.n ?? 0) > 0) return { seeded: false };
  await seedCatalogue(database, { ...opts, products: DEFAULT_PRODUCT_COUNT });
  return { seeded: true };
}

/**
 * Writes the whole demo data set with `products` visible products (plus variants and a few hidden ones), in one
 * transaction so that an interrupted seed leaves an empty database that the next start seeds again.
 */
export async function seedCatalogue(database: Database, opts: SeedOptions & { products: number }): Promise<void> {
  const progress = opts.onProgress ?? (() => {});
  const generated = opts.products - SHOWCASE.length;
  let images: string[] = [];
  await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const staticUrls = staticUrlRows();
    const steps: [string, PgTable, unknown[]][] = [
      ["stores", s.stores, STORES],
      ["currency rates", s.currencyRates, CURRENCY_RATES],
      ["countries", s.countries, countryRows()],
      ["regions", s.regions, regionRows()],
      ["attributes", s.attributes, attributeRows()],
      ["attribute options", s.attributeOptions, optionRows()],
      ["brands", s.brands, brandRows()],
      ["cms blocks", s.cmsBlocks, cmsBlockRows()],
      ["cms pages", s.cmsPages, cmsPageRows()],
      ["categories", s.categories, categoryRows(landingBlockIds())],
      ["ratings", s.ratings, RATINGS],
      ["rating values", s.ratingOptions, RATING_OPTIONS],
      ["sales rules", s.salesRules, salesRuleRows()],
      ["url rewrites", s.urlRewrites, staticUrls],
    ];
    for (const [i, [name, table, rows]] of steps.entries()) {
      progress(`setup: ${name}`, i, steps.length);
      await insertRows(db, table, rows);
    }
    progress("setup", steps.length, steps.length);

    const generator = new CatalogueGenerator(staticUrls.length + 1);
    generator.showcase();
    progress("products", 0, opts.products);
    for (let i = 0; i < generated; i++) {
      generator.product(i);
      if (i % HIDDEN_EVERY === HIDDEN_EVERY / 2) generator.hidden(Math.floor(i / HIDDEN_EVERY));
      if ((i + 1) % FLUSH_EVERY === 0) {
        await flush(db, generator.take());
        progress("products", SHOWCASE.length + i + 1, opts.products);
      }
    }
    await flush(db, generator.take());
    progress("products", opts.products, opts.products);

    // Ids of these serial columns were written explicitly; move the sequences past them for later inserts.
    for (const table of ["product_media", "reviews", "url_rewrites", "sales_rules"]) {
      await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce((SELECT max(id) FROM ${table}), 0) + 1, false)`));
    }
    await seedDemoCustomer(db);
    await db.execute(sql`ANALYZE`);
    images = [...generator.images, ...categoryTree().map(categoryImage), ...HERO_IMAGES];
  });
  if (opts.mediaDir) {
    const { renderImages } = await import("./media/library.ts");
    const unique = [...new Set(images)].sort();
    await renderImages(opts.mediaDir, unique, (done: number, total: number) => progress("images", done, total));
  }
}

async function flush(db: Db, rows: RowSet): Promise<void> {
  // Parents first: every table only refers to rows of the tables before it.
  await insertRows(db, s.products, rows.products);
  await insertRows(db, s.productPrices, rows.productPrices);
  await insertRows(db, s.productAttributeValues, rows.productAttributeValues);
  await insertRows(db, s.productCategories, rows.productCategories);
  await insertRows(db, s.productMedia, rows.productMedia);
  await insertRows(db, s.configurableOptions, rows.configurableOptions);
  await insertRows(db, s.configurableLinks, rows.configurableLinks);
  await insertRows(db, s.bundleOptions, rows.bundleOptions);
  await insertRows(db, s.bundleSelections, rows.bundleSelections);
  await insertRows(db, s.groupedLinks, rows.groupedLinks);
  await insertRows(db, s.productLinks, rows.productLinks);
  await insertRows(db, s.downloadableLinks, rows.downloadableLinks);
  await insertRows(db, s.reviews, rows.reviews);
  await insertRows(db, s.reviewVotes, rows.reviewVotes);
  await insertRows(db, s.urlRewrites, rows.urlRewrites);
}

async function insertRows(db: Db, table: PgTable, rows: readonly unknown[]): Promise<void> {
  if (rows.length === 0) return;
  // PostgreSQL allows 65,535 parameters per statement; stay well below with rows of this table's width.
  const width = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.min(2000, Math.floor(30_000 / width)));
  for (const part of chunk(rows, size)) {
    await db.insert(table).values(part as never);
  }
}
