import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BrandPageView } from "@/features/brand/components/BrandPageView";
import { brandMetadata } from "@/features/brand/metadata";
import { getBrand } from "@/features/brand/queries";
import { localeParam } from "@/i18n/locale-param";
import { getRequestScope } from "@/lib/commerce/server";

interface Props {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// The brand is looked up before anything streams so that an unknown id answers with a real 404 status; the
// lookup is a cached catalogue read, so blocking on it costs little.
export const instant = false;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return brandMetadata(locale, (await params).id);
}

export default async function BrandRoute({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const { id } = await params;
  const brand = await getBrand(await getRequestScope(locale), id);
  if (brand.ok && !brand.data) notFound();
  return <BrandPageView locale={locale} brandKey={Promise.resolve(id)} searchParams={searchParams} />;
}
