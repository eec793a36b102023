"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { useNotify } from "@/features/notifications/Notifications";
import { useSite } from "@/i18n/ClientLink";
import { withSitePrefix } from "@/i18n/site-prefix";
import { confirmAccountAction, resetPasswordAction } from "../actions";
import { type ResetPasswordInput, resetPasswordSchema } from "../schemas";
import type { AccessTexts } from "../texts";
import { CaptchaStatusLine, Field, SubmitButton } from "./Field";
import { useProtectedSubmit } from "./SignInForms";

/** Password reset step 2 (`/user/resetpassword?email=…&token=…` from the e-mail): a new password, then sign-in. */
export function ResetPasswordForm({ locale, email, token, texts }: { locale: string; email: string; token: string; texts: AccessTexts }) {
  const notify = useNotify();
  const router = useRouter();
  const signInHref = withSitePrefix(useSite().prefix, "/user/signin");
  const { pending, submit, captcha } = useProtectedSubmit(locale, texts);
  const { register, handleSubmit, formState } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { email, token, password: "", confirmPassword: "" },
  });
  const p = texts.page;
  return (
    <form
      noValidate
      onFocusCapture={captcha.prepare}
      onSubmit={handleSubmit((v) =>
        submit(
          (answer) => resetPasswordAction(locale, v, answer),
          (message) => {
            if (message) notify({ type: "success", message });
            router.push(signInHref);
          },
        ),
      )}
      data-testid="reset-form"
    >
      <input type="hidden" {...register("email")} />
      <input type="hidden" {...register("token")} />
      <Field id="reset-password" label={p.newPassword} type="password" autoComplete="new-password" texts={texts.form} error={formState.errors.password} {...register("password")} />
      <Field id="reset-confirm" label={p.confirmPassword} type="password" autoComplete="new-password" texts={texts.form} error={formState.errors.confirmPassword} {...register("confirmPassword")} />
      <SubmitButton label={p.savePassword} pending={pending} pendingLabel={p.working} testId="reset-submit" />
      <CaptchaStatusLine status={captcha.status} texts={p} />
    </form>
  );
}

/**
 * The e-mailed confirmation link (`/user/confirm?email=…&key=…`): confirmed from the page's script, so a mail
 * scanner that only fetches the link confirms nothing. The outcome is shown on the page and as a notice.
 */
export function ConfirmAccount({ locale, email, confirmationKey, texts }: { locale: string; email: string; confirmationKey: string; texts: AccessTexts }) {
  const notify = useNotify();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [, startTransition] = useTransition();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startTransition(async () => {
      const result = await confirmAccountAction(locale, { email, key: confirmationKey });
      const message = result.message ?? "";
      setOutcome({ ok: result.ok, message });
      notify({ type: result.ok ? "success" : "danger", message });
    });
  }, [locale, email, confirmationKey, notify]);
  return (
    <p role="status" className="mb-6 text-sm" data-testid="confirm-status" data-outcome={outcome ? (outcome.ok ? "ok" : "failed") : "working"}>
      {outcome ? outcome.message : texts.page.confirming}
    </p>
  );
}
