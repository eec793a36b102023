import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { chatAllowedOn, consentBootstrapScript, consentSignals, parseConsent, readConsentCookie, serializeConsent } from "./consent";

describe("consent cookie", () => {
  it("round-trips a choice", () => {
    const choice = { analytics: true, marketing: false };
    expect(parseConsent(serializeConsent(choice))).toEqual(choice);
    expect(readConsentCookie(`a=1; maison-cookie-consent=${encodeURIComponent(serializeConsent(choice))}`)).toEqual(choice);
  });

  it("treats anything else as no choice", () => {
    expect(parseConsent("yes")).toBeNull();
    expect(readConsentCookie("a=1")).toBeNull();
  });

  it("maps to Consent Mode signals", () => {
    expect(consentSignals({ analytics: true, marketing: false })).toEqual({
      analytics_storage: "granted",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
  });
});

describe("consentBootstrapScript", () => {
  function run(cookie: string) {
    const window: { dataLayer?: unknown[] } = {};
    const context = { window, document: { cookie }, dataLayer: undefined as unknown };
    Object.defineProperty(context, "dataLayer", { get: () => window.dataLayer });
    runInNewContext(consentBootstrapScript(), context);
    return (window.dataLayer ?? []).map((args) => [...(args as unknown[])]);
  }

  it("denies everything by default before any tag", () => {
    const calls = run("");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.slice(0, 2)).toEqual(["consent", "default"]);
    expect(calls[0]![2]).toMatchObject({ ad_storage: "denied", analytics_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" });
  });

  it("applies a stored choice right after the default", () => {
    const calls = run("x=1; maison-cookie-consent=analytics%3A1%2Cmarketing%3A0");
    expect(calls[1]).toEqual(["consent", "update", { analytics_storage: "granted", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" }]);
  });
});

describe("chatAllowedOn", () => {
  it.each([
    ["/", true],
    ["/cn/women.html", true],
    ["/cartier-bag.html", true],
    ["/cart", false],
    ["/us/cart", false],
    ["/user/signin", false],
    ["/mex/user/signin", false],
  ])("%s → %s", (path, allowed) => {
    expect(chatAllowedOn(path)).toBe(allowed);
  });
});
