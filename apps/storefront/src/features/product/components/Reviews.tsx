import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { CatalogView } from "@/lib/commerce/server";
import type { Selection } from "../mappers/configurable";
import { getProductReviews } from "../queries";
import { WriteReview } from "./WriteReview";
import { Stars } from "./Stars";

interface Props {
  locale: string;
  /** The site's reviews need no cookies: they belong to the site view's prerendered page. */
  view: CatalogView;
  urlKey: string;
  uid: string;
  sku: string;
  path: string;
  reviewCount: number;
  page: number;
  /** Kept in the paging links so paging never drops the chosen shade. */
  selection: Selection;
}

export async function Reviews({ locale, view, urlKey, uid, sku, path, reviewCount, page, selection }: Props) {
  const t = await getTranslations({ locale, namespace: "Reviews" });
  const result = reviewCount > 0 ? await getProductReviews(locale, view, urlKey, uid, page, reviewCount) : null;
  const reviews = result?.ok ? result.data : null;
  const average = reviews?.average ?? 0;
  const query = (p: number) => ({ ...Object.fromEntries(Object.entries(selection).map(([k, v]) => [k, String(v)])), reviews: String(p) });

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-24 border-t border-line pt-14" data-testid="reviews">
      <div className="grid gap-10 md:grid-cols-[280px_minmax(0,1fr)] md:gap-16">
        <div>
          <h2 id="reviews-title" className="font-display text-3xl font-light">
            {t("title")}
          </h2>
          {reviewCount > 0 ? (
            <div className="mt-6 space-y-2" data-testid="rating-summary">
              <p className="font-display text-5xl font-light">{average.toFixed(1)}</p>
              <Stars value={average} className="text-lg" />
              <p className="text-sm text-stone">{t("summary", { average: average.toFixed(1), count: reviewCount })}</p>
            </div>
          ) : (
            <p className="mt-6 text-sm text-stone">{t("none")}</p>
          )}
          <WriteReview
            locale={locale}
            sku={sku}
            labels={{
              write: t("form.write"),
              nickname: t("form.nickname"),
              summary: t("form.summary"),
              text: t("form.text"),
              submit: t("form.submit"),
              submitting: t("form.submitting"),
              required: t("form.required"),
              tooLong: t("form.tooLong"),
              chooseRating: t("form.chooseRating"),
              stars: t("form.stars"),
              loading: t("form.loading"),
              unavailable: t("form.unavailable"),
            }}
          />
        </div>
        {reviews && reviews.items.length > 0 ? (
          <div>
            <ol className="below-fold divide-y divide-line" data-testid="review-list" data-page={reviews.page}>
              {reviews.items.map((r, i) => (
                <li key={`${reviews.page}-${i}`} className="py-6 first:pt-0">
                  <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                    {r.rating !== null ? (
                      <>
                        <Stars value={r.rating} className="text-sm" />
                        <span className="sr-only">{t("rated", { rating: r.rating })}</span>
                      </>
                    ) : null}
                    <p className="text-[11px] uppercase tracking-label">{r.nickname}</p>
                    {r.date ? <p className="text-[12px] text-stone">{r.date}</p> : null}
                  </div>
                  {r.summary ? <h3 className="mt-3 font-display text-xl">{r.summary}</h3> : null}
                  <p className="mt-2 whitespace-pre-line break-words text-sm leading-relaxed text-ink/85" data-testid="review-text">{r.text}</p>
                </li>
              ))}
            </ol>
            {reviews.totalPages > 1 ? (
              <nav aria-label={t("pages")} className="mt-8 flex items-center justify-between border-t border-line pt-6 text-[11px] uppercase tracking-label">
                {reviews.page > 1 ? (
                  <Link href={{ pathname: path, query: query(reviews.page - 1), hash: "reviews" }} data-testid="reviews-prev">
                    ← {t("previous")}
                  </Link>
                ) : (
                  <span />
                )}
                <span className="text-stone">{t("page", { page: reviews.page, total: reviews.totalPages })}</span>
                {reviews.page < reviews.totalPages ? (
                  <Link href={{ pathname: path, query: query(reviews.page + 1), hash: "reviews" }} data-testid="reviews-next">
                    {t("next")} →
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
