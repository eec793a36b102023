"use client";

import { type FormEvent, useState, useTransition } from "react";
import { SubmitButton, TextField, errorText, type FormTexts } from "@/features/account/components/fields";
import { useNotify } from "@/features/notifications/Notifications";
import { setGuestEmailAction } from "../actions";
import type { Texts } from "./texts";

/**
 * Spec §2.10 "Guest e-mail": set on the cart, then the shipping step (the action redirects). The action checks the
 * address (the account's e-mail rule) and names the field's problem; the browser ships no schema for one field.
 */
export function GuestEmailForm({ locale, initial, texts, formTexts }: { locale: string; initial: string; texts: Texts; formTexts: FormTexts }) {
  const notify = useNotify();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setError(null);
    startTransition(async () => {
      const result = await setGuestEmailAction(locale, { email });
      if (!result || result.ok) return;
      // A problem with the address is said at the field; anything else as a notice.
      const field = result.fields?.email ?? null;
      setError(field);
      if (!field) notify({ type: "danger", message: result.message });
    });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-5" data-testid="guest-email-form">
      <TextField
        id="guest-email"
        name="email"
        type="email"
        label={texts.email!}
        required
        autoComplete="email"
        defaultValue={initial}
        error={errorText(error ? { message: error } : undefined, formTexts)}
      />
      <div>
        <SubmitButton label={texts.continue!} pending={pending} pendingLabel={texts.working!} testId="guest-email-submit" />
      </div>
    </form>
  );
}
