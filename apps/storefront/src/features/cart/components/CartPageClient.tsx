"use client";

import { useEffect, useOptimistic, useRef, useState, useTransition } from "react";
import { pushDataLayer } from "@/features/analytics/datalayer";
import { useClearNotifications, useNotify } from "@/features/notifications/Notifications";
import { formatMoney } from "@/features/pricing/rules";
import { useRouter } from "next/navigation";
import { Link } from "@/i18n/navigation";
import { beginCheckoutEvent, checkoutStep } from "../analytics";
import { removeItemAction, dropExpiredCartAction, updateQuantityAction } from "../actions";
import { type CartLineView, type CartView, withQuantity } from "../mappers";
import { CartLine } from "./CartLine";
import { CouponForm } from "./CouponForm";
import type { CartPageLabels } from "./labels";
import { publishCount } from "./live-count";

interface Props {
  cart: CartView;
  locale: string;
  signedIn: boolean;
  expired: boolean;
  failed: boolean;
  labels: CartPageLabels;
  /** Locale-prefixed checkout entries: signed in, and guest. */
  checkoutHrefs: { signedIn: string; guest: string };
}

type Change = { uid: string; quantity: number };

export function CartPageClient({ cart, locale, signedIn, expired, failed, labels, checkoutHrefs }: Props) {
  const notify = useNotify();
  const clearNotifications = useClearNotifications();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [shown, applyChange] = useOptimistic(cart, (current: CartView, change: Change) => withQuantity(current, change.uid, change.quantity));
  const [removing, setRemoving] = useState<CartLineView | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const dropped = useRef(false);

  useEffect(() => {
    if (!expired || dropped.current) return;
    dropped.current = true;
    void dropExpiredCartAction(locale).then((r) => r.ok && r.message && notify({ message: r.message, type: "info" }));
  }, [expired, locale, notify]);

  useEffect(() => {
    if (failed) notify({ message: labels.listFailed, type: "danger" });
  }, [failed, labels.listFailed, notify]);

  // The header badge follows the optimistic cart while a change is on its way.
  useEffect(() => {
    publishCount(pending ? shown.totalQuantity : null);
  }, [pending, shown.totalQuantity]);

  const change = (uid: string, quantity: number, run: () => Promise<void>) =>
    startTransition(async () => {
      applyChange({ uid, quantity });
      await run();
    });

  const onQuantity = (uid: string, quantity: number) =>
    change(uid, quantity, async () => {
      const result = await updateQuantityAction(locale, uid, quantity);
      if (!result.ok) notify({ message: result.message, type: "danger", title: labels.updateErrorTitle });
    });

  const askRemove = (item: CartLineView) => {
    clearNotifications();
    setRemoving(item);
    dialog.current?.showModal();
  };
  const confirmRemove = () => {
    const item = removing;
    dialog.current?.close();
    if (!item) return;
    change(item.uid, 0, async () => {
      const result = await removeItemAction(locale, item.uid, item.name, shown.items.map((i) => i.uid));
      if (result.ok) notify({ message: result.message ?? "", type: "success", title: labels.removedTitle });
      else notify({ message: result.message || labels.removeFailed, type: "danger" });
    });
  };

  const checkout = () => {
    const step = checkoutStep(shown, signedIn, checkoutHrefs);
    if (!step.go) {
      if (step.reason === "soldOut") notify({ message: labels.soldOutBlocks, type: "info" });
      return;
    }
    pushDataLayer(beginCheckoutEvent(shown));
    router.push(step.href);
  };

  const money = (value: number | null) => (value === null ? "—" : formatMoney(value, shown.currency, locale));

  if (shown.items.length === 0) {
    return (
      <div className="mx-auto max-w-xl py-24 text-center" data-testid="cart-empty-page">
        <p className="font-display text-3xl">{labels.emptyTitle}</p>
        <p className="mt-3 text-stone">{labels.emptyAddMore}</p>
        <Link href="/" className="mt-8 inline-block border border-ink px-8 py-3 text-xs uppercase tracking-label">
          {labels.continueShopping}
        </Link>
      </div>
    );
  }

  return (
    <div className="grid gap-12 lg:grid-cols-[1fr_360px]">
      <ul className="divide-y divide-line border-y border-line" data-testid="cart-items">
        {shown.items.map((item, index) => (
          <CartLine key={item.uid} eager={index === 0} item={item} locale={locale} labels={labels} onQuantity={onQuantity} onRemove={askRemove} />
        ))}
      </ul>
      <aside className="h-fit bg-parchment/60 p-6 md:p-8" data-testid="cart-summary">
        <h2 className="font-display text-2xl">{labels.summary}</h2>
        <p className="mt-1 text-sm text-stone" data-testid="cart-count">{labels.itemCount}</p>
        <CouponForm locale={locale} applied={shown.coupon} labels={labels} />
        <dl className="mt-6 space-y-3 text-sm">
          <Row label={labels.subtotal} value={money(shown.subtotal)} />
          {shown.discount ? (
            <>
              <Row label={shown.discount.label ?? labels.discount} value={`−${money(shown.discount.amount)}`} testId="cart-discount" />
              <Row label={labels.specialTotal} value={money(shown.specialTotal)} />
            </>
          ) : null}
          {shown.tax !== null ? <Row label={labels.tax} value={money(shown.tax)} /> : null}
          <Row
            label={labels.shipping}
            value={shown.shippingMethod ? `${shown.shippingMethod.title} ${money(shown.shippingMethod.amount)}` : labels.shippingPending}
          />
          <div className="border-t border-line pt-3">
            <Row label={labels.grandTotal} value={money(shown.grandTotal)} strong testId="cart-grand-total" />
          </div>
        </dl>
        <button
          type="button"
          onClick={checkout}
          disabled={pending}
          aria-busy={pending}
          className="mt-8 w-full bg-ink px-6 py-4 text-xs uppercase tracking-label text-ivory disabled:opacity-50"
          data-testid="cart-checkout"
        >
          {pending ? labels.settling : labels.checkout}
        </button>
      </aside>
      <dialog ref={dialog} className="m-auto max-w-sm bg-ivory p-8 backdrop:bg-ink/40" onClose={() => setRemoving(null)} data-testid="cart-remove-dialog">
        <p className="font-display text-2xl">{labels.confirmRemoveTitle}</p>
        <p className="mt-3 text-sm text-stone">{labels.confirmRemoveBody.replace("{name}", removing?.name ?? "")}</p>
        <div className="mt-8 flex justify-end gap-3">
          <button type="button" className="border border-line px-5 py-2 text-xs uppercase tracking-label" onClick={() => dialog.current?.close()}>
            {labels.cancel}
          </button>
          <button type="button" className="bg-ink px-5 py-2 text-xs uppercase tracking-label text-ivory" onClick={confirmRemove} data-testid="cart-remove-confirm">
            {labels.confirm}
          </button>
        </div>
      </dialog>
    </div>
  );
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? "text-base font-sans-medium" : ""}`} data-testid={testId}>
      <dt>{label}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
}
