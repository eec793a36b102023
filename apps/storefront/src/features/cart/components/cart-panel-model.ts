import { getImageProps } from "next/image";
import { getTranslations } from "next-intl/server";
import { formatMoney } from "@/features/pricing/rules";
import type { CartView } from "../mappers";

/**
 * What the header's cart panel shows, as data: the panel of a page rendered for the shopper and the one a site view
 * receives from `/api/shopper` (docs/adr/019) are drawn from it by the same client component.
 */
export type CartPanelModel =
  | { kind: "empty"; title: string; body: string }
  | { kind: "items"; title: string; viewCart: string; lines: CartPanelLine[] };

export interface CartPanelLine {
  uid: string;
  brand: string | null;
  name: string;
  /** "2 × £10.00" */
  quantity: string;
  /** The picture's `<img>` attributes as next/image computes them. */
  image: Record<string, unknown> | null;
}

export async function cartPanelModel(cart: CartView, locale: string): Promise<CartPanelModel> {
  const t = await getTranslations({ locale, namespace: "Cart" });
  if (cart.items.length === 0) return { kind: "empty", title: t("emptyTitle"), body: t("emptyAddMore") };
  return {
    kind: "items",
    title: t("panelTitle", { count: cart.totalQuantity }),
    viewCart: t("viewCart"),
    lines: cart.items.map((item) => ({
      uid: item.uid,
      brand: item.brand || null,
      name: item.name,
      quantity: `${item.quantity} × ${item.unitPrice ? formatMoney(item.unitPrice.value, item.unitPrice.currency, locale) : ""}`,
      image: item.image ? { ...getImageProps({ src: item.image.url, alt: item.image.label, fill: true, sizes: "64px", className: "object-cover" }).props } : null,
    })),
  };
}
