"use server";

import { getLocale, getTranslations } from "next-intl/server";
import { z } from "zod";
import { SubscribeNewsletterDocument } from "@/lib/commerce/generated/graphql";
import { commerceRequest } from "@/lib/commerce/server";

export interface NewsletterState {
  status: "idle" | "success" | "error";
  message: string;
}

// The form's arguments come from the browser: the second must be the form, its e-mail a string that is an address.
const subscribeArgs = z.tuple([z.unknown(), z.instanceof(FormData)]);
const emailSchema = z.string().trim().pipe(z.email().max(254));

export async function subscribeNewsletter(state: NewsletterState, form: FormData): Promise<NewsletterState> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("Newsletter")]);
  const args = subscribeArgs.safeParse([state, form]);
  const email = args.success ? emailSchema.safeParse(args.data[1].get("email")) : null;
  if (!email?.success) return { status: "error", message: t("invalidEmail") };
  const result = await commerceRequest(SubscribeNewsletterDocument, { email: email.data }, locale);
  if (!result.ok) {
    // The API's own message ("This email address is already subscribed.") is meant for shoppers; other failures are not.
    const message = result.error.kind === "graphql" ? result.error.message : t("genericError");
    return { status: "error", message };
  }
  return { status: "success", message: t("success") };
}
