import type { Metadata } from "next";
import type { SearchParams } from "@/features/category/CategoryPage";
import { ProductPage } from "@/features/product/ProductPage";
import { productMetadata } from "@/features/product/metadata";

export function ProductRoute({ locale, urlKey, searchParams }: { locale: string; urlKey: string; searchParams: SearchParams }) {
  return <ProductPage locale={locale} urlKey={urlKey} searchParams={searchParams} />;
}

export function productRouteMetadata(locale: string, urlKey: string): Promise<Metadata> {
  return productMetadata(locale, urlKey);
}
