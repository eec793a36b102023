"use client";

import { Suspense, useState } from "react";
import type { AddressView, CountryOption, RegionOption } from "@/features/account/mappers";
import type { AddressInput } from "@/features/account/schemas";
import type { AddressChoice } from "../schemas";
import { lazyPart } from "./lazy-part";
import type { AddressTexts } from "./texts";

const loadForm = () => import("./NewAddressForm").then((m) => m.NewAddressForm);
const NewAddressForm = lazyPart(loadForm);

/** Fetches the new-address form's code ahead of its use (the shopper is pointing at what opens it). */
export function preloadAddressForm(): void {
  void loadForm().catch(() => undefined);
}

export interface AddressPickerProps {
  idPrefix: string;
  saved: AddressView[];
  countries: CountryOption[];
  initial: AddressInput;
  initialRegions: RegionOption[];
  /** The saved address to preselect; null starts on a new address. */
  preselected: number | null;
  signedIn: boolean;
  texts: AddressTexts;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Field errors the server found, by field name (message keys of the account form). */
  serverErrors?: Record<string, string>;
  onSubmit: (choice: AddressChoice) => void;
}

/**
 * Spec §2.10: an address from the address book (signed-in customers), or a new one with country → region (a list
 * where the directory has the country's regions, free text elsewhere, "Please select a country first" before).
 * The new address's form (fields, checks) loads only when it is shown: not while a saved address is picked.
 */
export function AddressPicker(props: AddressPickerProps) {
  const { idPrefix, saved, texts, signedIn } = props;
  const [choice, setChoice] = useState<number | "new">(props.preselected ?? (saved[0]?.id ?? "new"));
  const useSaved = choice !== "new" && saved.some((a) => a.id === choice);
  return (
    <div className="grid gap-6">
      {saved.length > 0 ? (
        <fieldset className="grid gap-3" data-testid={`${idPrefix}-saved`}>
          <legend className="mb-2 text-xs uppercase tracking-label text-stone">{texts.picker.saved}</legend>
          {saved.map((a) => (
            <label key={a.id} className="flex cursor-pointer items-start gap-3 border border-line p-4 has-[:checked]:border-ink">
              <input type="radio" name={`${idPrefix}-choice`} className="mt-1 size-4 accent-ink" checked={choice === a.id} onChange={() => setChoice(a.id)} data-testid={`${idPrefix}-saved-option`} />
              <span className="text-sm leading-relaxed">
                <span className="block font-medium">{`${a.firstname} ${a.lastname}`}</span>
                {[a.street, a.apartment, `${a.postcode} ${a.city}`.trim(), a.region, a.countryCode].filter(Boolean).join(", ")}
              </span>
            </label>
          ))}
          <label className="flex cursor-pointer items-center gap-3 border border-line p-4 has-[:checked]:border-ink">
            <input
              type="radio"
              name={`${idPrefix}-choice`}
              className="size-4 accent-ink"
              checked={choice === "new"}
              onChange={() => setChoice("new")}
              onPointerEnter={preloadAddressForm}
              onFocus={preloadAddressForm}
              data-testid={`${idPrefix}-new-option`}
            />
            <span className="text-sm">{texts.picker.new}</span>
          </label>
        </fieldset>
      ) : null}
      {useSaved ? (
        <div>
          <SubmitButtonAction label={props.submitLabel} pendingLabel={props.pendingLabel} pending={props.pending} testId={`${idPrefix}-submit`} onClick={() => props.onSubmit({ kind: "saved", customerAddressId: choice as number })} />
        </div>
      ) : (
        <Suspense fallback={null}>
          <NewAddressForm {...props} allowSave={signedIn} />
        </Suspense>
      )}
    </div>
  );
}

function SubmitButtonAction({ label, pendingLabel, pending, testId, onClick }: { label: string; pendingLabel: string; pending: boolean; testId: string; onClick: () => void }) {
  return (
    <button type="button" disabled={pending} onClick={onClick} className="bg-ink px-8 py-3 text-xs uppercase tracking-label text-ivory disabled:opacity-50" data-testid={testId}>
      {pending ? pendingLabel : label}
    </button>
  );
}

