import { describe, expect, it } from "vitest";
import { carouselFor } from "./carousel";

describe("carouselFor", () => {
  it("picks the carousel per site", () => {
    expect(["gb", "cn", "us", "mex"].map(carouselFor)).toEqual(["standard", "cn", "standard", null]);
  });
});
