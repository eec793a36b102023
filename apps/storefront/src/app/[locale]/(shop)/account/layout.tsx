import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { localeParam } from "@/i18n/locale-param";

// Spec §2.3: every account screen has the page title "My Account". Personal pages: never indexed.
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeParam(params), namespace: "Account" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

export default function AccountLayout({ children }: { children: ReactNode }) {
  return children;
}
