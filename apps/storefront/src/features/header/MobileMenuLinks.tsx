"use client";

import { ClientLink as Link } from "@/i18n/ClientLink";
import type { NavItem } from "./menu";

/**
 * The phone menu's links, drawn from the menu items: the page's data carries the items once (the desktop menu's are
 * the same objects) rather than a second element tree of every link.
 */
export function MobileMenuLinks({ items }: { items: NavItem[] }) {
  return (
    <ul className="divide-y divide-line px-5">
      {items.map((item) => (
        <li key={item.id} className="py-3">
          {item.children.length > 0 ? (
            <details className="group/sub">
              <summary className="flex cursor-pointer list-none items-center justify-between">
                <Link href={item.href} className="font-display text-xl" data-testid="mobile-menu-link">
                  {item.label}
                </Link>
                <span aria-hidden className="px-2 text-base transition-transform group-open/sub:rotate-45">
                  +
                </span>
              </summary>
              <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 pl-1">
                {item.children.map((child) => (
                  <li key={child.id}>
                    <Link href={child.href} className="text-sm text-stone" data-testid="mobile-menu-sublink">
                      {child.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          ) : (
            <Link href={item.href} className="font-display text-xl" data-testid="mobile-menu-link">
              {item.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
