import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalogue, seedIfEmpty, DEFAULT_PRODUCT_COUNT } from "../seed/index.ts";
import { cmsPageIdentifiers } from "../seed/cms-pages.ts";
import { createEmptyTestDatabase, createTestDatabase } from "../test/database.ts";
import type { Database } from "../core/database.ts";
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from "./lock.ts";
import { migrate } from "./migrate.ts";

async function rows<T = Record<string, unknown>>(database: Database, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function value<T>(database: Database, query: SQL): Promise<T> {
  const [row] = await rows<{ v: T }>(database, query);
  return row!.v;
}

const KEY_TABLES = [
  "stores", "currency_rates", "countries", "regions", "attributes", "attribute_options", "brands", "categories",
  "products", "product_prices", "product_attribute_values", "product_categories", "product_media",
  "configurable_options", "configurable_links", "bundle_options", "bundle_selections", "grouped_links",
  "product_links", "downloadable_links", "reviews", "review_votes", "url_rewrites", "cms_pages", "cms_blocks",
  "sales_rules",
];

async function checksums(database: Database, where = ""): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of KEY_TABLES) {
    out[table] = await value<string>(
      database,
      sql.raw(`SELECT coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS v FROM ${table} t ${where}`),
    );
  }
  return out;
}

describe("migrate", () => {
  it("applies every migration once and is a no-op when run again", async () => {
    const database = await createEmptyTestDatabase();
    try {
      await migrate(database);
      const tables = sql`SELECT count(*)::int AS v FROM information_schema.tables WHERE table_schema = 'public'`;
      const applied = sql`SELECT count(*)::int AS v FROM drizzle.__drizzle_migrations`;
      const before = { tables: await value<number>(database, tables), applied: await value<number>(database, applied) };
      await migrate(database);
      expect({ tables: await value<number>(database, tables), applied: await value<number>(database, applied) }).toEqual(before);
      const journal = JSON.parse(await readFile(new URL("../../drizzle/meta/_journal.json", import.meta.url), "utf8")) as { entries: unknown[] };
      expect(before.applied).toBe(journal.entries.length);
      expect(await value<string>(database, sql`SELECT extname AS v FROM pg_extension WHERE extname = 'pg_trgm'`)).toBe("pg_trgm");
    } finally {
      await database.close();
    }
    // Starting an empty PGlite and migrating it twice takes tens of seconds on a busy two-core machine.
  }, 120_000);
});

function runNode(code: string): Promise<{ pid: number; exitCode: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", code], { stdio: "ignore" });
    child.on("error", reject);
    child.on("exit", (exitCode) => resolve({ pid: child.pid!, exitCode }));
  });
}

describe("data directory lock", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "commerce-lock-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("refuses a second holder while the first is alive, and frees the directory on release", async () => {
    const data = path.join(dir, "held");
    const release = await acquireDataDirLock(data);
    const second = acquireDataDirLock(data);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(new RegExp(`${data.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&")}.*pid ${process.pid}`));
    await release();
    const again = await acquireDataDirLock(data);
    await again();
  });

  it("refuses a lock held by another live process", async () => {
    const data = path.join(dir, "other");
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      await acquireDataDirLock(data).then((release) => release());
      await writeFile(path.join(data, LOCK_FILE_NAME), `${child.pid}\n`);
      const error = await acquireDataDirLock(data).then(() => null, (e: unknown) => e);
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as DataDirLockedError).pid).toBe(child.pid);
      expect((error as Error).message).toContain(`pid ${child.pid}`);
    } finally {
      child.kill();
    }
  });

  it("takes over a lock left by a process that has died", async () => {
    const data = path.join(dir, "stale");
    const { pid } = await runNode("");
    await acquireDataDirLock(data).then((release) => release());
    await writeFile(path.join(data, LOCK_FILE_NAME), `${pid}\n2026-01-01T00:00:00.000Z\n`);
    const release = await acquireDataDirLock(data);
    expect((await readFile(path.join(data, LOCK_FILE_NAME), "utf8")).split("\n")[0]).toBe(String(process.pid));
    await release();
  });

  it("is released when the holding process exits", async () => {
    const data = path.join(dir, "exit");
    const lockModule = pathToFileURL(path.join(import.meta.dirname, "lock.ts")).href;
    const { exitCode } = await runNode(`const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)}); await acquireDataDirLock(${JSON.stringify(data)});`);
    expect(exitCode).toBe(0);
    const release = await acquireDataDirLock(data);
    await release();
  });
});

describe("seed", () => {
  it("produces the same rows every time, and a larger seed starts with the same products", async () => {
    const [a, b, small] = await Promise.all([createEmptyTestDatabase(), createEmptyTestDatabase(), createEmptyTestDatabase()]);
    try {
      for (const database of [a, b, small]) await migrate(database);
      await seedCatalogue(a, { products: 240 });
      await seedCatalogue(b, { products: 240 });
      await seedCatalogue(small, { products: 120 });
      const sumA = await checksums(a);
      expect(sumA).toEqual(await checksums(b));
      expect(sumA.products).not.toBe("");
      const lastId = await value<number>(small, sql`SELECT max(id) AS v FROM products`);
      const prefix = async (database: Database) =>
        value<string>(database, sql.raw(`SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) AS v FROM products t WHERE id <= ${lastId}`));
      expect(await prefix(a)).toBe(await prefix(small));
    } finally {
      await Promise.all([a.close(), b.close(), small.close()]);
    }
    // Three migrations and three seeds: minutes of CPU on a busy two-core machine.
  }, 180_000);
});

describe("demo catalogue", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const count = (query: SQL) => value<number>(database, query);

  it("is not seeded twice", async () => {
    expect(await seedIfEmpty(database)).toEqual({ seeded: false });
  });

  it("has the three store views with their currencies and taxes", async () => {
    const stores = await rows<{ code: string; allowed_currencies: string[]; tax_rate_bp: string | number; prices_include_tax: boolean }>(
      database, sql`SELECT code, allowed_currencies, tax_rate_bp, prices_include_tax FROM stores ORDER BY id`);
    expect(stores.map((s) => [s.code, s.allowed_currencies, Number(s.tax_rate_bp), s.prices_include_tax])).toEqual([
      ["default", ["GBP", "EUR", "USD"], 2000, true],
      ["uus_2", ["USD"], 887.5, false],
      ["mx_website_store_view", ["MXN"], 1600, true],
    ]);
    expect(await count(sql`SELECT count(*)::int AS v FROM currency_rates WHERE base_currency = 'GBP' AND target_currency IN ('EUR', 'USD', 'MXN')`)).toBe(3);
  });

  it("has over 450 brands and the default number of visible products of every type", async () => {
    expect(await count(sql`SELECT count(*)::int AS v FROM brands`)).toBeGreaterThanOrEqual(450);
    expect(await count(sql`SELECT count(*)::int AS v FROM brands WHERE is_featured`)).toBeGreaterThan(10);
    expect(await count(sql`SELECT count(*)::int AS v FROM products WHERE visibility = 4 AND is_enabled`)).toBeGreaterThanOrEqual(DEFAULT_PRODUCT_COUNT);
    const types = await rows<{ type_id: string }>(database, sql`SELECT DISTINCT type_id FROM products WHERE visibility = 4 ORDER BY type_id`);
    expect(types.map((t) => t.type_id)).toEqual(["bundle", "configurable", "downloadable", "giftcard", "grouped", "simple", "virtual"]);
    expect(await count(sql`SELECT count(*)::int AS v FROM products WHERE visibility IN (2, 3) OR NOT is_enabled`)).toBeGreaterThan(0);
  });

  it("has a category tree at least three levels deep under the store root", async () => {
    expect(await count(sql`SELECT max(level) AS v FROM categories`)).toBeGreaterThanOrEqual(4);
    const departments = await rows<{ name: string }>(database, sql`SELECT name FROM categories WHERE level = 2 ORDER BY position`);
    expect(departments.map((d) => d.name)).toEqual([
      "Skincare", "Make-up", "Haircare", "Fragrance", "Men's Grooming & Shaving", "Dental Care", "Accessories",
    ]);
    const modes = await rows<{ display_mode: string }>(database, sql`SELECT DISTINCT display_mode FROM categories ORDER BY 1`);
    expect(modes.map((m) => m.display_mode)).toEqual(["PAGE", "PRODUCTS", "PRODUCTS_AND_PAGE"]);
    expect(await count(sql`SELECT count(*)::int AS v FROM categories WHERE level >= 2 AND NOT include_in_menu`)).toBeGreaterThan(0);
    // Landing blocks exist for every category that shows one.
    expect(await count(sql`SELECT count(*)::int AS v FROM categories c LEFT JOIN cms_blocks b ON b.id = c.landing_page WHERE c.display_mode <> 'PRODUCTS' AND b.id IS NULL`)).toBe(0);
    // Products sit in a leaf and in each ancestor down to the department.
    expect(await count(sql`SELECT count(*)::int AS v FROM products p WHERE p.visibility = 4 AND NOT EXISTS (SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id AND c.level = 2)`)).toBe(0);
  });

  it("prices every visible product in GBP, USD and MXN, with specials, RRPs, sold-out and low-stock products", async () => {
    expect(await count(sql`SELECT count(*)::int AS v FROM products p WHERE p.visibility > 1 AND (SELECT count(*) FROM product_prices pp WHERE pp.product_id = p.id AND pp.currency IN ('GBP', 'USD', 'MXN')) <> 3`)).toBe(0);
    const visible = await count(sql`SELECT count(*)::int AS v FROM products WHERE visibility = 4`);
    const specials = await count(sql`SELECT count(*)::int AS v FROM product_prices pp JOIN products p ON p.id = pp.product_id WHERE p.visibility = 4 AND pp.currency = 'GBP' AND pp.special_minor < pp.regular_minor AND pp.special_from <= now() AND pp.special_to >= now()`);
    expect(specials / visible).toBeGreaterThan(0.1);
    expect(await count(sql`SELECT count(*)::int AS v FROM product_prices WHERE special_minor >= regular_minor`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS v FROM product_prices WHERE rrp_minor > regular_minor`)).toBeGreaterThan(0);
    const sellable = sql`p.type_id IN ('simple', 'virtual', 'downloadable', 'giftcard')`;
    const outOfStock = await count(sql`SELECT count(*)::int AS v FROM products p WHERE p.visibility = 4 AND NOT p.is_in_stock`);
    const lowStock = await count(sql`SELECT count(*)::int AS v FROM products p WHERE p.visibility = 4 AND ${sellable} AND p.qty BETWEEN 1 AND 3`);
    expect(outOfStock / visible).toBeGreaterThan(0.02);
    expect(lowStock / visible).toBeGreaterThan(0.02);
  });

  it("builds composite products from real children", async () => {
    expect(await count(sql`SELECT count(*)::int AS v FROM products WHERE type_id = 'configurable' AND qty IS NOT NULL`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS v FROM products p WHERE p.type_id = 'configurable' AND NOT EXISTS (SELECT 1 FROM configurable_links l WHERE l.parent_id = p.id)`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS v FROM configurable_links l JOIN products c ON c.id = l.child_id WHERE c.visibility <> 1 OR NOT EXISTS (SELECT 1 FROM product_media m WHERE m.product_id = c.id)`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS v FROM products p WHERE p.type_id = 'bundle' AND NOT EXISTS (SELECT 1 FROM bundle_options o JOIN bundle_selections s ON s.option_id = o.id WHERE o.parent_id = p.id)`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS v FROM products p WHERE p.type_id = 'grouped' AND (SELECT count(*) FROM grouped_links g WHERE g.parent_id = p.id) < 2`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS v FROM downloadable_links`)).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*)::int AS v FROM products WHERE type_id = 'giftcard' AND type_options ? 'amounts'`)).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*)::int AS v FROM product_links WHERE type IN ('related', 'upsell')`)).toBeGreaterThan(DEFAULT_PRODUCT_COUNT);
    expect(await count(sql`SELECT count(*)::int AS v FROM products WHERE visibility = 4 AND name ~ '&[a-z]+;'`)).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*)::int AS v FROM products WHERE visibility > 1 AND search_text = ''`)).toBe(0);
  });

  it("gives every product a gallery whose first image has the main roles", async () => {
    expect(await count(sql`SELECT count(*)::int AS v FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_media m WHERE m.product_id = p.id AND m.position = 1 AND 'image' = ANY (m.roles))`)).toBe(0);
    expect(await count(sql`SELECT max(c)::int AS v FROM (SELECT count(*) AS c FROM product_media GROUP BY product_id) g`)).toBeLessThanOrEqual(4);
  });

  it("answers every visible product, category and CMS page in every store view, with old URLs redirecting", async () => {
    for (const store of ["default", "uus_2", "mx_website_store_view"]) {
      expect(await count(sql`SELECT count(*)::int AS v FROM products p WHERE p.visibility > 1 AND p.is_enabled AND NOT EXISTS (SELECT 1 FROM url_rewrites u WHERE u.store_code = ${store} AND u.request_path = p.url_key || '.html' AND u.entity_type = 'PRODUCT' AND u.entity_id = p.id AND u.redirect_code = 0)`)).toBe(0);
      expect(await count(sql`SELECT count(*)::int AS v FROM categories c WHERE c.level >= 2 AND NOT EXISTS (SELECT 1 FROM url_rewrites u WHERE u.store_code = ${store} AND u.request_path = c.url_path || '.html' AND u.entity_type = 'CATEGORY')`)).toBe(0);
      expect(await count(sql`SELECT count(*)::int AS v FROM cms_pages c WHERE NOT EXISTS (SELECT 1 FROM url_rewrites u WHERE u.store_code = ${store} AND u.request_path = c.identifier AND u.entity_type = 'CMS_PAGE')`)).toBe(0);
    }
    const redirects = await rows<{ redirect_code: number; target: string | null }>(database, sql`
      SELECT u.redirect_code, t.request_path AS target FROM url_rewrites u
      LEFT JOIN url_rewrites t ON t.store_code = u.store_code AND t.request_path = u.target_path AND t.redirect_code = 0
      WHERE u.redirect_code <> 0`);
    expect(redirects.length).toBeGreaterThan(0);
    expect(redirects.filter((r) => r.target === null)).toEqual([]);
  });

  it("has the CMS pages and blocks the storefront asks for", async () => {
    const pages = await rows<{ identifier: string }>(database, sql`SELECT identifier FROM cms_pages WHERE store_code IS NULL AND is_active`);
    const identifiers = pages.map((p) => p.identifier);
    for (const id of ["home", "privacy-policy-cookie-restriction-mode", "mx-privacy-statement", "track-order-info", "purchaseterms", "mx-about", "mx-affiliate-home", "terms-and-conditions", "mx-enable-cookies", "dmca", "mx-dmca", "faq"]) {
      expect(identifiers).toContain(id);
    }
    expect(identifiers.sort()).toEqual(cmsPageIdentifiers().sort());
    const blocks = await rows<{ identifier: string }>(database, sql`SELECT DISTINCT identifier FROM cms_blocks`);
    expect(blocks.map((b) => b.identifier)).toEqual(expect.arrayContaining(["home-hero", "home-category-tiles", "home-brands-intro", "footer-links", "shipping-carousel", "shipping-carousel-cn"]));
  });

  it("has reviews on the Rating scale for most products, a few awaiting moderation", async () => {
    const visible = await count(sql`SELECT count(*)::int AS v FROM products WHERE visibility = 4`);
    const reviewed = await count(sql`SELECT count(DISTINCT product_id)::int AS v FROM reviews WHERE status = 'APPROVED'`);
    expect(reviewed / visible).toBeGreaterThan(0.5);
    expect(reviewed / visible).toBeLessThan(0.7);
    expect(await count(sql`SELECT max(c)::int AS v FROM (SELECT count(*) AS c FROM reviews GROUP BY product_id) r`)).toBeLessThanOrEqual(40);
    expect(await count(sql`SELECT count(*)::int AS v FROM reviews WHERE status = 'PENDING'`)).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*)::int AS v FROM review_votes v JOIN ratings r ON r.id = v.rating_id WHERE r.name = 'Rating' AND v.value BETWEEN 1 AND 5`))
      .toBe(await count(sql`SELECT count(*)::int AS v FROM reviews`));
  });

  it("lists every country with regions for the US, Mexico and China", async () => {
    expect(await count(sql`SELECT count(*)::int AS v FROM countries`)).toBe(249);
    expect(await value<string>(database, sql`SELECT name_en AS v FROM countries WHERE id = 'GB'`)).toBe("United Kingdom");
    const regions = await rows<{ country_id: string; n: number }>(database, sql`SELECT country_id, count(*)::int AS n FROM regions GROUP BY 1 ORDER BY 1`);
    expect(regions).toEqual([{ country_id: "CN", n: 31 }, { country_id: "MX", n: 32 }, { country_id: "US", n: 51 }]);
  });

  it("has working and expired coupons", async () => {
    const coupons = await rows<{ coupon_code: string }>(database, sql`SELECT coupon_code FROM sales_rules ORDER BY id`);
    expect(coupons.map((c) => c.coupon_code)).toEqual(expect.arrayContaining(["WELCOME10", "LUXE20", "FREESHIP", "SAVE15GBP", "ONCEONLY", "EXPIRED2024"]));
    expect(await value<number>(database, sql`SELECT uses_per_customer AS v FROM sales_rules WHERE coupon_code = 'ONCEONLY'`)).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS v FROM sales_rules WHERE coupon_code = 'EXPIRED2024' AND to_date < now()`)).toBe(1);
  });

  it("leaves the id sequences past the seeded rows", async () => {
    const productId = await value<number>(database, sql`SELECT min(id) AS v FROM products WHERE visibility = 4 AND type_id = 'simple'`);
    const [review] = await rows<{ id: number }>(database, sql`INSERT INTO reviews (product_id, nickname, summary, text) VALUES (${productId}, 'Test', 'Test', 'Test') RETURNING id`);
    expect(review!.id).toBeGreaterThan(await value<number>(database, sql`SELECT max(id) AS v FROM reviews WHERE nickname <> 'Test'`));
    await rows(database, sql`INSERT INTO url_rewrites (store_code, request_path, target_path, entity_type, entity_id) VALUES ('default', 'test-path', 'x', 'PRODUCT', ${productId}) RETURNING id`);
    await rows(database, sql`INSERT INTO product_media (product_id, file) VALUES (${productId}, 'x.png') RETURNING id`);
  });
});
