"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type z } from "zod";
import { changePassword } from "../actions";
import { type PasswordInput, passwordFormSchema } from "../schemas";
import { type FormTexts, SubmitButton, TextField, errorText } from "./fields";
import { useAccountSubmit } from "./use-account-form";

/** changeCustomerPassword: the current password, and a new one by Magento's rules, typed twice. */
export function PasswordForm({
  texts,
  formTexts,
}: {
  texts: { heading: string; currentPassword: string; newPassword: string; confirmPassword: string; hint: string; save: string; saving: string };
  formTexts: FormTexts;
}) {
  const { register, handleSubmit, setError, formState, reset } = useForm<PasswordInput, unknown, z.output<typeof passwordFormSchema>>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    mode: "onTouched",
  });
  const { pending, run } = useAccountSubmit(setError);
  const err = (name: keyof PasswordInput) => errorText(formState.errors[name], formTexts);
  return (
    <form
      onSubmit={handleSubmit((values) => run(() => changePassword(values), () => reset()))}
      noValidate
      className="grid max-w-md gap-5"
      data-testid="password-form"
      aria-label={texts.heading}
    >
      <TextField id="password-current" type="password" label={texts.currentPassword} required autoComplete="current-password" error={err("currentPassword")} {...register("currentPassword")} />
      <TextField id="password-new" type="password" label={texts.newPassword} required autoComplete="new-password" hint={texts.hint} error={err("newPassword")} {...register("newPassword")} />
      <TextField id="password-confirm" type="password" label={texts.confirmPassword} required autoComplete="new-password" error={err("confirmPassword")} {...register("confirmPassword")} />
      <div>
        <SubmitButton label={texts.save} pending={pending} pendingLabel={texts.saving} testId="password-save" />
      </div>
    </form>
  );
}
