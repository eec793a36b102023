import { describe, expect, it } from "vitest";
import { carouselFor, resolveFrame, showsBottomCartBar } from "./frames";

describe("frames", () => {
  it.each([
    ["checkout", "checkout"],
    ["login", "login"],
    ["empty", "empty"],
    ["default", "default"],
    ["sidebar", "default"],
    [undefined, "default"],
  ])("%s → %s", (name, frame) => {
    expect(resolveFrame(name)).toBe(frame);
  });

  it("picks the carousel per site", () => {
    expect(["gb", "cn", "us", "mex"].map(carouselFor)).toEqual(["standard", "cn", "standard", null]);
  });

  it("hides the cart bar on any path containing /cart", () => {
    expect(showsBottomCartBar("/women.html")).toBe(true);
    expect(showsBottomCartBar("/cart")).toBe(false);
    expect(showsBottomCartBar("/cn/cart")).toBe(false);
    expect(showsBottomCartBar("/cartier.html")).toBe(false);
  });
});
