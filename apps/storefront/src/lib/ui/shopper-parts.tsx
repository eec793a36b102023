"use client";

import { createContext, type ReactNode, useContext, useEffect, useState } from "react";

/**
 * The shopper's own parts of a page shared caches keep (docs/adr/018): the page carries the site's default copy of
 * each part (an empty cart, signed out) and asks for the shopper's with one small request of its own once it is in
 * the browser, again whenever the page's server render arrives anew (after an action refreshed it, say).
 */
export interface ShopperParts {
  tools: ReactNode;
  bottomBar: ReactNode;
}

const Parts = createContext<Partial<ShopperParts>>({});

interface Props {
  /** A server action: the parts rendered for this request's cookies, for the page at `path`. */
  load: (path: string) => Promise<ShopperParts>;
  /** A new object with every server render of the page: the parts are asked for again. */
  renderedWith: object;
  children: ReactNode;
}

/** Requests for the parts in the order they were made: an older answer arriving late never replaces a newer one. */
let lastRequest = 0;

export function ShopperPartsProvider({ load, renderedWith, children }: Props) {
  const [parts, setParts] = useState<Partial<ShopperParts>>({});
  useEffect(() => {
    const request = ++lastRequest;
    let current = true;
    load(window.location.pathname).then(
      (loaded) => current && request === lastRequest && setParts(loaded),
      // The site's default copy stays: the page still works, signed out and with the cart page one click away.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [load, renderedWith]);
  return <Parts.Provider value={parts}>{children}</Parts.Provider>;
}

/** The shopper's part once it has arrived, the site's default copy until then. */
export function ShopperSlot({ part, fallback }: { part: keyof ShopperParts; fallback: ReactNode }) {
  const parts = useContext(Parts);
  return <>{parts[part] ?? fallback}</>;
}
