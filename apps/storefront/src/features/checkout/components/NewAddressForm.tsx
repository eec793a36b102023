"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState, useTransition } from "react";
import { useForm, useWatch } from "react-hook-form";
import { regionsOf } from "@/features/account/actions";
import { SelectField, SubmitButton, TextField, errorText } from "@/features/account/components/fields";
import type { RegionOption } from "@/features/account/mappers";
import { type AddressInput, type AddressValues, OPTIONAL_POSTCODE, addressSchema } from "@/features/account/schemas";
import type { AddressPickerProps } from "./AddressPicker";

/**
 * A new address with country → region (a list where the directory has the country's regions, free text elsewhere,
 * "Please select a country first" before), checked in the browser with the account's address rules before it is
 * sent. A chunk of its own: a step that shows a saved or the cart's address does not load it.
 */
export function NewAddressForm({ idPrefix, countries, initial, initialRegions, texts, submitLabel, pendingLabel, pending, serverErrors, onSubmit, allowSave }: AddressPickerProps & { allowSave: boolean }) {
  const [regions, setRegions] = useState<RegionOption[]>(initialRegions);
  const [saveInBook, setSaveInBook] = useState(true);
  const [loadingRegions, startLoading] = useTransition();
  const form = useForm<AddressInput, unknown, AddressValues>({
    resolver: zodResolver(addressSchema),
    defaultValues: { ...initial, regionRequired: initialRegions.length > 0 },
    mode: "onTouched",
  });
  const { register, handleSubmit, setValue, formState } = form;
  const country = useWatch({ control: form.control, name: "country_code" }) ?? "";
  const f = texts.fields;
  const id = (name: string) => `${idPrefix}-${name}`;
  const err = (name: keyof AddressInput) => errorText(formState.errors[name] ?? (serverErrors?.[name] ? { message: serverErrors[name] } : undefined), texts.form);
  const regionError = err("region_id") ?? err("region");

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

  const submit = handleSubmit((values) => onSubmit({ kind: "new", address: values, saveInAddressBook: allowSave && saveInBook }));

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" data-testid={`${idPrefix}-form`}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id={id("firstname")} label={f.firstname} required autoComplete="given-name" error={err("firstname")} {...register("firstname")} />
        <TextField id={id("lastname")} label={f.lastname} required autoComplete="family-name" error={err("lastname")} {...register("lastname")} />
        <TextField id={id("street")} label={f.street} required autoComplete="address-line1" error={err("street")} {...register("street")} />
        <TextField id={id("apartment")} label={f.apartment} autoComplete="address-line2" error={err("apartment")} {...register("apartment")} />
        <SelectField
          id={id("country")}
          label={f.country}
          required
          autoComplete="country"
          error={err("country_code")}
          {...countryField}
          onChange={(e) => {
            void countryField.onChange(e);
            onCountry(e.target.value);
          }}
        >
          <option value="">{f.chooseCountry}</option>
          {countries.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        {!country ? (
          <SelectField id={id("region")} label={f.region} disabled hint={texts.form.selectCountryFirst} error={regionError} value="">
            <option value="">{texts.form.selectCountryFirst}</option>
          </SelectField>
        ) : regions.length > 0 ? (
          <SelectField id={id("region")} label={f.region} required autoComplete="address-level1" error={regionError} {...register("region_id")}>
            <option value="0">{f.chooseRegion}</option>
            {regions.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField id={id("region")} label={f.region} autoComplete="address-level1" disabled={loadingRegions} error={regionError} {...register("region")} />
        )}
        <TextField id={id("city")} label={f.city} required autoComplete="address-level2" error={err("city")} {...register("city")} />
        <TextField id={id("postcode")} label={f.postcode} required={!OPTIONAL_POSTCODE.has(country)} autoComplete="postal-code" error={err("postcode")} {...register("postcode")} />
        <TextField id={id("telephone")} type="tel" label={f.telephone} required autoComplete="tel" error={err("telephone")} {...register("telephone")} />
        <TextField id={id("company")} label={f.company} autoComplete="organization" error={err("company")} {...register("company")} />
      </div>
      {allowSave ? (
        <label className="flex items-center gap-3 text-sm">
          <input type="checkbox" className="size-4 accent-ink" checked={saveInBook} onChange={(e) => setSaveInBook(e.target.checked)} data-testid={id("save-in-book")} />
          {texts.picker.saveInBook}
        </label>
      ) : null}
      <div>
        <SubmitButton label={submitLabel} pending={pending || loadingRegions} pendingLabel={pendingLabel} testId={id("submit")} />
      </div>
    </form>
  );
}
