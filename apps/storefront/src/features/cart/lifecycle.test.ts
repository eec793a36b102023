import { describe, expect, it } from "vitest";
import { classifyQuantityFailure, isDeadCartMessage, onCartFailure, planCartId, reloadsQuantityOn } from "./lifecycle";

describe("planCartId", () => {
  it("uses a stored id", () => {
    expect(planCartId("write", "abc", true)).toBe("use");
    expect(planCartId("read", "abc", false)).toBe("use");
  });
  it("creates a cart when a write or a storable read has no id", () => {
    expect(planCartId("write", undefined, true)).toBe("create");
    expect(planCartId("read", undefined, true)).toBe("create");
    expect(planCartId("write", "", false)).toBe("create");
  });
  it("skips creation for a page render, which cannot store the cookie", () => {
    expect(planCartId("read", undefined, false)).toBe("skip");
  });
  it("never needs a cart for methods without one", () => {
    expect(planCartId("none", undefined, true)).toBe("skip");
  });
});

describe("dead carts", () => {
  it.each([
    ["The cart isn't active.", true],
    ['Could not find a cart with ID "x"', true],
    ["could not find a cart", true],
    ["The coupon code isn't valid.", false],
    ["Product that you are trying to add is not available.", false],
  ])("%s → %s", (message, dead) => {
    expect(isDeadCartMessage(message)).toBe(dead);
  });
});

describe("onCartFailure", () => {
  it("replaces a guest cart that fails to load and says it expired", () => {
    expect(onCartFailure("load", 'Could not find a cart with ID "x"', false)).toEqual({ clear: true, recreate: true, notice: "expired" });
  });
  it("does not replace a signed-in shopper's cart", () => {
    expect(onCartFailure("load", "The cart isn't active.", true)).toMatchObject({ clear: true, recreate: false });
  });
  it("clears a dead cart on add and asks to try again", () => {
    expect(onCartFailure("add", "The cart isn't active.", false)).toEqual({ clear: true, recreate: false, notice: "retry" });
  });
  it("keeps the cart for other add errors", () => {
    expect(onCartFailure("add", "The requested qty is not available", false)).toEqual({ clear: false });
  });
  it("clears on any quantity failure and classifies it for the log", () => {
    expect(onCartFailure("quantity", "The cart isn't active.", false)).toMatchObject({ clear: true, log: "Cart Not Active" });
    expect(onCartFailure("quantity", "The current customer isn't authorized.", true)).toMatchObject({
      clear: true,
      log: "Login expired, please log in again",
    });
  });
  it("leaves the cart alone for a network error while loading", () => {
    expect(onCartFailure("load", "The commerce API could not be reached", false)).toEqual({ clear: false });
  });
});

describe("classifyQuantityFailure", () => {
  it("looks for the word active, case as given", () => {
    expect(classifyQuantityFailure("Cart is not active")).toBe("Cart Not Active");
    expect(classifyQuantityFailure("Active")).toBe("Login expired, please log in again");
  });
});

describe("reloadsQuantityOn", () => {
  it("skips the thank-you page of every site", () => {
    expect(reloadsQuantityOn("/thank-you")).toBe(false);
    expect(reloadsQuantityOn("/cn/thank-you")).toBe(false);
    expect(reloadsQuantityOn("/us/thank-you/")).toBe(false);
    expect(reloadsQuantityOn("/mex/thank-you")).toBe(false);
  });
  it("reloads everywhere else, including paths that only look alike", () => {
    expect(reloadsQuantityOn("/checkout/shipping")).toBe(true);
    expect(reloadsQuantityOn("/cart")).toBe(true);
    expect(reloadsQuantityOn("/cn")).toBe(true);
    expect(reloadsQuantityOn("/thank-you-gift-set.html")).toBe(true);
    expect(reloadsQuantityOn("/women/thank-you")).toBe(true);
  });
});
