import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { WishlistPage } from "@/features/wishlist-page/WishlistPage";
import { localeParam } from "@/i18n/locale-param";
import { ImmediateReveal } from "@/lib/ui/ImmediateReveal";

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeParam(params), namespace: "Wishlist" });
  return { title: t("title"), robots: { index: false } };
}

/** Spec §2.3 `/wish`. */
export default async function Page({ params }: Props) {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: "Wishlist" });
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10 md:px-8 md:py-16">
      <h1 className="mb-10 text-center font-display text-4xl font-light md:text-5xl">{t("title")}</h1>
      <Suspense fallback={<div className="h-64" aria-busy="true"><ImmediateReveal /></div>}>
        <WishlistPage locale={locale} />
      </Suspense>
    </div>
  );
}
