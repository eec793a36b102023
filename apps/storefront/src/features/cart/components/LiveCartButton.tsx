"use client";

import type { ReactNode } from "react";
import { CartButton } from "@/features/header/CartButton";
import { useLiveCount } from "./live-count";

/** The header's cart icon with a badge that follows the cart page's optimistic changes. */
export function LiveCartButton({ label, count, panel }: { label: string; count: number; panel: ReactNode }) {
  return <CartButton label={label} count={useLiveCount(count)} panel={panel} />;
}
