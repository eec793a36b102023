import type { Metadata } from "next";
import { Suspense } from "react";
import { ImmediateReveal } from "@/features/layout/ImmediateReveal";
import { parseListingState } from "@/features/listing/url-state";
import { SearchPage, searchMetadata } from "@/features/search/SearchPage";
import { localeParam } from "@/i18n/locale-param";

type SearchParams = Record<string, string | string[] | undefined>;

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

export default function Page(props: Props) {
  // The results depend on the query string: they stream into the prerendered frame.
  return (
    <Suspense fallback={<div className="min-h-screen" aria-busy="true"><ImmediateReveal /></div>}>
      <SearchContent {...props} />
    </Suspense>
  );
}

async function SearchContent({ params, searchParams }: Props) {
  return <SearchPage locale={await localeParam(params)} searchParams={await searchParams} />;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return searchMetadata(locale, parseListingState(await searchParams).term);
}
