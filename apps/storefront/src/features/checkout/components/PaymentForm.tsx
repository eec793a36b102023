"use client";

import { useEffect, useState, useTransition } from "react";
import { pushDataLayer } from "@/features/analytics/datalayer";
import { useNotify } from "@/features/notifications/Notifications";
import { payAction } from "../actions";
import { type CheckoutFigures, addPaymentInfoEvent } from "../analytics";
import type { Texts } from "./texts";

const CARD = "hosted_card";

type Provider = typeof import("./card-provider");

interface Props {
  locale: string;
  methods: { code: string; title: string }[];
  selected: string | null;
  figures: CheckoutFigures;
  texts: Texts;
  errors: Texts;
}

/**
 * Spec §2.10 payment step: the cart's available methods. The card provider's browser part loads here only, into a
 * panel that keeps its size whatever it shows (no layout shift); offline methods place the order at once.
 */
export function PaymentForm({ locale, methods, selected, figures, texts, errors }: Props) {
  const notify = useNotify();
  const [pending, startTransition] = useTransition();
  const [code, setCode] = useState<string | null>(selected && methods.some((m) => m.code === selected) ? selected : (methods[0]?.code ?? null));
  const [provider, setProvider] = useState<Provider | null>(null);
  const offersCard = methods.some((m) => m.code === CARD);

  useEffect(() => {
    if (!offersCard) return;
    let live = true;
    void import("./card-provider").then((m) => live && setProvider(m));
    return () => {
      live = false;
    };
  }, [offersCard]);

  const pay = () =>
    startTransition(async () => {
      if (!code) {
        notify({ type: "danger", message: errors.paymentMissing! });
        return;
      }
      pushDataLayer(addPaymentInfoEvent(figures, code));
      const result = await payAction(locale, { code, origin: window.location.origin });
      if (!result) return;
      if (!result.ok) {
        notify({ type: "danger", message: result.message, title: result.title ?? null, persist: result.persist ?? false });
        return;
      }
      const started = provider?.startHostedPayment({ url: result.redirectTo }) ?? false;
      if (!started) notify({ type: "danger", message: errors.selectAnother!, persist: true });
    });

  const isCard = code === CARD;
  return (
    <section aria-labelledby="payment-heading" data-testid="payment-step">
      <h2 id="payment-heading" className="mb-6 font-display text-2xl font-light">{texts.heading}</h2>
      <fieldset className="grid gap-3" data-testid="payment-methods">
        <legend className="sr-only">{texts.heading}</legend>
        {methods.map((m) => (
          <label key={m.code} className="flex cursor-pointer items-center gap-3 border border-line p-4 text-sm has-[:checked]:border-ink">
            <input type="radio" name="payment-method" value={m.code} className="size-4 accent-ink" checked={code === m.code} onChange={() => setCode(m.code)} data-testid={`payment-method-${m.code}`} />
            {m.title}
          </label>
        ))}
      </fieldset>
      <div className="mt-6 min-h-24 border border-line bg-parchment/40 p-4 text-sm leading-relaxed" data-testid="payment-panel" aria-live="polite">
        {isCard ? (
          <>
            <p>{texts.cardNote}</p>
            {/* Both texts take the same cell, one hidden: the panel is as tall before the provider's part loads as after. */}
            <p className="mt-2 grid text-stone" data-testid="card-provider-status" data-ready={provider ? "true" : "false"}>
              <span className={`[grid-area:1/1] ${provider ? "invisible" : ""}`} aria-hidden={provider ? true : undefined}>{texts.cardLoading}</span>
              <span className={`[grid-area:1/1] ${provider ? "" : "invisible"}`} aria-hidden={provider ? undefined : true}>{texts.cardReady}</span>
            </p>
          </>
        ) : (
          <p>{texts.offlineNote}</p>
        )}
      </div>
      <button
        type="button"
        disabled={pending || (isCard && !provider)}
        onClick={pay}
        className="mt-8 bg-ink px-8 py-3 text-xs uppercase tracking-label text-ivory disabled:opacity-50"
        data-testid="payment-submit"
      >
        {pending ? texts.working : isCard ? texts.pay : texts.placeOrder}
      </button>
    </section>
  );
}
