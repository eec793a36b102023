import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";

/** Spec §2.3 `/pay-result`: where a payment returns. Until checkout reads the result, it says so and leads back. */
export async function PayResultPage({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: "Checkout" });
  return (
    <section className="mx-auto max-w-xl px-6 py-20 text-center md:py-28" data-testid="pay-result">
      <h1 className="font-display text-4xl font-light">{t("payResult.title")}</h1>
      <p className="mt-6 text-sm leading-relaxed">{t("payResult.checking")}</p>
      <p className="mt-2 text-sm leading-relaxed text-stone">{t("payResult.wait")}</p>
      <Link href="/cart" className="mt-10 inline-block bg-ink px-8 py-3 text-[11px] uppercase tracking-label text-ivory">
        {t("payResult.backToCart")}
      </Link>
    </section>
  );
}

/** A shopper's own result: never indexed. */
export async function payResultMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Checkout" });
  return { title: t("payResult.title"), robots: { index: false, follow: false } };
}
