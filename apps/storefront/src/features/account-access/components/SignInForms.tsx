"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useRef, useState, useTransition, type KeyboardEvent } from "react";
import { useForm } from "react-hook-form";
import { useNotify } from "@/features/notifications/Notifications";
import { requestPasswordResetAction, signInAction } from "../actions";
import { type EmailSignIn, type ForgotPasswordInput, type PhoneSignIn, emailSignInSchema, forgotPasswordSchema, phoneSignInSchema } from "../schemas";
import type { AccessTexts } from "../texts";
import { CaptchaStatusLine, Field, SubmitButton } from "./Field";
import { useCaptcha } from "./use-captcha";

type Method = "email" | "phone";
/** Where a successful sign-in goes: the account overview, or the checkout's shipping step. */
export type SignInNext = "account" | "checkout";
const METHODS: Method[] = ["email", "phone"];

/** Spec §2.3 `/user/signin`: sign in by e-mail or by phone number (tabs), or ask for a password reset link. */
export function SignInForms({ locale, texts, after = "account" }: { locale: string; texts: AccessTexts; after?: SignInNext }) {
  const [view, setView] = useState<"signIn" | "forgot">("signIn");
  const [method, setMethod] = useState<Method>("email");
  const tabs = useRef<Record<Method, HTMLButtonElement | null>>({ email: null, phone: null });
  const id = useId();
  const p = texts.page;

  if (view === "forgot") return <ForgotPasswordForm locale={locale} texts={texts} onBack={() => setView("signIn")} />;

  // Arrow keys move between the tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const next = METHODS[(METHODS.indexOf(method) + 1) % METHODS.length]!;
    setMethod(next);
    tabs.current[next]?.focus();
  };

  return (
    <section aria-labelledby={`${id}-heading`} data-testid="signin-panel">
      <h2 id={`${id}-heading`} className="mb-2 font-display text-3xl font-light">
        {p.signInHeading}
      </h2>
      <p className="mb-6 text-sm text-stone">{p.signInIntro}</p>
      <div role="tablist" aria-label={p.signInMethod} className="mb-6 flex border-b border-line" onKeyDown={onKeyDown}>
        {METHODS.map((m) => (
          <button
            key={m}
            ref={(el) => {
              tabs.current[m] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${m}`}
            aria-selected={method === m}
            aria-controls={`${id}-panel-${m}`}
            tabIndex={method === m ? 0 : -1}
            onClick={() => setMethod(m)}
            className={`-mb-px flex-1 border-b-2 px-3 py-2 text-xs uppercase tracking-label ${method === m ? "border-ink text-ink" : "border-transparent text-stone"}`}
            data-testid={`signin-tab-${m}`}
          >
            {m === "email" ? p.byEmail : p.byPhone}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-${method}`} aria-labelledby={`${id}-tab-${method}`}>
        {method === "email" ? <EmailSignInForm locale={locale} texts={texts} after={after} /> : <PhoneSignInForm locale={locale} texts={texts} after={after} />}
      </div>
      <button type="button" onClick={() => setView("forgot")} className="mt-4 text-xs uppercase tracking-label text-stone underline" data-testid="signin-forgotten">
        {p.forgotten}
      </button>
    </section>
  );
}

/** Runs a protected action with a fresh captcha answer; a failure becomes a danger notice. */
function useProtectedSubmit(locale: string, texts: AccessTexts) {
  const notify = useNotify();
  const captcha = useCaptcha(locale);
  const [pending, startTransition] = useTransition();
  const submit = (run: (answer: string) => Promise<{ ok: boolean; message?: string; title?: string } | undefined>, onOk?: (message?: string) => void) =>
    startTransition(async () => {
      const answer = await captcha.take();
      if (!answer) {
        notify({ type: "danger", message: texts.page.captchaFailed });
        return;
      }
      const result = await run(answer);
      // A successful sign-in navigates away (the action redirects) and answers nothing.
      if (!result) return;
      if (result.ok) onOk?.(result.message);
      else if (result.message) notify({ type: "danger", message: result.message, title: result.title ?? null });
    });
  return { pending, submit, captcha };
}

function EmailSignInForm({ locale, texts, after }: { locale: string; texts: AccessTexts; after: SignInNext }) {
  const { pending, submit, captcha } = useProtectedSubmit(locale, texts);
  const { register, handleSubmit, formState } = useForm<EmailSignIn>({ resolver: zodResolver(emailSignInSchema), defaultValues: { email: "", password: "" } });
  const p = texts.page;
  return (
    <form noValidate onFocusCapture={captcha.prepare} onSubmit={handleSubmit((v) => submit((answer) => signInAction(locale, { method: "email", ...v }, answer, after)))} data-testid="signin-email-form">
      <Field id="signin-email" label={p.email} type="email" autoComplete="username" texts={texts.form} error={formState.errors.email} {...register("email")} />
      <Field id="signin-password" label={p.password} type="password" autoComplete="current-password" texts={texts.form} error={formState.errors.password} {...register("password")} />
      <SubmitButton label={p.signIn} pending={pending} pendingLabel={p.working} testId="signin-submit" />
      <CaptchaStatusLine status={captcha.status} texts={p} />
    </form>
  );
}

function PhoneSignInForm({ locale, texts, after }: { locale: string; texts: AccessTexts; after: SignInNext }) {
  const { pending, submit, captcha } = useProtectedSubmit(locale, texts);
  const { register, handleSubmit, formState } = useForm<PhoneSignIn>({ resolver: zodResolver(phoneSignInSchema), defaultValues: { phone: "", password: "" } });
  const p = texts.page;
  return (
    <form noValidate onFocusCapture={captcha.prepare} onSubmit={handleSubmit((v) => submit((answer) => signInAction(locale, { method: "phone", ...v }, answer, after)))} data-testid="signin-phone-form">
      <Field id="signin-phone" label={p.phone} hint={p.phoneHint} type="tel" autoComplete="tel" texts={texts.form} error={formState.errors.phone} {...register("phone")} />
      <Field id="signin-phone-password" label={p.password} type="password" autoComplete="current-password" texts={texts.form} error={formState.errors.password} {...register("password")} />
      <SubmitButton label={p.signIn} pending={pending} pendingLabel={p.working} testId="signin-phone-submit" />
      <CaptchaStatusLine status={captcha.status} texts={p} />
    </form>
  );
}

/** Password reset step 1 (spec §4): the link goes to the address whether or not it has an account. */
function ForgotPasswordForm({ locale, texts, onBack }: { locale: string; texts: AccessTexts; onBack: () => void }) {
  const notify = useNotify();
  const { pending, submit, captcha } = useProtectedSubmit(locale, texts);
  const { register, handleSubmit, formState, reset } = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const p = texts.page;
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} data-testid="forgot-panel">
      <h2 id={`${id}-heading`} className="mb-2 font-display text-3xl font-light">
        {p.forgotHeading}
      </h2>
      <p className="mb-6 text-sm text-stone">{p.forgotIntro}</p>
      <form
        noValidate
        onFocusCapture={captcha.prepare}
        onSubmit={handleSubmit((v) =>
          submit(
            (answer) => requestPasswordResetAction(locale, v, answer),
            (message) => {
              if (message) notify({ type: "success", message });
              reset();
            },
          ),
        )}
        data-testid="forgot-form"
      >
        <Field id="forgot-email" label={p.email} type="email" autoComplete="email" texts={texts.form} error={formState.errors.email} {...register("email")} />
        <SubmitButton label={p.sendLink} pending={pending} pendingLabel={p.working} testId="forgot-submit" />
        <CaptchaStatusLine status={captcha.status} texts={p} />
      </form>
      <button type="button" onClick={onBack} className="mt-4 text-xs uppercase tracking-label text-stone underline" data-testid="forgot-back">
        {p.backToSignIn}
      </button>
    </section>
  );
}

export { useProtectedSubmit };
