"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { updateProfile } from "../actions";
import { type ProfileInput, type ProfileValues, emailChanged, profileSchema } from "../schemas";
import { type FormTexts, SelectField, SubmitButton, TextField, errorText } from "./fields";
import { useAccountSubmit } from "./use-account-form";

export interface ProfileTexts {
  details: string;
  prefix: string;
  firstname: string;
  lastname: string;
  suffix: string;
  dateOfBirth: string;
  gender: string;
  genderNone: string;
  genderMale: string;
  genderFemale: string;
  genderNotSpecified: string;
  taxvat: string;
  email: string;
  currentPassword: string;
  emailHint: string;
  save: string;
  saving: string;
}

/** Spec §4 "Profile": a changed e-mail asks for the current password and is saved first, then the rest. */
export function ProfileForm({ initial, texts, formTexts }: { initial: ProfileInput; texts: ProfileTexts; formTexts: FormTexts }) {
  const form = useForm<ProfileInput, unknown, ProfileValues>({ resolver: zodResolver(profileSchema), defaultValues: initial, mode: "onTouched" });
  const { register, handleSubmit, setError, formState, reset } = form;
  const { pending, run } = useAccountSubmit(setError);
  const email = useWatch({ control: form.control, name: "email" }) ?? "";
  const changingEmail = emailChanged({ email: email.trim(), currentEmail: initial.currentEmail ?? "" });
  const err = (name: keyof ProfileInput) => errorText(formState.errors[name], formTexts);

  const onSubmit = handleSubmit((values) =>
    run(
      () => updateProfile(values),
      () => reset({ ...values, currentEmail: values.email, password: "" }),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" data-testid="profile-form" aria-label={texts.details}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="profile-firstname" label={texts.firstname} required autoComplete="given-name" error={err("firstname")} defaultValue={initial.firstname} {...register("firstname")} />
        <TextField id="profile-lastname" label={texts.lastname} required autoComplete="family-name" error={err("lastname")} defaultValue={initial.lastname} {...register("lastname")} />
        <TextField id="profile-prefix" label={texts.prefix} autoComplete="honorific-prefix" error={err("prefix")} defaultValue={initial.prefix} {...register("prefix")} />
        <TextField id="profile-suffix" label={texts.suffix} autoComplete="honorific-suffix" error={err("suffix")} defaultValue={initial.suffix} {...register("suffix")} />
        <TextField id="profile-dob" type="date" label={texts.dateOfBirth} autoComplete="bday" error={err("date_of_birth")} defaultValue={initial.date_of_birth} {...register("date_of_birth")} />
        <SelectField id="profile-gender" label={texts.gender} error={err("gender")} defaultValue={String(initial.gender ?? 0)} {...register("gender")}>
          <option value="0">{texts.genderNone}</option>
          <option value="1">{texts.genderMale}</option>
          <option value="2">{texts.genderFemale}</option>
          <option value="3">{texts.genderNotSpecified}</option>
        </SelectField>
        <TextField id="profile-taxvat" label={texts.taxvat} error={err("taxvat")} defaultValue={initial.taxvat} {...register("taxvat")} />
      </div>
      <div className="grid gap-5 border-t border-line pt-5 sm:grid-cols-2">
        <TextField id="profile-email" type="email" label={texts.email} required autoComplete="email" error={err("email")} defaultValue={initial.email} {...register("email")} />
        {changingEmail ? (
          <TextField
            id="profile-password"
            type="password"
            label={texts.currentPassword}
            required
            autoComplete="current-password"
            hint={texts.emailHint}
            error={err("password")}
            {...register("password")}
          />
        ) : null}
      </div>
      <div>
        <SubmitButton label={texts.save} pending={pending} pendingLabel={texts.saving} testId="profile-save" />
      </div>
    </form>
  );
}
