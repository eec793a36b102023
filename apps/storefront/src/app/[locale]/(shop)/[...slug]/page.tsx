import type { Metadata } from "next";
import { notFound, permanentRedirect, redirect } from "next/navigation";
import { Suspense } from "react";
import { CmsPageView } from "@/features/cms/CmsPageView";
import { ImmediateReveal } from "@/features/layout/ImmediateReveal";
import { cmsMetadata } from "@/features/cms/metadata";
import { CategoryPage, type SearchParams } from "@/features/category/CategoryPage";
import { getCategory } from "@/features/category/queries";
import { resolveCatalogUrl } from "@/features/category/resolve";
import { SearchPage, searchMetadata } from "@/features/search/SearchPage";
import { parseListingState } from "@/features/listing/url-state";
import { productMetadata } from "@/features/product/metadata";
import { ProductPage } from "@/features/product/ProductPage";
import { localeParam } from "@/i18n/locale-param";
import { pageTitle } from "@/features/seo/title";

interface Props {
  params: Promise<{ locale: string; slug: string[] }>;
  searchParams: Promise<SearchParams>;
}

/**
 * Cache components want one URL per site to prerender at build time. `/search.html` resolves without the API (spec
 * §2.4: a search segment), so the build needs no catalogue; every other URL is rendered on its first visit and kept.
 */
export function generateStaticParams() {
  return [{ slug: ["search.html"] }];
}

/**
 * Spec §2.4: CMS pages, categories and products by their Magento URL; anything else is a 404. The URL is resolved
 * outside any Suspense boundary (it depends on the path alone), so after its first visit each catalogue URL has a
 * prerendered page of its own, where a product's or a category's top paints with the first bytes (ADR 009). What
 * depends on the shopper (cookies, query string) streams into it.
 */
export default async function CatchAllPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const { slug } = await params;
  const target = await resolveCatalogUrl(locale, slug);
  switch (target.kind) {
    case "notFound":
      notFound();
    case "redirect":
      if (target.permanent) permanentRedirect(target.to);
      redirect(target.to);
    case "product":
      return <ProductPage locale={locale} urlKey={target.urlKey} searchParams={searchParams} />;
    case "search":
      return (
        <Suspense fallback={<PageSkeleton />}>
          <SearchContent locale={locale} searchParams={searchParams} />
        </Suspense>
      );
    case "category":
      return <CategoryPage locale={locale} uid={target.uid} searchParams={searchParams} />;
    case "cms":
      return (
        <Suspense fallback={<PageSkeleton />}>
          <CmsPageView locale={locale} identifier={target.identifier} />
        </Suspense>
      );
  }
}

async function SearchContent({ locale, searchParams }: { locale: string; searchParams: Promise<SearchParams> }) {
  return <SearchPage locale={locale} searchParams={await searchParams} />;
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
  const { slug } = await params;
  const target = await resolveCatalogUrl(locale, slug);
  switch (target.kind) {
    case "category": {
      const category = await getCategory(locale, target.uid, "site");
      if (!category.ok || !category.data) return {};
      const { meta } = category.data;
      return { title: pageTitle(meta.title), description: meta.description ?? undefined, keywords: meta.keywords ?? undefined };
    }
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
