import { getTranslations } from "next-intl/server";
import { formatMoney } from "@/features/pricing/rules";
import { Img } from "@/lib/images/Img";
import type { CheckoutView, MoneyView } from "./mappers";
import { type CheckoutStep, visibleSteps } from "./steps";
import { getPathname } from "@/i18n/navigation";
import { stepPath, STEPS } from "./steps";

/** The steps as a progress line: done steps link back, later ones are plain text (the guard would refuse them). */
export async function StepProgress({ locale, step, signedIn }: { locale: string; step: CheckoutStep; signedIn: boolean }) {
  const t = await getTranslations({ locale, namespace: "Checkout" });
  const shown = visibleSteps(signedIn);
  const at = STEPS.indexOf(step);
  return (
    <nav aria-label={t("steps.label")} className="mb-10" data-testid="checkout-steps">
      <ol className="grid grid-flow-col items-center gap-x-3 text-[10px] uppercase tracking-[0.12em] sm:flex sm:text-[11px] sm:tracking-label">
        {shown.map((s, i) => {
          const index = STEPS.indexOf(s);
          // Phones: the number above the name, four equal columns; wider screens: one line.
          const label = (
            <>
              <span className="block sm:inline">{i + 1}.</span> {t(`steps.${s}`)}
            </>
          );
          return (
            <li key={s} className="flex items-center gap-3 text-center sm:text-left">
              {i > 0 ? <span aria-hidden className="hidden h-px w-6 bg-line sm:block" /> : null}
              {index === at ? (
                <span aria-current="step" className="border-b border-ink pb-0.5 text-ink">{label}</span>
              ) : index < at ? (
                <a href={getPathname({ href: stepPath(s), locale })} className="text-stone underline-offset-4 hover:underline">{label}</a>
              ) : (
                <span className="text-stone/70">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? "border-t border-line pt-3 text-base font-medium" : ""}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** The cart beside every step: lines, then the totals as far as the steps have set them. */
export async function CheckoutSummary({ locale, checkout }: { locale: string; checkout: CheckoutView }) {
  const t = await getTranslations({ locale, namespace: "Checkout" });
  const money = (m: MoneyView | null) => (m ? formatMoney(m.value, m.currency, locale) : "—");
  return (
    <aside aria-labelledby="summary-heading" className="border border-line bg-white p-6" data-testid="checkout-summary">
      <h2 id="summary-heading" className="mb-1 font-display text-2xl font-light">{t("summary.heading")}</h2>
      <p className="mb-5 text-xs text-stone">{t("summary.items", { count: checkout.totalQuantity })}</p>
      <ul className="mb-6 grid gap-4">
        {checkout.lines.map((line) => (
          <li key={line.uid} className="flex gap-3 text-sm">
            <div className="relative size-16 shrink-0 bg-parchment">
              {line.image ? <Img src={line.image.url} alt={line.image.label || line.name} fill sizes="64px" className="object-contain" /> : null}
            </div>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2">{line.name}</p>
              <p className="text-xs text-stone">{t("summary.quantity", { quantity: line.quantity })}</p>
            </div>
            <p className="shrink-0">{money(line.rowTotal)}</p>
          </li>
        ))}
      </ul>
      <dl className="grid gap-2 text-sm">
        <Row label={t("summary.subtotal")} value={money(checkout.subtotal)} />
        {checkout.discount ? <Row label={checkout.coupon ?? t("summary.discount")} value={`−${money(checkout.discount)}`} /> : null}
        {!checkout.isVirtual ? (
          <Row label={t("summary.shipping")} value={checkout.selectedShipping ? money(checkout.selectedShipping.amount) : t("summary.shippingLater")} />
        ) : null}
        {checkout.tax ? <Row label={t("summary.tax")} value={money(checkout.tax)} /> : null}
        <Row label={t("summary.total")} value={money(checkout.grandTotal)} strong testId="checkout-total" />
      </dl>
    </aside>
  );
}
