"use client";

import { type ReactNode, useEffect } from "react";
import { CloseIcon, SearchIcon } from "@/lib/ui/icons";
import { usePanel } from "@/lib/ui/store";

/** Opens the search overlay; clicking the backdrop or Escape closes it (spec §2.7). */
export function SearchToggle({ label, closeLabel, children }: { label: string; closeLabel: string; children: ReactNode }) {
  const [open, setOpen] = usePanel("search");
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    document.querySelector<HTMLInputElement>("#search-overlay input")?.focus();
    return () => document.removeEventListener("keydown", onKey);
  }, [open, setOpen]);

  return (
    <>
      <button type="button" aria-label={label} aria-expanded={open} aria-controls="search-overlay" onClick={() => setOpen(!open)} className="p-2" data-testid="search-toggle">
        <SearchIcon />
      </button>
      {open ? (
        <div className="fixed inset-0 z-50 bg-ink/40" onClick={() => setOpen(false)} data-testid="search-backdrop">
          <div id="search-overlay" role="dialog" aria-label={label} onClick={(e) => e.stopPropagation()} className="relative bg-ivory px-6 pb-10 pt-8 shadow-lg">
            <button type="button" aria-label={closeLabel} onClick={() => setOpen(false)} className="absolute right-4 top-4 p-2">
              <CloseIcon />
            </button>
            <div className="mx-auto max-w-3xl">{children}</div>
          </div>
        </div>
      ) : null}
    </>
  );
}
