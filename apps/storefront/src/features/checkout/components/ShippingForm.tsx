"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { pushDataLayer } from "@/features/analytics/datalayer";
import type { AddressView, CountryOption, RegionOption } from "@/features/account/mappers";
import type { AddressInput } from "@/features/account/schemas";
import { useNotify } from "@/features/notifications/Notifications";
import { formatMoney } from "@/features/pricing/rules";
import { setShippingAddressAction, setShippingMethodAction } from "../actions";
import { addShippingInfoEvent } from "../analytics";
import { type CheckoutAddressView, NO_SHIPPING_MESSAGE, type NoShippingReason, type ShippingMethodView } from "../mappers";
import type { AddressChoice } from "../schemas";
import { AddressPicker, preloadAddressForm } from "./AddressPicker";
import { AddressLines } from "./AddressLines";
import type { AddressTexts, Texts } from "./texts";

interface Props {
  locale: string;
  signedIn: boolean;
  saved: AddressView[];
  countries: CountryOption[];
  initial: AddressInput;
  initialRegions: RegionOption[];
  preselected: number | null;
  current: CheckoutAddressView | null;
  methods: ShippingMethodView[];
  /** Why the address already set has no method (spec §8), when it has none. */
  noShipping: NoShippingReason | null;
  selected: string | null;
  texts: Texts;
  errors: Texts;
  addressTexts: AddressTexts;
}

/** Spec §2.10 shipping step: the address (book or new), then one of the methods the backend offers for it. */
export function ShippingForm(props: Props) {
  const { locale, texts, errors } = props;
  const router = useRouter();
  const notify = useNotify();
  const [pending, startTransition] = useTransition();
  const [editing, setEditing] = useState(props.current === null);
  const [methods, setMethods] = useState(props.methods);
  const [method, setMethod] = useState<string | null>(props.selected ?? props.methods[0]?.id ?? null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // The spec's message while the address set has no method to choose (§8), else null.
  const [noMethods, setNoMethods] = useState<string | null>(
    props.current !== null && props.methods.length === 0 ? (errors[NO_SHIPPING_MESSAGE[props.noShipping ?? "country"]] ?? null) : null,
  );
  // The address just set, shown at once (the page's own copy arrives with the refresh).
  const [address, setAddress] = useState(props.current);

  const saveAddress = (choice: AddressChoice) =>
    startTransition(async () => {
      const result = await setShippingAddressAction(locale, choice);
      if (!result.ok) {
        setFieldErrors(result.fields ?? {});
        if (result.reason === "noMethods") {
          setAddress(result.address ?? null);
          setNoMethods(result.message);
          setMethods([]);
          setEditing(false);
          router.refresh();
        }
        notify({ type: "danger", message: result.message, title: result.title ?? null });
        return;
      }
      setFieldErrors({});
      setAddress(result.address);
      setNoMethods(null);
      setMethods(result.methods);
      setMethod(result.selected ?? result.methods[0]?.id ?? null);
      setEditing(false);
      router.refresh();
    });

  const chooseMethod = () =>
    startTransition(async () => {
      if (!method) {
        notify({ type: "danger", message: errors.selectMethod ?? "" });
        return;
      }
      const result = await setShippingMethodAction(locale, method);
      if (!result.ok) {
        notify({ type: "danger", message: result.message, title: result.title ?? null });
        return;
      }
      pushDataLayer(addShippingInfoEvent(result.info));
      router.push(result.next);
    });

  if (editing) {
    return (
      <section aria-labelledby="shipping-heading" data-testid="shipping-step">
        <h2 id="shipping-heading" className="mb-6 font-display text-2xl font-light">{texts.heading}</h2>
        <AddressPicker
          idPrefix="shipping"
          saved={props.saved}
          countries={props.countries}
          initial={props.initial}
          initialRegions={props.initialRegions}
          preselected={props.preselected}
          signedIn={props.signedIn}
          texts={props.addressTexts}
          submitLabel={texts.useAddress!}
          pendingLabel={texts.working!}
          pending={pending}
          serverErrors={fieldErrors}
          onSubmit={saveAddress}
        />
      </section>
    );
  }

  return (
    <section aria-labelledby="shipping-heading" data-testid="shipping-step">
      <div className="mb-8 flex items-start justify-between gap-4 border border-line p-4">
        <div>
          <h2 id="shipping-heading" className="mb-2 text-xs uppercase tracking-label text-stone">{texts.heading}</h2>
          {address ? <AddressLines address={address} /> : null}
        </div>
        <button type="button" onClick={() => setEditing(true)} onPointerEnter={preloadAddressForm} onFocus={preloadAddressForm} className="text-xs uppercase tracking-label underline" data-testid="shipping-change">
          {props.addressTexts.picker.change}
        </button>
      </div>
      <h2 className="mb-4 font-display text-2xl font-light">{texts.methodsHeading}</h2>
      {noMethods !== null || methods.length === 0 ? (
        <p role="alert" className="border border-sale/40 bg-sale/5 p-4 text-sm text-sale" data-testid="shipping-no-methods">
          {noMethods ?? errors.noMethodsForCountry}
        </p>
      ) : (
        <fieldset className="grid gap-3" data-testid="shipping-methods">
          <legend className="sr-only">{texts.methodsHeading}</legend>
          {methods.map((m) => (
            <label key={m.id} className="flex cursor-pointer items-center justify-between gap-4 border border-line p-4 has-[:checked]:border-ink">
              <span className="flex items-center gap-3 text-sm">
                <input type="radio" name="shipping-method" value={m.id} className="size-4 accent-ink" checked={method === m.id} onChange={() => setMethod(m.id)} data-testid="shipping-method" />
                <span>
                  <span className="block">{m.carrierTitle}</span>
                  {m.methodTitle && m.methodTitle !== m.carrierTitle ? <span className="block text-xs text-stone">{m.methodTitle}</span> : null}
                </span>
              </span>
              <span className="text-sm">{m.amount && m.amount.value > 0 ? formatMoney(m.amount.value, m.amount.currency, locale) : texts.free}</span>
            </label>
          ))}
        </fieldset>
      )}
      {methods.length > 0 && noMethods === null ? (
        <button type="button" disabled={pending} onClick={chooseMethod} className="mt-8 bg-ink px-8 py-3 text-xs uppercase tracking-label text-ivory disabled:opacity-50" data-testid="shipping-continue">
          {pending ? texts.working : texts.continue}
        </button>
      ) : null}
    </section>
  );
}
