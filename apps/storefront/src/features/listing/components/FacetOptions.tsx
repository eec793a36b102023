"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";
import { ListingLink } from "./ListingShell";

/**
 * A facet's options, rendered from a small view model: `[href, label, count, selected, swatch]` per option. Rendered
 * on the server as any component; what the page's data carries for hydration is this list instead of every
 * option's element tree (a listing's facets hold a few hundred links).
 */
export type CompactOption = [href: string, label: string, count: number, selected: 0 | 1, swatch?: string];

/** A list facet shows this many options at first, a swatch facet three rows; the rest follow on request. */
const FIRST_OPTIONS = 8;
const FIRST_SWATCHES = 15;

interface ListProps {
  options: CompactOption[];
  more: string;
  fewer: string;
  /** The facet starts closed: its options are drawn when it is first opened. */
  closed?: boolean;
}

/** The options past the first few, unless one of them is selected: shown on request. */
function useFold(options: CompactOption[], first: number) {
  const [open, setOpen] = useState(false);
  const fold = options.length > first + 1 && !options.slice(first).some((o) => o[3] === 1);
  return { fold, open, toggle: () => setOpen(!open), shown: fold && !open ? options.slice(0, first) : options };
}

/** Whether the facet's `<details>` has been opened yet (a closed facet draws nothing before). */
function useOpened(closed: boolean) {
  const ref = useRef<HTMLUListElement>(null);
  const [opened, setOpened] = useState(!closed);
  useEffect(() => {
    const details = ref.current?.closest("details");
    if (opened || !details) return;
    if (details.open) return setOpened(true);
    const onToggle = () => details.open && setOpened(true);
    details.addEventListener("toggle", onToggle);
    return () => details.removeEventListener("toggle", onToggle);
  }, [opened]);
  return { ref, opened };
}

interface MoreProps {
  open: boolean;
  more: string;
  fewer: string;
  toggle: () => void;
  className?: string;
}

function MoreButton({ open, more, fewer, toggle, className }: MoreProps): ReactNode {
  return (
    <li className={className}>
      <button type="button" aria-expanded={open} onClick={toggle} className="text-xs uppercase tracking-label underline underline-offset-4" data-testid="facet-more">
        {open ? fewer : more}
      </button>
    </li>
  );
}

export function FacetOptionList({ options, more, fewer, closed = false }: ListProps) {
  const { fold, open, toggle, shown } = useFold(options, FIRST_OPTIONS);
  const { ref, opened } = useOpened(closed);
  return (
    <ul ref={ref} className="mt-4 max-h-72 space-y-2 overflow-y-auto pr-1">
      {(opened ? shown : []).map(([href, label, count, selected]) => (
        <li key={href}>
          <ListingLink href={href} selected={selected === 1} className="facet-option">
            <span aria-hidden className="facet-box" />
            <span className="flex-1">{label}</span>
            <span className="text-xs text-stone">{count}</span>
          </ListingLink>
        </li>
      ))}
      {fold && opened ? <MoreButton open={open} more={more} fewer={fewer} toggle={toggle} /> : null}
    </ul>
  );
}

export function SwatchOptions({ options, more, fewer, closed = false }: ListProps) {
  const { fold, open, toggle, shown } = useFold(options, FIRST_SWATCHES);
  const { ref, opened } = useOpened(closed);
  return (
    <ul ref={ref} className="mt-4 grid grid-cols-5 gap-3">
      {(opened ? shown : []).map(([href, label, count, selected, swatch]) => (
        <li key={href}>
          <ListingLink href={href} selected={selected === 1} label={`${label} (${count})`} className="facet-swatch-option">
            {/* Without a known colour the swatch's own background (globals.css) shows. */}
            <span className="facet-swatch" style={swatch ? { background: swatch } : undefined} />
            <span className="facet-swatch-label">{label}</span>
          </ListingLink>
        </li>
      ))}
      {fold && opened ? <MoreButton open={open} more={more} fewer={fewer} toggle={toggle} className="col-span-5" /> : null}
    </ul>
  );
}
