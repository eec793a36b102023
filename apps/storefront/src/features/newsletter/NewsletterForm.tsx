"use client";

import { useActionState } from "react";
import { type NewsletterState, subscribeNewsletter } from "./actions";

const idle: NewsletterState = { status: "idle", message: "" };

export function NewsletterForm({ labels }: { labels: { email: string; placeholder: string; submit: string } }) {
  const [state, action, pending] = useActionState(subscribeNewsletter, idle);
  return (
    <form action={action} className="mx-auto mt-6 max-w-md" data-testid="newsletter-form">
      <div className="flex border-b border-ink">
        <label className="flex-1">
          <span className="sr-only">{labels.email}</span>
          <input
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder={labels.placeholder}
            className="w-full bg-transparent py-3 text-sm outline-none placeholder:text-stone"
          />
        </label>
        <button type="submit" disabled={pending} className="px-2 text-[11px] uppercase tracking-label disabled:opacity-50">
          {labels.submit}
        </button>
      </div>
      <p
        aria-live="polite"
        className={`mt-3 min-h-5 text-sm ${state.status === "error" ? "text-sale" : "text-ink"}`}
        data-testid="newsletter-message"
      >
        {state.message}
      </p>
    </form>
  );
}
