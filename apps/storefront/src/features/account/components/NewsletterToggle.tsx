"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type z } from "zod";
import { setNewsletter } from "../actions";
import { newsletterSchema } from "../schemas";
import { SubmitButton } from "./fields";
import { useAccountSubmit } from "./use-account-form";

/** Spec §4 "Newsletter": the customer's is_subscribed, saved through updateCustomerV2. */
export function NewsletterToggle({ subscribed, texts }: { subscribed: boolean; texts: { subscription: string; general: string; save: string; saving: string } }) {
  const { register, handleSubmit, setError, reset } = useForm<z.input<typeof newsletterSchema>>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { subscribed },
  });
  const { pending, run } = useAccountSubmit(setError);
  return (
    <form onSubmit={handleSubmit((values) => run(() => setNewsletter(values), () => reset(values)))} className="grid gap-6" data-testid="newsletter-toggle-form">
      <fieldset>
        <legend className="mb-3 text-xs uppercase tracking-label text-stone">{texts.subscription}</legend>
        <label className="flex items-center gap-3 text-sm">
          <input type="checkbox" className="size-4 accent-ink" data-testid="newsletter-subscribed" defaultChecked={subscribed} {...register("subscribed")} />
          {texts.general}
        </label>
      </fieldset>
      <div>
        <SubmitButton label={texts.save} pending={pending} pendingLabel={texts.saving} testId="newsletter-save" />
      </div>
    </form>
  );
}
