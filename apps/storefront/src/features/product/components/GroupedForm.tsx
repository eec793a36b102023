"use client";

import { useState } from "react";
import { addToCartIssue } from "@/features/cart/add-rules";
import type { ImgAttrs } from "@/lib/images/Img";
import type { GroupedItemView } from "../mappers/detail";
import { CartButton, QuantityInput } from "./CartButton";
import type { CartLabels, CartLine, CartProduct } from "./cart-types";

interface Props {
  product: CartProduct;
  sku: string;
  items: GroupedItemView[];
  labels: CartLabels & { soldOut: string };
  /** Optimised thumbnail sources by item uid, computed on the server. */
  thumbs: Record<string, ImgAttrs>;
}

/** A grouped product: each child with its own price, stock and quantity. */
export function GroupedForm({ product, sku, items, labels, thumbs }: Props) {
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(items.map((i) => [i.uid, i.stock.inStock ? i.defaultQty : 0])),
  );
  // One line per chosen child, each with its own stock for the cart's rules.
  const line: CartLine = {
    sku,
    quantity: 1,
    children: items
      .filter((i) => (quantities[i.uid] ?? 0) > 0)
      .map((i) => ({
        sku: i.sku,
        quantity: quantities[i.uid] ?? 0,
        stockStatus: i.stock.inStock ? "IN_STOCK" : "OUT_OF_STOCK",
        onlyXLeftInStock: i.stock.onlyLeft,
      })),
  };
  const issue = items.every((i) => !i.stock.inStock) ? "outOfStock" : addToCartIssue({ ...product, ...line });

  return (
    <div className="space-y-6" data-testid="grouped">
      <ul className="divide-y divide-line border-y border-line">
        {items.map((item) => (
          <li key={item.uid} className="flex items-center gap-4 py-4">
            <div className="relative aspect-[4/5] w-14 shrink-0 bg-parchment">
              {thumbs[item.uid] ? <img {...thumbs[item.uid]} alt="" loading="lazy" decoding="async" className="absolute inset-0 h-full w-full object-cover" /> : null}
            </div>
            <div className="min-w-0 flex-1">
              <p className="text-sm leading-snug">{item.name}</p>
              <p className="mt-1 text-sm text-stone">
                {item.price ? item.price.final : null}
                {item.price?.regular ? <s className="ml-2">{item.price.regular}</s> : null}
              </p>
            </div>
            {item.stock.inStock ? (
              <QuantityInput
                id={`qty-${item.uid}`}
                value={quantities[item.uid] ?? 0}
                max={item.stock.onlyLeft}
                onChange={(n) => setQuantities((q) => ({ ...q, [item.uid]: n }))}
                labels={{ ...labels, quantity: `${labels.quantity}: ${item.name}` }}
              />
            ) : (
              <span className="text-[11px] uppercase tracking-label text-stone">{labels.soldOut}</span>
            )}
          </li>
        ))}
      </ul>
      <CartButton labels={labels} issue={issue} product={product} line={line} />
    </div>
  );
}
