import { describe, expect, it } from "vitest";
import { isSameOriginRequest, requestHost } from "./origin";

const host = "shop.example.com";

describe("isSameOriginRequest", () => {
  it("trusts the browser's Sec-Fetch-Site", () => {
    expect(isSameOriginRequest({ origin: null, secFetchSite: "same-origin", host })).toBe(true);
    expect(isSameOriginRequest({ origin: null, secFetchSite: "none", host })).toBe(true);
    expect(isSameOriginRequest({ origin: `https://${host}`, secFetchSite: "cross-site", host })).toBe(false);
    expect(isSameOriginRequest({ origin: "https://sub.example.com", secFetchSite: "same-site", host })).toBe(false);
  });
  it("falls back to comparing Origin with the host", () => {
    expect(isSameOriginRequest({ origin: `https://${host}`, secFetchSite: null, host })).toBe(true);
    expect(isSameOriginRequest({ origin: "https://evil.example", secFetchSite: null, host })).toBe(false);
    expect(isSameOriginRequest({ origin: "http://localhost:3015", secFetchSite: null, host: "localhost:3015" })).toBe(true);
    expect(isSameOriginRequest({ origin: "http://localhost:3016", secFetchSite: null, host: "localhost:3015" })).toBe(false);
  });
  it("refuses a request that proves nothing", () => {
    expect(isSameOriginRequest({ origin: null, secFetchSite: null, host })).toBe(false);
    expect(isSameOriginRequest({ origin: "null", secFetchSite: null, host })).toBe(false);
  });
});

describe("requestHost", () => {
  it("prefers the first forwarded host", () => {
    const headers = new Headers({ host: "internal:3000", "x-forwarded-host": "shop.example.com, proxy" });
    expect(requestHost(headers)).toBe("shop.example.com");
    expect(requestHost(new Headers({ host: "internal:3000" }))).toBe("internal:3000");
  });
});
