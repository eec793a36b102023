import { describe, expect, it } from "vitest";
import { reviewsPageParam, toReviews } from "./reviews";

const review = (rating: string, text = "Lovely") => ({
  nickname: "Ann &amp; Bo",
  summary: "Great",
  text,
  created_at: "2026-03-04 10:00:00",
  average_rating: 80,
  ratings_breakdown: [{ name: "Rating", value: rating }],
});

describe("toReviews", () => {
  it("averages the Rating values over review_count and reads paging from page_info", () => {
    const view = toReviews(
      {
        uid: "MTI=",
        review_count: 4,
        reviews: { items: [review("5", "<b>ok</b><img src=x onerror=alert(1)>")], page_info: { current_page: 2, page_size: 10, total_pages: 3 } },
        ratings: { items: [review("5"), review("4"), review("3"), review("4")] },
      },
      "en-GB",
      "Europe/London",
    );
    expect(view.average).toBe(4);
    expect(view).toMatchObject({ count: 4, page: 2, pageSize: 10, totalPages: 3 });
    expect(view.items[0]).toMatchObject({ nickname: "Ann & Bo", rating: 5, date: "4 March 2026" });
    // Untrusted: kept as the words written, for React to render as text (never as markup).
    expect(view.items[0]?.text).toBe("<b>ok</b><img src=x onerror=alert(1)>");
  });

  it("clamps the page parameter", () => {
    expect(reviewsPageParam("3")).toBe(3);
    expect(reviewsPageParam(["0"])).toBe(1);
    expect(reviewsPageParam("x")).toBe(1);
    expect(reviewsPageParam(undefined)).toBe(1);
  });
});
