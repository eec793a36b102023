import type { Metadata } from "next";
import { notFound, permanentRedirect, redirect } from "next/navigation";
import { CategoryPage } from "@/features/category/CategoryPage";
import { categoryMetadata } from "@/features/category/metadata";
import { resolveCatalogUrl } from "@/features/category/resolve";
import { CmsPageView } from "@/features/cms/CmsPageView";
import { cmsMetadata } from "@/features/cms/metadata";
import { ProductPage } from "@/features/product/ProductPage";
import { productMetadata } from "@/features/product/metadata";
import { SearchPage, searchMetadata } from "@/features/search/SearchPage";
import { localeParam } from "@/i18n/locale-param";

interface Props {
  params: Promise<{ locale: string; slug: string[] }>;
}

/** As the catch-all (ADR 010): a page rendered on its first visit is rendered before it is sent. */
export const instant = false;

/**
 * The folder is `/{locale}/__site/…` (`%5F` is an underscore Next does not read as a private folder): the proxy
 * rewrites a shopper who sees a page as the site shows it here. Typed by a shopper, `__site/…` is an unknown
 * catalogue URL and answers 404 (the proxy's route lookup). One URL for the build, which needs no API.
 */
export function generateStaticParams() {
  return [{ slug: ["search.html"] }];
}

const NO_QUERY = Promise.resolve({});

/**
 * The site's view of a category, a product or a CMS page (ADR 010; the home page's is ../page.tsx): reads nothing
 * from the request, so after its first visit it is the URL's prerendered page, served whole, and shared caches may
 * keep it.
 */
export default async function SiteViewPage({ params }: Props) {
  const locale = await localeParam(params);
  const target = await resolveCatalogUrl(locale, (await params).slug);
  switch (target.kind) {
    case "notFound":
      notFound();
    case "redirect":
      if (target.permanent) permanentRedirect(target.to);
      redirect(target.to);
    case "product":
      return <ProductPage locale={locale} urlKey={target.urlKey} view="site" searchParams={NO_QUERY} />;
    case "search":
      return <SearchPage locale={locale} searchParams={{}} />;
    case "category":
      return <CategoryPage locale={locale} uid={target.uid} view="site" searchParams={NO_QUERY} />;
    case "cms":
      return <CmsPageView locale={locale} identifier={target.identifier} view="site" />;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
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
      return searchMetadata(locale, "");
    default:
      return {};
  }
}
