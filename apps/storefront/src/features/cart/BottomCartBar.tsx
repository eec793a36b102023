import { Suspense } from "react";
import { BottomCartBarView } from "./components/BottomCartBarView";
import { LiveBottomCartBar } from "./components/LiveBottomCartBar";
import { loadCart } from "./server";

/**
 * The phone-width cart bar. It reads the pathname, which a prerendered shell does not know yet, and then the cart
 * cookie: the bar without a count stands in until the cart has loaded.
 */
export function BottomCartBar({ locale, label }: { locale: string; label: string }) {
  return (
    <Suspense fallback={null}>
      <Suspense fallback={<BottomCartBarView label={label} />}>
        <CountedBottomCartBar locale={locale} label={label} />
      </Suspense>
    </Suspense>
  );
}

async function CountedBottomCartBar({ locale, label }: { locale: string; label: string }) {
  const { cart } = await loadCart(locale);
  return <LiveBottomCartBar label={label} count={cart.totalQuantity} />;
}
