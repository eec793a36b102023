import { sql } from "drizzle-orm";
import { products } from "../catalog/tables.ts";
import { productColumns, primeProducts, type ProductRow } from "../catalog/product-loader.ts";
import {
  attributeValuesLoader, brandLoader, configurableLinksLoader, configurableOptionsLoader, mediaLoader,
  type AttributeValueRow, type BrandRow, type ConfigurableLinkRow, type ConfigurableOptionRow, type MediaRow,
} from "../catalog/relations.ts";
import { priceRows, type PriceRow } from "../catalog/price.ts";
import { MAIN_RATING, ratingSummaryOf, reviewSummaryLoader } from "../review/service.ts";
import { productUrlRewrites, type UrlRewriteRow } from "../url/service.ts";
import type { Db } from "../../core/database.ts";
import type { CatalogContext } from "../catalog/context.ts";

// A listing page shows the same fields for every item: prices, stock, images, brand, rating, URL and, for
// configurable products, the swatches and the prices and stock of their variants. Resolving them field by field
// costs one query per relation and a further round for the variants. Here the page's products and everything
// their cards read come in two queries (parents, then variants), each relation as a JSON aggregate next to its
// product row, and the request's loaders are primed with the result: the field resolvers then run unchanged,
// with the same price and stock rules, and read the live tables, so there is nothing to keep in sync on writes.

type Json<T> = T[] | null;

// Drizzle writes a column of the selected table unqualified, which a correlated subquery would read as its own.
const PRODUCT_ID = sql.raw(`"products"."id"`);
const BRAND_ID = sql.raw(`"products"."brand_id"`);

interface PriceJson extends Omit<PriceRow, "specialFrom" | "specialTo"> {
  specialFrom: string | null;
  specialTo: string | null;
}

const jsonList = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const date = (value: string | null) => (value === null ? null : new Date(value));

const pricesOf = sql<Json<PriceJson>>`(
  SELECT json_agg(json_build_object(
    'productId', pp.product_id, 'currency', pp.currency, 'regularMinor', pp.regular_minor,
    'specialMinor', pp.special_minor, 'specialFrom', pp.special_from, 'specialTo', pp.special_to,
    'rrpMinor', pp.rrp_minor))
  FROM product_prices pp
  WHERE pp.product_id = ${PRODUCT_ID} AND pp.currency = ANY(${sql.placeholder("currencies")}::text[])
)`;

function primePrices(ctx: CatalogContext, id: number, value: unknown) {
  const rows = jsonList<PriceJson>(value).map((r): PriceRow => ({
    ...r, specialFrom: date(r.specialFrom), specialTo: date(r.specialTo),
  }));
  priceRows(ctx).prime(id, rows);
}

const attributeValuesOf = sql<Json<AttributeValueRow>>`(
  SELECT json_agg(json_build_object('productId', av.product_id, 'attributeId', av.attribute_id, 'optionId', av.option_id))
  FROM product_attribute_values av WHERE av.product_id = ${PRODUCT_ID}
)`;

// Statements are prepared once per database and parameterised on everything a request varies (ids, currencies,
// store): PostgreSQL then plans them once instead of on every page, which was most of their cost.
const STORE = sql.placeholder("store");
/** Public reviews, as the review module counts them: approved, written in this store view or for every view. */
const VISIBLE_REVIEW = sql`reviews.status = 'APPROVED' AND (reviews.store_code IS NULL OR reviews.store_code = ${STORE})`;
const IDS = sql`${PRODUCT_ID} = ANY(${sql.placeholder("ids")}::int[])`;

const currencies = (ctx: CatalogContext) => [...new Set([ctx.currency, ctx.store.baseCurrency])];

function prepareStatements(db: Db) {
  const cards = db
    .select({
      ...productColumns,
      prices: pricesOf,
      media: sql<Json<MediaRow>>`(
        SELECT json_agg(json_build_object('id', m.id, 'productId', m.product_id, 'file', m.file, 'label', m.label,
          'position', m.position, 'disabled', m.disabled, 'roles', m.roles) ORDER BY m.position, m.id)
        FROM product_media m WHERE m.product_id = ${PRODUCT_ID}
      )`,
      rewrites: sql<Json<UrlRewriteRow>>`(
        SELECT json_agg(json_build_object('id', u.id, 'storeCode', u.store_code, 'requestPath', u.request_path,
          'targetPath', u.target_path, 'entityType', u.entity_type, 'entityId', u.entity_id,
          'redirectCode', u.redirect_code) ORDER BY u.id)
        FROM url_rewrites u
        WHERE u.entity_type = 'PRODUCT' AND u.entity_id = ${PRODUCT_ID} AND u.store_code = ${STORE}
          AND u.redirect_code = 0
      )`,
      brand: sql<BrandRow | null>`(
        SELECT json_build_object('id', b.id, 'name', b.name, 'urlKey', b.url_key, 'description', b.description,
          'country', b.country, 'isFeatured', b.is_featured)
        FROM brands b WHERE b.id = ${BRAND_ID}
      )`,
      reviewCount: sql<number>`(SELECT count(*)::int FROM reviews WHERE reviews.product_id = ${PRODUCT_ID} AND ${VISIBLE_REVIEW})`,
      ratingAverage: sql<string | null>`(
        SELECT avg(v.value)::text FROM reviews
        JOIN review_votes v ON v.review_id = reviews.id
        JOIN ratings r ON r.id = v.rating_id AND r.name = ${sql.placeholder("rating")}
        WHERE reviews.product_id = ${PRODUCT_ID} AND ${VISIBLE_REVIEW}
      )`,
      children: sql<Json<number>>`(
        SELECT json_agg(cl.child_id ORDER BY cl.child_id) FROM configurable_links cl WHERE cl.parent_id = ${PRODUCT_ID}
      )`,
      axes: sql<Json<ConfigurableOptionRow>>`(
        SELECT json_agg(json_build_object('id', co.id, 'parentId', co.parent_id, 'attributeId', co.attribute_id,
          'label', co.label, 'position', co.position) ORDER BY co.position, co.id)
        FROM configurable_options co WHERE co.parent_id = ${PRODUCT_ID}
      )`,
    })
    .from(products)
    .where(IDS)
    .prepare("listing_cards");
  const variants = db
    .select({ ...productColumns, prices: pricesOf, values: attributeValuesOf })
    .from(products)
    .where(IDS)
    .prepare("listing_card_variants");
  return { cards, variants };
}

const statements = new WeakMap<Db, ReturnType<typeof prepareStatements>>();

function prepared(db: Db) {
  let found = statements.get(db);
  if (!found) {
    found = prepareStatements(db);
    statements.set(db, found);
  }
  return found;
}

/**
 * Loads the rows of `ids` with what their listing cards read, priming the request's loaders, and returns the rows
 * in the order asked (unknown ids skipped).
 */
export async function loadListingProducts(ctx: CatalogContext, ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await prepared(ctx.db).cards.execute({
    ids: [...ids],
    currencies: currencies(ctx),
    store: ctx.store.code,
    rating: MAIN_RATING,
  });
  const childIds: number[] = [];
  const found = new Map<number, ProductRow>();
  for (const r of rows) {
    const { prices, media, rewrites, brand, reviewCount, ratingAverage, children, axes, ...row } = r;
    found.set(row.id, row);
    primePrices(ctx, row.id, prices);
    mediaLoader(ctx).prime(row.id, jsonList(media));
    productUrlRewrites(ctx).prime(row.id, jsonList(rewrites));
    if (brand) brandLoader(ctx).prime(brand.id, brand);
    reviewSummaryLoader(ctx).prime(row.id, {
      count: Number(reviewCount),
      ratingSummary: ratingSummaryOf(ratingAverage === null ? 0 : Number(ratingAverage)),
    });
    if (row.typeId === "configurable") {
      const kids = jsonList<number>(children);
      configurableLinksLoader(ctx).prime(row.id, kids.map((childId): ConfigurableLinkRow => ({ parentId: row.id, childId })));
      configurableOptionsLoader(ctx).prime(row.id, jsonList(axes));
      childIds.push(...kids);
    }
  }
  primeProducts(ctx, [...found.values()]);
  if (childIds.length > 0) await loadVariants(ctx, childIds);
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** Variant rows with their prices and axis values, for the parents' price range, stock and swatches. */
async function loadVariants(ctx: CatalogContext, ids: number[]): Promise<void> {
  const rows = await prepared(ctx.db).variants.execute({ ids: [...new Set(ids)], currencies: currencies(ctx) });
  for (const { prices, values, ...row } of rows) {
    primePrices(ctx, row.id, prices);
    attributeValuesLoader(ctx).prime(row.id, jsonList(values));
  }
  primeProducts(ctx, rows.map(({ prices: _p, values: _v, ...row }) => row));
}
