/**
 * What the cart actions tell a shopper when the call fails (spec §8), with the real message catalogues: the cart
 * call itself answers as the gateway would.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

type Answer = { ok: true; data: object } | { ok: false; error: { kind: string; message: string } };
const answer = vi.hoisted(() => ({ current: { ok: true, data: {} } as Answer }));

vi.mock("next/cache", () => ({ refresh: () => {} }));
vi.mock("next-intl/server", async () => {
  const { translate } = await import("@/i18n/translate");
  return { getTranslations: ({ locale, namespace }: { locale: string; namespace: "Cart" | "Errors" }) => translate(locale, namespace) };
});
vi.mock("./server", () => ({ callCart: async () => answer.current }));

const { addToCartAction, applyCouponAction, removeCouponAction, removeItemAction, updateQuantityAction } = await import("./actions");

const timeout = { kind: "timeout", message: "The commerce API did not answer within 20 s" };
const network = { kind: "network", message: "The commerce API could not be reached" };
const failWith = (error: { kind: string; message: string }) => {
  answer.current = { ok: false, error };
};
const add = (locale: string) => addToCartAction(locale, { sku: "A-1", quantity: 1, productType: "SimpleProduct" });

beforeEach(() => {
  answer.current = { ok: true, data: {} };
});

describe("a time-out reads as the spec's time-out text, in the site's language", () => {
  it.each([
    ["en-GB", "Interface timeout, please try again."],
    ["zh-CN", "请求超时，请重试。"],
    ["es-MX", "Se agotó el tiempo de espera, inténtalo de nuevo."],
  ])("%s", async (locale, text) => {
    failWith(timeout);
    expect(await add(locale)).toEqual({ ok: false, message: text });
    expect(await updateQuantityAction(locale, "u1", 2)).toEqual({ ok: false, message: text });
    expect(await removeItemAction(locale, "u1", "Rose Oud", ["u1"])).toEqual({ ok: false, message: text });
    expect(await applyCouponAction(locale, "SAVE10", null)).toEqual({ ok: false, message: text });
    expect(await removeCouponAction(locale)).toEqual({ ok: false, message: text });
  });
});

describe("a failure to reach the shop reads as the operation's spec text, never as the transport's", () => {
  it("names the operation where the spec gives it a text", async () => {
    failWith(network);
    expect(await add("en-GB")).toEqual({ ok: false, message: "Sorry, failed to add this product, please try it again." });
    expect(await removeItemAction("en-GB", "u1", "Rose Oud", ["u1"])).toEqual({ ok: false, message: "Remove Failed, please try again" });
    expect(await removeItemAction("zh-CN", "u1", "Rose Oud", ["u1"])).toEqual({ ok: false, message: "删除失败，请重试" });
  });

  it("gives the generic text elsewhere", async () => {
    failWith(network);
    expect(await applyCouponAction("en-GB", "SAVE10", null)).toEqual({ ok: false, message: "An error occurred" });
    expect(await removeCouponAction("es-MX")).toEqual({ ok: false, message: "Ocurrió un error" });
  });
});

describe("the backend's own message, written for shoppers, is passed on", () => {
  it("for quantity updates and coupons", async () => {
    failWith({ kind: "graphql", message: "The requested qty is not available" });
    expect(await updateQuantityAction("en-GB", "u1", 9)).toEqual({ ok: false, message: "The requested qty is not available" });
    failWith({ kind: "graphql", message: 'The coupon code isn\'t valid. Verify the code and try again.' });
    expect(await applyCouponAction("zh-CN", "NOPE", null)).toEqual({ ok: false, message: "优惠码无效，请核对后重试。" });
  });
});
