"use client";

import { BottomCartBar as Bar } from "@/features/layout/BottomCartBar";
import { useLiveCount } from "./live-count";

export function LiveBottomCartBar({ label, count }: { label: string; count: number }) {
  return <Bar label={label} count={useLiveCount(count)} />;
}
