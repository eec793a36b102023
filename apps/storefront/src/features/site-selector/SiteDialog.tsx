"use client";

import { type ReactNode, useRef } from "react";
import { CloseIcon } from "@/lib/ui/icons";

/**
 * The interactive shell of the site selector: the button opens a native modal dialog, the close button and a click
 * on the backdrop close it. The flags and the list of sites are rendered on the server and passed in.
 */
export function SiteDialog({
  label,
  title,
  closeLabel,
  button,
  children,
}: {
  label: string;
  title: string;
  closeLabel: string;
  button: ReactNode;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
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
        {button}
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
          {children}
        </div>
      </dialog>
    </>
  );
}
