"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useNotify } from "@/features/notifications/Notifications";
import { registerAction, signInAction } from "../actions";
import { type RegisterInput, registerSchema } from "../schemas";
import type { AccessTexts } from "../texts";
import { CaptchaStatusLine, Field, SubmitButton } from "./Field";
import { type SignInNext, useProtectedSubmit } from "./SignInForms";

/**
 * Spec §4 "Registration": with confirmation on, the success notice "Registration confirmation" and no sign-in; with
 * it off, the shopper is signed in with a fresh captcha answer and goes where `after` says (the account, or the
 * checkout's shipping step).
 */
export function RegisterForm({ locale, texts, after = "account" }: { locale: string; texts: AccessTexts; after?: SignInNext }) {
  const notify = useNotify();
  const { pending, submit, captcha } = useProtectedSubmit(locale, texts);
  const { register, handleSubmit, formState, reset } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstname: "", lastname: "", email: "", phone: "", password: "", confirmPassword: "", isSubscribed: false },
  });
  const p = texts.page;
  const id = useId();

  const onValid = (values: RegisterInput) =>
    submit(async (answer) => {
      const result = await registerAction(locale, values, answer);
      if (!result.ok) return result;
      if (result.outcome === "confirm") {
        notify({ type: "success", message: result.message, title: result.title });
        reset();
        return { ok: true };
      }
      const fresh = await captcha.take();
      if (!fresh) return { ok: false, message: p.captchaFailed };
      return signInAction(locale, { method: "email", email: values.email, password: values.password }, fresh, after);
    });

  return (
    <section aria-labelledby={`${id}-heading`} data-testid="register-panel">
      <h2 id={`${id}-heading`} className="mb-2 font-display text-3xl font-light">
        {p.registerHeading}
      </h2>
      <p className="mb-6 text-sm text-stone">{p.registerIntro}</p>
      <form noValidate onFocusCapture={captcha.prepare} onSubmit={handleSubmit(onValid)} data-testid="register-form">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field id="register-firstname" label={p.firstname} autoComplete="given-name" texts={texts.form} error={formState.errors.firstname} {...register("firstname")} />
          <Field id="register-lastname" label={p.lastname} autoComplete="family-name" texts={texts.form} error={formState.errors.lastname} {...register("lastname")} />
        </div>
        <Field id="register-email" label={p.email} type="email" autoComplete="email" texts={texts.form} error={formState.errors.email} {...register("email")} />
        <Field id="register-phone" label={p.phoneOptional} hint={p.phoneHint} type="tel" autoComplete="tel" texts={texts.form} error={formState.errors.phone} {...register("phone")} />
        <Field id="register-password" label={p.newPassword} type="password" autoComplete="new-password" texts={texts.form} error={formState.errors.password} {...register("password")} />
        <Field id="register-confirm" label={p.confirmPassword} type="password" autoComplete="new-password" texts={texts.form} error={formState.errors.confirmPassword} {...register("confirmPassword")} />
        <label className="mb-6 flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4 accent-ink" {...register("isSubscribed")} data-testid="register-subscribe" />
          {p.subscribe}
        </label>
        <SubmitButton label={p.register} pending={pending} pendingLabel={p.working} testId="register-submit" />
        <CaptchaStatusLine status={captcha.status} texts={p} />
      </form>
    </section>
  );
}
