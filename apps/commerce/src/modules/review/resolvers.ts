import { GraphQlInputError } from "../../core/errors.ts";
import { loadProduct } from "../catalog/product-loader.ts";
import { onEveryProductType } from "../catalog/product-resolvers.ts";
import type { CatalogContext } from "../catalog/context.ts";
import { reviewPage, reviewSummary, type ReviewItem } from "./service.ts";

type ProductRef = { id: number };

/** Magento prints review dates as MySQL datetimes in UTC. */
const datetime = (d: Date) => d.toISOString().slice(0, 19).replace("T", " ");

/** Review fields of ProductInterface. */
const productReviewFields = {
  review_count: async (p: ProductRef, _a: unknown, ctx: CatalogContext) => (await reviewSummary(ctx, p.id)).count,
  rating_summary: async (p: ProductRef, _a: unknown, ctx: CatalogContext) => (await reviewSummary(ctx, p.id)).ratingSummary,
  reviews: async (p: ProductRef, args: { pageSize?: number | null; currentPage?: number | null }, ctx: CatalogContext) => {
    const pageSize = args.pageSize ?? 20;
    const currentPage = args.currentPage ?? 1;
    if (currentPage < 1) throw new GraphQlInputError("currentPage value must be greater than 0.");
    if (pageSize < 1) throw new GraphQlInputError("pageSize value must be greater than 0.");
    const [summary, items] = await Promise.all([reviewSummary(ctx, p.id), reviewPage(ctx, p.id, pageSize, currentPage)]);
    return {
      items,
      page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(summary.count / pageSize) },
    };
  },
};

export const resolvers = {
  ...onEveryProductType(productReviewFields),
  ProductReview: {
    nickname: (r: ReviewItem) => r.nickname,
    summary: (r: ReviewItem) => r.summary,
    text: (r: ReviewItem) => r.text,
    average_rating: (r: ReviewItem) => r.averageRating,
    ratings_breakdown: (r: ReviewItem) => r.breakdown,
    created_at: (r: ReviewItem) => datetime(r.createdAt),
    product: (r: ReviewItem, _a: unknown, ctx: CatalogContext) => loadProduct(ctx, r.productId),
  },
};
