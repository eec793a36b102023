"use client";

import { useEffect, useState, useTransition } from "react";
import { useNotify } from "@/features/notifications/Notifications";
import { createReviewAction, reviewRatingsAction } from "../review-actions";
import { REVIEW_LIMITS, type RatingMetadata, type ReviewDraft, type ReviewField, reviewProblems } from "../review-rules";

export interface ReviewFormLabels {
  write: string;
  nickname: string;
  summary: string;
  text: string;
  submit: string;
  submitting: string;
  required: string;
  tooLong: string;
  chooseRating: string;
  stars: string;
  loading: string;
  unavailable: string;
}

const EMPTY: ReviewDraft = { nickname: "", summary: "", text: "", ratings: {} };

/** Spec §3 Review: write a review (nickname, summary, text, a star rating per rating of the metadata). */
export function ReviewForm({ locale, sku, labels, opened = false }: { locale: string; sku: string; labels: ReviewFormLabels; opened?: boolean }) {
  const notify = useNotify();
  // Loaded by the shopper's click on "write a review" (WriteReview): the form shows open at once.
  const [open, setOpen] = useState(opened);
  const [ratings, setRatings] = useState<RatingMetadata[] | null>(null);
  const [draft, setDraft] = useState<ReviewDraft>(EMPTY);
  const [shown, setShown] = useState<Partial<Record<ReviewField, string>>>({});
  const [done, setDone] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const start = () => {
    setOpen(true);
    setDone(null);
    if (ratings === null) startTransition(async () => setRatings(await reviewRatingsAction(locale)));
  };

  useEffect(() => {
    if (opened) startTransition(async () => setRatings(await reviewRatingsAction(locale)));
  }, [opened, locale]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const problems = reviewProblems(draft, ratings ?? []);
    const text = (kind: string) => (kind === "tooLong" ? labels.tooLong : kind === "chooseRating" ? labels.chooseRating : labels.required);
    setShown(Object.fromEntries(problems.map((p) => [p.field, text(p.kind)])));
    if (problems.length > 0 || !ratings?.length) return;
    startTransition(async () => {
      const result = await createReviewAction(locale, {
        sku,
        nickname: draft.nickname,
        summary: draft.summary,
        text: draft.text,
        ratings: ratings.map((r) => ({ id: r.id, value_id: draft.ratings[r.id]! })),
      });
      notify({ type: result.ok ? "success" : "danger", message: result.message });
      if (result.ok) {
        setDone(result.message);
        setDraft(EMPTY);
        setOpen(false);
      }
    });
  };

  if (!open) {
    return (
      <div className="mt-8 space-y-3">
        {done ? <p role="status" className="text-sm" data-testid="review-submitted">{done}</p> : null}
        <button
          type="button"
          onClick={start}
          data-testid="write-review"
          className="border border-ink px-6 py-3 text-[11px] uppercase tracking-label transition-colors hover:bg-ink hover:text-ivory"
        >
          {labels.write}
        </button>
      </div>
    );
  }

  const field = (name: "nickname" | "summary", max: number) => (
    <label className="block">
      <span className="text-[11px] uppercase tracking-label text-stone">{labels[name]}</span>
      <input
        name={name}
        value={draft[name]}
        maxLength={max}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
        aria-invalid={shown[name] ? true : undefined}
        className="mt-1 block h-11 w-full border border-line bg-transparent px-3 text-sm focus:border-ink focus:outline-none"
      />
      {shown[name] ? <span className="mt-1 block text-xs text-sale">{shown[name]}</span> : null}
    </label>
  );

  return (
    <form onSubmit={submit} noValidate className="mt-8 max-w-xl space-y-5" data-testid="review-form">
      <h3 className="font-display text-2xl font-light">{labels.write}</h3>
      {ratings === null ? (
        <p className="text-sm text-stone">{labels.loading}</p>
      ) : ratings.length === 0 ? (
        <p className="text-sm text-sale">{labels.unavailable}</p>
      ) : (
        ratings.map((rating) => (
          <fieldset key={rating.id}>
            <legend className="text-[11px] uppercase tracking-label text-stone">{rating.name}</legend>
            <div className="mt-1 flex gap-1" data-testid="review-stars">
              {rating.values.map((v) => {
                const chosen = rating.values.findIndex((x) => x.valueId === draft.ratings[rating.id]);
                const lit = chosen >= 0 && rating.values.indexOf(v) <= chosen;
                return (
                  <label key={v.valueId} className={`cursor-pointer text-2xl ${lit ? "text-ink" : "text-line"} hover:text-ink`}>
                    <input
                      type="radio"
                      name={`rating-${rating.id}`}
                      value={v.valueId}
                      checked={draft.ratings[rating.id] === v.valueId}
                      onChange={() => setDraft({ ...draft, ratings: { ...draft.ratings, [rating.id]: v.valueId } })}
                      className="sr-only"
                      aria-label={`${v.value} ${labels.stars}`}
                    />
                    <span aria-hidden>★</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))
      )}
      {shown.ratings ? <p className="text-xs text-sale">{shown.ratings}</p> : null}
      {field("nickname", REVIEW_LIMITS.nickname)}
      {field("summary", REVIEW_LIMITS.summary)}
      <label className="block">
        <span className="text-[11px] uppercase tracking-label text-stone">{labels.text}</span>
        <textarea
          name="text"
          rows={5}
          value={draft.text}
          maxLength={REVIEW_LIMITS.text}
          onChange={(e) => setDraft({ ...draft, text: e.target.value })}
          aria-invalid={shown.text ? true : undefined}
          className="mt-1 block w-full border border-line bg-transparent p-3 text-sm focus:border-ink focus:outline-none"
        />
        {shown.text ? <span className="mt-1 block text-xs text-sale">{shown.text}</span> : null}
      </label>
      <button
        type="submit"
        disabled={pending || !ratings?.length}
        data-testid="review-submit"
        className="h-12 bg-ink px-8 text-[11px] uppercase tracking-label text-ivory hover:bg-ink/85 disabled:bg-stone"
      >
        {pending ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
