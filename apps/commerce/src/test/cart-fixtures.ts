import type { Db } from "../core/database.ts";
import {
  attributeOptions, attributes, bundleOptions, bundleSelections, configurableLinks, configurableOptions, downloadableLinks,
  groupedLinks, productAttributeValues, productPrices, products,
} from "../modules/catalog/tables.ts";

// Products with known prices and stock, inserted next to the demo catalogue in a test's own database copy, so that
// the cart suites can assert exact amounts. Prices are per currency: [GBP, USD, MXN] minor units.

export const CX = {
  simple: { id: 980001, sku: "CART-SIMPLE" },
  low: { id: 980002, sku: "CART-LOW" },
  soldOut: { id: 980003, sku: "CART-OOS" },
  special: { id: 980004, sku: "CART-SPECIAL" },
  virtual: { id: 980005, sku: "CART-VIRTUAL" },
  disabled: { id: 980006, sku: "CART-DISABLED" },
  conf: { id: 980010, sku: "CART-CONF" },
  red: { id: 980011, sku: "CART-CONF-RED" },
  blue: { id: 980012, sku: "CART-CONF-BLUE" },
  bundle: { id: 980020, sku: "CART-BUNDLE" },
  bundleA: { id: 980024, sku: "CART-B-A" },
  bundleB: { id: 980025, sku: "CART-B-B" },
  bundleC: { id: 980026, sku: "CART-B-C" },
  bundleFixed: { id: 980040, sku: "CART-BUNDLE-FIXED" },
  grouped: { id: 980060, sku: "CART-GROUPED" },
  downloadable: { id: 980070, sku: "CART-DL" },
  giftcard: { id: 980080, sku: "CART-GC" },
  shade: { attribute: 980900, red: 980901, blue: 980902, axis: 980013 },
  bundleOption: { cleanser: 980021, extras: 980022, pick: 980041 },
  selection: { a: 980031, b: 980032, c: 980033, oos: 980034, fixedA: 980051, fixedB: 980052 },
  link: { morning: 980071, evening: 980072 },
} as const;

type Prices = [number, number, number];

const PRICES: Record<number, { regular: Prices; special?: Prices; rrp?: Prices }> = {
  [CX.simple.id]: { regular: [12000, 15000, 240000], rrp: [15000, 18000, 300000] },
  [CX.low.id]: { regular: [1000, 1300, 20000] },
  [CX.soldOut.id]: { regular: [2000, 2600, 40000] },
  [CX.special.id]: { regular: [5000, 6000, 100000], special: [3999, 4999, 79900] },
  [CX.virtual.id]: { regular: [7500, 9500, 180000] },
  [CX.disabled.id]: { regular: [1000, 1000, 1000] },
  [CX.conf.id]: { regular: [2500, 3200, 50000] },
  [CX.red.id]: { regular: [2500, 3200, 50000] },
  [CX.blue.id]: { regular: [2700, 3400, 54000] },
  [CX.bundle.id]: { regular: [1000, 1200, 20000] },
  [CX.bundleA.id]: { regular: [1000, 1200, 20000] },
  [CX.bundleB.id]: { regular: [1500, 1800, 30000] },
  [CX.bundleC.id]: { regular: [500, 600, 10000] },
  [CX.bundleFixed.id]: { regular: [4000, 5000, 80000] },
  [CX.grouped.id]: { regular: [3999, 4999, 79900] },
  [CX.downloadable.id]: { regular: [1900, 2500, 45000] },
  [CX.giftcard.id]: { regular: [2500, 2500, 50000] },
};

function product(p: { id: number; sku: string }, typeId: string, extra: Partial<typeof products.$inferInsert> = {}) {
  return {
    id: p.id, sku: p.sku, typeId, name: `Cart ${p.sku.toLowerCase().replace(/^cart-/, "")}`, urlKey: p.sku.toLowerCase(),
    visibility: 4, isEnabled: true, qty: 100, isInStock: true, weightGrams: 100, ...extra,
  } satisfies typeof products.$inferInsert;
}

export async function insertCartFixtures(db: Db): Promise<void> {
  await db.insert(attributes).values({ id: CX.shade.attribute, code: "cart_test_shade", label: "Shade", frontendInput: "swatch_visual", isFilterable: false });
  await db.insert(attributeOptions).values([
    { id: CX.shade.red, attributeId: CX.shade.attribute, label: "Red", swatchValue: "#c00000", position: 1 },
    { id: CX.shade.blue, attributeId: CX.shade.attribute, label: "Blue", swatchValue: "#0000c0", position: 2 },
  ]);
  await db.insert(products).values([
    product(CX.simple, "simple", { qty: 50 }),
    product(CX.low, "simple", { qty: 2 }),
    product(CX.soldOut, "simple", { qty: 0, isInStock: false }),
    product(CX.special, "simple"),
    product(CX.virtual, "virtual", { qty: 9999, isVirtual: true, weightGrams: null }),
    product(CX.disabled, "simple", { isEnabled: false }),
    product(CX.conf, "configurable", { qty: null }),
    product(CX.red, "simple", { qty: 10, visibility: 1 }),
    product(CX.blue, "simple", { qty: 0, isInStock: false, visibility: 1 }),
    product(CX.bundle, "bundle", { qty: null, typeOptions: { dynamicPrice: true } }),
    product(CX.bundleA, "simple"),
    product(CX.bundleB, "simple"),
    product(CX.bundleC, "simple"),
    product(CX.bundleFixed, "bundle", { qty: null, typeOptions: { dynamicPrice: false } }),
    product(CX.grouped, "grouped", { qty: null }),
    product(CX.downloadable, "downloadable", {
      qty: 9999, isVirtual: true, weightGrams: null,
      typeOptions: { linksPurchasedSeparately: true, linksTitle: "Chapters", samples: [{ title: "Trailer", sortOrder: 1, sampleUrl: "downloadable/samples/cart-trailer.mp4" }] },
    }),
    product(CX.giftcard, "giftcard", {
      qty: 9999, isVirtual: true, weightGrams: null,
      typeOptions: {
        giftcardType: "VIRTUAL", amounts: { GBP: [2500, 5000], USD: [2500, 5000], MXN: [50000, 100000] },
        allowOpenAmount: true, openAmountMin: 1000, openAmountMax: 100000,
      },
    }),
  ]);
  await db.insert(productPrices).values(Object.entries(PRICES).flatMap(([id, p]) =>
    (["GBP", "USD", "MXN"] as const).map((currency, i) => ({
      productId: Number(id), currency, regularMinor: p.regular[i]!, specialMinor: p.special?.[i] ?? null,
      specialFrom: p.special ? new Date("2020-01-01T00:00:00Z") : null, specialTo: p.special ? new Date("2099-12-31T00:00:00Z") : null,
      rrpMinor: p.rrp?.[i] ?? null,
    }))));
  await db.insert(configurableOptions).values({ id: CX.shade.axis, parentId: CX.conf.id, attributeId: CX.shade.attribute, label: "Shade" });
  await db.insert(configurableLinks).values([{ parentId: CX.conf.id, childId: CX.red.id }, { parentId: CX.conf.id, childId: CX.blue.id }]);
  await db.insert(productAttributeValues).values([
    { productId: CX.red.id, attributeId: CX.shade.attribute, optionId: CX.shade.red },
    { productId: CX.blue.id, attributeId: CX.shade.attribute, optionId: CX.shade.blue },
  ]);
  await db.insert(bundleOptions).values([
    { id: CX.bundleOption.cleanser, parentId: CX.bundle.id, title: "Cleanser", type: "radio", required: true, position: 1 },
    { id: CX.bundleOption.extras, parentId: CX.bundle.id, title: "Extras", type: "checkbox", required: false, position: 2 },
    { id: CX.bundleOption.pick, parentId: CX.bundleFixed.id, title: "Pick", type: "radio", required: true, position: 1 },
  ]);
  await db.insert(bundleSelections).values([
    { id: CX.selection.a, optionId: CX.bundleOption.cleanser, productId: CX.bundleA.id, qty: 1, isDefault: true, position: 1 },
    { id: CX.selection.b, optionId: CX.bundleOption.cleanser, productId: CX.bundleB.id, qty: 1, position: 2 },
    { id: CX.selection.c, optionId: CX.bundleOption.extras, productId: CX.bundleC.id, qty: 2, canChangeQty: true, position: 1 },
    { id: CX.selection.oos, optionId: CX.bundleOption.extras, productId: CX.soldOut.id, qty: 1, position: 2 },
    { id: CX.selection.fixedA, optionId: CX.bundleOption.pick, productId: CX.bundleA.id, qty: 1, position: 1 },
    { id: CX.selection.fixedB, optionId: CX.bundleOption.pick, productId: CX.bundleB.id, qty: 1, position: 2 },
  ]);
  await db.insert(groupedLinks).values([
    { parentId: CX.grouped.id, childId: CX.simple.id, position: 1, defaultQty: 1 },
    { parentId: CX.grouped.id, childId: CX.special.id, position: 2, defaultQty: 2 },
  ]);
  await db.insert(downloadableLinks).values([
    { id: CX.link.morning, productId: CX.downloadable.id, title: "Morning", priceMinor: 1000, sortOrder: 1, sampleUrl: "downloadable/samples/cart-morning.mp4" },
    { id: CX.link.evening, productId: CX.downloadable.id, title: "Evening", priceMinor: 1200, sortOrder: 2 },
  ]);
}
