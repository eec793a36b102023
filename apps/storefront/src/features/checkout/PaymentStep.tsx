/** /checkout/payment (spec §2.10): the available methods; the card on the provider's hosted page or Stripe's Payment Element. */
import { getTranslations } from "next-intl/server";
import { PaymentForm } from "./components/PaymentForm";
import type { Texts } from "./components/texts";
import { localisePayments } from "./labels";
import { LoadFailed, StepFrame } from "./pages";
import { loadCardForm, openStep } from "./server";

export async function PaymentStep({ locale }: { locale: string }) {
  const opened = await openStep(locale, "payment");
  if (!opened.ok) return <LoadFailed locale={locale} />;
  const { checkout, signedIn } = opened.data;
  const [t, cardForm] = await Promise.all([getTranslations({ locale, namespace: "Checkout" }), loadCardForm(locale)]);
  const figures = {
    currency: checkout.currency,
    value: checkout.grandTotal?.value ?? 0,
    coupon: checkout.coupon,
    items: checkout.lines.map((l) => ({ sku: l.sku, name: l.name, price: l.price ?? 0, quantity: l.quantity })),
  };
  return (
    <StepFrame locale={locale} step="payment" checkout={checkout} signedIn={signedIn}>
      <PaymentForm
        locale={locale}
        methods={localisePayments(t, checkout.paymentMethods)}
        selected={checkout.selectedPayment}
        cardForm={cardForm}
        figures={figures}
        texts={t.raw("payment") as Texts}
        errors={t.raw("errors") as Texts}
      />
    </StepFrame>
  );
}
