/** /checkout/billing (spec §2.10): the delivery address by default, or another. */
import { getTranslations } from "next-intl/server";
import { BillingForm } from "./components/BillingForm";
import type { Texts } from "./components/texts";
import { sameAddress } from "./mappers";
import { LoadFailed, StepFrame, addressData, addressTexts, preselect } from "./pages";
import { openStep } from "./server";

export async function BillingStep({ locale }: { locale: string }) {
  const opened = await openStep(locale, "billing");
  if (!opened.ok) return <LoadFailed locale={locale} />;
  const { checkout, signedIn } = opened.data;
  const billing = checkout.billingAddress;
  const same = billing === null || sameAddress(billing, checkout.shippingAddress);
  const [t, texts, data] = await Promise.all([getTranslations({ locale, namespace: "Checkout" }), addressTexts(locale), addressData(locale, signedIn, same ? null : billing)]);
  return (
    <StepFrame locale={locale} step="billing" checkout={checkout} signedIn={signedIn}>
      <BillingForm
        locale={locale}
        signedIn={signedIn}
        shipping={checkout.shippingAddress}
        sameAsShipping={same}
        {...data}
        preselected={preselect(data.saved, same ? null : billing, "billing")}
        texts={t.raw("billing") as Texts}
        addressTexts={texts}
      />
    </StepFrame>
  );
}
