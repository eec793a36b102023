import { Img as Image } from "@/lib/images/Img";
import { getTranslations } from "next-intl/server";
import { formatMoney } from "@/features/pricing/rules";
import { Link } from "@/i18n/navigation";
import type { CartView } from "../mappers";

/** The desktop hover panel: "Your Cart({n})" with the items, or the empty-cart panel. */
export async function CartPanel({ cart, locale }: { cart: CartView; locale: string }) {
  const t = await getTranslations({ locale, namespace: "Cart" });
  if (cart.items.length === 0) {
    return (
      <div className="text-center" data-testid="cart-empty">
        <p className="font-display text-xl">{t("emptyTitle")}</p>
        <p className="mt-2 text-sm text-stone">{t("emptyAddMore")}</p>
      </div>
    );
  }
  return (
    <div data-testid="cart-panel-items">
      <p className="font-display text-xl">{t("panelTitle", { count: cart.totalQuantity })}</p>
      <ul className="mt-4 max-h-80 divide-y divide-line overflow-y-auto">
        {cart.items.map((item) => (
          <li key={item.uid} className="flex gap-3 py-3">
            <div className="relative h-16 w-16 shrink-0 bg-parchment">
              {item.image ? <Image src={item.image.url} alt={item.image.label} fill sizes="64px" className="object-cover" /> : null}
            </div>
            <div className="min-w-0 flex-1 text-sm">
              {item.brand ? <p className="text-[10px] uppercase tracking-label text-stone">{item.brand}</p> : null}
              <p className="truncate">{item.name}</p>
              <p className="text-stone">
                {item.quantity} × {item.unitPrice ? formatMoney(item.unitPrice.value, item.unitPrice.currency, locale) : ""}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Link href="/cart" className="mt-4 block bg-ink px-4 py-3 text-center text-xs uppercase tracking-label text-ivory">
        {t("viewCart")}
      </Link>
    </div>
  );
}
