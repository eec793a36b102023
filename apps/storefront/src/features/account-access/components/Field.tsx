"use client";

import type { InputHTMLAttributes } from "react";
import type { FieldError } from "react-hook-form";
import { isFormMessage } from "../schemas";
import type { FormTexts } from "../texts";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: FieldError;
  texts: FormTexts;
  hint?: string;
}

/** A labelled input whose error (a form message key) is read out with it (aria-describedby, aria-invalid). */
export function Field({ id, label, error, texts, hint, ...input }: FieldProps) {
  const message = error ? (isFormMessage(error.message) ? texts[error.message] : texts.required) : null;
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-[11px] uppercase tracking-label text-stone">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        className={`w-full border bg-ivory px-3 py-2.5 text-sm ${message ? "border-sale" : "border-line"}`}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-sale" data-testid="field-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}

export function SubmitButton({ label, pending, pendingLabel, testId }: { label: string; pending: boolean; pendingLabel: string; testId: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className="w-full border border-ink bg-ink px-4 py-3 text-xs uppercase tracking-label text-ivory disabled:opacity-60"
      data-testid={testId}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

export function CaptchaStatusLine({ status, texts }: { status: "idle" | "working" | "ready" | "failed"; texts: { captchaWorking: string; captchaReady: string; captchaFailed: string } }) {
  const text = status === "working" ? texts.captchaWorking : status === "ready" ? texts.captchaReady : status === "failed" ? texts.captchaFailed : "";
  return (
    <p role="status" className="mt-2 min-h-4 text-xs text-stone" data-testid="captcha-status" data-status={status}>
      {text}
    </p>
  );
}
