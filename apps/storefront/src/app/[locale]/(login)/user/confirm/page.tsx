import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ConfirmAccountPage } from "@/features/account-access/pages";
import { localeParam } from "@/i18n/locale-param";

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// The e-mailed link's query decides the page, so it is rendered per request, before it is sent.
export const instant = false;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeParam(params), namespace: "SignIn" });
  return { title: t("confirmTitle"), robots: { index: false }, referrer: "no-referrer" };
}

export default async function Page({ params, searchParams }: Props) {
  return <ConfirmAccountPage locale={await localeParam(params)} query={await searchParams} />;
}
