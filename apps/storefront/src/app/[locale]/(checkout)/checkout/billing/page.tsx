import type { Metadata } from "next";
import { Suspense } from "react";
import { BillingStep } from "@/features/checkout/BillingStep";
import { StepLoading, checkoutMetadata } from "@/features/checkout/pages";
import { localeParam } from "@/i18n/locale-param";

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutMetadata(await localeParam(params));
}

// The step reads the shopper's cart and session (cookies): per request, never cached or prerendered.
export default async function Page({ params }: Props) {
  const locale = await localeParam(params);
  return (
    <Suspense fallback={<StepLoading />}>
      <BillingStep locale={locale} />
    </Suspense>
  );
}
