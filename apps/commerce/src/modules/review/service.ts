import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { ratingOptions, ratings, reviews, reviewVotes } from "./tables.ts";
import { groupBy } from "../../core/loader.ts";
import type { CatalogContext } from "../catalog/context.ts";

/** The rating dimension the storefront shows as the product's stars. */
export const MAIN_RATING = "Rating";

export interface ReviewSummary {
  count: number;
  /** 0–100, average of the approved votes on the main rating. */
  ratingSummary: number;
}

/** Moderation states: only approved reviews are public. */
export type ReviewStatus = "APPROVED" | "PENDING" | "NOT_APPROVED";

export interface ReviewItem {
  id: number;
  productId: number;
  nickname: string;
  summary: string;
  text: string;
  status: ReviewStatus;
  createdAt: Date;
  averageRating: number;
  breakdown: { name: string; value: string }[];
}

type ReviewRow = Pick<typeof reviews.$inferSelect, "id" | "productId" | "nickname" | "summary" | "text" | "status" | "createdAt">;

/** Reviews with their votes, in the order given. */
export async function withVotes(ctx: Pick<CatalogContext, "db">, rows: readonly ReviewRow[]): Promise<ReviewItem[]> {
  const votes = rows.length
    ? await ctx.db.select({ reviewId: reviewVotes.reviewId, value: reviewVotes.value, name: ratings.name })
      .from(reviewVotes)
      .innerJoin(ratings, eq(ratings.id, reviewVotes.ratingId))
      .where(inArray(reviewVotes.reviewId, rows.map((r) => r.id)))
      .orderBy(asc(ratings.position), asc(ratings.id))
    : [];
  const votesOf = groupBy(votes, (v) => v.reviewId);
  return rows.map((r): ReviewItem => {
    const own = votesOf.get(r.id) ?? [];
    const average = own.length ? (own.reduce((sum, v) => sum + v.value, 0) / own.length) * 20 : 0;
    return {
      id: r.id,
      productId: r.productId,
      nickname: r.nickname,
      summary: r.summary,
      text: r.text,
      status: r.status as ReviewStatus,
      createdAt: r.createdAt,
      averageRating: Math.round(average * 10) / 10,
      breakdown: own.map((v) => ({ name: v.name, value: String(v.value) })),
    };
  });
}

/** Public reviews: approved, and written in this store view or for every view. */
const visibleIn = (ctx: CatalogContext) =>
  and(eq(reviews.status, "APPROVED"), or(isNull(reviews.storeCode), eq(reviews.storeCode, ctx.store.code)));

/** Rating dimension average (1–5) → Magento's 0–100 `rating_summary`, one decimal. */
export const ratingSummaryOf = (average: number) => Math.round(average * 20 * 10) / 10;

export function reviewSummary(ctx: CatalogContext, productId: number): Promise<ReviewSummary> {
  return reviewSummaryLoader(ctx).load(productId).then((s) => s ?? { count: 0, ratingSummary: 0 });
}

export const reviewSummaryLoader = (ctx: CatalogContext) =>
  ctx.loaders.get<number, ReviewSummary>("review-summary", async (ids) => {
    const [counts, averages] = await Promise.all([
      ctx.db.select({ productId: reviews.productId, n: sql<number>`count(*)::int` })
        .from(reviews)
        .where(and(inArray(reviews.productId, ids), visibleIn(ctx)))
        .groupBy(reviews.productId),
      ctx.db.select({ productId: reviews.productId, avg: sql<string>`avg(${reviewVotes.value})` })
        .from(reviews)
        .innerJoin(reviewVotes, eq(reviewVotes.reviewId, reviews.id))
        .innerJoin(ratings, and(eq(ratings.id, reviewVotes.ratingId), eq(ratings.name, MAIN_RATING)))
        .where(and(inArray(reviews.productId, ids), visibleIn(ctx)))
        .groupBy(reviews.productId),
    ]);
    const avg = new Map(averages.map((a) => [a.productId, Number(a.avg)]));
    return new Map(counts.map((c) => [
      c.productId,
      { count: Number(c.n), ratingSummary: ratingSummaryOf(avg.get(c.productId) ?? 0) },
    ]));
  });

/** One page of a product's reviews, newest first. Pages of several products are read in one query. */
export function reviewPage(ctx: CatalogContext, productId: number, pageSize: number, currentPage: number) {
  const offset = (currentPage - 1) * pageSize;
  return ctx.loaders.get<number, ReviewItem[]>(`review-page:${pageSize}:${currentPage}`, async (ids) => {
    const ranked = ctx.db
      .select({
        id: reviews.id,
        productId: reviews.productId,
        nickname: reviews.nickname,
        summary: reviews.summary,
        text: reviews.text,
        status: reviews.status,
        createdAt: reviews.createdAt,
        rn: sql<number>`row_number() over (partition by ${reviews.productId} order by ${reviews.createdAt} desc, ${reviews.id} desc)`.as("rn"),
      })
      .from(reviews)
      .where(and(inArray(reviews.productId, ids), visibleIn(ctx)))
      .as("ranked");
    const rows = await ctx.db.select().from(ranked)
      .where(and(gt(ranked.rn, offset), lte(ranked.rn, offset + pageSize)))
      .orderBy(asc(ranked.productId), asc(ranked.rn));
    return groupBy(await withVotes(ctx, rows), (i) => i.productId);
  }).load(productId).then((items) => items ?? []);
}

export interface ReviewPage {
  items: ReviewItem[];
  page_info: { current_page: number; page_size: number; total_pages: number };
}

/** The reviews a customer wrote, whatever their moderation state, newest first. */
export async function customerReviews(
  ctx: Pick<CatalogContext, "db">, customerId: number, pageSize: number, currentPage: number,
): Promise<ReviewPage> {
  const where = eq(reviews.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(reviews).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize).offset((currentPage - 1) * pageSize),
    ctx.db.select({ n: count() }).from(reviews).where(where),
  ]);
  return {
    items: await withVotes(ctx, rows),
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(Number(total?.n ?? 0) / pageSize) },
  };
}

export interface RatingMetadata {
  id: number;
  name: string;
  values: { id: number; value: number }[];
}

/** The ratings a review gives, with the values each can take, in their positions' order. */
export async function ratingsMetadata(ctx: Pick<CatalogContext, "db">): Promise<RatingMetadata[]> {
  const [dimensions, options] = await Promise.all([
    ctx.db.select().from(ratings).orderBy(asc(ratings.position), asc(ratings.id)),
    ctx.db.select().from(ratingOptions).orderBy(asc(ratingOptions.position), asc(ratingOptions.value)),
  ]);
  const byRating = groupBy(options, (o) => o.ratingId);
  return dimensions.map((r) => ({
    id: r.id,
    name: r.name,
    values: (byRating.get(r.id) ?? []).map((o) => ({ id: o.id, value: o.value })),
  }));
}
