import type { Metadata } from "next";
import { parseListingState } from "@/features/listing/url-state";
import { SearchPage, searchMetadata } from "@/features/search/SearchPage";
import { localeParam } from "@/i18n/locale-param";
import type { SearchParams } from "@/lib/url/search-params";

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

/**
 * The results depend on the query string, so they are rendered per request, and before the page is sent rather than
 * streamed into a placeholder: the first results come with the first bytes, and a search started from another page
 * keeps that page on screen until they are ready.
 */
export const instant = false;

export default async function Page({ params, searchParams }: Props) {
  return <SearchPage locale={await localeParam(params)} searchParams={await searchParams} />;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return searchMetadata(locale, parseListingState(await searchParams).term);
}
