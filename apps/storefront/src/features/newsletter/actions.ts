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

// The form's arguments come from the browser: the second must be the form, its e-mail a string that is an address.
const subscribeArgs = z.tuple([z.unknown(), z.instanceof(FormData)]);
const emailSchema = z.string().trim().pipe(z.email().max(254));

export async function subscribeNewsletter(state: NewsletterState, form: FormData): Promise<NewsletterState> {
  const [locale, t, errors] = await Promise.all([getLocale(), getTranslations("Newsletter"), getTranslations("Errors")]);
  const args = subscribeArgs.safeParse([state, form]);
  const email = args.success ? emailSchema.safeParse(args.data[1].get("email")) : null;
  if (!email?.success) return { status: "error", message: t("invalidEmail") };
  const result = await commerceRequest(SubscribeNewsletterDocument, { email: email.data }, locale);
  // The API's own message ("This email address is already subscribed.") is meant for shoppers; other failures are not.
  if (!result.ok) return { status: "error", message: failureText(result.error, errors) };
  return { status: "success", message: t("success") };
}
