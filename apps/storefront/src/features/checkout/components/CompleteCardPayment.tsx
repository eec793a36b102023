"use client";

import { useCallback, useEffect, useRef, useState, useTransition } from "react";
import { useNotify } from "@/features/notifications/Notifications";
import { completeCardPaymentAction } from "../actions";
import type { CardReturn } from "../schemas";

interface Texts {
  placing: string;
  failedHeading: string;
  backToPayment: string;
  paymentHref: string;
  /** A payment returned as processing: the button that asks again. */
  checkAgain?: string;
}

/**
 * /pay-result after a paid card: attaches the intent and places the order once the page is shown (a page render
 * must not write). On success the action moves on to the thank-you page; its first error stays on screen as a
 * persistent danger notice (spec §8).
 *
 * A payment returned as processing (the bank has not confirmed it) is asked about the same way when the page opens
 * and again at each "check again": the backend places the order only once the provider says it succeeded, so a
 * reload or another check never places a second one, and until then the page says it is not confirmed yet.
 */
export function CompleteCardPayment({ locale, card, texts }: { locale: string; card: CardReturn; texts: Texts }) {
  const notify = useNotify();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
  const [waiting, setWaiting] = useState<string | null>(null);
  const [checking, startChecking] = useTransition();

  const complete = useCallback(
    () =>
      startChecking(async () => {
        const result = await completeCardPaymentAction(locale, card);
        if (!result || result.ok) return;
        if (result.pending) {
          setWaiting(result.message);
          return;
        }
        setFailed(true);
        notify({ type: "danger", message: result.message, title: result.title ?? null, persist: true });
      }),
    [locale, card, notify],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    complete();
  }, [complete]);

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
  if (card.redirect_status === "processing") {
    return (
      <div>
        {/* One line, as tall whether it says nothing yet or "not confirmed yet": nothing moves when the answer comes. */}
        <p className="mt-4 min-h-5 text-sm leading-relaxed text-stone" role="status" data-testid="pay-result-waiting">
          {checking ? "" : waiting}
        </p>
        <button
          type="button"
          onClick={complete}
          disabled={checking}
          className="mt-6 bg-ink px-8 py-3 text-[11px] uppercase tracking-label text-ivory disabled:opacity-50"
          data-testid="pay-result-check"
        >
          {texts.checkAgain}
        </button>
      </div>
    );
  }
  return (
    <p className="text-sm leading-relaxed" role="status" data-testid="pay-result-placing">
      {texts.placing}
    </p>
  );
}
