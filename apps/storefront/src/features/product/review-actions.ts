"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { failureText } from "@/i18n/failure-text";
import { CreateProductReviewDocument, ProductReviewRatingsMetadataDocument } from "@/lib/commerce/generated/graphql";
import { commerceRequest } from "@/lib/commerce/server";
import { localeSchema } from "@/lib/markets/locale-schema";
import { defaultMarket, isLocale } from "@/lib/markets/markets";
import { readCustomerToken } from "@/lib/session/session";
import { REVIEW_LIMITS, type RatingMetadata } from "./review-rules";

// The review form's calls. Every argument comes from the browser: checked here before anything reaches the backend.

const reviewSchema = z.object({
  sku: z.string().trim().min(1).max(64),
  nickname: z.string().trim().min(1).max(REVIEW_LIMITS.nickname),
  summary: z.string().trim().min(1).max(REVIEW_LIMITS.summary),
  text: z.string().trim().min(1).max(REVIEW_LIMITS.text),
  ratings: z.array(z.object({ id: z.string().min(1).max(64), value_id: z.string().min(1).max(64) })).min(1).max(10),
});

export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewResult = { ok: true; message: string } | { ok: false; message: string };

/** The ratings and their values, for the form's stars; empty when the backend cannot say. */
export async function reviewRatingsAction(locale: string): Promise<RatingMetadata[]> {
  const site = localeSchema.safeParse(locale);
  if (!site.success) return [];
  const result = await commerceRequest(ProductReviewRatingsMetadataDocument, {}, site.data);
  if (!result.ok) return [];
  return result.data.productReviewRatingsMetadata.items.flatMap((item) =>
    item ? [{ id: item.id, name: item.name, values: item.values.flatMap((v) => (v ? [{ valueId: v.value_id, value: v.value }] : [])) }] : [],
  );
}

/** Writes the review (as the signed-in customer when there is a token): "You submitted your review for moderation." */
export async function createReviewAction(locale: string, input: ReviewInput): Promise<ReviewResult> {
  const t = await getTranslations({ locale: isLocale(locale) ? locale : defaultMarket.locale, namespace: "Reviews" });
  const checked = z.tuple([localeSchema, reviewSchema]).safeParse([locale, input]);
  if (!checked.success) return { ok: false, message: t("form.invalid") };
  const [site, review] = checked.data;
  const token = await readCustomerToken();
  const result = await commerceRequest(CreateProductReviewDocument, { input: review }, site, token ? { token } : {});
  if (!result.ok) {
    const errors = await getTranslations({ locale: site, namespace: "Errors" });
    return { ok: false, message: failureText(result.error, errors) };
  }
  return { ok: true, message: t("form.submitted") };
}
