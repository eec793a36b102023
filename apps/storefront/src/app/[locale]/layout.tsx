import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { SiteFooter } from "@/features/layout/SiteFooter";
import { SiteHeader } from "@/features/layout/SiteHeader";
import { pickClientMessages } from "@/i18n/client-messages";
import { localeParam } from "@/i18n/locale-param";
import { routing } from "@/i18n/routing";
import { displayFont, sansFont } from "../fonts";
import "../globals.css";

interface Props {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Omit<Props, "children">): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return { title: t("title"), description: t("description") };
}

export default async function LocaleLayout({ children, params }: Props) {
  const locale = await localeParam(params);
  const messages = await getMessages();
  return (
    <html lang={locale} className={`${displayFont.variable} ${sansFont.variable}`}>
      <body className="min-h-screen font-sans">
        <NextIntlClientProvider messages={pickClientMessages(messages)}>
          <SiteHeader locale={locale} />
          <main id="main">{children}</main>
          <SiteFooter />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
