"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Link } from "@/i18n/navigation";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("Errors");
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-28 text-center" data-testid="error-page">
      <p className="font-display text-7xl font-light text-stone">500</p>
      <h1 className="mt-6 font-display text-3xl font-light">{t("serverError")}</h1>
      <div className="mt-10 flex justify-center gap-3 text-[11px] uppercase tracking-label">
        <button type="button" onClick={reset} className="bg-ink px-8 py-3 text-ivory">
          {t("retry")}
        </button>
        <Link href="/" className="border border-ink px-8 py-3">
          {t("backHome")}
        </Link>
      </div>
    </main>
  );
}
