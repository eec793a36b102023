"use client";

import { useState, useTransition } from "react";
import { addToCart, bumpBadge } from "@/features/cart/add-to-cart";
import { useNotify } from "@/features/notifications/Notifications";
import { ProductPageHeart, useWishlistAfterAdd } from "@/features/wishlist/components/ProductWishlist";
import type { CartLabels, CartLine, CartProduct, PurchaseIssue } from "./cart-types";

interface Props {
  labels: CartLabels;
  /** Why the current choice cannot be added (the cart's rules, asked by the form); checked again on click. */
  issue: PurchaseIssue | null;
  product: CartProduct;
  line: CartLine;
}

/** The add button with its validation message and the wishlist slot; shared by every purchase form. */
export function CartButton({ labels, issue, product, line }: Props) {
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [pending, startTransition] = useTransition();
  const notify = useNotify();
  const afterAdd = useWishlistAfterAdd();
  const soldOut = issue === "outOfStock";

  const submit = () => {
    if (issue) {
      setMessage({ text: labels[issue], error: true });
      return;
    }
    setMessage(null);
    const input = { ...product, ...line };
    // The badge moves in this frame; the outcome is a notice (spec §8): success passes, errors are "danger".
    const badge = bumpBadge(input);
    startTransition(async () => {
      try {
        const result = await addToCart(input, badge);
        notify({ message: result.message, type: result.ok ? "success" : result.retry ? "info" : "danger" });
        if (result.ok) afterAdd();
      } catch {
        setMessage({ text: labels.failed, error: true });
      }
    });
  };

  return (
    <div className="space-y-3">
      <div className="flex gap-3">
        <button
          type="button"
          onClick={submit}
          disabled={soldOut || pending}
          data-testid="add-to-cart"
          className="h-13 flex-1 bg-ink px-6 text-[12px] uppercase tracking-label text-ivory transition-colors hover:bg-ink/85 disabled:cursor-not-allowed disabled:bg-stone"
        >
          {soldOut ? labels.outOfStock : pending ? labels.adding : labels.add}
        </button>
        <ProductPageHeart />
      </div>
      <p role="status" aria-live="polite" data-testid="cart-message" className={message?.error ? "text-sm text-sale" : "text-sm"}>
        {message?.text ?? ""}
      </p>
    </div>
  );
}

export function QuantityInput({
  value,
  onChange,
  max,
  labels,
  id,
}: {
  value: number;
  onChange: (value: number) => void;
  max?: number | null;
  labels: Pick<CartLabels, "quantity" | "decrease" | "increase">;
  id: string;
}) {
  const clamp = (n: number) => Math.max(0, Math.min(Number.isFinite(n) ? Math.trunc(n) : 0, 999));
  return (
    <div className="inline-flex items-center border border-line">
      <button type="button" aria-label={labels.decrease} className="h-10 w-10" onClick={() => onChange(clamp(value - 1))}>
        −
      </button>
      <label htmlFor={id} className="sr-only">
        {labels.quantity}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={max ?? undefined}
        value={value}
        onChange={(e) => onChange(clamp(Number(e.target.value)))}
        className="h-10 w-12 border-x border-line bg-transparent text-center text-sm [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button type="button" aria-label={labels.increase} className="h-10 w-10" onClick={() => onChange(clamp(value + 1))}>
        +
      </button>
    </div>
  );
}
