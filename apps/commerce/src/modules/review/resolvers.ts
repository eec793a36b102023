import { magentoDateTime } from "../../core/datetime.ts";
import { GraphQlInputError } from "../../core/errors.ts";
import type { Resolvers } from "../../core/generated/resolvers.ts";
import { loadProduct } from "../catalog/product-loader.ts";
import { onEveryProductType, type ProductFieldResolvers } from "../catalog/product-resolvers.ts";
import { reviewPage, reviewSummary, type ReviewItem } from "./service.ts";

declare module "../../core/graphql-models.ts" {
  interface GraphQlModels {
    ProductReview: ReviewItem;
  }
}


/** Review fields of ProductInterface. */
const productReviewFields: ProductFieldResolvers = {
  review_count: async (p, _a, ctx) => (await reviewSummary(ctx, p.id)).count,
  rating_summary: async (p, _a, ctx) => (await reviewSummary(ctx, p.id)).ratingSummary,
  reviews: async (p, args, ctx) => {
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

export const resolvers: Resolvers = {
  ...onEveryProductType(productReviewFields),
  ProductReview: {
    nickname: (r) => r.nickname,
    summary: (r) => r.summary,
    text: (r) => r.text,
    average_rating: (r) => r.averageRating,
    ratings_breakdown: (r) => r.breakdown,
    created_at: (r) => magentoDateTime(r.createdAt),
    product: async (r, _a, ctx) => {
      const product = await loadProduct(ctx, r.productId);
      // reviews.product_id references products and goes with them, so this is a broken database, not a client error.
      if (!product) throw new Error(`Review ${r.id} has no product ${r.productId}`);
      return product;
    },
  },
};
