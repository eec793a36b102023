"use client";

import { useEffect } from "react";
import { useSite } from "@/i18n/ClientLink";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // The texts come from the site's context (set by the locale layout): no message catalogue in the browser.
  const site = useSite();
  const t = site.errorTexts;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-28 text-center" data-testid="error-page">
      <p className="font-display text-7xl font-light text-stone">500</p>
      <h1 className="mt-6 font-display text-3xl font-light">{t.serverError}</h1>
      <div className="mt-10 flex justify-center gap-3 text-[11px] uppercase tracking-label">
        <button type="button" onClick={reset} className="bg-ink px-8 py-3 text-ivory">
          {t.retry}
        </button>
        {/* A full load: whatever broke this page should not be reused by a client-side navigation. */}
        <a href={site.prefix || "/"} data-reload className="border border-ink px-8 py-3">
          {t.backHome}
        </a>
      </div>
    </main>
  );
}
