"use client";

import { useEffect } from "react";
import { type DataLayerItem, pushDataLayer } from "@/features/analytics/datalayer";

/** GA4 view_item, once per product or variant shown. */
export function ViewItem({ currency, value, item }: { currency: string | null; value: number | null; item: DataLayerItem }) {
  const key = `${item.item_id}|${item.item_variant ?? ""}`;
  useEffect(() => {
    pushDataLayer({
      event: "view_item",
      ecommerce: { ...(currency ? { currency } : {}), ...(value !== null ? { value } : {}), items: [item] },
    });
    // The key covers every field that makes this a different view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}
