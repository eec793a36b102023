import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { getPathname } from "@/i18n/navigation";
import { marketForLocale } from "@/lib/markets/markets";
import type { SearchParams } from "@/lib/url/search-params";
import { AccountFrame, AccountLoading } from "../AccountFrame";
import { formatAmount, formatDate } from "../format";
import { pageParam } from "../schemas";
import { loadReviews, loadStoreCredit } from "../loaders";
import { LoadFailed, Pager } from "./parts";

/** /account/my-reviews: the reviews the customer wrote (customer.reviews), whatever their moderation status. */
export async function ReviewsScreen({ locale, searchParams }: { locale: string; searchParams: Promise<SearchParams> }) {
  const t = await getTranslations({ locale, namespace: "Account" });
  return (
    <AccountFrame locale={locale} screen="reviews" heading={t("reviews.heading")}>
      <Suspense fallback={<AccountLoading />}>
        <Reviews locale={locale} searchParams={searchParams} />
      </Suspense>
    </AccountFrame>
  );
}

async function Reviews({ locale, searchParams }: { locale: string; searchParams: Promise<SearchParams> }) {
  const page = pageParam((await searchParams).page);
  const [t, result] = await Promise.all([getTranslations({ locale, namespace: "Account" }), loadReviews(locale, page)]);
  if (!result.ok) return <LoadFailed text={t("loadFailed")} />;
  const { reviews, totalPages } = result.data;
  if (reviews.length === 0) return <p className="text-sm" data-testid="reviews-empty">{t("reviews.empty")}</p>;
  return (
    <div>
      <ul className="grid grid-cols-1 gap-6">
        {reviews.map((review, i) => (
          <li key={i} className="border-b border-line pb-6 text-sm" data-testid="review-item">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-medium">
                {review.productHref ? (
                  <a href={getPathname({ href: review.productHref, locale })} className="underline underline-offset-4">
                    {review.productName}
                  </a>
                ) : (
                  review.productName
                )}
              </p>
              <p className="text-stone">{formatDate(review.date, locale)}</p>
            </div>
            <p className="mt-1" aria-label={t("reviews.rating", { rating: review.rating })}>
              <span aria-hidden>{"★".repeat(Math.round(review.rating))}{"☆".repeat(5 - Math.round(review.rating))}</span>
            </p>
            {review.status && review.status !== "APPROVED" ? <p className="mt-1 text-xs uppercase tracking-label text-stone">{t("reviews.pending")}</p> : null}
            <p className="mt-2 font-medium">{review.summary}</p>
            <p className="mt-1 whitespace-pre-line">{review.text}</p>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        totalPages={totalPages}
        hrefOf={(p) => getPathname({ href: { pathname: "/account/my-reviews", query: { page: String(p) } }, locale })}
        labels={{ previous: t("reviews.previous"), next: t("reviews.next"), page: t("reviews.page", { page, total: totalPages }), nav: t("reviews.pagination") }}
      />
    </div>
  );
}

/** /account/store-credit: the balance and its history (extension). */
export async function StoreCreditScreen({ locale, searchParams }: { locale: string; searchParams: Promise<SearchParams> }) {
  const t = await getTranslations({ locale, namespace: "Account" });
  return (
    <AccountFrame locale={locale} screen="storeCredit" heading={t("storeCredit.heading")}>
      <Suspense fallback={<AccountLoading />}>
        <StoreCredit locale={locale} searchParams={searchParams} />
      </Suspense>
    </AccountFrame>
  );
}

async function StoreCredit({ locale, searchParams }: { locale: string; searchParams: Promise<SearchParams> }) {
  const page = pageParam((await searchParams).page);
  const [t, result] = await Promise.all([getTranslations({ locale, namespace: "Account" }), loadStoreCredit(locale, page)]);
  if (!result.ok) return <LoadFailed text={t("loadFailed")} />;
  const { balance, history, totalPages } = result.data;
  return (
    <div className="grid grid-cols-1 gap-8">
      <div className="border border-line p-5">
        <h2 className="text-xs uppercase tracking-label text-stone">{t("storeCredit.balance")}</h2>
        <p className="mt-2 font-display text-3xl font-light" data-testid="store-credit-balance">
          {formatAmount(balance, locale) || formatAmount({ value: 0, currency: marketForLocale(locale).currency }, locale)}
        </p>
      </div>
      <section aria-labelledby="credit-history">
        <h2 id="credit-history" className="mb-4 text-xs uppercase tracking-label">
          {t("storeCredit.history")}
        </h2>
        {history.length === 0 ? (
          <p className="text-sm" data-testid="store-credit-empty">{t("storeCredit.empty")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[520px] border-collapse text-left text-sm" data-testid="store-credit-history">
              <thead className="text-xs uppercase tracking-label text-stone">
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-4 font-normal">{t("storeCredit.date")}</th>
                  <th scope="col" className="py-2 pr-4 font-normal">{t("storeCredit.action")}</th>
                  <th scope="col" className="py-2 pr-4 font-normal">{t("storeCredit.reason")}</th>
                  <th scope="col" className="py-2 pr-4 text-right font-normal">{t("storeCredit.change")}</th>
                  <th scope="col" className="py-2 text-right font-normal">{t("storeCredit.after")}</th>
                </tr>
              </thead>
              <tbody>
                {history.map((h, i) => (
                  <tr key={i} className="border-b border-line" data-testid="store-credit-row">
                    <td className="py-3 pr-4">{formatDate(h.date, locale)}</td>
                    <td className="py-3 pr-4">{h.action}</td>
                    <td className="py-3 pr-4">{h.reason}</td>
                    <td className="py-3 pr-4 text-right">{h.change && h.change.value > 0 ? "+" : ""}{formatAmount(h.change, locale)}</td>
                    <td className="py-3 text-right">{formatAmount(h.balance, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager
          page={page}
          totalPages={totalPages}
          hrefOf={(p) => getPathname({ href: { pathname: "/account/store-credit", query: { page: String(p) } }, locale })}
          labels={{ previous: t("storeCredit.previous"), next: t("storeCredit.next"), page: t("storeCredit.page", { page, total: totalPages }), nav: t("storeCredit.pagination") }}
        />
      </section>
    </div>
  );
}
