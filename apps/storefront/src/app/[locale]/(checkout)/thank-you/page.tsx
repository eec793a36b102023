import type { Metadata } from "next";
import { Suspense } from "react";
import { StepLoading } from "@/features/checkout/pages";
import { ThankYouPage, thankYouMetadata } from "@/features/checkout/ThankYouPage";
import { localeParam } from "@/i18n/locale-param";

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return thankYouMetadata(await localeParam(params));
}

// The order just placed is the shopper's own (cookies): per request.
export default async function Page({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  return (
    <Suspense fallback={<StepLoading />}>
      <ThankYouPage locale={locale} query={searchParams} />
    </Suspense>
  );
}
