import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { carriedNoticeIn, isCarriedNotice } from "./notices";
import { isProtectedPath, queryTokenTakeover, tokenProof } from "./paths";
import { expiredSessionResponse, sessionRequiredResponse } from "./routes";

const TOKEN = "k".repeat(32);

function get(path: string, cookie = "") {
  return new NextRequest(new URL(path, "http://localhost:3000"), { headers: { cookie } });
}

/** A cookie set to be removed. */
const cleared = { value: "", maxAge: 0, path: "/" };

describe("GET /api/session/expired (spec §4 forced sign-out)", () => {
  it("clears the refused token and its cart, carries the notice and goes to the site's sign-in page", () => {
    const res = expiredSessionResponse(get(`/api/session/expired?locale=zh-CN&proof=${tokenProof(TOKEN)}`, `maison-customer=${TOKEN}; maison-cart=c1`));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/cn/user/signin");
    expect(res.cookies.get("maison-customer")).toMatchObject(cleared);
    expect(res.cookies.get("maison-customer")?.httpOnly).toBe(true);
    expect(res.cookies.get("maison-cart")).toMatchObject(cleared);
    expect(res.cookies.get("maison-message")?.value).toBe("sessionExpired");
  });

  it.each([
    ["a link from elsewhere (no proof)", "/api/session/expired?locale=en-GB"],
    ["another token's proof", `/api/session/expired?locale=en-GB&proof=${tokenProof("other-token-0000000")}`],
  ])("signs nobody out for %s, and still goes to sign-in", (_, path) => {
    const res = expiredSessionResponse(get(path, `maison-customer=${TOKEN}; maison-cart=c1`));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/user/signin");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("answers a locale that is not ours with the default site's page", () => {
    expect(expiredSessionResponse(get("/api/session/expired?locale=//evil.example")).headers.get("location")).toBe("/user/signin");
  });
});

describe("GET /api/session/required (spec §2.5)", () => {
  it("carries 'Please login firstly' to the site's sign-in page", () => {
    const res = sessionRequiredResponse(get("/api/session/required?locale=es-MX"));
    expect(res.headers.get("location")).toBe("/mex/user/signin");
    expect(res.cookies.get("maison-message")?.value).toBe("signInFirst");
  });

  it("carries the wishlist's own notice when asked, and only a notice of the list", () => {
    expect(sessionRequiredResponse(get("/api/session/required?locale=zh-CN&notice=wishlistSignIn")).cookies.get("maison-message")?.value)
      .toBe("wishlistSignIn");
    expect(sessionRequiredResponse(get("/api/session/required?locale=en-GB&notice=Call%20us")).cookies.get("maison-message")?.value)
      .toBe("signInFirst");
  });

  it("carries nothing for a shopper who has signed in meanwhile", () => {
    const res = sessionRequiredResponse(get("/api/session/required?locale=en-GB", `maison-customer=${TOKEN}`));
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});

describe("protected paths and query tokens", () => {
  it.each([
    ["/account", true],
    ["/account/overview", true],
    ["/cn/account/order-history/12", true],
    ["/accounting.html", false],
    ["/user/signin", false],
    ["/", false],
  ])("%s is protected: %s", (path, expected) => {
    expect(isProtectedPath(path)).toBe(expected);
  });

  it("takes a well-formed token and keeps the rest of the address", () => {
    expect(queryTokenTakeover(new URL(`http://x/us/account/address?a=1&token=${TOKEN}#top`))).toEqual({
      token: TOKEN,
      location: "/us/account/address?a=1#top",
    });
    expect(queryTokenTakeover(new URL("http://x/account/overview?token=x%0d%0aSet-Cookie"))).toEqual({ token: null, location: "/account/overview" });
    expect(queryTokenTakeover(new URL(`http://x/cart?token=${TOKEN}`))).toBeNull();
    expect(queryTokenTakeover(new URL("http://x/account/overview"))).toBeNull();
  });
});

describe("carried notices", () => {
  it("reads only the names it knows from the cookie string", () => {
    expect(carriedNoticeIn("a=1; maison-message=sessionExpired; b=2", "maison-message")).toBe("sessionExpired");
    expect(carriedNoticeIn("maison-message=Call%20us%20now", "maison-message")).toBeNull();
    expect(carriedNoticeIn("x-maison-message=signInFirst", "maison-message")).toBeNull();
    expect(carriedNoticeIn("", "maison-message")).toBeNull();
    expect(isCarriedNotice("toString")).toBe(false);
  });
});
