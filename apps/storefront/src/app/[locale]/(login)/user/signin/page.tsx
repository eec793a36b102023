import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignInPage } from "@/features/account-access/pages";
import { localeParam } from "@/i18n/locale-param";

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeParam(params), namespace: "SignIn" });
  return { title: t("title"), robots: { index: false } };
}

export default async function Page({ params }: Props) {
  return <SignInPage locale={await localeParam(params)} />;
}
