"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { SearchSuggestionsDocument } from "@/lib/commerce/generated/graphql";
import { catalogQuery, getRequestScope } from "@/lib/commerce/server";
import { localeSchema } from "@/lib/markets/locale-schema";
import { defaultMarket, isLocale, marketForLocale } from "@/lib/markets/markets";
import { MAX_TERM_LENGTH, type Suggestions, emptySuggestions, normalizeTerm, toSuggestions } from "./suggestions";

export type SuggestResult = { ok: true; suggestions: Suggestions } | { ok: false; message: string };

const suggestArgs = z.tuple([localeSchema, z.string().max(MAX_TERM_LENGTH)]);

/**
 * The overlay's as-you-type lookup. Arguments come from the browser: both are checked before use, and a term too
 * short to look up answers no suggestions without asking the API.
 */
export async function suggest(locale: string, raw: string): Promise<SuggestResult> {
  const checked = suggestArgs.safeParse([locale, raw]);
  if (!checked.success) {
    const t = await getTranslations({ locale: isLocale(locale) ? locale : defaultMarket.locale, namespace: "Search" });
    return { ok: false, message: t("invalidTerm", { max: MAX_TERM_LENGTH }) };
  }
  const [site, text] = checked.data;
  const term = normalizeTerm(text);
  if (!term) return { ok: true, suggestions: emptySuggestions(text) };
  const scope = await getRequestScope(site);
  const result = await catalogQuery(SearchSuggestionsDocument, { search: term }, scope, ["catalog"]);
  const suggestions = result.ok ? toSuggestions(result.data, term, site, marketForLocale(site).prefix) : emptySuggestions(term);
  return { ok: true, suggestions };
}
