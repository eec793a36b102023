"use client";

import { type ReactNode, useState } from "react";

/**
 * The options of a long facet past the first few: added to the list when the shopper asks for them (they come from
 * the payload the page already has). A brand facet can hold dozens of options, each a link, most never looked at;
 * leaving them out of the first render spares every listing parsing, styling and hydrating them.
 */
export function MoreFacetOptions({ more, fewer, children }: { more: string; fewer: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {open ? children : null}
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
    </>
  );
}
