/** /checkout/shipping (spec §2.10): the delivery address, then the delivery method. */
import { getTranslations } from "next-intl/server";
import { ShippingForm } from "./components/ShippingForm";
import type { Texts } from "./components/texts";
import { localiseMethods } from "./labels";
import { LoadFailed, StepFrame, addressData, addressTexts, preselect } from "./pages";
import { openStep } from "./server";

export async function ShippingStep({ locale }: { locale: string }) {
  const opened = await openStep(locale, "shipping");
  if (!opened.ok) return <LoadFailed locale={locale} />;
  const { checkout, signedIn } = opened.data;
  const [t, texts, data] = await Promise.all([getTranslations({ locale, namespace: "Checkout" }), addressTexts(locale), addressData(locale, signedIn, checkout.shippingAddress)]);
  return (
    <StepFrame locale={locale} step="shipping" checkout={checkout} signedIn={signedIn}>
      <ShippingForm
        locale={locale}
        signedIn={signedIn}
        {...data}
        preselected={preselect(data.saved, checkout.shippingAddress, "shipping")}
        current={checkout.shippingAddress}
        methods={localiseMethods(t, checkout.shippingMethods)}
        noShipping={checkout.noShipping}
        selected={checkout.selectedShipping?.id ?? null}
        texts={t.raw("shipping") as Texts}
        errors={t.raw("errors") as Texts}
        addressTexts={texts}
      />
    </StepFrame>
  );
}
