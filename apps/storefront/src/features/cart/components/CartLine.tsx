"use client";

import Image from "next/image";
import { useEffect, useRef, useState } from "react";
import { formatMoney } from "@/features/pricing/rules";
import { Link } from "@/i18n/navigation";
import type { CartLineView } from "../mappers";
import type { CartPageLabels } from "./labels";

/** Spec §9: quantity changes are sent 400 ms after the last step. */
export const QUANTITY_DEBOUNCE_MS = 400;
// Spec §9 Images: cart 125x125.
const IMAGE = 125;

interface Props {
  item: CartLineView;
  locale: string;
  labels: CartPageLabels;
  onQuantity: (uid: string, quantity: number) => void;
  onRemove: (item: CartLineView) => void;
  /** The first line's image is usually the page's largest paint. */
  eager?: boolean;
}

export function CartLine({ item, locale, labels, onQuantity, onRemove, eager }: Props) {
  const [draft, setDraft] = useState(item.quantity);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => setDraft(item.quantity), [item.quantity]);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  const change = (next: number) => {
    setDraft(next);
    clearTimeout(timer.current ?? undefined);
    // Zero or an empty field is never sent (spec §5); removal goes through the confirmation instead.
    if (!(next > 0)) return;
    timer.current = setTimeout(() => onQuantity(item.uid, next), QUANTITY_DEBOUNCE_MS);
  };
  const money = (m: CartLineView["rowTotal"]) => (m ? formatMoney(m.value, m.currency, locale) : "");

  return (
    <li className="flex gap-4 py-6 md:gap-8" data-testid="cart-item" data-sku={item.sku}>
      <div className="relative h-[100px] w-[100px] shrink-0 bg-parchment md:h-[125px] md:w-[125px]">
        {item.image ? (
          <Image src={item.image.url} alt={item.image.label} width={IMAGE} height={IMAGE} loading={eager ? "eager" : "lazy"} className="h-full w-full object-cover" />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 md:flex-row md:justify-between">
        <div className="min-w-0">
          {item.brand ? <p className="text-[10px] uppercase tracking-label text-stone">{item.brand}</p> : null}
          <p className="font-display text-xl leading-tight" data-testid="cart-item-name">
            {item.href ? (
              <Link href={`/${item.href.replace(/^\/+/, "")}`} className="hover:underline">
                {item.name}
              </Link>
            ) : (
              item.name
            )}
          </p>
          {item.options.length > 0 ? (
            <dl className="mt-1 text-sm text-stone">
              {item.options.map((o) => (
                <div key={`${o.label}:${o.value}`} className="flex gap-1">
                  <dt>{o.label}:</dt>
                  <dd>{o.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <p className={`mt-1 text-xs uppercase tracking-label ${item.inStock ? "text-stone" : "text-sale"}`} data-testid="cart-item-stock">
            {item.inStock ? labels.inStock : labels.soldOut}
          </p>
          {item.unitPrice ? <p className="mt-1 text-sm text-stone">{labels.each.replace("{price}", money(item.unitPrice))}</p> : null}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 md:flex-col md:flex-nowrap md:items-end">
          <div className="flex items-center border border-line">
            <button type="button" className="px-3 py-2 disabled:text-line" aria-label={labels.decrease} disabled={draft <= 1} onClick={() => change(draft - 1)}>
              −
            </button>
            <input
              type="number"
              min={1}
              inputMode="numeric"
              aria-label={labels.quantity}
              className="w-12 bg-transparent py-2 text-center [appearance:textfield]"
              value={Number.isFinite(draft) && draft > 0 ? draft : ""}
              onChange={(e) => change(Math.floor(Number(e.target.value)))}
              data-testid="cart-item-qty"
            />
            <button type="button" className="px-3 py-2" aria-label={labels.increase} onClick={() => change(draft + 1)}>
              +
            </button>
          </div>
          <p className="text-right" data-testid="cart-item-total">{money(item.rowTotal)}</p>
          <button type="button" className="text-xs uppercase tracking-label text-stone underline-offset-4 hover:underline" onClick={() => onRemove(item)} data-testid="cart-item-remove">
            {labels.remove}
          </button>
        </div>
      </div>
    </li>
  );
}
