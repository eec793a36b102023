import { inArray } from "drizzle-orm";
import { products } from "./tables.ts";
import type { CatalogContext } from "./context.ts";

/** Every column but the search ones, which are large and only the search engine reads. */
export const productColumns = {
  id: products.id,
  sku: products.sku,
  typeId: products.typeId,
  name: products.name,
  urlKey: products.urlKey,
  brandId: products.brandId,
  visibility: products.visibility,
  isEnabled: products.isEnabled,
  description: products.description,
  shortDescription: products.shortDescription,
  metaTitle: products.metaTitle,
  metaDescription: products.metaDescription,
  metaKeyword: products.metaKeyword,
  weightGrams: products.weightGrams,
  qty: products.qty,
  isInStock: products.isInStock,
  position: products.position,
  popularity: products.popularity,
  isNew: products.isNew,
  isVirtual: products.isVirtual,
  typeOptions: products.typeOptions,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

export type ProductRow = {
  [K in keyof typeof productColumns]: (typeof products.$inferSelect)[K];
};

function productRowLoader(ctx: CatalogContext) {
  return ctx.loaders.get<number, ProductRow>("products", async (ids) => {
    const rows = await ctx.db.select(productColumns).from(products).where(inArray(products.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  });
}

/**
 * Product rows by id, in the order asked, skipping unknown ids. Calls made in the same tick share one query and
 * rows are cached for the rest of the request. Disabled products are returned too: callers decide visibility.
 */
export async function loadProducts(ctx: CatalogContext, ids: readonly number[]): Promise<ProductRow[]> {
  const rows = await productRowLoader(ctx).loadMany(ids);
  return rows.filter((r): r is ProductRow => r !== undefined);
}

export async function loadProduct(ctx: CatalogContext, id: number): Promise<ProductRow | undefined> {
  return productRowLoader(ctx).load(id);
}

/** Lets a caller that already selected full rows (e.g. a listing query) seed the cache. */
export function primeProducts(ctx: CatalogContext, rows: readonly ProductRow[]): void {
  const loader = productRowLoader(ctx);
  for (const row of rows) loader.prime(row.id, row);
}

/** Magento's visibility values that show a product in the catalogue on its own. */
export const isListable = (p: ProductRow) => p.isEnabled && p.visibility > 1;
