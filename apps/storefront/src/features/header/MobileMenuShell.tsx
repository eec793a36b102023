"use client";

import { type ReactNode, useEffect, useState } from "react";
import { CloseIcon, MenuIcon } from "@/lib/ui/icons";
import { usePanel } from "@/lib/ui/store";

export interface MobileMenuLabels {
  open: string;
  close: string;
  title: string;
}

/**
 * The interactive part of the phone menu: the button, the backdrop and the sliding sidebar, driven by the shared
 * interface toggles. The links are rendered on the server and passed in; following one closes the sidebar. They
 * reach the document when the sidebar first opens, from the payload the page already has: the desktop menu holds
 * the same links, and a hidden copy of them on every page would cost phones parsing, layout and hydration.
 */
export function MobileMenuShell({ labels, children }: { labels: MobileMenuLabels; children: ReactNode }) {
  const [open, setOpen] = usePanel("mobileMenu");
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

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
        onClick={(e) => (e.target as Element).closest("a") && setOpen(false)}
        className={`fixed inset-y-0 left-0 z-50 w-[86vw] max-w-sm overflow-y-auto bg-ivory shadow-xl transition-[transform,visibility] duration-300 md:hidden ${open ? "visible translate-x-0" : "invisible -translate-x-full"}`}
      >
        <div className="flex items-center justify-between border-b border-line px-5 py-4">
          <span className="text-[11px] uppercase tracking-label">{labels.title}</span>
          <button type="button" aria-label={labels.close} onClick={() => setOpen(false)} className="p-1">
            <CloseIcon />
          </button>
        </div>
        {opened ? children : null}
      </nav>
    </>
  );
}
