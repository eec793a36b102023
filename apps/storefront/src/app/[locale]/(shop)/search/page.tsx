import type { Metadata } from "next";
import { Suspense } from "react";
import { parseListingState } from "@/features/listing/url-state";
import { SearchPage, searchMetadata } from "@/features/search/SearchPage";
import { localeParam } from "@/i18n/locale-param";

type SearchParams = Record<string, string | string[] | undefined>;

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

export default async function Page({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  return (
    <Suspense>
      <SearchPage locale={locale} searchParams={await searchParams} />
    </Suspense>
  );
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return searchMetadata(locale, parseListingState(await searchParams).term);
}
