"use client";

import { useEffect } from "react";
import { Link } from "@/i18n/navigation";
import { usePanel } from "@/features/layout/ui/store";
import { CloseIcon, MenuIcon } from "./icons";
import type { NavItem } from "./menu";

interface Labels {
  open: string;
  close: string;
  title: string;
}

/** The phone menu: a sidebar from the left, driven by the shared interface toggles. */
export function MobileMenu({ items, labels }: { items: NavItem[]; labels: Labels }) {
  const [open, setOpen] = usePanel("mobileMenu");

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = "";
    };
  }, [open, setOpen]);

  return (
    <>
      <button
        type="button"
        aria-label={labels.open}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
        className="p-2 md:hidden"
        data-testid="mobile-menu-button"
      >
        <MenuIcon />
      </button>
      <div
        className={`fixed inset-0 z-40 bg-ink/40 transition-opacity md:hidden ${open ? "opacity-100" : "pointer-events-none opacity-0"}`}
        onClick={() => setOpen(false)}
        aria-hidden
      />
      <nav
        id="mobile-menu"
        aria-label={labels.title}
        inert={!open}
        data-testid="mobile-menu"
        data-open={open || undefined}
        className={`fixed inset-y-0 left-0 z-50 w-[86vw] max-w-sm overflow-y-auto bg-ivory shadow-xl transition-[transform,visibility] duration-300 md:hidden ${open ? "visible translate-x-0" : "invisible -translate-x-full"}`}
      >
        <div className="flex items-center justify-between border-b border-line px-5 py-4">
          <span className="text-[11px] uppercase tracking-label">{labels.title}</span>
          <button type="button" aria-label={labels.close} onClick={() => setOpen(false)} className="p-1">
            <CloseIcon />
          </button>
        </div>
        <ul className="divide-y divide-line px-5">
          {items.map((item) => (
            <li key={item.id} className="py-3">
              {item.children.length > 0 ? (
                <details className="group/sub">
                  <summary className="flex cursor-pointer list-none items-center justify-between">
                    <Link href={item.href} prefetch={false} onClick={() => setOpen(false)} className="font-display text-xl" data-testid="mobile-menu-link">
                      {item.label}
                    </Link>
                    <span aria-hidden className="px-2 text-base transition-transform group-open/sub:rotate-45">+</span>
                  </summary>
                  <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 pl-1">
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <Link href={child.href} prefetch={false} onClick={() => setOpen(false)} className="text-sm text-stone" data-testid="mobile-menu-sublink">
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <Link href={item.href} prefetch={false} onClick={() => setOpen(false)} className="font-display text-xl" data-testid="mobile-menu-link">
                  {item.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
