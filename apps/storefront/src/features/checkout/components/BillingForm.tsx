"use client";

import { useState, useTransition } from "react";
import type { AddressView, CountryOption, RegionOption } from "@/features/account/mappers";
import type { AddressInput } from "@/features/account/schemas";
import { useNotify } from "@/features/notifications/Notifications";
import { setBillingAddressAction } from "../actions";
import type { CheckoutAddressView } from "../mappers";
import type { BillingChoice } from "../schemas";
import { AddressLines } from "./AddressLines";
import { AddressPicker, preloadAddressForm } from "./AddressPicker";
import type { AddressTexts, Texts } from "./texts";

interface Props {
  locale: string;
  signedIn: boolean;
  /** Virtual carts have no shipping address to copy. */
  shipping: CheckoutAddressView | null;
  sameAsShipping: boolean;
  saved: AddressView[];
  countries: CountryOption[];
  initial: AddressInput;
  initialRegions: RegionOption[];
  preselected: number | null;
  texts: Texts;
  addressTexts: AddressTexts;
}

/** Spec §2.10 billing step: by default the delivery address (same_as_shipping), else one from the book or a new one. */
export function BillingForm(props: Props) {
  const { locale, texts } = props;
  const notify = useNotify();
  const [pending, startTransition] = useTransition();
  const [same, setSame] = useState(props.shipping !== null && props.sameAsShipping);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const send = (choice: BillingChoice) =>
    startTransition(async () => {
      const result = await setBillingAddressAction(locale, choice);
      if (result && !result.ok) {
        setFieldErrors(result.fields ?? {});
        notify({ type: "danger", message: result.message, title: result.title ?? null });
      }
    });

  return (
    <section aria-labelledby="billing-heading" data-testid="billing-step">
      <h2 id="billing-heading" className="mb-6 font-display text-2xl font-light">{texts.heading}</h2>
      {props.shipping ? (
        <label className="mb-6 flex items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-ink"
            checked={same}
            onChange={(e) => setSame(e.target.checked)}
            onPointerEnter={preloadAddressForm}
            onFocus={preloadAddressForm}
            data-testid="billing-same"
          />
          {texts.sameAsShipping}
        </label>
      ) : null}
      {same && props.shipping ? (
        <div className="grid gap-6">
          <div className="border border-line p-4">
            <p className="mb-2 text-xs uppercase tracking-label text-stone">{texts.deliverTo}</p>
            <AddressLines address={props.shipping} />
          </div>
          <div>
            <button type="button" disabled={pending} onClick={() => send({ kind: "sameAsShipping" })} className="bg-ink px-8 py-3 text-xs uppercase tracking-label text-ivory disabled:opacity-50" data-testid="billing-submit">
              {pending ? texts.working : texts.continue}
            </button>
          </div>
        </div>
      ) : (
        <AddressPicker
          idPrefix="billing"
          saved={props.saved}
          countries={props.countries}
          initial={props.initial}
          initialRegions={props.initialRegions}
          preselected={props.preselected}
          signedIn={props.signedIn}
          texts={props.addressTexts}
          submitLabel={texts.continue!}
          pendingLabel={texts.working!}
          pending={pending}
          serverErrors={fieldErrors}
          onSubmit={send}
        />
      )}
    </section>
  );
}
