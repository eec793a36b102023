import { describe, expect, it } from "vitest";
import { payResultRedirect } from "./pay-result";

describe("payResultRedirect", () => {
  it.each([
    ["/checkout/pay-result/x", "/pay-result"],
    ["/cn/checkout/pay-result/x", "/cn/pay-result"],
    ["/mex/pay-result/done", "/mex/pay-result"],
    ["/us/pay-result%3Fpayment_intent%3Dpi_1", "/us/pay-result"],
  ])("sends %s to %s", (path, target) => {
    expect(payResultRedirect(path)).toBe(target);
    expect(payResultRedirect(target)).toBeNull();
  });

  it.each(["/pay-result", "/cn/pay-result", "/make-up.html", "/cart", "/", "/cn"])("leaves %s alone", (path) => {
    expect(payResultRedirect(path)).toBeNull();
  });
});
