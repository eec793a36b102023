import { describe, expect, it } from "vitest";
import { accountChoice, accountPanels, accountStepHref } from "./account-choice";
import { guardStep } from "./steps";
import type { CheckoutLineView } from "./mappers";

describe("accountChoice", () => {
  it("reads the choice accountType names", () => {
    expect(accountChoice("guest")).toBe("guest");
    expect(accountChoice("signin")).toBe("signin");
    expect(accountChoice("register")).toBe("register");
    expect(accountChoice(" SignIn ")).toBe("signin");
    expect(accountChoice(["register", "guest"])).toBe("register");
  });

  it("opens on the guest's e-mail without a choice or with one it does not know", () => {
    expect(accountChoice(undefined)).toBe("guest");
    expect(accountChoice("")).toBe("guest");
    expect(accountChoice("admin")).toBe("guest");
    expect(accountChoice([])).toBe("guest");
  });
});

describe("accountPanels", () => {
  it("puts the chosen panel first and keeps the guest's e-mail on the step", () => {
    expect(accountPanels("guest")).toEqual(["guest", "signin"]);
    expect(accountPanels("signin")).toEqual(["signin", "guest"]);
    expect(accountPanels("register")).toEqual(["register", "guest"]);
  });
});

describe("accountStepHref", () => {
  it("names the choice in the query", () => {
    expect(accountStepHref("signin")).toEqual({ pathname: "/checkout/user-account", query: { accountType: "signin" } });
  });
});

describe("a signed-in shopper and the account step", () => {
  it("skips it to shipping whatever it was opened on", () => {
    const checkout = { email: "", isVirtual: false, lines: [{ uid: "1" } as CheckoutLineView], shippingAddress: null, selectedShipping: null, billingAddress: null };
    expect(guardStep("user-account", { checkout, signedIn: true })).toEqual({ open: false, to: "/checkout/shipping" });
    expect(guardStep("user-account", { checkout, signedIn: false })).toEqual({ open: true });
  });
});
