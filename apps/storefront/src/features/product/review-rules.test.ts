import { describe, expect, it } from "vitest";
import { REVIEW_LIMITS, reviewProblems } from "./review-rules";

const ratings = [{ id: "MQ==", name: "Rating", values: [1, 2, 3, 4, 5].map((v) => ({ valueId: `v${v}`, value: String(v) })) }];
const draft = { nickname: "Ann", summary: "Lovely", text: "Soft and light.", ratings: { "MQ==": "v4" } };

describe("reviewProblems", () => {
  it("accepts a complete draft", () => {
    expect(reviewProblems(draft, ratings)).toEqual([]);
  });

  it("requires each field and every rating", () => {
    expect(reviewProblems({ nickname: " ", summary: "", text: "\n", ratings: {} }, ratings)).toEqual([
      { field: "nickname", kind: "required" },
      { field: "summary", kind: "required" },
      { field: "text", kind: "required" },
      { field: "ratings", kind: "chooseRating" },
    ]);
    expect(reviewProblems({ ...draft, ratings: { "MQ==": "not-a-value" } }, ratings)).toEqual([{ field: "ratings", kind: "chooseRating" }]);
  });

  it("bounds the lengths as the backend does", () => {
    const long = { ...draft, nickname: "n".repeat(REVIEW_LIMITS.nickname + 1), text: "t".repeat(REVIEW_LIMITS.text + 1) };
    expect(reviewProblems(long, ratings)).toEqual([{ field: "nickname", kind: "tooLong" }, { field: "text", kind: "tooLong" }]);
    expect(reviewProblems({ ...draft, summary: "s".repeat(REVIEW_LIMITS.summary) }, ratings)).toEqual([]);
  });
});
