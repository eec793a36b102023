"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type z } from "zod";
import { updatePhoneNumber } from "../actions";
import { type PhoneInput, phoneFormSchema } from "../schemas";
import { type FormTexts, SubmitButton, TextField, errorText } from "./fields";
import { useAccountSubmit } from "./use-account-form";

/** Spec §4 "Profile": the phone number is updated on its own. */
export function PhoneForm({
  initial,
  texts,
  formTexts,
}: {
  initial: string;
  texts: { heading: string; phone: string; hint: string; save: string; saving: string };
  formTexts: FormTexts;
}) {
  const { register, handleSubmit, setError, formState } = useForm<PhoneInput, unknown, z.output<typeof phoneFormSchema>>({
    resolver: zodResolver(phoneFormSchema),
    defaultValues: { phone_number: initial },
    mode: "onTouched",
  });
  const { pending, run } = useAccountSubmit(setError);
  return (
    <form onSubmit={handleSubmit((values) => run(() => updatePhoneNumber(values)))} noValidate className="grid gap-5" data-testid="phone-form" aria-label={texts.heading}>
      <div className="sm:max-w-[50%] sm:pr-2.5">
        <TextField
          id="profile-phone"
          type="tel"
          label={texts.phone}
          required
          autoComplete="tel"
          hint={texts.hint}
          error={errorText(formState.errors.phone_number, formTexts)}
          defaultValue={initial} {...register("phone_number")}
        />
      </div>
      <div>
        <SubmitButton label={texts.save} pending={pending} pendingLabel={texts.saving} testId="phone-save" />
      </div>
    </form>
  );
}
