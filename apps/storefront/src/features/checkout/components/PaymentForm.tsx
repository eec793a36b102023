"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { pushDataLayer } from "@/features/analytics/datalayer";
import { useNotify } from "@/features/notifications/Notifications";
import { payAction } from "../actions";
import { type CheckoutFigures, addPaymentInfoEvent } from "../analytics";
import type { CardFormView } from "../mappers";
import type { Texts } from "./texts";
import type { MountedCard } from "./stripe-card";

const CARD = "hosted_card";

type Provider = typeof import("./card-provider");
/** Stripe's Payment Element on this page: loading, ready to confirm, or failed (another method then). */
type InPage = { status: "idle" | "loading" | "failed" } | { status: "ready"; card: MountedCard; returnUrl: string };

interface Props {
  locale: string;
  methods: { code: string; title: string }[];
  selected: string | null;
  cardForm: CardFormView;
  figures: CheckoutFigures;
  texts: Texts;
  errors: Texts;
}

/**
 * Spec §2.10 payment step: the cart's available methods. The card provider's browser part loads here only, into a
 * panel that keeps its size whatever it shows (no layout shift): with a hosted page, the part that sends the shopper
 * there; with Stripe, Stripe.js and its Payment Element, started with a session's client secret as soon as the card
 * is chosen. Offline methods place the order at once.
 */
export function PaymentForm({ locale, methods, selected, cardForm, figures, texts, errors }: Props) {
  const notify = useNotify();
  const [pending, startTransition] = useTransition();
  const [code, setCode] = useState<string | null>(selected && methods.some((m) => m.code === selected) ? selected : (methods[0]?.code ?? null));
  const [provider, setProvider] = useState<Provider | null>(null);
  const [inPage, setInPage] = useState<InPage>({ status: "idle" });
  const cardTarget = useRef<HTMLDivElement>(null);
  const offersCard = methods.some((m) => m.code === CARD);
  const stripe = cardForm.kind === "stripe_payment_element" ? cardForm : null;
  const isCard = code === CARD;

  useEffect(() => {
    if (!offersCard || stripe) return;
    let live = true;
    void import("./card-provider").then((m) => live && setProvider(m));
    return () => {
      live = false;
    };
  }, [offersCard, stripe]);

  // Stripe: a session for this page view once the card is chosen, then its Payment Element.
  useEffect(() => {
    if (!stripe || !isCard || inPage.status !== "idle" || !cardTarget.current) return;
    const target = cardTarget.current;
    setInPage({ status: "loading" });
    void (async () => {
      const stripeCard = await import("./stripe-card");
      if (!stripeCard.loadedHere()) {
        // Reached by a client-side navigation: the policy that lets Stripe.js in is this page's own (ADR 016).
        window.location.reload();
        return;
      }
      const result = await payAction(locale, { code: CARD, origin: window.location.origin });
      if (!result) return;
      if (!result.ok) {
        setInPage({ status: "failed" });
        notify({ type: "danger", message: result.message, title: result.title ?? null, persist: true });
        return;
      }
      if (!("inPage" in result)) {
        // The backend's provider changed to a hosted page meanwhile: go there.
        window.location.assign(result.redirectTo);
        return;
      }
      const { clientSecret, publishableKey, returnUrl } = result.inPage;
      try {
        const card = await stripeCard.mountPaymentElement(target, { publishableKey, clientSecret, locale });
        await card.ready;
        setInPage({ status: "ready", card, returnUrl });
      } catch {
        setInPage({ status: "failed" });
        notify({ type: "danger", message: errors.selectAnother!, persist: true });
      }
    })();
  }, [stripe, isCard, inPage.status, locale, notify, errors.selectAnother]);

  const pay = () =>
    startTransition(async () => {
      if (!code) {
        notify({ type: "danger", message: errors.paymentMissing! });
        return;
      }
      pushDataLayer(addPaymentInfoEvent(figures, code));
      if (code === CARD && stripe) {
        if (inPage.status !== "ready") return;
        // Stripe leaves for the return URL (/pay-result); it answers only when the card cannot be confirmed here.
        const { error } = await inPage.card.confirm(inPage.returnUrl);
        if (error !== null) notify({ type: "danger", message: error || errors.updateAndRetry! });
        return;
      }
      const result = await payAction(locale, { code, origin: window.location.origin });
      if (!result) return;
      if (!result.ok) {
        notify({ type: "danger", message: result.message, title: result.title ?? null, persist: result.persist ?? false });
        return;
      }
      const started = "redirectTo" in result && (provider?.startHostedPayment({ url: result.redirectTo }) ?? false);
      if (!started) notify({ type: "danger", message: errors.selectAnother!, persist: true });
    });

  const cardReady = stripe ? inPage.status === "ready" : provider !== null;
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
      <div className="mt-6 min-h-24 border border-line bg-parchment/40 p-4 text-sm leading-relaxed" data-testid="payment-panel" data-card-form={cardForm.kind} aria-live="polite">
        {isCard ? (
          <>
            <p>{stripe ? texts.inPageNote : texts.cardNote}</p>
            {/* Both texts take the same cell, one hidden: the panel is as tall before the provider's part loads as after. */}
            <p className="mt-2 grid text-stone" data-testid="card-provider-status" data-ready={cardReady ? "true" : "false"}>
              <span className={`[grid-area:1/1] ${cardReady ? "invisible" : ""}`} aria-hidden={cardReady ? true : undefined}>{texts.cardLoading}</span>
              <span className={`[grid-area:1/1] ${cardReady ? "" : "invisible"}`} aria-hidden={cardReady ? undefined : true}>{texts.cardReady}</span>
            </p>
          </>
        ) : (
          <p>{texts.offlineNote}</p>
        )}
        {stripe && offersCard ? (
          // Stripe's card fields, in a box as tall as the Payment Element's card form: nothing moves when they arrive.
          // Kept while another method is chosen, so coming back to the card needs no new session.
          <div ref={cardTarget} hidden={!isCard} className="mt-4 h-[22rem] overflow-y-auto" data-testid="card-element" />
        ) : null}
      </div>
      <button
        type="button"
        disabled={pending || (isCard && !cardReady)}
        onClick={pay}
        className="mt-8 bg-ink px-8 py-3 text-xs uppercase tracking-label text-ivory disabled:opacity-50"
        data-testid="payment-submit"
      >
        {pending ? texts.working : isCard ? texts.pay : texts.placeOrder}
      </button>
    </section>
  );
}
