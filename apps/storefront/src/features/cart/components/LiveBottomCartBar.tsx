"use client";

import { BottomCartBarView } from "./BottomCartBarView";
import { useLiveCount } from "./live-count";

export function LiveBottomCartBar({ label, count }: { label: string; count: number }) {
  return <BottomCartBarView label={label} count={useLiveCount(count)} />;
}
