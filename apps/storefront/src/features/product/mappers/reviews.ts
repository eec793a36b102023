import { decodeText } from "@/features/catalog/mappers";
import { averageRating } from "@/features/pricing/rules";
import type { ProductReviewsQuery } from "@/lib/commerce/generated/graphql";

/** The backend's own bound on a review's text (createProductReview). */
export const MAX_REVIEW_TEXT = 10_000;

export interface ReviewView {
  nickname: string;
  summary: string;
  /** The shopper's words, shown as text: whatever markup they hold is never interpreted. */
  text: string;
  date: string;
  /** The breakdown entry named "Rating", 0–5; null when the review has none. */
  rating: number | null;
}

export interface ReviewsView {
  count: number;
  /** averageRating (spec §9): the "Rating" values over review_count. */
  average: number;
  items: ReviewView[];
  page: number;
  pageSize: number;
  totalPages: number;
}

type ReviewsItem = NonNullable<NonNullable<NonNullable<ProductReviewsQuery["products"]>["items"]>[number]>;

export function toReviews(item: ReviewsItem, locale: string, timeZone: string): ReviewsView {
  const count = item.review_count ?? 0;
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone });
  const info = item.reviews.page_info;
  return {
    count,
    average: averageRating(item.ratings.items, count),
    items: item.reviews.items.flatMap((r) => {
      if (!r) return [];
      const rating = Number(r.ratings_breakdown.find((b) => b?.name === "Rating")?.value);
      const created = new Date(r.created_at.replace(" ", "T"));
      return [
        {
          nickname: decodeText(r.nickname),
          summary: decodeText(r.summary),
          text: decodeText(r.text).slice(0, MAX_REVIEW_TEXT),
          date: Number.isNaN(created.getTime()) ? "" : dateFormat.format(created),
          rating: Number.isFinite(rating) ? rating : null,
        },
      ];
    }),
    page: info.current_page ?? 1,
    pageSize: info.page_size ?? item.reviews.items.length,
    totalPages: Math.max(info.total_pages ?? 1, 1),
  };
}

/** ?reviews=N, clamped to a sane page number. */
export function reviewsPageParam(raw: string | string[] | undefined): number {
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}
