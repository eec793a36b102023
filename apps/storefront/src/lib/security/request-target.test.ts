import { describe, expect, it } from "vitest";
import { checkRequestTarget, TARGET_LIMITS } from "./request-target";

const repeated = (count: number) => Array.from({ length: count }, () => "a").join("&");

describe("checkRequestTarget", () => {
  it.each([
    "/",
    "/make-up.html",
    "/cn/make-up.html?color=12&color=31&size=4&page=2&itemsPerPage=24&sort=price_ASC&utm_source=news&gclid=abc",
    "/search?keyword=%E5%8F%A3%E7%BA%A2",
    // Bad encoding in the query is Next's to handle (it keeps the raw text); only the path must decode.
    "/search?keyword=%ZZ",
    `/make-up.html?${repeated(TARGET_LIMITS.maxParameters)}`,
    // Empty parts do not count, as URLSearchParams skips them.
    `/make-up.html?a&&&&&&&&&&&&&&&&&&b`,
  ])("lets %s through", (target) => {
    expect(checkRequestTarget(target)).toBeNull();
  });

  it("answers 400 past the parameter limit", () => {
    expect(checkRequestTarget(`/make-up.html?${repeated(TARGET_LIMITS.maxParameters + 1)}`)).toMatchObject({
      kind: "too-many-parameters",
      status: 400,
    });
  });

  it("answers 414 for a query string past its limit, even with few parameters", () => {
    const problem = checkRequestTarget(`/search?keyword=${"x".repeat(TARGET_LIMITS.maxQueryLength)}`);
    expect(problem).toMatchObject({ kind: "too-long", status: 414 });
  });

  it("answers 414 for an over-long URL, whatever part is long", () => {
    expect(checkRequestTarget(`/${"p".repeat(TARGET_LIMITS.maxTargetLength)}`)).toMatchObject({ kind: "too-long", status: 414 });
  });

  it("answers 414 to the 7,000-key query that took Next seconds", () => {
    expect(checkRequestTarget(`/make-up.html?${repeated(7_000)}`)).toMatchObject({ status: 414 });
  });

  it.each(["/make-up.html%ZZ", "/make-up.html%FF", "/%E0%A4%A", "/api/magento/%ZZ", "/a%2"])(
    "answers 400 to the path %s, whose percent-encoding does not decode",
    (target) => {
      expect(checkRequestTarget(target)).toMatchObject({ kind: "bad-encoding", status: 400 });
    },
  );
});
