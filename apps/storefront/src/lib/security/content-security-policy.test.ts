import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, documentHeaders, newNonce } from "./content-security-policy";

const MEDIA = "https://shop.example.com/media/";
const directives = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  it("allows scripts by nonce and from this origin only, on a site without third parties", () => {
    const policy = directives(contentSecurityPolicy("abc", MEDIA, { tagManager: false, chatOrigin: null }));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", MEDIA]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    // Styles only: React and next/image write style attributes.
    expect([...policy.values()].flat().filter((s) => s === "'unsafe-inline'")).toHaveLength(1);
    expect(policy.get("style-src")).toContain("'unsafe-inline'");
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it("adds the tag manager's and the chat widget's hosts on a site that loads them", () => {
    const policy = directives(contentSecurityPolicy("abc", MEDIA, { tagManager: true, chatOrigin: "https://chat.example.com" }));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc'", "https://www.googletagmanager.com", "https://chat.example.com"]);
    expect(policy.get("connect-src")).toEqual(expect.arrayContaining(["https://*.google-analytics.com", "https://chat.example.com"]));
    expect(policy.get("img-src")).toEqual(expect.arrayContaining(["https://*.google-analytics.com", MEDIA]));
    expect(policy.get("frame-src")).toEqual(["'self'", "https://chat.example.com"]);
  });

  it("lets Google's reCAPTCHA in only on a site whose forms use it", () => {
    const policy = directives(contentSecurityPolicy("abc", MEDIA, { tagManager: false, chatOrigin: null, recaptcha: true }));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc'", "https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]);
    expect(policy.get("frame-src")).toEqual(["'self'", "https://www.google.com/recaptcha/"]);
    const without = directives(contentSecurityPolicy("abc", MEDIA, { tagManager: false, chatOrigin: null, recaptcha: false }));
    expect(without.get("frame-src")).toEqual(["'self'"]);
  });

  it("lets Stripe.js, its frames and its API in only on a page that takes the card with it", () => {
    const without = directives(contentSecurityPolicy("abc", MEDIA, { tagManager: false, chatOrigin: null, stripe: false }));
    expect([...without.values()].flat().some((s) => s.includes("stripe"))).toBe(false);
    const policy = directives(contentSecurityPolicy("abc", MEDIA, { tagManager: false, chatOrigin: null, stripe: true }));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc'", "https://js.stripe.com", "https://*.js.stripe.com"]);
    expect(policy.get("frame-src")).toEqual(["'self'", "https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://api.stripe.com"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", MEDIA, "https://*.stripe.com"]);
    // Still no inline code from anywhere but the nonce.
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("draws a fresh 128-bit nonce each time", () => {
    const a = newNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(newNonce()).not.toBe(a);
  });
});

describe("documentHeaders", () => {
  it("keeps the referrer to the origin cross-site, forbids framing, and sends HSTS only behind HTTPS", () => {
    expect(documentHeaders(false)).toEqual({ "Referrer-Policy": "strict-origin-when-cross-origin", "X-Frame-Options": "DENY" });
    expect(documentHeaders(true)["Strict-Transport-Security"]).toBe("max-age=31536000");
  });
});
