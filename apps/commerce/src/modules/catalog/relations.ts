import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import {
  type attributeOptions, type attributes, brands, bundleOptions, bundleSelections, configurableLinks, configurableOptions,
  downloadableLinks, groupedLinks, productAttributeValues, productCategories, productLinks, productMedia, products,
} from "./tables.ts";
import { groupBy } from "../../core/loader.ts";
import type { CatalogContext } from "./context.ts";
import type { Db } from "../../core/database.ts";

// Every relation of a product is loaded through a per-request loader keyed by product id, so a listing of N
// products costs one query per relation, not N.

export type MediaRow = typeof productMedia.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;
export type AttributeRow = typeof attributes.$inferSelect;
export type AttributeOptionRow = typeof attributeOptions.$inferSelect;
export type ConfigurableOptionRow = typeof configurableOptions.$inferSelect;
export type BundleOptionRow = typeof bundleOptions.$inferSelect;
export type BundleSelectionRow = typeof bundleSelections.$inferSelect;
export type DownloadableLinkRow = typeof downloadableLinks.$inferSelect;

function byProduct<T>(ctx: CatalogContext, name: string, query: (ids: number[]) => Promise<T[]>, keyOf: (r: T) => number) {
  return ctx.loaders.get<number, T[]>(name, async (ids) => groupBy(await query(ids), keyOf));
}

const list = async <T>(p: Promise<T[] | undefined>) => (await p) ?? [];

/** Gallery entries of products, disabled ones included, in position order. */
export const mediaLoader = (ctx: CatalogContext) =>
  byProduct(
    ctx,
    "media",
    (ids) =>
      ctx.db.select().from(productMedia).where(inArray(productMedia.productId, ids))
        .orderBy(asc(productMedia.position), asc(productMedia.id)),
    (r) => r.productId,
  );

/** Every gallery entry of a product (Magento's media_gallery_entries shows disabled ones too). */
export const galleryOf = (ctx: CatalogContext, productId: number) => list(mediaLoader(ctx).load(productId));

/** The entries a shopper sees: enabled ones. */
export const mediaOf = async (ctx: CatalogContext, productId: number) =>
  (await galleryOf(ctx, productId)).filter((m) => !m.disabled);

export const brandLoader = (ctx: CatalogContext) =>
  ctx.loaders.get<number, BrandRow>("brands", async (ids) => {
    const rows = await ctx.db.select().from(brands).where(inArray(brands.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  });

export const brandOf = (ctx: CatalogContext, brandId: number) => brandLoader(ctx).load(brandId);

/** Visible, enabled products of a brand. */
export const brandProductCount = (ctx: CatalogContext, brandId: number) =>
  ctx.loaders.get<number, number>("brand-product-count", async (ids) => {
    const rows = await ctx.db
      .select({ brandId: products.brandId, n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(inArray(products.brandId, ids), eq(products.isEnabled, true), gt(products.visibility, 1)))
      .groupBy(products.brandId);
    return new Map(rows.map((r) => [r.brandId!, Number(r.n)]));
  }).load(brandId).then((n) => n ?? 0);

// Both tables in one round trip: they are small, and every product page or swatch list reads them. Prepared once
// per database so that PostgreSQL plans it once.
const catalogStatements = new WeakMap<Db, ReturnType<typeof prepareAttributeCatalog>>();

function prepareAttributeCatalog(db: Db) {
  return db.select({
    attrs: sql<AttributeRow[] | null>`(SELECT json_agg(json_build_object('id', a.id, 'code', a.code,
      'label', a.label, 'frontendInput', a.frontend_input, 'isFilterable', a.is_filterable, 'position', a.position))
      FROM attributes a)`,
    options: sql<AttributeOptionRow[] | null>`(SELECT json_agg(json_build_object('id', o.id,
      'attributeId', o.attribute_id, 'label', o.label, 'swatchValue', o.swatch_value, 'position', o.position)
      ORDER BY o.position, o.id) FROM attribute_options o)`,
  }).from(sql`(SELECT 1) AS one`).prepare("attribute_catalog");
}

function attributeCatalogStatement(db: Db) {
  let found = catalogStatements.get(db);
  if (!found) {
    found = prepareAttributeCatalog(db);
    catalogStatements.set(db, found);
  }
  return found;
}

/** Attributes and options are small reference tables: read once per request. */
export function attributeCatalog(ctx: CatalogContext) {
  return ctx.loaders.once("attribute-catalog", async () => {
    const [row] = await attributeCatalogStatement(ctx.db).execute();
    const attrs = row?.attrs ?? [];
    const options = row?.options ?? [];
    return {
      byId: new Map(attrs.map((a) => [a.id, a])),
      byCode: new Map(attrs.map((a) => [a.code, a])),
      options: new Map(options.map((o) => [o.id, o])),
    };
  });
}

export type AttributeValueRow = typeof productAttributeValues.$inferSelect;

export const attributeValuesLoader = (ctx: CatalogContext) =>
  byProduct(
    ctx,
    "attribute-values",
    (ids) => ctx.db.select().from(productAttributeValues).where(inArray(productAttributeValues.productId, ids)),
    (r) => r.productId,
  );

/** Option ids of a product's select attributes, by attribute id. */
export const attributeValuesOf = async (ctx: CatalogContext, productId: number): Promise<Map<number, number[]>> => {
  const rows = await list(attributeValuesLoader(ctx).load(productId));
  const out = new Map<number, number[]>();
  for (const r of rows) out.set(r.attributeId, [...(out.get(r.attributeId) ?? []), r.optionId]);
  return out;
};

export const categoryIdsOf = async (ctx: CatalogContext, productId: number): Promise<number[]> =>
  (
    await list(
      byProduct(
        ctx,
        "product-categories",
        (ids) => ctx.db.select().from(productCategories).where(inArray(productCategories.productId, ids)),
        (r) => r.productId,
      ).load(productId),
    )
  ).map((r) => r.categoryId);

export type ProductLinkRow = typeof productLinks.$inferSelect;

/** A product's related, upsell and crosssell links, in position order. */
export const productLinksOf = (ctx: CatalogContext, productId: number): Promise<ProductLinkRow[]> =>
  list(
    byProduct(
      ctx,
      "product-links",
      (ids) =>
        ctx.db.select().from(productLinks).where(inArray(productLinks.productId, ids))
          .orderBy(asc(productLinks.position), asc(productLinks.linkedId)),
      (r) => r.productId,
    ).load(productId),
  );

/** related | upsell | crosssell targets in position order. */
export const linkedIdsOf = async (ctx: CatalogContext, productId: number, type: string): Promise<number[]> =>
  (await productLinksOf(ctx, productId)).filter((r) => r.type === type).map((r) => r.linkedId);

export const configurableOptionsLoader = (ctx: CatalogContext) =>
  byProduct(
    ctx,
    "configurable-options",
    (ids) =>
      ctx.db.select().from(configurableOptions).where(inArray(configurableOptions.parentId, ids))
        .orderBy(asc(configurableOptions.position), asc(configurableOptions.id)),
    (r) => r.parentId,
  );

export const configurableOptionsOf = (ctx: CatalogContext, parentId: number) =>
  list(configurableOptionsLoader(ctx).load(parentId));

export type ConfigurableLinkRow = typeof configurableLinks.$inferSelect;

export const configurableLinksLoader = (ctx: CatalogContext) =>
  byProduct(
    ctx,
    "configurable-links",
    (ids) =>
      ctx.db.select().from(configurableLinks).where(inArray(configurableLinks.parentId, ids))
        .orderBy(asc(configurableLinks.childId)),
    (r) => r.parentId,
  );

export const configurableChildIdsOf = async (ctx: CatalogContext, parentId: number): Promise<number[]> =>
  (await list(configurableLinksLoader(ctx).load(parentId))).map((r) => r.childId);

export interface BundleOptionWithSelections extends BundleOptionRow {
  selections: BundleSelectionRow[];
}

export const bundleOptionsOf = (ctx: CatalogContext, parentId: number) =>
  list(
    ctx.loaders.get<number, BundleOptionWithSelections[]>("bundle-options", async (ids) => {
      const options = await ctx.db.select().from(bundleOptions).where(inArray(bundleOptions.parentId, ids))
        .orderBy(asc(bundleOptions.position), asc(bundleOptions.id));
      const selections = options.length
        ? await ctx.db.select().from(bundleSelections)
          .where(inArray(bundleSelections.optionId, options.map((o) => o.id)))
          .orderBy(asc(bundleSelections.position), asc(bundleSelections.id))
        : [];
      const byOption = groupBy(selections, (s) => s.optionId);
      return groupBy(options.map((o) => ({ ...o, selections: byOption.get(o.id) ?? [] })), (o) => o.parentId);
    }).load(parentId),
  );

export const groupedLinksOf = (ctx: CatalogContext, parentId: number) =>
  list(
    byProduct(
      ctx,
      "grouped-links",
      (ids) =>
        ctx.db.select().from(groupedLinks).where(inArray(groupedLinks.parentId, ids))
          .orderBy(asc(groupedLinks.position), asc(groupedLinks.childId)),
      (r) => r.parentId,
    ).load(parentId),
  );

export const downloadableLinksOf = (ctx: CatalogContext, productId: number) =>
  list(
    byProduct(
      ctx,
      "downloadable-links",
      (ids) =>
        ctx.db.select().from(downloadableLinks).where(inArray(downloadableLinks.productId, ids))
          .orderBy(asc(downloadableLinks.sortOrder), asc(downloadableLinks.id)),
      (r) => r.productId,
    ).load(productId),
  );
