import type { Metadata } from "next";
import { Suspense } from "react";
import { PayResultPage, payResultMetadata } from "@/features/checkout/PayResultPage";
import { StepLoading } from "@/features/checkout/pages";
import { localeParam } from "@/i18n/locale-param";

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return payResultMetadata(await localeParam(params));
}

// Spec §2.4 sends every path containing /pay-result here; this route answers the page itself. The provider's result
// is in the query: per request.
export default async function PayResultRoute({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  return (
    <Suspense fallback={<StepLoading />}>
      <PayResultPage locale={locale} query={searchParams} />
    </Suspense>
  );
}
