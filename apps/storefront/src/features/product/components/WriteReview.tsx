"use client";

import { lazy, Suspense, useState } from "react";
import type { ReviewFormLabels } from "./ReviewForm";

const loadForm = () => import("./ReviewForm");
const ReviewForm = lazy(() => loadForm().then((m) => ({ default: m.ReviewForm })));

interface Props {
  locale: string;
  sku: string;
  labels: ReviewFormLabels;
}

/**
 * The reviews' "write a review" button. The form's code (fields, checks, its server calls) is not needed to show the
 * product page: it loads when the shopper points at or focuses the button, and the form opens on the click.
 */
export function WriteReview({ locale, sku, labels }: Props) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <div className="mt-8 space-y-3">
      <button
        type="button"
        onClick={() => setWanted(true)}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        disabled={wanted}
        data-testid="write-review"
        className="border border-ink px-6 py-3 text-[11px] uppercase tracking-label transition-colors hover:bg-ink hover:text-ivory"
      >
        {labels.write}
      </button>
    </div>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ReviewForm locale={locale} sku={sku} labels={labels} opened />
    </Suspense>
  );
}
