import type { Metadata } from "next";
import { Suspense } from "react";
import { BrandPageView } from "@/features/brand/components/BrandPageView";
import { brandMetadata } from "@/features/brand/metadata";
import { localeParam } from "@/i18n/locale-param";
import { ImmediateReveal } from "@/lib/ui/ImmediateReveal";
import type { SearchParams } from "@/lib/url/search-params";

interface Props {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return brandMetadata(locale, (await params).id);
}

// `{id}` is request data (brands are not known at build time): even the locale is read inside the boundary, so
// the frame prerenders. An unknown id renders the not-found page (with noindex) from inside the boundary.
export default function BrandRoute({ params, searchParams }: Props) {
  return (
    <Suspense fallback={<div className="min-h-screen" aria-hidden><ImmediateReveal /></div>}>
      <BrandRouteBody params={params} searchParams={searchParams} />
    </Suspense>
  );
}

async function BrandRouteBody({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  return <BrandPageView locale={locale} brandKey={params.then((p) => p.id)} searchParams={searchParams} view="shopper" />;
}
