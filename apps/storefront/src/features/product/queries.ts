import { cache } from "react";
import { ProductDetailDocument, ProductReviewsDocument } from "@/lib/commerce/generated/graphql";
import { type Result, ok } from "@/lib/commerce/result";
import { type CatalogView, catalogQuery, catalogScope } from "@/lib/commerce/server";
import { marketForLocale } from "@/lib/markets/markets";
import { type ProductDetailView, toProductDetail } from "./mappers/detail";
import { type ReviewsView, toReviews } from "./mappers/reviews";

/** Ratings the summary averages over: every review up to this many (spec §9 wants them all summed). */
const RATINGS_SAMPLE = 200;

/**
 * The page and its metadata both ask; one request serves them. The uid is unknown until the answer arrives, so
 * the detail read carries the catalogue-wide tag; everything read afterwards is tagged with the product.
 */
export const getProductDetail = cache(async (locale: string, urlKey: string, view: CatalogView): Promise<Result<ProductDetailView | null>> => {
  const scope = await catalogScope(locale, view);
  const result = await catalogQuery(ProductDetailDocument, { urlKey }, scope, ["catalog", `product-url:${urlKey}`]);
  if (!result.ok) return result;
  const item = result.data.products?.items?.find((i) => i?.url_key === urlKey) ?? result.data.products?.items?.[0];
  if (!item) return ok(null);
  return ok(toProductDetail(item, { locale, localePrefix: marketForLocale(locale).prefix }));
});

export async function getProductReviews(
  locale: string,
  view: CatalogView,
  urlKey: string,
  uid: string,
  page: number,
  reviewCount: number,
): Promise<Result<ReviewsView | null>> {
  const scope = await catalogScope(locale, view);
  const result = await catalogQuery(
    ProductReviewsDocument,
    { urlKey, currentPage: page, ratingsSize: Math.min(Math.max(reviewCount, 1), RATINGS_SAMPLE) },
    scope,
    [`product:${uid}`],
  );
  if (!result.ok) return result;
  const item = result.data.products?.items?.find((i) => i?.uid === uid);
  return ok(item ? toReviews(item, locale, marketForLocale(locale).timeZone) : null);
}
