import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ListingLayout } from "@/features/listing/components/ListingLayout";
import { parseView } from "@/features/listing/components/listing-model";
import { getListing } from "@/features/listing/listing-query";
import { parseListingState } from "@/features/listing/url-state";
import { Link } from "@/i18n/navigation";
import { type CatalogView, catalogScope } from "@/lib/commerce/server";
import { htmlToText } from "@/lib/html/sanitize";
import { marketForLocale } from "@/lib/markets/markets";
import { ImmediateReveal } from "@/lib/ui/ImmediateReveal";
import { ServiceNotice } from "@/lib/ui/ServiceNotice";
import { brandPath, brandTag } from "../model";
import { getBrand } from "../queries";
import type { SearchParams } from "@/lib/url/search-params";

interface Props {
  locale: string;
  /** The `{id}` segment; a promise, as on the shop's route it is request data read inside the boundary. */
  brandKey: Promise<string>;
  /** Ignored by the site's view, which reads nothing from the request. */
  searchParams: Promise<SearchParams>;
  /**
   * "site": the brand as the site shows it (its store view and currency, default sort, first page), the same for
   * every shopper and rendered whole before it is sent, so an unknown brand answers 404 (ADR 010). "shopper": their
   * store, currency and query, streamed in its boundary.
   */
  view: CatalogView;
}

/** /brand/{id}: the brand's introduction and its products with the listing's sort, paging and filters. */
export function BrandPageView(props: Props) {
  return (
    <div className="mx-auto max-w-[1440px] px-5 pb-24 md:px-10" data-testid="brand-page">
      {props.view === "site" ? (
        <BrandPageBody {...props} />
      ) : (
        <Suspense fallback={<div className="min-h-screen" aria-hidden><ImmediateReveal /></div>}>
          <BrandPageBody {...props} />
        </Suspense>
      )}
    </div>
  );
}

async function BrandPageBody({ locale, brandKey, searchParams, view }: Props) {
  const [scope, key] = await Promise.all([catalogScope(locale, view), brandKey]);
  const brandResult = await getBrand(scope, key);
  if (!brandResult.ok) return <ServiceNotice retryHref="/brand" />;
  const brand = brandResult.data;
  if (!brand) notFound();

  const query = view === "site" ? {} : await searchParams;
  const state = parseListingState(query);
  const [t, listing] = await Promise.all([
    getTranslations({ locale, namespace: "Brand" }),
    getListing(locale, state, { brand: { eq: String(brand.id) } }, [brandTag(brand)], { view }),
  ]);
  const description = htmlToText(brand.description);

  return (
    <>
      <nav className="pt-8 text-[11px] uppercase tracking-label text-stone">
        <Link href="/brand" className="hover:text-ink">
          {t("allBrands")}
        </Link>
        <span aria-hidden> / </span>
        <span className="text-ink">{brand.name}</span>
      </nav>
      <header className="mx-auto max-w-2xl py-10 text-center md:py-16">
        {brand.country ? <p className="text-[11px] uppercase tracking-label text-stone">{t("from", { country: brand.country })}</p> : null}
        <h1 className="mt-4 font-display text-4xl font-light md:text-6xl" data-testid="brand-name">
          {brand.name}
        </h1>
        {description ? <p className="mt-6 text-pretty text-sm leading-relaxed text-stone md:text-base">{description}</p> : null}
      </header>
      {listing.ok ? (
        listing.data.total > 0 ? (
          <ListingLayout
            locale={locale}
            path={`${marketForLocale(locale).prefix}${brandPath(brand)}`}
            state={state}
            view={parseView(query.view)}
            result={listing.data}
            listId={`brand-${brand.id}`}
            listName={brand.name}
          />
        ) : (
          <p className="py-24 text-center font-display text-2xl text-stone">{t("empty")}</p>
        )
      ) : (
        <ServiceNotice retryHref={brandPath(brand)} />
      )}
    </>
  );
}
