import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { formatMoney } from "@/features/pricing/rules";
import { Link } from "@/i18n/navigation";
import { isSignedIn } from "@/lib/session/session";
import { ThankYouEffects } from "./components/ThankYouEffects";
import type { MoneyView } from "./mappers";
import { loadPlacedOrder } from "./server";

type Query = Record<string, string | string[] | undefined>;

/**
 * Spec §2.3 `/thank-you`: the order just placed, its number and summary (the bag's count is not reloaded here). The
 * order's subtotal is before tax, so its tax is a line of its own, unlike the cart's tax-inclusive summary.
 */
export async function ThankYouPage({ locale, query }: { locale: string; query: Promise<Query> }) {
  const [t, result, signedIn, q] = await Promise.all([getTranslations({ locale, namespace: "Checkout" }), loadPlacedOrder(locale), isSignedIn(), query]);
  const order = result.ok ? result.data : null;
  const money = (m: MoneyView | null) => (m ? formatMoney(m.value, m.currency, locale) : "—");
  if (!order) {
    return (
      <section className="mx-auto max-w-xl px-6 py-20 text-center" data-testid="thank-you" data-order="none">
        <h1 className="font-display text-4xl font-light">{t("thankYou.title")}</h1>
        <p className="mt-6 text-sm">{result.ok ? t("errors.trackNotFound") : t("errors.loadFailed")}</p>
        <Link href="/" className="mt-10 inline-block bg-ink px-8 py-3 text-[11px] uppercase tracking-label text-ivory">
          {t("thankYou.continue")}
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-14 md:py-20" data-testid="thank-you" data-order={order.number}>
      <ThankYouEffects order={order} paidMessage={q.paid === "1" ? t("errors.paid") : null} />
      <h1 className="text-center font-display text-4xl font-light md:text-5xl">{t("thankYou.title")}</h1>
      <p className="mt-6 text-center text-lg" data-testid="thank-you-number">
        {t("thankYou.number", { number: order.number })}
      </p>
      <p className="mt-3 text-center text-sm text-stone">{t("thankYou.intro")}</p>
      <div className="mt-10 border border-line bg-white p-6">
        <h2 className="mb-4 font-display text-2xl font-light">{t("summary.heading")}</h2>
        <ul className="grid gap-3 text-sm" data-testid="thank-you-items">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-4">
              <span>
                {item.name} <span className="text-stone">× {item.quantity}</span>
              </span>
              <span>{money(item.price ? { value: item.price.value * item.quantity, currency: item.price.currency } : null)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-6 grid gap-2 border-t border-line pt-4 text-sm">
          <div className="flex justify-between"><dt>{t("summary.subtotal")}</dt><dd>{money(order.subtotal)}</dd></div>
          {order.discount ? <div className="flex justify-between"><dt>{t("summary.discount")}</dt><dd>−{money(order.discount)}</dd></div> : null}
          <div className="flex justify-between"><dt>{t("summary.shipping")}</dt><dd>{money(order.shipping)}</dd></div>
          {order.tax && order.tax.value > 0 ? <div className="flex justify-between"><dt>{t("thankYou.tax")}</dt><dd>{money(order.tax)}</dd></div> : null}
          <div className="flex justify-between border-t border-line pt-3 text-base font-medium"><dt>{t("summary.total")}</dt><dd data-testid="thank-you-total">{money(order.grandTotal)}</dd></div>
        </dl>
        <p className="mt-6 text-xs text-stone">
          {order.shippingMethod ? t("thankYou.delivery", { method: order.shippingMethod }) : null}
          {order.shippingMethod && order.paymentMethod ? " · " : null}
          {order.paymentMethod ? t("thankYou.paidWith", { method: order.paymentMethod }) : null}
        </p>
      </div>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <Link href="/" className="bg-ink px-8 py-3 text-[11px] uppercase tracking-label text-ivory">{t("thankYou.continue")}</Link>
        {signedIn ? (
          <Link href="/account/order" className="border border-ink px-8 py-3 text-[11px] uppercase tracking-label" data-testid="thank-you-orders">{t("thankYou.orders")}</Link>
        ) : null}
      </div>
    </section>
  );
}

export async function thankYouMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Checkout" });
  return { title: t("thankYou.title"), robots: { index: false, follow: false } };
}
