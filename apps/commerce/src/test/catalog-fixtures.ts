import { eq, inArray } from "drizzle-orm";
import type { Db } from "../core/database.ts";
import {
  attributeOptions, attributes, brands, bundleOptions, bundleSelections, categories, configurableLinks,
  configurableOptions, downloadableLinks, groupedLinks, productAttributeValues, productCategories, productLinks,
  productMedia, productPrices, products,
} from "../modules/catalog/tables.ts";
import { urlRewrites } from "../modules/url/tables.ts";
import { cmsBlocks, cmsPages } from "../modules/cms/tables.ts";
import { ratings, reviews, reviewVotes } from "../modules/review/tables.ts";

// A small catalogue with known values, inserted next to the demo data in a test's own database copy, so that the
// suites can assert exact prices, orders and counts whatever the demo generator produces. Ids start at 990000.

export const FX = {
  brand: 990001,
  cat: { dept: 990010, face: 990011, eyes: 990012, serums: 990013, hidden: 990014, oils: 990015, nomenu: 990016 },
  block: 990501,
  page: 990800,
  simple: 990100,
  virtual: 990101,
  disabled: 990102,
  soldOut: 990103,
  conf: 990300,
  confChild: { rouge30: 990310, rouge50: 990311, nude30: 990312, noir50: 990313 },
  confAxis: { color: 990301, size: 990302 },
  bundle: 990400,
  bundleFixed: 990450,
  bundleOption: { cleanser: 990401, extras: 990402 },
  bundleSelection: { serum: 990411, soldOut: 990412, consult: 990413 },
  grouped: 990500,
  downloadable: 990600,
  giftcard: 990700,
  option: { rouge: 990901, nude: 990902, noir: 990903, ml30: 990911, ml50: 990912 },
} as const;

export const STORES = ["default", "uus_2", "mx_website_store_view"];

export interface FixtureIds {
  colorAttributeId: number;
  sizeAttributeId: number;
  ratingId: number;
}

const specialWindow = { specialFrom: new Date("2020-01-01T00:00:00Z"), specialTo: new Date("2099-12-31T23:59:59Z") };

function product(id: number, sku: string, typeId: string, name: string, extra: Partial<typeof products.$inferInsert> = {}) {
  return {
    id, sku, typeId, name, urlKey: sku.toLowerCase(), visibility: 4, isEnabled: true, qty: 100, isInStock: true,
    description: `<p>${name} description</p>`, shortDescription: `<p>${name}</p>`, metaTitle: `${name} | Maison`,
    metaDescription: `Buy ${name}`, metaKeyword: "fixture", weightGrams: 120, brandId: FX.brand,
    ...extra,
  } satisfies typeof products.$inferInsert;
}

async function attributeId(db: Db, code: string, label: string, position: number): Promise<number> {
  const [found] = await db.select().from(attributes).where(eq(attributes.code, code));
  if (found) return found.id;
  const id = 990000 + position;
  await db.insert(attributes).values({ id, code, label, frontendInput: "swatch_visual", position });
  return id;
}

async function ratingId(db: Db): Promise<number> {
  const [found] = await db.select().from(ratings).where(eq(ratings.name, "Rating"));
  if (found) return found.id;
  await db.insert(ratings).values({ id: 990, name: "Rating", position: 0 });
  return 990;
}

/** The tree root and the store root, which the demo data has; a bare database gets them here. */
async function ensureRoots(db: Db): Promise<void> {
  await db.insert(categories).values([
    { id: 1, parentId: null, path: "1", level: 0, name: "Root Catalog", urlKey: "root-catalog", urlPath: "root-catalog" },
    { id: 2, parentId: 1, path: "1/2", level: 1, name: "Default Category", urlKey: "default-category", urlPath: "default-category" },
  ]).onConflictDoNothing();
}

export async function insertCatalogFixtures(db: Db): Promise<FixtureIds> {
  await ensureRoots(db);
  const color = await attributeId(db, "color", "Color", 1);
  const size = await attributeId(db, "size", "Size", 2);
  const rating = await ratingId(db);

  await db.insert(brands).values({ id: FX.brand, name: "Maison Fixture", urlKey: "maison-fixture", country: "France" });
  await db.insert(attributeOptions).values([
    { id: FX.option.rouge, attributeId: color, label: "Rouge Test", swatchValue: "#aa0000", position: 901 },
    { id: FX.option.nude, attributeId: color, label: "Nude Test", swatchValue: "#e0b0a0", position: 902 },
    { id: FX.option.noir, attributeId: color, label: "Noir Test", swatchValue: "#000000", position: 903 },
    { id: FX.option.ml30, attributeId: size, label: "30ml Test", position: 901 },
    { id: FX.option.ml50, attributeId: size, label: "50ml Test", position: 902 },
  ]);

  await db.insert(cmsBlocks).values({ id: FX.block, identifier: "fixture-landing", title: "Fixture landing", content: "<p>Landing</p>" });
  await db.insert(cmsPages).values({
    id: FX.page, identifier: "fixture-page", title: "Fixture page", content: "<p>About us</p>", contentHeading: "About",
    metaTitle: "Fixture page meta",
  });

  const c = FX.cat;
  const cat = (id: number, parent: number, path: string, name: string, position: number, extra: Partial<typeof categories.$inferInsert> = {}) => ({
    id, parentId: parent, path, level: path.split("/").length - 1, position, name,
    urlKey: name.toLowerCase().replace(/\s+/g, "-"), urlPath: extra.urlPath ?? "", ...extra,
  });
  await db.insert(categories).values([
    cat(c.dept, 2, `1/2/${c.dept}`, "Fixture Dept", 999, {
      urlPath: "fixture-dept", displayMode: "PRODUCTS_AND_PAGE", landingPage: FX.block, image: "fixture-dept.png",
      metaTitle: "Fixture Dept meta", description: "<p>Dept</p>",
      createdAt: new Date("2025-03-04T05:06:07Z"), updatedAt: new Date("2025-06-07T08:09:10Z"),
    }),
    cat(c.face, c.dept, `1/2/${c.dept}/${c.face}`, "Fixture Face", 2, { urlPath: "fixture-dept/fixture-face" }),
    cat(c.eyes, c.dept, `1/2/${c.dept}/${c.eyes}`, "Fixture Eyes", 1, { urlPath: "fixture-dept/fixture-eyes" }),
    cat(c.serums, c.face, `1/2/${c.dept}/${c.face}/${c.serums}`, "Fixture Serums", 1, {
      urlPath: "fixture-dept/fixture-face/fixture-serums",
    }),
    cat(c.oils, c.serums, `1/2/${c.dept}/${c.face}/${c.serums}/${c.oils}`, "Fixture Oils", 1, {
      urlPath: "fixture-dept/fixture-face/fixture-serums/fixture-oils", isAnchor: false,
    }),
    cat(c.hidden, c.dept, `1/2/${c.dept}/${c.hidden}`, "Fixture Hidden", 3, { urlPath: "fixture-dept/fixture-hidden", isActive: false }),
    cat(c.nomenu, c.dept, `1/2/${c.dept}/${c.nomenu}`, "Fixture NoMenu", 4, { urlPath: "fixture-dept/fixture-nomenu", includeInMenu: false }),
  ]);

  const ch = FX.confChild;
  await db.insert(products).values([
    product(FX.simple, "FX-SIMPLE", "simple", "Fixture Serum &amp; Oil", {
      qty: 2, position: 1, isNew: true,
      createdAt: new Date("2026-01-02T03:04:05Z"), updatedAt: new Date("2026-02-03T04:05:06Z"),
    }),
    product(FX.virtual, "FX-VIRTUAL", "virtual", "Fixture Consultation", { qty: null, isVirtual: true, weightGrams: null }),
    product(FX.disabled, "FX-DISABLED", "simple", "Fixture Disabled", { isEnabled: false }),
    product(FX.soldOut, "FX-SOLDOUT", "simple", "Fixture Sold Out", { qty: 0, isInStock: false }),
    product(FX.conf, "FX-CONF", "configurable", "Fixture Lipstick", { qty: null, position: 2 }),
    product(ch.rouge30, "FX-CONF-ROUGE-30", "simple", "Fixture Lipstick Rouge 30", { visibility: 1, qty: 10 }),
    product(ch.rouge50, "FX-CONF-ROUGE-50", "simple", "Fixture Lipstick Rouge 50", { visibility: 1, qty: 10 }),
    product(ch.nude30, "FX-CONF-NUDE-30", "simple", "Fixture Lipstick Nude 30", { visibility: 1, qty: 5 }),
    product(ch.noir50, "FX-CONF-NOIR-50", "simple", "Fixture Lipstick Noir 50", { visibility: 1, qty: 0, isInStock: false }),
    product(FX.bundle, "FX-BUNDLE", "bundle", "Fixture Routine", { qty: null, typeOptions: { priceType: "dynamic" } }),
    product(FX.bundleFixed, "FX-BUNDLE-FIXED", "bundle", "Fixture Fixed Set", {
      qty: null, typeOptions: { priceType: "fixed", priceView: "AS_LOW_AS", shipBundleItems: "SEPARATELY" },
    }),
    product(FX.grouped, "FX-GROUPED", "grouped", "Fixture Collection", { qty: null }),
    product(FX.downloadable, "FX-DOWNLOAD", "downloadable", "Fixture Masterclass", {
      qty: null, isVirtual: true, weightGrams: null,
      typeOptions: { linksTitle: "Chapters", linksPurchasedSeparately: false, samples: [{ title: "Trailer", sampleUrl: "https://example.com/t.mp4" }] },
    }),
    product(FX.giftcard, "FX-GIFT", "giftcard", "Fixture Gift Card", {
      qty: null, isVirtual: true, weightGrams: null, typeOptions: { amounts: { GBP: [5000, 2500, 10000] }, lifetime: 365 },
    }),
  ]);

  const price = (productId: number, currency: string, regularMinor: number, specialMinor: number | null = null) => ({
    productId, currency, regularMinor, specialMinor, ...(specialMinor === null ? {} : specialWindow),
  });
  await db.insert(productPrices).values([
    price(FX.simple, "GBP", 4200, 3500), price(FX.simple, "USD", 5300), price(FX.simple, "MXN", 99900),
    price(FX.virtual, "GBP", 5000), price(FX.virtual, "USD", 6300),
    price(FX.disabled, "GBP", 100),
    price(FX.soldOut, "GBP", 1000),
    price(ch.rouge30, "GBP", 3000), price(ch.rouge50, "GBP", 4000), price(ch.nude30, "GBP", 3200, 2500),
    price(ch.noir50, "GBP", 6000),
    price(FX.bundle, "GBP", 0), price(FX.bundleFixed, "GBP", 9900),
    price(FX.downloadable, "GBP", 2500),
    // An expired special must not apply.
    { ...price(FX.grouped, "GBP", 0), specialMinor: 0, specialFrom: new Date("2001-01-01Z"), specialTo: new Date("2001-02-01Z") },
  ]);

  await db.insert(productMedia).values([
    { productId: FX.simple, file: "catalog/product/fx/b.png", label: "Side", position: 2, roles: ["swatch_image"] },
    { productId: FX.simple, file: "catalog/product/fx/a.png", label: "Front", position: 1, roles: ["image", "small_image", "thumbnail"] },
    { productId: FX.simple, file: "catalog/product/fx/c.png", label: "Hidden", position: 3, disabled: true },
    { productId: ch.rouge30, file: "catalog/product/fx/rouge30.png", position: 1, roles: ["image", "thumbnail"] },
    { productId: ch.rouge50, file: "catalog/product/fx/rouge50.png", position: 1, roles: ["image", "thumbnail"] },
    { productId: ch.nude30, file: "catalog/product/fx/nude30.png", position: 1, roles: ["image", "thumbnail"] },
  ]);

  await db.insert(productAttributeValues).values([
    { productId: FX.simple, attributeId: color, optionId: FX.option.rouge },
    { productId: ch.rouge30, attributeId: color, optionId: FX.option.rouge },
    { productId: ch.rouge30, attributeId: size, optionId: FX.option.ml30 },
    { productId: ch.rouge50, attributeId: color, optionId: FX.option.rouge },
    { productId: ch.rouge50, attributeId: size, optionId: FX.option.ml50 },
    { productId: ch.nude30, attributeId: color, optionId: FX.option.nude },
    { productId: ch.nude30, attributeId: size, optionId: FX.option.ml30 },
    { productId: ch.noir50, attributeId: color, optionId: FX.option.noir },
    { productId: ch.noir50, attributeId: size, optionId: FX.option.ml50 },
  ]);

  await db.insert(productCategories).values([
    { productId: FX.simple, categoryId: c.serums, position: 1 },
    { productId: FX.conf, categoryId: c.eyes, position: 2 },
    { productId: FX.grouped, categoryId: c.face, position: 3 },
    { productId: FX.disabled, categoryId: c.face, position: 0 },
    { productId: ch.rouge30, categoryId: c.eyes, position: 0 },
  ]);

  await db.insert(productLinks).values([
    { productId: FX.simple, linkedId: FX.virtual, type: "related", position: 1 },
    { productId: FX.simple, linkedId: FX.conf, type: "upsell", position: 1 },
    { productId: FX.simple, linkedId: FX.disabled, type: "crosssell", position: 1 },
  ]);

  await db.insert(configurableOptions).values([
    { id: FX.confAxis.color, parentId: FX.conf, attributeId: color, label: "Shade", position: 0 },
    { id: FX.confAxis.size, parentId: FX.conf, attributeId: size, label: "Size", position: 1 },
  ]);
  await db.insert(configurableLinks).values(Object.values(ch).map((childId) => ({ parentId: FX.conf, childId })));

  await db.insert(bundleOptions).values([
    { id: FX.bundleOption.cleanser, parentId: FX.bundle, title: "Choose your serum", type: "select", required: true, position: 1 },
    { id: FX.bundleOption.extras, parentId: FX.bundle, title: "Extras", type: "checkbox", required: false, position: 2 },
  ]);
  await db.insert(bundleSelections).values([
    { id: FX.bundleSelection.serum, optionId: FX.bundleOption.cleanser, productId: FX.simple, qty: 1, isDefault: true, position: 1 },
    { id: FX.bundleSelection.soldOut, optionId: FX.bundleOption.cleanser, productId: FX.soldOut, qty: 1, position: 2 },
    { id: FX.bundleSelection.consult, optionId: FX.bundleOption.extras, productId: FX.virtual, qty: 2, canChangeQty: true, position: 1 },
  ]);

  await db.insert(groupedLinks).values([
    { parentId: FX.grouped, childId: FX.simple, position: 2, defaultQty: 1 },
    { parentId: FX.grouped, childId: FX.virtual, position: 1, defaultQty: 2 },
    { parentId: FX.grouped, childId: FX.disabled, position: 3, defaultQty: 1 },
  ]);

  await db.insert(downloadableLinks).values([
    { id: 990601, productId: FX.downloadable, title: "Chapter 2", priceMinor: 500, sortOrder: 2 },
    { id: 990602, productId: FX.downloadable, title: "Chapter 1", priceMinor: 0, sortOrder: 1, sampleUrl: "https://example.com/1.mp4" },
  ]);

  const rw = (storeCode: string, requestPath: string, targetPath: string, entityType: string, entityId: number, redirectCode = 0) =>
    ({ storeCode, requestPath, targetPath, entityType, entityId, redirectCode });
  const routable = [FX.simple, FX.virtual, FX.soldOut, FX.conf, FX.bundle, FX.bundleFixed, FX.grouped, FX.downloadable, FX.giftcard];
  const skus = new Map((await db.select({ id: products.id, urlKey: products.urlKey }).from(products).where(inArray(products.id, routable))).map((r) => [r.id, r.urlKey]));
  await db.insert(urlRewrites).values(STORES.flatMap((store) =>
    routable.map((id) => rw(store, `${skus.get(id)}.html`, `catalog/product/view/id/${id}`, "PRODUCT", id))));
  await db.insert(urlRewrites).values([
    rw("default", "fixture-serum.html", `catalog/product/view/id/${FX.simple}`, "PRODUCT", FX.simple),
    rw("default", "fixture-dept/fixture-face/fixture-serums/fixture-serum.html",
      `catalog/product/view/id/${FX.simple}/category/${c.serums}`, "PRODUCT", FX.simple),
    rw("default", "old-fixture-serum.html", "fixture-serum.html", "PRODUCT", FX.simple, 301),
    rw("default", "older-fixture-serum.html", "old-fixture-serum.html", "PRODUCT", FX.simple, 301),
    rw("uus_2", "fixture-serum-us.html", `catalog/product/view/id/${FX.simple}`, "PRODUCT", FX.simple),
    rw("default", "fixture-disabled.html", `catalog/product/view/id/${FX.disabled}`, "PRODUCT", FX.disabled),
    rw("default", "fixture-dept.html", `catalog/category/view/id/${c.dept}`, "CATEGORY", c.dept),
    rw("default", "fixture-dept/fixture-face.html", `catalog/category/view/id/${c.face}`, "CATEGORY", c.face),
    rw("default", "old-fixture-face.html", "fixture-dept/fixture-face.html", "CATEGORY", c.face, 301),
    rw("default", "fixture-dept/fixture-hidden.html", `catalog/category/view/id/${c.hidden}`, "CATEGORY", c.hidden),
    rw("default", "fixture-page", `cms/page/view/page_id/${FX.page}`, "CMS_PAGE", FX.page),
    rw("default", "crème-fixture.html", `catalog/product/view/id/${FX.virtual}`, "PRODUCT", FX.virtual),
  ]);

  const review = (id: number, stars: number, day: string, status = "APPROVED") => ({
    id, productId: FX.simple, nickname: `Reviewer ${id}`, summary: `Summary ${id}`, text: `Text ${id}`, status,
    createdAt: new Date(`${day}T10:00:00Z`),
  });
  await db.insert(reviews).values([
    review(990951, 5, "2026-01-03"), review(990952, 4, "2026-01-01"), review(990953, 3, "2026-01-02"),
    review(990954, 1, "2026-01-04", "PENDING"),
  ]);
  await db.insert(reviewVotes).values([
    { reviewId: 990951, ratingId: rating, value: 5 }, { reviewId: 990952, ratingId: rating, value: 4 },
    { reviewId: 990953, ratingId: rating, value: 3 }, { reviewId: 990954, ratingId: rating, value: 1 },
  ]);

  return { colorAttributeId: color, sizeAttributeId: size, ratingId: rating };
}
