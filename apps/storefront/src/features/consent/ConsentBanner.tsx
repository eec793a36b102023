"use client";

import { useEffect, useState } from "react";
import { CONSENT_EVENT, CONSENT_MAX_AGE, CONSENT_COOKIE, type ConsentChoice, consentSignals, readConsentCookie, serializeConsent } from "./consent";

export interface ConsentLabels {
  title: string;
  body: string;
  accept: string;
  reject: string;
  settings: string;
  save: string;
  analytics: string;
  marketing: string;
  necessary: string;
}

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

export function saveConsent(choice: ConsentChoice) {
  const secure = location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(serializeConsent(choice))}; path=/; max-age=${CONSENT_MAX_AGE}; samesite=lax${secure}`;
  window.gtag?.("consent", "update", consentSignals(choice));
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: choice }));
}

/** Shown until the shopper chooses; the choice lives in the consent cookie. */
export function ConsentBanner({ labels }: { labels: ConsentLabels }) {
  const [visible, setVisible] = useState(false);
  const [detailed, setDetailed] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>({ analytics: false, marketing: false });

  useEffect(() => {
    // The cookie is only known in the browser; rendering nothing first keeps hydration stable.
    setVisible(readConsentCookie(document.cookie) === null);
  }, []);

  if (!visible) return null;
  const decide = (c: ConsentChoice) => {
    saveConsent(c);
    setVisible(false);
  };

  return (
    <section
      role="dialog"
      aria-labelledby="consent-title"
      className="fixed inset-x-0 bottom-0 z-[55] border-t border-line bg-ivory px-6 py-6 shadow-[0_-12px_30px_-20px_rgba(0,0,0,0.4)] md:bottom-4 md:left-4 md:right-auto md:max-w-md md:border"
      data-testid="consent-banner"
    >
      <h2 id="consent-title" className="font-display text-xl">{labels.title}</h2>
      <p className="mt-2 text-sm leading-relaxed text-stone">{labels.body}</p>
      {detailed ? (
        <fieldset className="mt-4 space-y-2 text-sm">
          <label className="flex items-center gap-3 text-stone">
            <input type="checkbox" checked disabled /> {labels.necessary}
          </label>
          <label className="flex items-center gap-3">
            <input type="checkbox" checked={choice.analytics} onChange={(e) => setChoice({ ...choice, analytics: e.target.checked })} /> {labels.analytics}
          </label>
          <label className="flex items-center gap-3">
            <input type="checkbox" checked={choice.marketing} onChange={(e) => setChoice({ ...choice, marketing: e.target.checked })} /> {labels.marketing}
          </label>
        </fieldset>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-2 text-[11px] uppercase tracking-label">
        <button type="button" onClick={() => decide({ analytics: true, marketing: true })} className="bg-ink px-5 py-3 text-ivory" data-testid="consent-accept">
          {labels.accept}
        </button>
        <button type="button" onClick={() => decide({ analytics: false, marketing: false })} className="border border-ink px-5 py-3" data-testid="consent-reject">
          {labels.reject}
        </button>
        {detailed ? (
          <button type="button" onClick={() => decide(choice)} className="border border-ink px-5 py-3">
            {labels.save}
          </button>
        ) : (
          <button type="button" onClick={() => setDetailed(true)} className="px-3 py-3 underline underline-offset-4">
            {labels.settings}
          </button>
        )}
      </div>
    </section>
  );
}
