import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/markets/markets";
import { routing } from "./routing";

/**
 * The `[locale]` segment as a known locale, or a 404. Layout, metadata and page each call it because Next renders
 * them concurrently: a stray path such as /favicon.ico must never reach Intl formatting.
 */
export async function localeParam(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
