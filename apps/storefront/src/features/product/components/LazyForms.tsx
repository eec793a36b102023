"use client";

import { type ComponentProps, lazy, Suspense } from "react";

// Bundle and grouped products are a small share of the catalogue: their forms' code loads only on their pages.
const BundleForm = lazy(() => import("./BundleForm").then((m) => ({ default: m.BundleForm })));
const GroupedForm = lazy(() => import("./GroupedForm").then((m) => ({ default: m.GroupedForm })));

export function LazyBundleForm(props: ComponentProps<typeof BundleForm>) {
  return (
    <Suspense fallback={<div className="min-h-48" aria-busy="true" />}>
      <BundleForm {...props} />
    </Suspense>
  );
}

export function LazyGroupedForm(props: ComponentProps<typeof GroupedForm>) {
  return (
    <Suspense fallback={<div className="min-h-48" aria-busy="true" />}>
      <GroupedForm {...props} />
    </Suspense>
  );
}
