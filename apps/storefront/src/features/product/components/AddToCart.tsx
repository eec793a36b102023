"use client";

import { useId, useState } from "react";
import { addToCartIssue } from "@/features/cart/add-rules";
import { CartButton, QuantityInput } from "./CartButton";
import type { CartLabels, CartLine, CartProduct, PurchaseIssue } from "./cart-types";

interface Props {
  product: CartProduct;
  sku: string;
  /** Configurable products: the option value uids of the chosen variant (null until every option is chosen). */
  variantOptionUids: string[] | null;
  onlyLeft: number | null;
  labels: CartLabels & { amount?: string; links?: string };
  /** Gift cards: the amounts on offer. */
  amounts?: { uid: string; label: string }[];
  /** Downloadable products sold link by link. */
  links?: { uid: string; label: string }[];
}

/** Simple, virtual, configurable, downloadable and gift-card products: quantity, extra choices and the button. */
export function AddToCart({ product, sku, variantOptionUids, onlyLeft, labels, amounts, links }: Props) {
  // Ids and radio names unique in the document: a page the shopper left stays in it, hidden (Next keeps recent routes).
  const uid = useId();
  const [quantity, setQuantity] = useState(1);
  const [amount, setAmount] = useState<string | null>(amounts?.[0]?.uid ?? null);
  const [chosenLinks, setChosenLinks] = useState<string[]>(links?.map((l) => l.uid) ?? []);
  const line: CartLine = {
    // Magento adds a configurable by its own sku plus the chosen option value uids.
    sku,
    quantity,
    selectedOptions: [...(variantOptionUids ?? []), ...(amount ? [amount] : []), ...(links ? chosenLinks : [])],
  };
  const issue: PurchaseIssue | null =
    addToCartIssue({ ...product, ...line }) ?? (amounts && amounts.length > 0 && !amount ? "chooseAmount" : null);

  return (
    <div className="space-y-5">
      {amounts && amounts.length > 0 ? (
        <fieldset>
          <legend className="mb-3 text-[11px] uppercase tracking-label text-stone">{labels.amount}</legend>
          <div className="flex flex-wrap gap-2">
            {amounts.map((a) => (
              <label key={a.uid} className="cursor-pointer border border-line px-4 py-2 text-sm has-checked:border-ink has-checked:bg-ink has-checked:text-ivory">
                <input type="radio" name={`${uid}giftcard-amount`} className="sr-only" checked={amount === a.uid} onChange={() => setAmount(a.uid)} />
                {a.label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {links && links.length > 0 ? (
        <fieldset>
          <legend className="mb-3 text-[11px] uppercase tracking-label text-stone">{labels.links}</legend>
          {links.map((l) => (
            <label key={l.uid} className="flex items-center gap-3 py-1 text-sm">
              <input
                type="checkbox"
                checked={chosenLinks.includes(l.uid)}
                onChange={(e) => setChosenLinks((c) => (e.target.checked ? [...c, l.uid] : c.filter((x) => x !== l.uid)))}
              />
              {l.label}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="flex items-center gap-4">
        <span className="text-[11px] uppercase tracking-label text-stone">{labels.quantity}</span>
        <QuantityInput id={`${uid}qty`} value={quantity} onChange={setQuantity} max={onlyLeft} labels={labels} />
      </div>
      <CartButton labels={labels} issue={issue} product={product} line={line} />
    </div>
  );
}
