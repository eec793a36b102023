"use client";

import { useState } from "react";
import { addToCartIssue } from "@/features/cart/add-rules";
import { type BundleSelection, type BundleView, bundleTotal, choicePrice, defaultBundleSelection, missingBundleGroups, selectionUidWithQuantity } from "../mappers/bundle";
import { CartButton, QuantityInput } from "./CartButton";
import type { CartLabels, CartLine, CartProduct } from "./cart-types";

interface Props {
  product: CartProduct;
  sku: string;
  bundle: BundleView;
  currency: string;
  locale: string;
  labels: CartLabels & { total: string; none: string; required: string };
}

/** Bundle options (radio, select, checkbox, multi) with quantities and the total of what is chosen. */
export function BundleForm({ product, sku, bundle, currency, locale, labels }: Props) {
  const [selection, setSelection] = useState<BundleSelection>(() => defaultBundleSelection(bundle));
  const money = new Intl.NumberFormat(locale, { style: "currency", currency });
  const missing = missingBundleGroups(bundle, selection);
  const line: CartLine = {
    sku,
    quantity: 1,
    selectedOptions: Object.values(selection).flatMap((g) =>
      Object.entries(g)
        .filter(([, qty]) => qty > 0)
        .map(([uid, qty]) => selectionUidWithQuantity(uid, qty)),
    ),
  };
  const issue = addToCartIssue({ ...product, ...line }) ?? (missing.length > 0 ? "chooseBundle" : null);

  const setGroup = (uid: string, chosen: Record<string, number>) => setSelection((s) => ({ ...s, [uid]: chosen }));

  return (
    <div className="space-y-6" data-testid="bundle">
      {bundle.groups.map((group) => {
        const chosen = selection[group.uid] ?? {};
        const single = group.type === "radio" || group.type === "select";
        const selected = group.choices.find((c) => (chosen[c.uid] ?? 0) > 0);
        // Fixed bundles include their items: only a surcharge is worth showing, as "+ £5.00".
        const priceText = (price: number) => (bundle.dynamic ? money.format(price) : price > 0 ? `+ ${money.format(price)}` : "");
        const priced = (label: string, price: number) => (priceText(price) ? `${label} — ${priceText(price)}` : label);
        return (
          <fieldset key={group.uid} className="border-t border-line pt-5">
            <legend className="float-left mb-3 w-full text-[11px] uppercase tracking-label">
              {group.title}
              {group.required ? <span className="ml-2 text-stone normal-case tracking-normal">{labels.required}</span> : null}
            </legend>
            {group.type === "select" ? (
              <select
                aria-label={group.title}
                className="h-11 w-full border border-line bg-transparent px-3 text-sm"
                value={selected?.uid ?? ""}
                onChange={(e) => {
                  const c = group.choices.find((x) => x.uid === e.target.value);
                  setGroup(group.uid, c ? { [c.uid]: c.quantity || 1 } : {});
                }}
              >
                {group.required ? null : <option value="">{labels.none}</option>}
                {group.choices.map((c) => (
                  <option key={c.uid} value={c.uid} disabled={!c.inStock}>
                    {priced(c.label, choicePrice(bundle, c))}
                  </option>
                ))}
              </select>
            ) : (
              <div className="clear-both space-y-2">
                {group.choices.map((c) => (
                  <label key={c.uid} className={`flex items-center gap-3 text-sm ${c.inStock ? "" : "text-stone line-through"}`}>
                    <input
                      className="accent-ink"
                      type={single ? "radio" : "checkbox"}
                      name={group.uid}
                      disabled={!c.inStock}
                      checked={(chosen[c.uid] ?? 0) > 0}
                      onChange={(e) => {
                        const qty = c.quantity || 1;
                        if (single) setGroup(group.uid, { [c.uid]: qty });
                        else setGroup(group.uid, { ...chosen, [c.uid]: e.target.checked ? qty : 0 });
                      }}
                    />
                    <span className="flex-1">{c.label}</span>
                    <span className="text-stone">{priceText(choicePrice(bundle, c))}</span>
                  </label>
                ))}
              </div>
            )}
            {single && selected?.canChangeQuantity ? (
              <div className="mt-3">
                <QuantityInput
                  id={`qty-${group.uid}`}
                  value={chosen[selected.uid] ?? 1}
                  onChange={(n) => setGroup(group.uid, { [selected.uid]: n })}
                  labels={labels}
                />
              </div>
            ) : null}
          </fieldset>
        );
      })}
      <p className="flex items-baseline justify-between border-t border-line pt-5">
        <span className="text-[11px] uppercase tracking-label">{labels.total}</span>
        <span className="font-display text-2xl" data-testid="bundle-total">
          {money.format(bundleTotal(bundle, selection))}
        </span>
      </p>
      <CartButton labels={labels} issue={issue} product={product} line={line} />
    </div>
  );
}
