import { getTranslations } from "next-intl/server";
import { accountStepHref } from "@/features/checkout/account-choice";
import { getPathname } from "@/i18n/navigation";
import { CartPageClient } from "./components/CartPageClient";
import { type CartPageLabels, cartPageLabelKeys } from "./components/labels";
import { loadCart } from "./server";

/** Spec §2.9. Reads the cart cookie, so the route renders it inside a Suspense boundary. */
export async function CartPage({ locale }: { locale: string }) {
  const [t, loaded] = await Promise.all([getTranslations({ locale, namespace: "Cart" }), loadCart(locale)]);
  const labels = Object.fromEntries(cartPageLabelKeys.map((key) => [key, t.raw(key) as string])) as CartPageLabels;
  labels.itemCount = t("itemCount", { count: loaded.cart.totalQuantity });
  const checkoutHrefs = {
    signedIn: getPathname({ href: "/checkout/shipping", locale }),
    // Spec §2.9: a guest goes to the account step opened on the guest's e-mail (sign-in is the other panel there).
    guest: getPathname({ href: accountStepHref("guest"), locale }),
  };
  return (
    <CartPageClient
      cart={loaded.cart}
      locale={locale}
      signedIn={loaded.signedIn}
      expired={loaded.expired}
      failed={loaded.failed}
      labels={labels}
      checkoutHrefs={checkoutHrefs}
    />
  );
}
