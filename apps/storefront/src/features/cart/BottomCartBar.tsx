import { LiveBottomCartBar } from "./components/LiveBottomCartBar";
import { loadCart } from "./server";

/** The phone-width cart bar with the cart's count. Reads cookies: mount it inside a Suspense boundary. */
export async function BottomCartBar({ locale, label }: { locale: string; label: string }) {
  const { cart } = await loadCart(locale);
  return <LiveBottomCartBar label={label} count={cart.totalQuantity} />;
}
