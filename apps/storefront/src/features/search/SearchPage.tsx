import { getTranslations } from "next-intl/server";
import { ListingLayout } from "@/features/listing/components/ListingLayout";
import { parseView } from "@/features/listing/components/listing-model";
import { getListing } from "@/features/listing/listing-query";
import { parseListingState } from "@/features/listing/url-state";
import { getPathname } from "@/i18n/navigation";
import { marketForLocale } from "@/lib/markets/markets";
import { ServiceNotice } from "@/lib/ui/ServiceNotice";
import type { SearchParams } from "@/lib/url/search-params";

/** `/search?keyword=…` (or `term=`): the full results with the category page's facets, sort and paging. */
export async function SearchPage({ locale, searchParams }: { locale: string; searchParams: SearchParams }) {
  const t = await getTranslations("Search");
  const state = parseListingState(searchParams);
  const action = getPathname({ href: "/search", locale });
  const listing = state.term ? await getListing(locale, state, {}, ["search"]) : null;
  return (
    <div className="mx-auto max-w-[1440px] px-5 pb-24 md:px-10" data-testid="search-page">
      <header className="mx-auto max-w-2xl py-10 text-center md:py-14">
        <h1 className="font-display text-4xl font-light md:text-5xl">
          {state.term ? t("resultsFor", { term: state.term }) : t("prompt")}
        </h1>
        <form action={action} method="get" role="search" className="mx-auto mt-8 flex max-w-lg items-end gap-4 border-b border-ink pb-2">
          <label className="flex-1">
            <span className="sr-only">{t("label")}</span>
            <input
              type="search"
              name="keyword"
              defaultValue={state.term}
              required
              placeholder={t("placeholder")}
              className="w-full bg-transparent text-center font-display text-xl font-light outline-none placeholder:text-stone"
            />
          </label>
          <button type="submit" className="text-[11px] uppercase tracking-label">{t("submit")}</button>
        </form>
      </header>
      {listing === null ? null : listing.ok ? (
        <ListingLayout
          locale={locale}
          path={`${marketForLocale(locale).prefix}/search`}
          state={state}
          view={parseView(searchParams.view)}
          result={listing.data}
          listId="search"
          listName={t("title")}
        />
      ) : (
        <ServiceNotice />
      )}
    </div>
  );
}

export async function searchMetadata(locale: string, term: string) {
  const t = await getTranslations({ locale, namespace: "Search" });
  return { title: term ? t("resultsFor", { term }) : t("title"), robots: { index: false, follow: true } };
}
