import { magentoDateTime } from "../../core/datetime.ts";
import type { Resolvers } from "../../core/generated/resolvers.ts";
import { assertPaging } from "../catalog/service.ts";
import { encodeUid } from "../catalog/uid.ts";
import { loadProduct } from "../catalog/product-loader.ts";
import { onEveryProductType, type ProductFieldResolvers } from "../catalog/product-resolvers.ts";
import { createReview } from "./create.ts";
import { customerReviews, ratingsMetadata, reviewPage, reviewSummary, type ReviewItem } from "./service.ts";

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
    assertPaging(pageSize, currentPage);
    const [summary, items] = await Promise.all([reviewSummary(ctx, p.id), reviewPage(ctx, p.id, pageSize, currentPage)]);
    return {
      items,
      page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(summary.count / pageSize) },
    };
  },
};

export const resolvers: Resolvers = {
  ...onEveryProductType(productReviewFields),
  Query: {
    productReviewRatingsMetadata: async (_, _a, ctx) => ({
      items: (await ratingsMetadata(ctx)).map((r) => ({
        id: encodeUid(r.id),
        name: r.name,
        values: r.values.map((v) => ({ value_id: encodeUid(v.id), value: String(v.value) })),
      })),
    }),
  },
  Mutation: {
    createProductReview: async (_, args, ctx) => ({ review: await createReview(ctx, args.input) }),
  },
  Customer: {
    reviews: (customer, args, ctx) => {
      assertPaging(args.pageSize, args.currentPage);
      return customerReviews(ctx, customer.id, args.pageSize, args.currentPage);
    },
  },
  ProductReview: {
    status: (r) => r.status,
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
