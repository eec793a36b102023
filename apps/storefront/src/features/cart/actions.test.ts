import { afterEach, describe, expect, it, vi } from "vitest";
import { RedirectSignal, cookieJar, nextCache, nextHeaders, nextIntlServer, nextNavigation } from "@/lib/testing/next-request";
import { MAX_CART_LINES } from "./add-rules";

vi.mock("next/headers", () => nextHeaders);
vi.mock("next/cache", () => nextCache);
vi.mock("next-intl/server", () => nextIntlServer);
vi.mock("next/navigation", () => nextNavigation);

/** The commerce API: every call the actions make is recorded; an add answers like Magento. */
const backend = vi.fn<typeof fetch>(async (_url, init) => {
  const operation = JSON.parse(String(init?.body ?? "{}")).operationName as string | undefined;
  if ((init?.headers as Record<string, string>).Authorization === "Bearer revoked-token") {
    return Response.json({ errors: [{ message: "The current user cannot perform operations on cart", extensions: { category: "graphql-authorization" } }] });
  }
  if (operation === "CreateEmptyCart") return Response.json({ data: { createEmptyCart: "cart-1" } });
  return Response.json({ data: { addProductsToCart: { cart: { id: "cart-1", total_quantity: 1 }, user_errors: [] } } });
});
vi.stubGlobal("fetch", backend);
// Imported once fetch is the stand-in: the commerce client keeps the fetch it was created with.
const { addToCartAction, applyCouponAction, removeItemAction, updateQuantityAction } = await import("./actions");

afterEach(() => {
  backend.mockClear();
  cookieJar.clear();
});

const simple = { sku: "SKU-1", quantity: 1, productType: "SimpleProduct", stockStatus: "IN_STOCK" } as const;
// What arrives from a hostile client: types say nothing about it.
const hostile = <T>(value: unknown) => value as T;

describe("addToCartAction with hostile input", () => {
  it.each<[string, unknown]>([
    ["not a number", "abc"],
    ["negative", -1],
    ["past the cap", 1e9],
    ["a fraction", 0.5],
  ])("answers a quantity that is %s with a clear error, and nothing reaches the backend", async (_, quantity) => {
    const result = await addToCartAction("en-GB", { ...simple, quantity: hostile<number>(quantity) });
    expect(result).toEqual({ ok: false, message: "Please choose a quantity between 1 and 10,000." });
    expect(backend).not.toHaveBeenCalled();
    expect(cookieJar.size).toBe(0);
  });

  it("refuses 20,000 grouped children at once", async () => {
    const children = Array.from({ length: 20_000 }, (_, i) => ({ sku: `CHILD-${i}`, quantity: 1 }));
    const result = await addToCartAction("en-GB", { ...simple, productType: "GroupedProduct", children });
    expect(result).toEqual({ ok: false, message: `At most ${MAX_CART_LINES} products can be added at once.` });
    expect(backend).not.toHaveBeenCalled();
  });

  it.each<[string, object]>([
    ["a 10 KB sku", { ...simple, sku: "x".repeat(10_240) }],
    ["a field the request does not have", { ...simple, price: 0 }],
    ["no request at all", hostile<object>(null)],
  ])("answers %s with a clear error", async (_, request) => {
    const result = await addToCartAction("en-GB", hostile(request));
    expect(result).toEqual({ ok: false, message: "Sorry, this request could not be read. Please reload the page and try again." });
    expect(backend).not.toHaveBeenCalled();
  });

  it("answers in the site's language, and in the default site's for a locale that is not ours", async () => {
    expect(await addToCartAction("zh-CN", { ...simple, quantity: -1 })).toEqual({ ok: false, message: "请选择 1 到 10,000 之间的数量。" });
    expect(await addToCartAction("xx", simple)).toEqual({
      ok: false,
      message: "Sorry, this request could not be read. Please reload the page and try again.",
    });
    expect(backend).not.toHaveBeenCalled();
  });

  it("sends a valid add to the backend (so the refusals above are the checks, not a dead backend)", async () => {
    const result = await addToCartAction("en-GB", simple);
    expect(result).toEqual({ ok: true, message: "Add To Cart Successfully", totalQuantity: 1 });
    expect(backend).toHaveBeenCalledTimes(2);
    expect(cookieJar.get("maison-cart")).toBe("cart-1");
  });
});

describe("the other cart actions with hostile input", () => {
  it.each<[string, unknown]>([
    ["abc", "abc"],
    ["-1", -1],
    ["1e9", 1e9],
  ])("refuses the quantity update %s before the backend", async (_, quantity) => {
    cookieJar.set("maison-cart", "cart-1");
    const result = await updateQuantityAction("en-GB", "MQ==", hostile<number>(quantity));
    expect(result).toEqual({ ok: false, message: "Please choose a quantity between 1 and 10,000." });
    expect(backend).not.toHaveBeenCalled();
  });

  it("refuses a 10 KB item uid and a 10 KB coupon before the backend", async () => {
    cookieJar.set("maison-cart", "cart-1");
    const uid = "x".repeat(10_240);
    expect(await removeItemAction("en-GB", uid, "Tote", [uid])).toEqual({ ok: false, message: "can't find this product" });
    expect(await applyCouponAction("en-GB", "x".repeat(10_240), null)).toEqual({
      ok: false,
      message: "The coupon code isn't valid. Verify the code and try again.",
    });
    expect(await applyCouponAction("en-GB", hostile<string>({ code: "WELCOME10" }), null)).toMatchObject({ ok: false });
    expect(backend).not.toHaveBeenCalled();
  });
});

describe("a refused customer token", () => {
  it("signs the shopper out (spec §4): token and cart cleared, the notice carried, then the sign-in page", async () => {
    cookieJar.set("maison-customer", "revoked-token");
    cookieJar.set("maison-cart", "cart-1");
    const error = await addToCartAction("zh-CN", simple).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectSignal);
    expect((error as RedirectSignal).location).toBe("/cn/user/signin");
    expect(cookieJar.has("maison-customer")).toBe(false);
    expect(cookieJar.has("maison-cart")).toBe(false);
    expect(cookieJar.get("maison-message")).toBe("sessionExpired");
  });
});
