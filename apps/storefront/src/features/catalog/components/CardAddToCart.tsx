"use client";

import { useTransition } from "react";
import { addToCart } from "@/features/cart/add-to-cart";
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
  const add = () =>
    startTransition(async () => {
      try {
        const result = await addToCart({
          locale,
          sku,
          quantity: 1,
          productType: typename,
          name,
          brand: brand ?? undefined,
          price: price?.value,
          currency: price?.currency,
          stockStatus: "IN_STOCK",
        });
        notify({ message: result.message, type: result.ok ? "success" : result.retry ? "info" : "danger" });
      } catch {
        notify({ message: labels.failed, type: "danger" });
      }
    });
  return (
    <button
      type="button"
      onClick={add}
      disabled={pending}
      aria-label={labels.addNamed}
      data-testid="card-add-to-cart"
      className="h-10 w-full border border-ink text-[11px] uppercase tracking-label transition-colors hover:bg-ink hover:text-ivory disabled:cursor-wait disabled:opacity-60"
    >
      {pending ? labels.adding : labels.add}
    </button>
  );
}
