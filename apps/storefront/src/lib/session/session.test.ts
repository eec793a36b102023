import { afterEach, describe, expect, it, vi } from "vitest";
import {
  RedirectSignal,
  cookieJar,
  cookieSettings,
  nextCache,
  nextHeaders,
  nextNavigation,
} from "@/lib/testing/next-request";
import { tokenProof } from "./paths";

vi.mock("next/headers", () => nextHeaders);
vi.mock("next/cache", () => nextCache);
vi.mock("next/navigation", () => nextNavigation);

/** The commerce API: answers by operation name; `refused` makes it answer Magento's authorization error. */
let refused = false;
const backend = vi.fn<typeof fetch>(async () =>
  refused
    ? Response.json({ errors: [{ message: "The current customer isn't authorized.", extensions: { category: "graphql-authorization" } }], data: null })
    : Response.json({ data: { greeting: "hi" } }),
);
vi.stubGlobal("fetch", backend);
// Imported once fetch is the stand-in: the commerce client keeps the fetch it was created with.
const session = await import("./session");

const GREETING = "query Greeting { greeting }" as unknown as Parameters<typeof session.customerRequest>[0];
const TOKEN = "t".repeat(32);
const page = { canStore: false };
const action = { canStore: true };

afterEach(() => {
  backend.mockClear();
  cookieJar.clear();
  cookieSettings.clear();
  refused = false;
});

async function redirected(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof RedirectSignal)) throw new Error(`expected a redirect, got ${String(error)}`);
  return error.location;
}

const sentHeaders = (call = 0) => backend.mock.calls[call]![1]!.headers as Record<string, string>;

describe("reading the session", () => {
  it("is signed in exactly while the token cookie holds a token", async () => {
    expect(await session.isSignedIn()).toBe(false);
    cookieJar.set("maison-customer", "");
    expect(await session.readCustomerToken()).toBeUndefined();
    cookieJar.set("maison-customer", TOKEN);
    expect(await session.readCustomerToken()).toBe(TOKEN);
    expect(await session.isSignedIn()).toBe(true);
  });
});

describe("requireCustomerToken (spec §2.5)", () => {
  it("hands a page its token", async () => {
    cookieJar.set("maison-customer", TOKEN);
    expect(await session.requireCustomerToken("en-GB")).toBe(TOKEN);
  });

  it("sends a page without a token through the route that carries the notice, in the site's language", async () => {
    expect(await redirected(session.requireCustomerToken("zh-CN"))).toBe("/api/session/required?locale=zh-CN");
    expect(cookieJar.size).toBe(0);
  });

  it("sends an action without a token straight to the site's sign-in page with the notice", async () => {
    expect(await redirected(session.requireCustomerToken("es-MX", action))).toBe("/mex/user/signin");
    expect(cookieJar.get("maison-message")).toBe("signInFirst");
  });
});

describe("customerRequest", () => {
  it("adds the token as a bearer header, with the site's store and language", async () => {
    cookieJar.set("maison-customer", TOKEN);
    const result = await session.customerRequest(GREETING, {}, "zh-CN", page);
    expect(result).toEqual({ ok: true, data: { greeting: "hi" } });
    expect(sentHeaders()).toMatchObject({ Authorization: `Bearer ${TOKEN}`, Store: "default", "Accept-Language": "zh-CN" });
  });

  it("never calls the API without a token", async () => {
    expect(await redirected(session.customerRequest(GREETING, {}, "en-GB", page))).toBe("/api/session/required?locale=en-GB");
    expect(backend).not.toHaveBeenCalled();
  });

  it("signs out from a page through the route, with the proof of the refused token and no cookie touched", async () => {
    cookieJar.set("maison-customer", TOKEN);
    cookieJar.set("maison-cart", "cart-1");
    refused = true;
    const location = await redirected(session.customerRequest(GREETING, {}, "en-US", page));
    expect(location).toBe(`/api/session/expired?locale=en-US&proof=${tokenProof(TOKEN)}`);
    expect(cookieJar.get("maison-customer")).toBe(TOKEN);
  });

  it("signs out from an action itself: token and cart gone, the notice carried, then sign-in", async () => {
    cookieJar.set("maison-customer", TOKEN);
    cookieJar.set("maison-cart", "cart-1");
    refused = true;
    expect(await redirected(session.customerRequest(GREETING, {}, "zh-CN", action))).toBe("/cn/user/signin");
    expect(cookieJar.has("maison-customer")).toBe(false);
    expect(cookieJar.has("maison-cart")).toBe(false);
    expect(cookieJar.get("maison-message")).toBe("sessionExpired");
  });

  it("returns other failures as they are and keeps the session", async () => {
    cookieJar.set("maison-customer", TOKEN);
    backend.mockResolvedValueOnce(Response.json({ errors: [{ message: "No such entity.", extensions: { category: "graphql-no-such-entity" } }] }));
    const result = await session.customerRequest(GREETING, {}, "en-GB", action);
    expect(result).toMatchObject({ ok: false, error: { kind: "graphql", category: "graphql-no-such-entity" } });
    expect(cookieJar.get("maison-customer")).toBe(TOKEN);
  });
});

describe("changing the session", () => {
  it("stores the token httpOnly for two days, Secure when the shop's public origin is HTTPS", async () => {
    const publicSiteUrl = process.env.PUBLIC_SITE_URL;
    try {
      process.env.PUBLIC_SITE_URL = "http://localhost:3000";
      await session.storeCustomerToken(TOKEN);
      expect(cookieSettings.get("maison-customer")).toEqual({ httpOnly: true, secure: false, sameSite: "lax", path: "/", maxAge: 172_800 });
      process.env.PUBLIC_SITE_URL = "https://www.example.com";
      await session.storeCustomerToken(TOKEN);
      expect(cookieSettings.get("maison-customer")).toMatchObject({ httpOnly: true, secure: true });
    } finally {
      if (publicSiteUrl === undefined) delete process.env.PUBLIC_SITE_URL;
      else process.env.PUBLIC_SITE_URL = publicSiteUrl;
    }
  });

  it("clears the token and the cart id, and nothing else", async () => {
    cookieJar.set("maison-customer", TOKEN);
    cookieJar.set("maison-cart", "cart-1");
    cookieJar.set("maison-currency", "USD");
    await session.clearCustomerSession();
    expect([...cookieJar.keys()]).toEqual(["maison-currency"]);
  });
});
