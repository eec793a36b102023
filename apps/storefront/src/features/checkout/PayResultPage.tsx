import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link, getPathname } from "@/i18n/navigation";
import { CompleteCardPayment } from "./components/CompleteCardPayment";
import { type PayOutcome, payOutcome } from "./schemas";

type Query = Record<string, string | string[] | undefined>;

/**
 * Spec §2.3 `/pay-result`: where the card provider's hosted page returns. A paid card places the order (then the
 * thank-you page); a payment the bank is still confirming (processing) says so and places the order once it is
 * confirmed, when the page checks again; a decline or a cancellation says so and leads back to the payment step with
 * the cart untouched; without a result there is nothing to check and the page leads back to the bag.
 */
export async function PayResultPage({ locale, query }: { locale: string; query: Promise<Query> }) {
  const [t, outcome] = await Promise.all([getTranslations({ locale, namespace: "Checkout" }), query.then(payOutcome)]);
  return (
    <section className="mx-auto max-w-xl px-6 py-20 text-center md:py-28" data-testid="pay-result" data-outcome={outcome.kind}>
      <h1 className="font-display text-4xl font-light">{t("payResult.title")}</h1>
      <div className="mt-6">
        <Outcome locale={locale} outcome={outcome} />
      </div>
    </section>
  );
}

async function Outcome({ locale, outcome }: { locale: string; outcome: PayOutcome }) {
  const t = await getTranslations({ locale, namespace: "Checkout" });
  const paymentHref = getPathname({ href: "/checkout/payment", locale });
  const back = (
    <a href={paymentHref} className="mt-10 inline-block bg-ink px-8 py-3 text-[11px] uppercase tracking-label text-ivory" data-testid="pay-result-retry">
      {t("payResult.backToPayment")}
    </a>
  );
  switch (outcome.kind) {
    case "succeeded":
      return (
        <CompleteCardPayment
          locale={locale}
          card={outcome.card}
          texts={{ placing: t("payResult.placing"), failedHeading: t("payResult.failedHeading"), backToPayment: t("payResult.backToPayment"), paymentHref }}
        />
      );
    case "processing":
      return (
        <div data-testid="pay-result-processing">
          <h2 className="font-display text-2xl font-light">{t("payResult.processingHeading")}</h2>
          <p className="mt-4 text-sm leading-relaxed">{t("payResult.processing")}</p>
          <CompleteCardPayment
            locale={locale}
            card={outcome.card}
            texts={{
              placing: t("payResult.placing"),
              failedHeading: t("payResult.failedHeading"),
              backToPayment: t("payResult.backToPayment"),
              paymentHref,
              checkAgain: t("payResult.checkAgain"),
            }}
          />
        </div>
      );
    case "declined":
      return (
        <div role="alert" data-testid="pay-result-declined">
          <h2 className="font-display text-2xl font-light">{t("payResult.declinedHeading")}</h2>
          <p className="mt-4 text-sm leading-relaxed">{outcome.reason === "insufficient_funds" ? t("payResult.insufficientFunds") : t("payResult.declined")}</p>
          <p className="mt-2 text-sm leading-relaxed text-stone">{t("errors.selectAnother")}</p>
          {back}
        </div>
      );
    case "cancelled":
      return (
        <div role="alert" data-testid="pay-result-cancelled">
          <h2 className="font-display text-2xl font-light">{t("payResult.cancelledHeading")}</h2>
          <p className="mt-4 text-sm leading-relaxed">{t("errors.cancelled")}</p>
          {back}
        </div>
      );
    default:
      return (
        <>
          <p className="text-sm leading-relaxed">{t("payResult.checking")}</p>
          <p className="mt-2 text-sm leading-relaxed text-stone">{t("payResult.wait")}</p>
          <Link href="/cart" className="mt-10 inline-block bg-ink px-8 py-3 text-[11px] uppercase tracking-label text-ivory">
            {t("payResult.backToCart")}
          </Link>
        </>
      );
  }
}

/** A shopper's own result: never indexed. */
export async function payResultMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Checkout" });
  return { title: t("payResult.title"), robots: { index: false, follow: false } };
}
