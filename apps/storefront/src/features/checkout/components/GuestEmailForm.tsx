"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTransition } from "react";
import { useForm } from "react-hook-form";
import { SubmitButton, TextField, errorText, type FormTexts } from "@/features/account/components/fields";
import { useNotify } from "@/features/notifications/Notifications";
import { setGuestEmailAction } from "../actions";
import { type GuestEmailInput, guestEmailSchema } from "../schemas";
import type { Texts } from "./texts";

/** Spec §2.10 "Guest e-mail": set on the cart, then the shipping step (the action redirects). */
export function GuestEmailForm({ locale, initial, texts, formTexts }: { locale: string; initial: string; texts: Texts; formTexts: FormTexts }) {
  const notify = useNotify();
  const [pending, startTransition] = useTransition();
  const { register, handleSubmit, formState, setError } = useForm<GuestEmailInput>({ resolver: zodResolver(guestEmailSchema), defaultValues: { email: initial } });
  const submit = handleSubmit((values) =>
    startTransition(async () => {
      const result = await setGuestEmailAction(locale, values);
      if (result && !result.ok) {
        if (result.fields?.email) setError("email", { message: result.fields.email });
        notify({ type: "danger", message: result.message });
      }
    }),
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-5" data-testid="guest-email-form">
      <TextField id="guest-email" type="email" label={texts.email!} required autoComplete="email" defaultValue={initial} error={errorText(formState.errors.email, formTexts)} {...register("email")} />
      <div>
        <SubmitButton label={texts.continue!} pending={pending} pendingLabel={texts.working!} testId="guest-email-submit" />
      </div>
    </form>
  );
}
