import type { Metadata } from "next";
import { notFound, permanentRedirect, redirect } from "next/navigation";
import { Suspense } from "react";
import { CmsPageView } from "@/features/cms/CmsPageView";
import { cmsMetadata } from "@/features/cms/metadata";
import { CategoryPage, type SearchParams } from "@/features/category/CategoryPage";
import { getCategory } from "@/features/category/queries";
import { resolveCatalogUrl } from "@/features/category/resolve";
import { SearchPage, searchMetadata } from "@/features/search/SearchPage";
import { parseListingState } from "@/features/listing/url-state";
import { localeParam } from "@/i18n/locale-param";
import { ProductRoute, productRouteMetadata } from "./product";

interface Props {
  params: Promise<{ locale: string; slug: string[] }>;
  searchParams: Promise<SearchParams>;
}

/** Spec §2.4: CMS pages, categories and products by their Magento URL; anything else is a 404. */
export default async function CatchAllPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const { slug } = await params;
  // Resolved before anything streams, so a redirect or 404 carries its real status code.
  const target = await resolveCatalogUrl(locale, slug);
  switch (target.kind) {
    case "notFound":
      notFound();
    case "redirect":
      if (target.permanent) permanentRedirect(target.to);
      redirect(target.to);
    case "search":
      return (
        <Suspense>
          <SearchPage locale={locale} searchParams={await searchParams} />
        </Suspense>
      );
    case "category":
      return (
        <Suspense>
          <CategoryPage locale={locale} uid={target.uid} searchParams={await searchParams} />
        </Suspense>
      );
    case "product":
      return <ProductRoute locale={locale} urlKey={target.urlKey} searchParams={await searchParams} />;
    case "cms":
      return <CmsPageView locale={locale} identifier={target.identifier} />;
  }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const { slug } = await params;
  const target = await resolveCatalogUrl(locale, slug);
  switch (target.kind) {
    case "category": {
      const category = await getCategory(locale, target.uid);
      if (!category.ok || !category.data) return {};
      const { meta } = category.data;
      return { title: meta.title, description: meta.description ?? undefined, keywords: meta.keywords ?? undefined };
    }
    case "product":
      return productRouteMetadata(locale, target.urlKey);
    case "cms":
      return cmsMetadata(locale, target.identifier);
    case "search":
      return searchMetadata(locale, parseListingState(await searchParams).term);
    default:
      return {};
  }
}
