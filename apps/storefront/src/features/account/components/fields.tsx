"use client";

import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import type { FormMessage } from "../schemas";

export type FormTexts = Record<FormMessage | "invalid", string>;

/** The text of a field's error: the rule's message key, in the site's language. */
export function errorText(error: { message?: unknown } | undefined, texts: FormTexts): string | null {
  if (typeof error?.message !== "string" || !error.message) return null;
  return texts[error.message as FormMessage] ?? texts.invalid;
}

interface FieldProps {
  id: string;
  label: string;
  error: string | null;
  hint?: string;
  required?: boolean;
}

function FieldFrame({ id, label, error, hint, required, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs uppercase tracking-label text-stone">
        {label}
        {required ? <span aria-hidden> *</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-sale" role="alert" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const control = "w-full border border-line bg-white px-3 py-2 text-sm aria-[invalid=true]:border-sale disabled:bg-parchment/50";

function described(id: string, error: string | null, hint?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

export function TextField({ id, label, error, hint, required, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <input
        id={id}
        className={control}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={described(id, error, hint)}
        data-testid={id}
        {...input}
      />
    </FieldFrame>
  );
}

export function SelectField({ id, label, error, hint, required, children, ...select }: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <select
        id={id}
        className={control}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={described(id, error, hint)}
        data-testid={id}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

export function SubmitButton({ label, pending, pendingLabel, testId }: { label: string; pending: boolean; pendingLabel: string; testId: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="bg-ink px-8 py-3 text-xs uppercase tracking-label text-ivory disabled:opacity-50"
      data-testid={testId}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
