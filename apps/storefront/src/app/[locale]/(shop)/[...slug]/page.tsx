import type { Metadata } from "next";
import { notFound, permanentRedirect, redirect } from "next/navigation";
import { Suspense } from "react";
import { CategoryPage } from "@/features/category/CategoryPage";
import { categoryMetadata } from "@/features/category/metadata";
import { resolveCatalogUrl } from "@/features/category/resolve";
import { CmsPageView } from "@/features/cms/CmsPageView";
import { cmsMetadata } from "@/features/cms/metadata";
import { parseListingState } from "@/features/listing/url-state";
import { ProductPage } from "@/features/product/ProductPage";
import { productMetadata } from "@/features/product/metadata";
import { SearchPage, searchMetadata } from "@/features/search/SearchPage";
import { localeParam } from "@/i18n/locale-param";
import { ImmediateReveal } from "@/lib/ui/ImmediateReveal";
import type { SearchParams } from "@/lib/url/search-params";
interface Props {
  params: Promise<{ locale: string; slug: string[] }>;
  searchParams: Promise<SearchParams>;
}

/**
 * A page rendered for the shopper (their query string or currency) is rendered before it is sent, not streamed into
 * a placeholder: on a first visit its content comes with the first bytes, and moving to it from the site view (a
 * filter, a shade) keeps the page on screen until it is ready (ADR 010). The site views have a route of their own,
 * (site)/__site.
 */
export const instant = false;

/**
 * Cache components want one URL per site to prerender at build time. `/search.html` resolves without the API (spec
 * §2.4: a search segment), so the build needs no catalogue; every other URL is rendered on its first visit and kept.
 */
export function generateStaticParams() {
  return [{ slug: ["search.html"] }];
}

/**
 * Spec §2.4: CMS pages, categories and products by their Magento URL; anything else is a 404. The URL is resolved
 * from the path alone. The proxy sends shoppers who see the page as the site shows it to its site view (ADR 010,
 * (site)/__site); everyone else gets the page rendered here for their cookies and query string.
 */
export default async function CatchAllPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const segments = (await params).slug;
  const view = "shopper";
  const target = await resolveCatalogUrl(locale, segments);
  switch (target.kind) {
    case "notFound":
      notFound();
    case "redirect":
      if (target.permanent) permanentRedirect(target.to);
      redirect(target.to);
    case "product":
      return <ProductPage locale={locale} urlKey={target.urlKey} view={view} searchParams={searchParams} />;
    case "search":
      return <SearchPage locale={locale} searchParams={await searchParams} />;
    case "category":
      return <CategoryPage locale={locale} uid={target.uid} view={view} searchParams={searchParams} />;
    case "cms":
      return (
        <Suspense fallback={<PageSkeleton />}>
          <CmsPageView locale={locale} identifier={target.identifier} />
        </Suspense>
      );
  }
}

function PageSkeleton() {
  return (
    <div className="mx-auto min-h-screen max-w-[1440px] px-5 md:px-10" aria-busy="true">
      <ImmediateReveal />
    </div>
  );
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const target = await resolveCatalogUrl(locale, (await params).slug);
  switch (target.kind) {
    case "category":
      return categoryMetadata(locale, target.uid);
    case "product":
      return productMetadata(locale, target.urlKey);
    case "cms":
      return cmsMetadata(locale, target.identifier);
    case "search":
      return searchMetadata(locale, parseListingState(await searchParams).term);
    default:
      return {};
  }
}
