import { describe, expect, it } from "vitest";
import { classifyQuantityFailure, isDeadCartMessage, onCartFailure, planCartId, reloadsQuantityOn } from "./lifecycle";

describe("planCartId", () => {
  it("uses a stored id", () => {
    expect(planCartId("write", "abc")).toBe("use");
    expect(planCartId("read", "abc")).toBe("use");
  });
  it("creates a cart when a write has no id", () => {
    expect(planCartId("write", undefined)).toBe("create");
    expect(planCartId("write", "")).toBe("create");
  });
  it("never creates a cart for a read", () => {
    expect(planCartId("read", undefined)).toBe("skip");
    expect(planCartId("read", "")).toBe("skip");
  });
  it("never needs a cart for methods without one", () => {
    expect(planCartId("none", undefined)).toBe("skip");
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
  it("drops a guest cart that fails to load and says it expired", () => {
    expect(onCartFailure("load", 'Could not find a cart with ID "x"', false)).toEqual({ clear: true, notice: "expired" });
  });
  it("drops a signed-in shopper's id and asks to try again", () => {
    expect(onCartFailure("load", "The cart isn't active.", true)).toEqual({ clear: true, notice: "retry" });
  });
  it("clears a dead cart on add and asks to try again", () => {
    expect(onCartFailure("add", "The cart isn't active.", false)).toEqual({ clear: true, notice: "retry" });
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
