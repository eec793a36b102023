"use client";

import { useEffect } from "react";
import { pushDataLayer } from "@/features/analytics/datalayer";
import { useNotify } from "@/features/notifications/Notifications";
import { purchaseEvent } from "../analytics";
import type { OrderSummaryView } from "../mappers";

const seenKey = (number: string) => `maison-purchase-${number}`;

/**
 * The thank-you page's one-off effects: the GA4 purchase event and, after a card payment, the spec's success
 * notice — once per order in this tab, so a reload neither counts the sale twice nor repeats the notice.
 */
export function ThankYouEffects({ order, paidMessage }: { order: OrderSummaryView; paidMessage: string | null }) {
  const notify = useNotify();
  useEffect(() => {
    const key = seenKey(order.number);
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, "1");
    } catch {
      // Storage refused (private mode): the event may repeat on reload; GA4 drops repeated transaction ids.
    }
    pushDataLayer(purchaseEvent(order));
    if (paidMessage) notify({ type: "success", message: paidMessage });
  }, [order, paidMessage, notify]);
  return null;
}
