"use server";

import { getLocale, getTranslations } from "next-intl/server";
import { z } from "zod";
import { failureText } from "@/i18n/failure-text";
import { SubscribeNewsletterDocument } from "@/lib/commerce/generated/graphql";
import { commerceRequest } from "@/lib/commerce/server";

export interface NewsletterState {
  status: "idle" | "success" | "error";
  message: string;
}

const email = z.email().max(254);

export async function subscribeNewsletter(_: NewsletterState, form: FormData): Promise<NewsletterState> {
  const [locale, t, te] = await Promise.all([getLocale(), getTranslations("Newsletter"), getTranslations("Errors")]);
  const parsed = email.safeParse(String(form.get("email") ?? "").trim());
  if (!parsed.success) return { status: "error", message: t("invalidEmail") };
  const result = await commerceRequest(SubscribeNewsletterDocument, { email: parsed.data }, locale);
  // The API's own message ("This email address is already subscribed.") is meant for shoppers; other failures are not.
  if (!result.ok) return { status: "error", message: failureText(result.error, te) };
  return { status: "success", message: t("success") };
}
