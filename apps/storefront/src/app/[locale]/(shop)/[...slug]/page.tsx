import type { Metadata } from "next";
import { notFound, permanentRedirect, redirect } from "next/navigation";
import { Suspense } from "react";
import { CategoryPage } from "@/features/category/CategoryPage";
import { categoryMetadata } from "@/features/category/metadata";
import { resolveCatalogUrl } from "@/features/category/resolve";
import { CmsPageView } from "@/features/cms/CmsPageView";
import { cmsMetadata } from "@/features/cms/metadata";
import { HomePage } from "@/features/home/HomePage";
import { homeMetadata } from "@/features/home/metadata";
import { parseListingState } from "@/features/listing/url-state";
import { ProductPage } from "@/features/product/ProductPage";
import { productMetadata } from "@/features/product/metadata";
import { readSiteView } from "@/features/routing/site-view";
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
 * filter, a shade) keeps the page on screen until it is ready (ADR 010). The site view reads nothing from the
 * request, so it is prerendered all the same.
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
 * from the path alone. The proxy sends shoppers who see the page as the site shows it to its site view, which reads
 * nothing from the request: after its first visit it is the URL's prerendered page, served whole (ADR 010). Everyone
 * else gets the page rendered for their cookies and query string.
 */
export default async function CatchAllPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const { siteView, segments } = readSiteView((await params).slug);
  // The home page as the site shows it (ADR 010); its other views have their own route.
  if (siteView && segments.length === 0) return <HomePage locale={locale} view="site" />;
  const view = siteView ? "site" : "shopper";
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
  const { siteView, segments } = readSiteView((await params).slug);
  if (siteView && segments.length === 0) return homeMetadata(locale, { atRequestOnly: false });
  const target = await resolveCatalogUrl(locale, segments);
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
