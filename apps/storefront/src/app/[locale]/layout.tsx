import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { serverEnv } from "@/config/env";
import { consentBootstrapScript } from "@/features/consent/consent";
import { TagManager } from "@/features/consent/ThirdPartyScripts";
import { chunkGuardScript } from "@/features/layout/chunk-guard";
import { marketForLocale } from "@/features/markets/markets";
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
  // Pages give their own title; "%s | Maison" brands it (spec: titles from the backend's meta fields).
  return { title: { default: t("title"), template: "%s | Maison" }, description: t("description") };
}

/** The document shell every frame shares; the frames themselves are the route groups' layouts. */
export default async function LocaleLayout({ children, params }: Props) {
  const locale = await localeParam(params);
  const messages = await getMessages();
  const site = marketForLocale(locale).site;
  // The cn site gets no tag manager (spec §1).
  const gtmId = site === "cn" ? undefined : serverEnv[`GTM_ID_${site.toUpperCase() as "GB" | "US" | "MEX"}`];
  return (
    <html lang={locale} className={`${displayFont.variable} ${sansFont.variable}`}>
      <head>
        {/* Consent defaults must exist before any tag can run. */}
        <script dangerouslySetInnerHTML={{ __html: consentBootstrapScript() }} />
        <script dangerouslySetInnerHTML={{ __html: chunkGuardScript() }} />
      </head>
      <body className="min-h-screen font-sans">
        <NextIntlClientProvider messages={pickClientMessages(messages)}>
          {children}
          {gtmId ? <TagManager id={gtmId} /> : null}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
