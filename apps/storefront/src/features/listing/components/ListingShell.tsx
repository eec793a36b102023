"use client";

import { useRouter } from "next/navigation";
import { type MouseEvent, type ReactNode, createContext, use, useEffect, useOptimistic, useTransition } from "react";
import { pushDataLayer } from "@/features/analytics/datalayer";

/**
 * Listing links stay plain anchors (they work without JavaScript); with it, a click becomes a transition so the
 * clicked control shows its new state at once while the server renders the new listing.
 */

interface Pending {
  href: string | null;
}

const PendingContext = createContext<Pending>({ href: null });

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  price?: number;
  index: number;
}

interface Props {
  children: ReactNode;
  listId: string;
  listName: string;
  items: AnalyticsItem[];
}

export function ListingShell({ children, listId, listName, items }: Props) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const [pendingHref, setPendingHref] = useOptimistic<string | null>(null);

  useEffect(() => {
    if (items.length === 0) return;
    pushDataLayer({ event: "view_item_list", ecommerce: { item_list_id: listId, item_list_name: listName, items } });
  }, [items, listId, listName]);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target as Element;
    const card = target.closest<HTMLElement>("[data-testid=product-card]");
    if (card) {
      const item = items.find((i) => i.item_id === card.dataset.sku);
      if (item) pushDataLayer({ event: "select_item", ecommerce: { item_list_id: listId, item_list_name: listName, items: [item] } });
      return;
    }
    const anchor = target.closest<HTMLAnchorElement>("a[data-listing-link]");
    if (!anchor) return;
    event.preventDefault();
    // A choice made in a disclosure (the sort menu) closes it, as a full page load would.
    anchor.closest("details[data-closes-on-choice]")?.removeAttribute("open");
    const href = anchor.getAttribute("href") ?? "";
    startTransition(() => {
      setPendingHref(href);
      router.push(href, { scroll: anchor.dataset.listingLink === "page" });
    });
  }

  return (
    <PendingContext value={{ href: pendingHref }}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks of the anchors inside */}
      <div onClick={onClick} data-pending={isPending || undefined} className="group/listing">
        {children}
      </div>
    </PendingContext>
  );
}

/** A toggling listing link (facet value, sort, size, view): shows the state it leads to while that loads. */
export function ListingLink({
  href,
  selected,
  kind = "filter",
  className,
  children,
  label,
}: {
  href: string;
  selected: boolean;
  /** filter: toggles a value; option: one of a group (sort, size, view); page: a page number (scrolls up). */
  kind?: "filter" | "option" | "page";
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  const pending = use(PendingContext).href;
  // A filter link toggles its value, so while its own listing loads it shows the opposite of what the server said.
  const shown = pending === href ? (kind === "filter" ? !selected : true) : selected;
  return (
    <a
      href={href}
      data-listing-link={kind}
      aria-current={shown ? "true" : undefined}
      aria-label={label}
      data-selected={shown || undefined}
      rel="nofollow"
      className={className}
    >
      {children}
    </a>
  );
}
