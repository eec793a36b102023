import type { Metadata } from "next";
import { BrandPageView } from "@/features/brand/components/BrandPageView";
import { brandMetadata } from "@/features/brand/metadata";
import { localeParam } from "@/i18n/locale-param";

interface Props {
  params: Promise<{ locale: string; id: string }>;
}

/** As the catch-all's site views (ADR 010): a page rendered on its first visit is rendered before it is sent. */
export const instant = false;

/**
 * `/{locale}/__site/brand/{id}`: the proxy rewrites a shopper who sees a brand's page as the site shows it here.
 * Brands are not known at build time: each one's page is rendered on its first visit and kept. The build's one
 * value names no brand, so it needs no API.
 */
export function generateStaticParams() {
  return [{ id: "0" }];
}

const NO_QUERY = Promise.resolve({});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return brandMetadata(await localeParam(params), (await params).id, { atRequestOnly: false });
}

/** A brand's page as the site shows it: reads nothing from the request, so shared caches may keep it. */
export default async function SiteBrandPage({ params }: Props) {
  const locale = await localeParam(params);
  return <BrandPageView locale={locale} brandKey={params.then((p) => p.id)} searchParams={NO_QUERY} view="site" />;
}
