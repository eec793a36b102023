"use client";

import { type ComponentProps, lazy, Suspense } from "react";

const SearchOverlayClient = lazy(() => import("./SearchOverlayClient").then((m) => ({ default: m.SearchOverlayClient })));

/**
 * The overlay's code loads when the shopper opens search (the toggle mounts this only then), not with every page.
 */
export function LazySearchOverlay(props: ComponentProps<typeof SearchOverlayClient>) {
  return (
    <Suspense fallback={<div className="h-12 border-b border-ink" aria-hidden />}>
      <SearchOverlayClient {...props} />
    </Suspense>
  );
}
