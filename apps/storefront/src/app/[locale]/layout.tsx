import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { serverEnv } from "@/config/env";
import { LazyTagManager as TagManager } from "@/features/consent/LazyThirdParty";
import { consentBootstrapScript } from "@/features/consent/consent";
import { siteThirdPartyScripts } from "@/features/consent/third-parties";
import { chunkGuardScript } from "@/features/layout/chunk-guard";
import { serviceWorkerRegistrationScript } from "@/features/offline/service-worker";
import { SiteProvider } from "@/i18n/ClientLink";
import { localeParam } from "@/i18n/locale-param";
import { routing } from "@/i18n/routing";
import { marketForLocale } from "@/lib/markets/markets";
import { displayFont, sansFont, sansMediumFont } from "../fonts";
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
  const { site, prefix } = marketForLocale(locale);
  const te = await getTranslations({ locale, namespace: "Errors" });
  const gtmId = siteThirdPartyScripts(site, serverEnv).tagManagerId;
  return (
    <html lang={locale} className={`${displayFont.variable} ${sansFont.variable} ${sansMediumFont.variable}`}>
      <head>
        {/* Consent defaults must exist before any tag can run. */}
        <script dangerouslySetInnerHTML={{ __html: consentBootstrapScript() }} />
        <script dangerouslySetInnerHTML={{ __html: chunkGuardScript() }} />
        {/* The offline script (spec §1); not in development, where it would keep stale bundles. */}
        {process.env.NODE_ENV === "production" ? <script dangerouslySetInnerHTML={{ __html: serviceWorkerRegistrationScript() }} /> : null}
      </head>
      <body className="min-h-screen font-sans">
        {/* No message catalogue goes to the browser: client components get their texts as props. */}
        <SiteProvider locale={locale} prefix={prefix} errorTexts={{ serverError: te("serverError"), retry: te("retry"), backHome: te("backHome") }}>
          {children}
          {gtmId ? <TagManager id={gtmId} /> : null}
        </SiteProvider>
      </body>
    </html>
  );
}
