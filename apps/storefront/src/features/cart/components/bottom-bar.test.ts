import { describe, expect, it } from "vitest";
import { showsBottomCartBar } from "./bottom-bar";

describe("showsBottomCartBar", () => {
  it("hides the cart bar on any path containing /cart", () => {
    expect(showsBottomCartBar("/women.html")).toBe(true);
    expect(showsBottomCartBar("/cart")).toBe(false);
    expect(showsBottomCartBar("/cn/cart")).toBe(false);
    expect(showsBottomCartBar("/cartier.html")).toBe(false);
  });
});
