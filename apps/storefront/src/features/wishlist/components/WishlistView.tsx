"use client";

import { useTransition } from "react";
import { ClientLink as Link } from "@/i18n/ClientLink";
import type { ImgAttrs } from "@/lib/images/Img";
import { useNotify } from "@/features/notifications/Notifications";
import { dispatchUi, useUi } from "@/lib/ui/store";
import { moveToCartAction, removeWishlistItemAction } from "../actions";

export interface WishlistItemView {
  itemId: string;
  sku: string;
  uid: string;
  typename: string;
  name: string;
  brand: string | null;
  href: string;
  image: (ImgAttrs & { alt: string }) | null;
  price: string | null;
  regular: string | null;
  inStock: boolean;
}

export interface WishlistViewLabels {
  empty: string;
  continue: string;
  moveToCart: string;
  moving: string;
  removeItem: string;
  count: string;
  views: string;
  grid: string;
  list: string;
  outOfStock: string;
}

/** Spec §2.7: grid or list view (default grid); §4: moving an item to the cart, with its notices. */
export function WishlistView({ locale, items, labels }: { locale: string; items: WishlistItemView[]; labels: WishlistViewLabels }) {
  const view = useUi((s) => s.wishlistView);
  if (items.length === 0) {
    return (
      <div className="py-16 text-center" data-testid="wishlist-empty">
        <p className="text-stone">{labels.empty}</p>
        <Link href="/" className="mt-6 inline-block border-b border-ink pb-1 text-[12px] uppercase tracking-label">
          {labels.continue}
        </Link>
      </div>
    );
  }
  const list = view === "list";
  return (
    <div data-testid="wishlist" data-view={view}>
      <div className="mb-8 flex items-center justify-between border-b border-line pb-4 text-[12px] uppercase tracking-label">
        <span className="text-stone" data-testid="wishlist-count">{labels.count}</span>
        <div role="group" aria-label={labels.views} className="flex gap-4">
          {(["grid", "list"] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => dispatchUi({ type: "wishlistView", view: v })}
              className={view === v ? "text-ink underline underline-offset-4" : "text-stone hover:text-ink"}
              data-testid={`wishlist-view-${v}`}
            >
              {labels[v]}
            </button>
          ))}
        </div>
      </div>
      <ul className={list ? "divide-y divide-line" : "grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 lg:grid-cols-4"}>
        {items.map((item) => (
          <WishlistEntry key={item.itemId} item={item} list={list} locale={locale} labels={labels} />
        ))}
      </ul>
    </div>
  );
}

function WishlistEntry({ item, list, locale, labels }: { item: WishlistItemView; list: boolean; locale: string; labels: WishlistViewLabels }) {
  const notify = useNotify();
  const [pending, startTransition] = useTransition();
  const move = () =>
    startTransition(async () => {
      const result = await moveToCartAction(locale, item.itemId, item.name);
      if (result.ok) notify({ type: "success", message: result.message });
      else notify({ type: "danger", title: result.title, message: result.message });
    });
  const remove = () =>
    startTransition(async () => {
      const result = await removeWishlistItemAction(locale, item.itemId);
      if (!result.ok && result.message) notify({ type: "danger", message: result.message });
    });

  return (
    <li className={list ? "flex gap-5 py-6" : "flex flex-col"} data-testid="wishlist-item" data-sku={item.sku}>
      <Link href={item.href} className={list ? "w-28 shrink-0 md:w-[140px]" : "block"}>
        <div className="relative overflow-hidden bg-parchment" style={{ aspectRatio: "216 / 268" }}>
          {item.image ? (
            // The server computed the optimised srcset (lib/images imgAttrs).
            <img src={item.image.src} srcSet={item.image.srcSet} sizes={item.image.sizes} alt={item.image.alt} loading="lazy" className="absolute inset-0 h-full w-full object-cover" />
          ) : null}
        </div>
      </Link>
      <div className={list ? "flex flex-1 flex-col justify-center gap-2" : "mt-4 flex flex-1 flex-col gap-1.5 px-1 text-center"}>
        {item.brand ? <p className="text-[11px] uppercase tracking-label text-stone">{item.brand}</p> : null}
        <Link href={item.href} className="font-display text-[17px] leading-snug hover:underline">
          {item.name}
        </Link>
        {item.price ? (
          <p className="text-sm">
            {item.regular ? <s className="mr-2 text-stone">{item.regular}</s> : null}
            {item.price}
          </p>
        ) : null}
        <div className={list ? "mt-2 flex max-w-xs gap-3" : "mt-3 flex flex-col gap-2"}>
          <button
            type="button"
            onClick={move}
            disabled={pending || !item.inStock}
            data-testid="wishlist-move-to-cart"
            className={`${list ? "flex-1" : "w-full"} h-10 shrink-0 bg-ink px-4 text-[11px] uppercase tracking-label text-ivory transition-colors hover:bg-ink/85 disabled:cursor-not-allowed disabled:bg-stone`}
          >
            {!item.inStock ? labels.outOfStock : pending ? labels.moving : labels.moveToCart}
          </button>
          <button
            type="button"
            onClick={remove}
            disabled={pending}
            data-testid="wishlist-remove"
            className="h-10 px-4 text-[11px] uppercase tracking-label text-stone underline-offset-4 hover:text-ink hover:underline"
          >
            {labels.removeItem}
          </button>
        </div>
      </div>
    </li>
  );
}
