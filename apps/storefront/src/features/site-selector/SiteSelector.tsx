"use client";

import { useRef } from "react";
import type { SiteCode } from "@/features/markets/markets";
import { CloseIcon } from "@/features/header/icons";
import { Flag } from "./flags";

export interface SiteOption {
  site: SiteCode;
  name: string;
  href: string;
  current: boolean;
}

/** A native modal dialog listing the sites; choosing one is a full navigation to that site's home. */
export function SiteSelector({ sites, label, title, closeLabel }: { sites: SiteOption[]; label: string; title: string; closeLabel: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const current = sites.find((s) => s.current);
  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        aria-haspopup="dialog"
        aria-label={label}
        className="flex items-center gap-2 p-2 text-[11px] uppercase tracking-label"
        data-testid="site-selector"
      >
        {current ? <Flag site={current.site} /> : null}
        <span className="hidden lg:inline">{current?.site}</span>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="site-selector-title"
        onClick={(e) => e.target === e.currentTarget && e.currentTarget.close()}
        className="m-auto w-[min(92vw,28rem)] bg-ivory p-0 text-ink backdrop:bg-ink/40"
        data-testid="site-dialog"
      >
        <div className="p-8">
          <div className="mb-6 flex items-center justify-between">
            <h2 id="site-selector-title" className="font-display text-2xl font-light">{title}</h2>
            <button type="button" aria-label={closeLabel} onClick={() => dialog.current?.close()} className="p-1">
              <CloseIcon />
            </button>
          </div>
          <ul className="divide-y divide-line border-y border-line">
            {sites.map((s) => (
              <li key={s.site}>
                <a
                  href={s.href}
                  aria-current={s.current ? "true" : undefined}
                  className="flex items-center gap-4 py-4 text-sm hover:bg-parchment aria-[current]:font-medium"
                  data-testid={`site-${s.site}`}
                >
                  <Flag site={s.site} />
                  <span>{s.name}</span>
                  {s.current ? <span className="ml-auto text-[10px] uppercase tracking-label text-stone">✓</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </dialog>
    </>
  );
}
