import { type ReactNode, Suspense } from "react";
import type { CatalogView } from "@/lib/commerce/server";

/**
 * A Suspense boundary for a page rendered for its shopper, where the frame goes out first and the part streams in.
 * A site view (ADR 010) has none: the front sends it whole (docs/adr/019), so nothing is gained by streaming, and a
 * part still pending when the shell is written would leave the page's title, canonical and hreflang links in the
 * body instead of the head. Crawlers and browsers then get the same head, whichever copy a shared cache keeps.
 */
export function ShopperBoundary({ view, fallback, children }: { view: CatalogView; fallback: ReactNode; children: ReactNode }) {
  return view === "site" ? children : <Suspense fallback={fallback}>{children}</Suspense>;
}
