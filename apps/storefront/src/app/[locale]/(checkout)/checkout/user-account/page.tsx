import type { Metadata } from "next";
import { Suspense } from "react";
import { UserAccountStep } from "@/features/checkout/UserAccountStep";
import { StepLoading, checkoutMetadata } from "@/features/checkout/pages";
import { accountChoice } from "@/features/checkout/account-choice";
import { localeParam } from "@/i18n/locale-param";

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutMetadata(await localeParam(params));
}

// The step reads the shopper's cart and session (cookies): per request, never cached or prerendered.
export default async function Page({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  return (
    <Suspense fallback={<StepLoading />}>
      <ChosenStep locale={locale} query={searchParams} />
    </Suspense>
  );
}

// Spec §2.3: `accountType` names the choice the step opens on (guest, sign in or register).
async function ChosenStep({ locale, query }: { locale: string; query: Props["searchParams"] }) {
  return <UserAccountStep locale={locale} choice={accountChoice((await query).accountType)} />;
}
