"use client";

import { useTransition } from "react";
import { type AddToCartInput, addToCart, bumpBadge } from "@/features/cart/add-to-cart";
import { useNotify } from "@/features/notifications/Notifications";

interface Props {
  locale: string;
  sku: string;
  name: string;
  brand: string | null;
  typename: string;
  price: { value: number; currency: string } | null;
  labels: { add: string; adding: string; addNamed: string; failed: string };
}

/** A product card's own add button (simple and virtual products: nothing to choose first). */
export function CardAddToCart({ locale, sku, name, brand, typename, price, labels }: Props) {
  const [pending, startTransition] = useTransition();
  const notify = useNotify();
  const add = () => {
    const badge = bumpBadge({ quantity: 1 });
    const input: AddToCartInput = {
      locale,
      sku,
      quantity: 1,
      productType: typename,
      name,
      brand: brand ?? undefined,
      price: price?.value,
      currency: price?.currency,
      stockStatus: "IN_STOCK",
    };
    startTransition(async () => {
      try {
        const result = await addToCart(input, badge);
        notify({ message: result.message, type: result.ok ? "success" : result.retry ? "info" : "danger" });
      } catch {
        notify({ message: labels.failed, type: "danger" });
      }
    });
  };
  return (
    <button
      type="button"
      onClick={add}
      disabled={pending}
      data-testid="card-add-to-cart"
      className="card-add"
    >
      {pending ? labels.adding : labels.add}
      {/* Which product, for screen readers; the visible words stay the start of the name (WCAG 2.5.3). */}
      <span className="sr-only">{labels.addNamed}</span>
    </button>
  );
}
