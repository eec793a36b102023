"use client";

import { useEffect, useRef, useState } from "react";
import { useNotify } from "@/features/notifications/Notifications";
import { completeCardPaymentAction } from "../actions";
import type { CardReturn } from "../schemas";

/**
 * /pay-result after a paid card: attaches the intent and places the order once the page is shown (a page render
 * must not write). On success the action moves on to the thank-you page; its first error stays on screen as a
 * persistent danger notice (spec §8).
 */
export function CompleteCardPayment({ locale, card, texts }: { locale: string; card: CardReturn; texts: { placing: string; failedHeading: string; backToPayment: string; paymentHref: string } }) {
  const notify = useNotify();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void completeCardPaymentAction(locale, card).then((result) => {
      if (!result || result.ok) return;
      setFailed(true);
      notify({ type: "danger", message: result.message, title: result.title ?? null, persist: true });
    });
  }, [locale, card, notify]);

  if (failed) {
    return (
      <div data-testid="pay-result-failed">
        <p className="text-sm leading-relaxed">{texts.failedHeading}</p>
        <a href={texts.paymentHref} className="mt-8 inline-block bg-ink px-8 py-3 text-[11px] uppercase tracking-label text-ivory">
          {texts.backToPayment}
        </a>
      </div>
    );
  }
  return (
    <p className="text-sm leading-relaxed" role="status" data-testid="pay-result-placing">
      {texts.placing}
    </p>
  );
}
