import { getTranslations } from "next-intl/server";

const PAYMENT_LOGOS = ["UnionPay", "Alipay", "WeChat Pay", "Visa", "Mastercard", "PayPal"] as const;
const MARKETING = ["duty", "worldwide", "freeShipping", "freeInternational", "safeToPay"] as const;

/** Payment-method logos (as word marks), the reviews badge and the marketing badges of spec §1. */
export async function Badges() {
  const t = await getTranslations("Layout");
  return (
    <section aria-label={t("badgesLabel")} className="below-fold border-t border-line px-6 py-10" data-testid="badges">
      <ul className="mx-auto grid max-w-[1200px] grid-cols-2 gap-6 text-center sm:grid-cols-3 lg:grid-cols-5" data-testid="marketing-badges">
        {MARKETING.map((key) => (
          <li key={key} className="flex flex-col items-center gap-2">
            <span aria-hidden className="badge-mark">
              {t(`badges.${key}.mark`)}
            </span>
            <span className="text-[11px] uppercase tracking-label">{t(`badges.${key}.title`)}</span>
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-10 flex max-w-[1200px] flex-col items-center gap-6 border-t border-line pt-8 md:flex-row md:justify-between">
        <ul aria-label={t("paymentLabel")} className="flex flex-wrap justify-center gap-2" data-testid="payment-badges">
          {PAYMENT_LOGOS.map((name) => (
            <li key={name} className="badge-payment">
              {name}
            </li>
          ))}
        </ul>
        <p className="text-sm" data-testid="reviews-badge">
          <span aria-hidden className="tracking-widest">★★★★★</span> <span className="text-stone">{t("reviews")}</span>
        </p>
      </div>
    </section>
  );
}
