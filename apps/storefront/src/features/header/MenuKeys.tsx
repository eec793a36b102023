"use client";

import { createContext, type KeyboardEvent, type ReactNode, use, useState } from "react";
import { ClientLink as Link } from "@/i18n/ClientLink";
import type { NavItem } from "./menu";

/** Whether the pointer or focus has reached the menu yet: until then the panels' links are not in the document. */
const MenuReachedContext = createContext(false);

/**
 * A department's panel, added once the menu is first reached (pointer or focus), drawn from its menu items: until
 * then phones and every page that is only read skip parsing, styling and hydrating a few hundred hidden links (the
 * categories stay linked from their department pages and the sitemap), and the page's data carries the items
 * rather than their element trees.
 */
export function MenuPanelLinks({ item, viewAll }: { item: NavItem; viewAll: string }) {
  if (!use(MenuReachedContext)) return null;
  return (
    <div className="mx-auto grid max-w-[1200px] grid-cols-4 gap-8 px-6 py-10 lg:grid-cols-5">
      {item.children.map((child) => (
        <div key={child.id}>
          <Link href={child.href} className="font-display text-lg text-ink hover:underline">
            {child.label}
          </Link>
          {child.children.length > 0 ? (
            <ul className="mt-3 space-y-2">
              {child.children.map((leaf) => (
                <li key={leaf.id}>
                  <Link href={leaf.href} className="text-sm text-stone hover:text-ink">
                    {leaf.label}
                  </Link>
                  {leaf.children.length > 0 ? (
                    <ul className="mt-1 space-y-1 pl-3">
                      {leaf.children.map((deep) => (
                        <li key={deep.id}>
                          <Link href={deep.href} className="text-xs text-stone hover:text-ink">
                            {deep.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
      <div className="col-span-full border-t border-line pt-4">
        <Link href={item.href} className="text-[11px] uppercase tracking-label underline underline-offset-4">
          {viewAll}
        </Link>
      </div>
    </div>
  );
}

/**
 * Keyboard behaviour of the desktop menu (spec §2.7): down opens the focused item's panel and enters it, up closes
 * it and returns to the item, left/right move between top items. Hover is CSS; the open state is `data-open`.
 */
export function MenuKeys({ label, children }: { label: string; children: ReactNode }) {
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const target = event.target as HTMLElement;
    const item = target.closest<HTMLElement>("[data-menu-item]");
    if (!item) return;
    const tops = [...event.currentTarget.querySelectorAll<HTMLElement>("[data-menu-top]")];
    const top = item.querySelector<HTMLElement>("[data-menu-top]")!;
    const onTop = target === top;
    switch (event.key) {
      case "ArrowDown": {
        event.preventDefault();
        if (onTop) {
          setOpen(item, true);
          item.querySelector<HTMLElement>("[data-menu-panel] a")?.focus();
        } else {
          moveWithin(item, target, 1);
        }
        break;
      }
      case "ArrowUp": {
        event.preventDefault();
        setOpen(item, false);
        top.focus();
        break;
      }
      case "Escape": {
        setOpen(item, false);
        top.focus();
        break;
      }
      case "ArrowRight":
      case "ArrowLeft": {
        event.preventDefault();
        const step = event.key === "ArrowRight" ? 1 : -1;
        const next = tops[(tops.indexOf(top) + step + tops.length) % tops.length]!;
        setOpen(item, false);
        next.focus();
        break;
      }
    }
  }

  return (
    <nav
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerEnter={reach}
      onFocus={(e) => {
        reach();
        closeOthers(e.currentTarget, e.target as HTMLElement);
      }}
      onMouseLeave={(e) => {
        closeOthers(e.currentTarget, null);
        unsuppress(e.currentTarget, null);
      }}
      onMouseOver={(e) => unsuppress(e.currentTarget, e.target as HTMLElement)}
      onClick={(e) => {
        // A chosen link opens its page in place (client navigation keeps the header): the panel closes, even under
        // the pointer, until the pointer leaves its item; focus goes as on a page load.
        const link = (e.target as HTMLElement).closest("a");
        const item = link?.closest<HTMLElement>("[data-menu-item]");
        if (!link || !item) return;
        closeOthers(e.currentTarget, null);
        item.setAttribute("data-suppressed", "");
        link.blur();
      }}
      className="relative hidden border-t border-line md:block"
      data-testid="desktop-menu"
    >
      <MenuReachedContext value={reached}>{children}</MenuReachedContext>
    </nav>
  );
}

function setOpen(item: HTMLElement, open: boolean) {
  if (open) item.setAttribute("data-open", "");
  else item.removeAttribute("data-open");
  item.querySelector("[data-menu-top]")?.setAttribute("aria-expanded", String(open));
}

function closeOthers(nav: HTMLElement, focused: HTMLElement | null) {
  const current = focused?.closest("[data-menu-item]");
  for (const item of nav.querySelectorAll<HTMLElement>("[data-menu-item][data-open]")) if (item !== current) setOpen(item, false);
}

/** Lets hover open an item's panel again once the pointer is elsewhere. */
function unsuppress(nav: HTMLElement, over: HTMLElement | null) {
  for (const item of nav.querySelectorAll<HTMLElement>("[data-menu-item][data-suppressed]")) {
    if (!over || !item.contains(over)) item.removeAttribute("data-suppressed");
  }
}

function moveWithin(item: HTMLElement, from: HTMLElement, step: number) {
  const links = [...item.querySelectorAll<HTMLElement>("[data-menu-panel] a")];
  links[Math.min(links.indexOf(from) + step, links.length - 1)]?.focus();
}
