/** The backend's bounds on a review (createProductReview), checked by the form before sending. */
export const REVIEW_LIMITS = { nickname: 128, summary: 255, text: 10_000 } as const;

export interface RatingMetadata {
  id: string;
  name: string;
  values: { valueId: string; value: string }[];
}

export interface ReviewDraft {
  nickname: string;
  summary: string;
  text: string;
  /** Chosen value id per rating id. */
  ratings: Record<string, string>;
}

export type ReviewField = "nickname" | "summary" | "text" | "ratings";
export type ReviewProblem = { field: ReviewField; kind: "required" | "tooLong" | "chooseRating" };

/** What is wrong with a draft, field by field, before it is sent. */
export function reviewProblems(draft: ReviewDraft, ratings: readonly RatingMetadata[]): ReviewProblem[] {
  const problems: ReviewProblem[] = [];
  for (const field of ["nickname", "summary", "text"] as const) {
    const value = draft[field].trim();
    if (!value) problems.push({ field, kind: "required" });
    else if (value.length > REVIEW_LIMITS[field]) problems.push({ field, kind: "tooLong" });
  }
  if (ratings.some((r) => !r.values.some((v) => v.valueId === draft.ratings[r.id]))) {
    problems.push({ field: "ratings", kind: "chooseRating" });
  }
  return problems;
}
