"use server";

import { getLocale, getTranslations } from "next-intl/server";
import { z } from "zod";
import { SubscribeNewsletterDocument } from "@/lib/commerce/generated/graphql";
import { commerceRequest } from "@/lib/commerce/server";

export interface NewsletterState {
  status: "idle" | "success" | "error";
  message: string;
}

const email = z.email().max(254);

export async function subscribeNewsletter(_: NewsletterState, form: FormData): Promise<NewsletterState> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("Newsletter")]);
  const parsed = email.safeParse(String(form.get("email") ?? "").trim());
  if (!parsed.success) return { status: "error", message: t("invalidEmail") };
  const result = await commerceRequest(SubscribeNewsletterDocument, { email: parsed.data }, locale);
  if (!result.ok) {
    // The API's own message ("This email address is already subscribed.") is meant for shoppers; other failures are not.
    const message = result.error.kind === "graphql" ? result.error.message : t("genericError");
    return { status: "error", message };
  }
  return { status: "success", message: t("success") };
}
