import { getTranslations } from "next-intl/server";
import { CartPanel } from "./components/CartPanel";
import { cartPanelModel } from "./components/cart-panel-model";
import { LiveCartButton } from "./components/LiveCartButton";
import { loadCart } from "./server";

/**
 * The header's cart icon: badge with total_quantity when non-zero, and the desktop hover panel. Reads cookies, so
 * it renders inside the header's Suspense boundary.
 */
export async function CartIndicator({ locale }: { locale: string }) {
  const [t, { cart, expired, failed }] = await Promise.all([getTranslations({ locale, namespace: "Header" }), loadCart(locale)]);
  return (
    <LiveCartButton
      label={t("cart")}
      count={cart.totalQuantity}
      panel={<CartPanel model={await cartPanelModel(cart, locale)} />}
      locale={locale}
      stale={expired || failed}
    />
  );
}
