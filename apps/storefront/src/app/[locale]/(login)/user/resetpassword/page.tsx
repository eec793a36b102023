import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ResetPasswordPage } from "@/features/account-access/pages";
import { localeParam } from "@/i18n/locale-param";

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// The e-mailed link's query decides the page, so it is rendered per request, before it is sent.
export const instant = false;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeParam(params), namespace: "SignIn" });
  // The link's token must not travel on in a Referer: the page links nowhere else before it is used.
  return { title: t("resetTitle"), robots: { index: false }, referrer: "no-referrer" };
}

export default async function Page({ params, searchParams }: Props) {
  return <ResetPasswordPage locale={await localeParam(params)} query={await searchParams} />;
}
