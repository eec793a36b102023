"use client";

import { useState } from "react";
import { ListingLink } from "./ListingShell";

/**
 * A facet's options, rendered from a small view model: `[href, label, count, selected, swatch]` per option. Rendered
 * on the server as any component; what the page's data carries for hydration is this list instead of every
 * option's element tree (a listing's facets hold a few hundred links).
 */
export type CompactOption = [href: string, label: string, count: number, selected: 0 | 1, swatch?: string];

/** A list facet shows this many options at first; the rest follow on request unless one of them is selected. */
const FIRST_OPTIONS = 8;
const DEFAULT_SWATCH = "conic-gradient(#c8a951, #6d1a2b, #1f2a44, #2e4b3a, #c8a951)";

export function FacetOptionList({ options, more, fewer }: { options: CompactOption[]; more: string; fewer: string }) {
  const [open, setOpen] = useState(false);
  const fold = options.length > FIRST_OPTIONS + 1 && !options.slice(FIRST_OPTIONS).some((o) => o[3] === 1);
  const shown = fold && !open ? options.slice(0, FIRST_OPTIONS) : options;
  return (
    <ul className="mt-4 max-h-72 space-y-2 overflow-y-auto pr-1">
      {shown.map(([href, label, count, selected]) => (
        <li key={href}>
          <ListingLink href={href} selected={selected === 1} className="facet-option">
            <span aria-hidden className="facet-box" />
            <span className="flex-1">{label}</span>
            <span className="text-xs text-stone">{count}</span>
          </ListingLink>
        </li>
      ))}
      {fold ? (
        <li>
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            className="text-xs uppercase tracking-label underline underline-offset-4"
            data-testid="facet-more"
          >
            {open ? fewer : more}
          </button>
        </li>
      ) : null}
    </ul>
  );
}

export function SwatchOptions({ options }: { options: CompactOption[] }) {
  return (
    <ul className="mt-4 grid grid-cols-5 gap-3">
      {options.map(([href, label, count, selected, swatch]) => (
        <li key={href}>
          <ListingLink
            href={href}
            selected={selected === 1}
            label={`${label} (${count})`}
            className="facet-swatch-option"
          >
            <span className="facet-swatch" style={{ background: swatch ?? DEFAULT_SWATCH }} />
            <span className="line-clamp-1 max-w-full text-center">{label}</span>
          </ListingLink>
        </li>
      ))}
    </ul>
  );
}
