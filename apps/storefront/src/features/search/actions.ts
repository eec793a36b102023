"use server";

import { isLocale, marketForLocale } from "@/lib/markets/markets";
import { SearchSuggestionsDocument } from "@/lib/commerce/generated/graphql";
import { catalogQuery, getRequestScope } from "@/lib/commerce/server";
import { type Suggestions, emptySuggestions, normalizeTerm, toSuggestions } from "./suggestions";

/** The overlay's as-you-type lookup. Arguments come from the browser: both are checked before use. */
export async function suggest(locale: unknown, raw: unknown): Promise<Suggestions> {
  const term = normalizeTerm(raw);
  if (!isLocale(locale) || !term) return emptySuggestions(typeof raw === "string" ? raw : "");
  const scope = await getRequestScope(locale);
  const result = await catalogQuery(SearchSuggestionsDocument, { search: term }, scope, ["catalog"]);
  return result.ok ? toSuggestions(result.data, term, locale, marketForLocale(locale).prefix) : emptySuggestions(term);
}
