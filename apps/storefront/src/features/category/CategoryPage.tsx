import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cmsProse } from "@/features/cms/prose";
import { ServiceNotice } from "@/lib/ui/ServiceNotice";
import { ListingLayout } from "@/features/listing/components/ListingLayout";
import { parseView } from "@/features/listing/components/listing-model";
import { parseListingState } from "@/features/listing/url-state";
import { marketForLocale } from "@/lib/markets/markets";
import { Link } from "@/i18n/navigation";
import type { CatalogView } from "@/lib/commerce/server";
import { sanitizeHtml } from "@/lib/html/sanitize";
import { getListing } from "@/features/listing/listing-query";
import { getCategory } from "./queries";
import type { SearchParams } from "@/lib/url/search-params";

interface Props {
  locale: string;
  uid: string;
  searchParams: Promise<SearchParams>;
}

/**
 * A category page. As the site shows it (default sort, no filter, the site's currency) it is the same for every
 * shopper: the site view, this URL's prerendered page (ADR 010). A shopper with a query string or a currency of
 * their own gets it rendered for them before it is sent; on a move from the site view (a filter, a sort, a page)
 * the page they are on stays until theirs is ready.
 */
export async function CategoryPage({ view, searchParams, ...props }: Props & { view: CatalogView }) {
  return <CategoryContent {...props} searchParams={view === "site" ? {} : await searchParams} view={view} />;
}

async function CategoryContent({
  locale,
  uid,
  searchParams,
  view: catalogView,
}: Omit<Props, "searchParams"> & { searchParams: SearchParams; view: CatalogView }) {
  const t = await getTranslations("Category");
  const category = await getCategory(locale, uid, catalogView);
  if (!category.ok) return <ServiceNotice />;
  if (!category.data) notFound();
  const view = category.data;
  const prefix = marketForLocale(locale).prefix;
  const state = parseListingState(searchParams);
  const listing = view.showsProducts
    ? await getListing(locale, state, { category_uid: { eq: uid } }, [`category:${uid}`], { subcategoriesOnly: true, view: catalogView })
    : null;

  return (
    <div className="mx-auto max-w-[1440px] px-5 pb-24 md:px-10" data-testid="category-page">
      <nav aria-label={t("breadcrumbs")} className="pt-6 text-[11px] uppercase tracking-label text-stone">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link href="/" className="hover:text-ink">{t("home")}</Link>
          </li>
          {view.breadcrumbs.map((crumb) => (
            <li key={crumb.href} className="before:mr-2 before:content-['/']">
              <Link href={crumb.href} className="hover:text-ink">{crumb.label}</Link>
            </li>
          ))}
          <li aria-current="page" className="text-ink before:mr-2 before:text-stone before:content-['/']">{view.name}</li>
        </ol>
      </nav>
      <header className="mx-auto max-w-2xl py-10 text-center md:py-14">
        <h1 className="font-display text-4xl font-light md:text-5xl">{view.name}</h1>
        {view.descriptionHtml ? (
          <div
            className="mt-4 text-sm leading-relaxed text-ink/75 [&_p+p]:mt-3"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized backend HTML
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(view.descriptionHtml, { localePrefix: prefix }) }}
          />
        ) : null}
      </header>
      {view.showsCmsBlock && view.cmsBlockHtml ? (
        <section
          className={`mx-auto mb-14 max-w-3xl text-center ${cmsProse}`}
          data-testid="category-cms-block"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized backend HTML
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(view.cmsBlockHtml, { localePrefix: prefix }) }}
        />
      ) : null}
      {listing === null ? null : listing.ok ? (
        <ListingLayout
          locale={locale}
          path={`${prefix}${view.href}`}
          state={state}
          view={parseView(searchParams.view)}
          result={listing.data}
          listId={uid}
          listName={view.name}
        />
      ) : (
        <ServiceNotice />
      )}
    </div>
  );
}
