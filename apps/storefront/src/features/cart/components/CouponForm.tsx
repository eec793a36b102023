"use client";

import { useState, useTransition } from "react";
import { useNotify } from "@/features/notifications/Notifications";
import { applyCouponAction, removeCouponAction } from "../actions";
import type { CartPageLabels } from "./labels";

/** One coupon at a time (spec §5); errors appear as "Error Happened" danger notices. */
export function CouponForm({ locale, applied, labels }: { locale: string; applied: string | null; labels: CartPageLabels }) {
  const notify = useNotify();
  const [code, setCode] = useState("");
  const [pending, startTransition] = useTransition();
  const fail = (message: string) => notify({ message, type: "danger", title: labels.couponErrorTitle });

  const apply = () =>
    startTransition(async () => {
      const result = await applyCouponAction(locale, code, applied);
      if (result.ok) setCode("");
      else fail(result.message);
    });
  const remove = () =>
    startTransition(async () => {
      const result = await removeCouponAction(locale);
      if (!result.ok) fail(result.message);
    });

  return (
    <div className="mt-6" data-testid="cart-coupon">
      {applied ? (
        <p className="mb-3 flex items-center justify-between text-sm" data-testid="cart-coupon-applied">
          <span className="uppercase tracking-label">{applied}</span>
          <button type="button" onClick={remove} disabled={pending} className="text-xs uppercase tracking-label text-stone underline" data-testid="cart-coupon-remove">
            {labels.couponRemove}
          </button>
        </p>
      ) : null}
      <form
        className="flex"
        onSubmit={(e) => {
          e.preventDefault();
          if (code.trim()) apply();
        }}
      >
        <label className="sr-only" htmlFor="cart-coupon-code">
          {labels.couponLabel}
        </label>
        <input
          id="cart-coupon-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={labels.couponLabel}
          autoComplete="off"
          className="min-w-0 flex-1 border border-line bg-ivory px-3 py-2 text-sm"
          data-testid="cart-coupon-input"
        />
        <button type="submit" disabled={pending} className="border border-l-0 border-ink bg-ink px-4 text-xs uppercase tracking-label text-ivory disabled:opacity-50" data-testid="cart-coupon-apply">
          {labels.couponApply}
        </button>
      </form>
    </div>
  );
}
