"use client";

import { ClientLink as Link } from "@/i18n/ClientLink";
import type { CartPanelModel } from "./cart-panel-model";

/** The desktop hover panel: "Your Cart({n})" with the items, or the empty-cart panel. */
export function CartPanel({ model }: { model: CartPanelModel }) {
  if (model.kind === "empty") {
    return (
      <div className="text-center" data-testid="cart-empty">
        <p className="font-display text-xl">{model.title}</p>
        <p className="mt-2 text-sm text-stone">{model.body}</p>
      </div>
    );
  }
  return (
    <div data-testid="cart-panel-items">
      <p className="font-display text-xl">{model.title}</p>
      <ul className="mt-4 max-h-80 divide-y divide-line overflow-y-auto">
        {model.lines.map((line) => (
          <li key={line.uid} className="flex gap-3 py-3">
            <div className="relative h-16 w-16 shrink-0 bg-parchment">
              {line.image ? <img {...line.image} /> : null}
            </div>
            <div className="min-w-0 flex-1 text-sm">
              {line.brand ? <p className="text-[10px] uppercase tracking-label text-stone">{line.brand}</p> : null}
              <p className="truncate">{line.name}</p>
              <p className="text-stone">{line.quantity}</p>
            </div>
          </li>
        ))}
      </ul>
      <Link href="/cart" className="mt-4 block bg-ink px-4 py-3 text-center text-xs uppercase tracking-label text-ivory">
        {model.viewCart}
      </Link>
    </div>
  );
}
