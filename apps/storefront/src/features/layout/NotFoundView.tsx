import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";

export async function NotFoundView() {
  const t = await getTranslations("Errors");
  return (
    <section className="mx-auto max-w-xl px-6 py-20 text-center" data-testid="not-found">
      <svg viewBox="0 0 240 160" className="mx-auto w-60 text-stone" role="img" aria-label={t("notFoundAlt")}>
        <rect x="40" y="30" width="160" height="110" fill="none" stroke="currentColor" />
        <path d="M40 120 95 75l35 30 25-20 45 35" fill="none" stroke="currentColor" />
        <circle cx="160" cy="60" r="10" fill="none" stroke="currentColor" />
        <text x="120" y="24" textAnchor="middle" fontSize="18" fill="currentColor" fontFamily="serif">404</text>
      </svg>
      <h1 className="mt-8 font-display text-4xl font-light">{t("notFoundTitle")}</h1>
      <p className="mt-4 text-sm leading-relaxed text-stone">{t("notFoundAlt")}</p>
      <Link href="/" className="mt-10 inline-block bg-ink px-8 py-3 text-[11px] uppercase tracking-label text-ivory" data-testid="back-home">
        {t("backHome")}
      </Link>
    </section>
  );
}
