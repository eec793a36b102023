import { describe, expect, it } from "vitest";
import { cmsIdentifierCandidates, cmsPath, isCmsIdentifier } from "./identifiers";

describe("cmsIdentifierCandidates", () => {
  it("tries the mx- variant first on the Mexican site", () => {
    expect(cmsIdentifierCandidates("es-MX", "about")).toEqual(["mx-about", "about"]);
    expect(cmsIdentifierCandidates("es-MX", "mx-about")).toEqual(["mx-about"]);
  });

  it("uses the identifier as given on the other sites", () => {
    expect(cmsIdentifierCandidates("en-GB", "about")).toEqual(["about"]);
    expect(cmsIdentifierCandidates("zh-CN", "faq")).toEqual(["faq"]);
  });

  it("asks nothing for identifiers that cannot exist", () => {
    expect(cmsIdentifierCandidates("en-GB", "../etc")).toEqual([]);
    expect(cmsIdentifierCandidates("en-GB", "")).toEqual([]);
    expect(isCmsIdentifier("a".repeat(101))).toBe(false);
    expect(isCmsIdentifier("privacy-policy-cookie-restriction-mode")).toBe(true);
  });

  it("places pages at their identifier", () => {
    expect(cmsPath("about")).toBe("/about");
  });
});
