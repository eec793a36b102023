"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm, useWatch } from "react-hook-form";
import { regionsOf, saveAddress } from "../actions";
import type { CountryOption, RegionOption } from "../mappers";
import { type AddressInput, type AddressValues, OPTIONAL_POSTCODE, addressSchema } from "../schemas";
import { type FormTexts, SelectField, SubmitButton, TextField, errorText } from "./fields";
import { useAccountSubmit } from "./use-account-form";

export interface AddressTexts {
  heading: string;
  firstname: string;
  lastname: string;
  company: string;
  telephone: string;
  street: string;
  apartment: string;
  neighborhood: string;
  extra: string;
  city: string;
  postcode: string;
  country: string;
  chooseCountry: string;
  region: string;
  chooseRegion: string;
  defaultBilling: string;
  defaultShipping: string;
  save: string;
  saving: string;
}

/**
 * Create or edit an address (spec §3 "Address book"): four street parts, and a region that depends on the country —
 * a list where the directory has the country's regions, free text elsewhere, and "Please select a country first"
 * until a country is chosen.
 */
export function AddressForm({
  id,
  initial,
  initialRegions,
  countries,
  backHref,
  texts,
  formTexts,
}: {
  id: number | null;
  initial: AddressInput;
  initialRegions: RegionOption[];
  countries: CountryOption[];
  backHref: string;
  texts: AddressTexts;
  formTexts: FormTexts;
}) {
  const router = useRouter();
  const [regions, setRegions] = useState<RegionOption[]>(initialRegions);
  const [loadingRegions, startLoading] = useTransition();
  const form = useForm<AddressInput, unknown, AddressValues>({
    resolver: zodResolver(addressSchema),
    defaultValues: { ...initial, regionRequired: initialRegions.length > 0 },
    mode: "onTouched",
  });
  const { register, handleSubmit, setError, setValue, formState } = form;
  const { pending, run } = useAccountSubmit(setError);
  const country = useWatch({ control: form.control, name: "country_code" }) ?? "";
  const err = (name: keyof AddressInput) => errorText(formState.errors[name], formTexts);

  const countryField = register("country_code");
  const onCountry = (value: string) => {
    setValue("region_id", 0);
    setValue("region", "");
    setRegions([]);
    setValue("regionRequired", false);
    if (!value) return;
    startLoading(async () => {
      const listed = (await regionsOf(value)) ?? [];
      setRegions(listed);
      setValue("regionRequired", listed.length > 0);
    });
  };

  const onSubmit = handleSubmit((values) => run(() => saveAddress(id, values), () => router.push(backHref)));
  const regionError = err("region_id") ?? err("region");

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" data-testid="address-form" aria-label={texts.heading}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="address-firstname" label={texts.firstname} required autoComplete="given-name" error={err("firstname")} defaultValue={initial.firstname} {...register("firstname")} />
        <TextField id="address-lastname" label={texts.lastname} required autoComplete="family-name" error={err("lastname")} defaultValue={initial.lastname} {...register("lastname")} />
        <TextField id="address-company" label={texts.company} autoComplete="organization" error={err("company")} defaultValue={initial.company} {...register("company")} />
        <TextField id="address-telephone" type="tel" label={texts.telephone} required autoComplete="tel" error={err("telephone")} defaultValue={initial.telephone} {...register("telephone")} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="address-street" label={texts.street} required autoComplete="address-line1" error={err("street")} defaultValue={initial.street} {...register("street")} />
        <TextField id="address-apartment" label={texts.apartment} autoComplete="address-line2" error={err("apartment")} defaultValue={initial.apartment} {...register("apartment")} />
        <TextField id="address-neighborhood" label={texts.neighborhood} autoComplete="address-line3" error={err("neighborhood")} defaultValue={initial.neighborhood} {...register("neighborhood")} />
        <TextField id="address-extra" label={texts.extra} error={err("extra")} defaultValue={initial.extra} {...register("extra")} />
        <SelectField
          id="address-country"
          label={texts.country}
          required
          autoComplete="country"
          error={err("country_code")}
          defaultValue={initial.country_code}
          {...countryField}
          onChange={(e) => {
            void countryField.onChange(e);
            onCountry(e.target.value);
          }}
        >
          <option value="">{texts.chooseCountry}</option>
          {countries.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        {!country ? (
          <SelectField id="address-region" label={texts.region} disabled hint={formTexts.selectCountryFirst} error={regionError} value="">
            <option value="">{formTexts.selectCountryFirst}</option>
          </SelectField>
        ) : regions.length > 0 ? (
          <SelectField id="address-region" label={texts.region} required autoComplete="address-level1" error={regionError} defaultValue={String(initial.region_id ?? 0)} {...register("region_id")}>
            <option value="0">{texts.chooseRegion}</option>
            {regions.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            id="address-region"
            label={texts.region}
            autoComplete="address-level1"
            disabled={loadingRegions}
            error={regionError}
            defaultValue={initial.region} {...register("region")}
          />
        )}
        <TextField id="address-city" label={texts.city} required autoComplete="address-level2" error={err("city")} defaultValue={initial.city} {...register("city")} />
        <TextField
          id="address-postcode"
          label={texts.postcode}
          required={!OPTIONAL_POSTCODE.has(country)}
          autoComplete="postal-code"
          error={err("postcode")}
          defaultValue={initial.postcode} {...register("postcode")}
        />
      </div>
      <div className="grid gap-2 text-sm">
        <label className="flex items-center gap-3">
          <input type="checkbox" className="size-4 accent-ink" data-testid="address-default-billing" defaultChecked={initial.default_billing} {...register("default_billing")} />
          {texts.defaultBilling}
        </label>
        <label className="flex items-center gap-3">
          <input type="checkbox" className="size-4 accent-ink" data-testid="address-default-shipping" defaultChecked={initial.default_shipping} {...register("default_shipping")} />
          {texts.defaultShipping}
        </label>
      </div>
      <div>
        <SubmitButton label={texts.save} pending={pending || loadingRegions} pendingLabel={texts.saving} testId="address-save" />
      </div>
    </form>
  );
}
