"use server";

import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { failureText } from "@/i18n/failure-text";
import { localeSchema } from "@/lib/markets/locale-schema";
import { defaultMarket, isLocale } from "@/lib/markets/markets";
import { type AddToCartIssue, type AddToCartRequest, MAX_CART_LINES, MAX_QUANTITY, addToCartIssue, cartLinesFor } from "./add-rules";
import { addToCartRequestSchema } from "./add-schemas";
import { type InvalidArguments, checkArgs } from "./gateway/operations";
import { isDeadCartMessage } from "./lifecycle";
import { callCart } from "./server";

// Every argument of a server action comes from the browser, whatever the types say: each action checks them with
// the same schemas as the /api route (the gateway checks the cart operation's own), and answers bad input with a
// message for the shopper before anything reaches the backend.

export type AddToCartResult =
  | { ok: true; message: string; totalQuantity: number }
  /** `retry`: the stored cart was dead and has been cleared (spec §4): an info notice, not an error. */
  | { ok: false; message: string; retry?: boolean };

export type CartActionResult = { ok: true; message?: string } | { ok: false; message: string };

type Translate = Awaited<ReturnType<typeof cartTexts>>;

/** The shopper's texts; a locale that is not one of ours still gets an answer, in the default site's words. */
function cartTexts(locale: unknown) {
  return getTranslations({ locale: isLocale(locale) ? locale : defaultMarket.locale, namespace: "Cart" });
}

const ISSUE_TEXT: Record<AddToCartIssue, (t: Translate, productType: string) => string> = {
  unsupported: (t, type) => t("unsupportedType", { type }),
  chooseOptions: (t) => t("chooseVariant"),
  outOfStock: (t) => t("outOfStock"),
  tooMany: (t) => t("noStock"),
  invalidQuantity: (t) => t("invalidQuantity", { max: MAX_QUANTITY }),
  chooseItems: (t) => t("addFailed"),
};

/** What was wrong with an add's arguments, in the shopper's words: the quantity, the number of lines, or the rest. */
function invalidAddText(t: Translate, invalid: InvalidArguments): string {
  if (invalid.path.includes("quantity")) return t("invalidQuantity", { max: MAX_QUANTITY });
  if (invalid.path.length === 2 && invalid.path[1] === "children") return t("tooManyLines", { max: MAX_CART_LINES });
  return t("invalidRequest");
}

/** Spec §8 texts for a failed call: the backend's words, the time-out text, else `fallback` or the generic text. */
async function failed(locale: unknown, error: { kind: string; message: string }, fallback?: string): Promise<string> {
  const texts = await getTranslations({ locale: isLocale(locale) ? locale : defaultMarket.locale, namespace: "Errors" });
  return failureText(error, texts, fallback);
}

const addArgs = z.tuple([localeSchema, addToCartRequestSchema]);

export async function addToCartAction(locale: string, request: AddToCartRequest): Promise<AddToCartResult> {
  const t = await cartTexts(locale);
  const checked = checkArgs(addArgs, [locale, request], "addToCart");
  if (!checked.ok) return { ok: false, message: invalidAddText(t, checked.invalid) };
  const [site, valid] = checked.args;
  const issue = addToCartIssue(valid);
  if (issue) return { ok: false, message: ISSUE_TEXT[issue](t, valid.productType) };

  const result = await callCart(site, "addProductsToCart", [cartLinesFor(valid)], { canStore: true });
  if (!result.ok) {
    if (result.notice === "retry" || isDeadCartMessage(result.error.message)) return { ok: false, message: t("tryAgain"), retry: true };
    if (result.error.kind === "input") return { ok: false, message: t("invalidRequest") };
    return { ok: false, message: await failed(site, result.error, t("addNoData")) };
  }
  const data = result.data.addProductsToCart;
  if (!data) return { ok: false, message: t("addNoData") };
  const userError = data.user_errors.find(Boolean);
  if (userError) return { ok: false, message: userError.message };
  refresh();
  return { ok: true, message: t("addSuccess"), totalQuantity: data.cart.total_quantity };
}

/** Spec §2.9: sent only when the quantity is above 0 (the client debounces by 400 ms). */
export async function updateQuantityAction(locale: string, uid: string, quantity: number): Promise<CartActionResult> {
  const t = await cartTexts(locale);
  if (!isLocale(locale)) return { ok: false, message: t("invalidRequest") };
  const result = await callCart(locale, "updateCartItems", [[{ cart_item_uid: uid, quantity }]], { canStore: true });
  if (!result.ok && result.error.kind === "input") {
    const badQuantity = result.error.invalid.path.includes("quantity");
    return { ok: false, message: badQuantity ? t("invalidQuantity", { max: MAX_QUANTITY }) : t("updateFailed") };
  }
  refresh();
  return result.ok ? { ok: true } : { ok: false, message: await failed(locale, result.error, t("updateFailed")) };
}

const removeArgs = z.tuple([localeSchema, z.string().max(128), z.string().max(512), z.array(z.string().max(128)).max(1_000)]);

/** Spec §5: the item must be one of the cart's; anything else is "can't find this product". */
export async function removeItemAction(locale: string, uid: string, name: string, knownUids: string[]): Promise<CartActionResult> {
  const t = await cartTexts(locale);
  const checked = checkArgs(removeArgs, [locale, uid, name, knownUids], "removeItem");
  if (!checked.ok || !knownUids.includes(uid)) return { ok: false, message: t("productNotFound") };
  const result = await callCart(locale, "removeItemFromCart", [uid], { canStore: true });
  if (!result.ok && result.error.kind === "input") return { ok: false, message: t("productNotFound") };
  refresh();
  return result.ok ? { ok: true, message: t("removed", { name }) } : { ok: false, message: await failed(locale, result.error, t("removeFailed")) };
}

const couponArgs = z.tuple([localeSchema, z.string().max(1_000), z.string().max(64).nullable()]);

export async function applyCouponAction(locale: string, code: string, current: string | null): Promise<CartActionResult> {
  const t = await cartTexts(locale);
  const checked = checkArgs(couponArgs, [locale, code, current], "applyCoupon");
  if (!checked.ok) return { ok: false, message: t("couponInvalid") };
  if (current) return { ok: false, message: t("oneCoupon") };
  const result = await callCart(locale, "applyCouponToCart", [code], { canStore: true });
  if (!result.ok && result.error.kind === "input") return { ok: false, message: t("couponInvalid") };
  refresh();
  if (result.ok) return { ok: true };
  return { ok: false, message: result.error.kind === "graphql" ? translateCouponError(result.error.message, t) : await failed(locale, result.error) };
}

export async function removeCouponAction(locale: string): Promise<CartActionResult> {
  const t = await cartTexts(locale);
  if (!isLocale(locale)) return { ok: false, message: t("invalidRequest") };
  const result = await callCart(locale, "removeCouponFromCart", [], { canStore: true });
  refresh();
  return result.ok ? { ok: true } : { ok: false, message: await failed(locale, result.error) };
}

/**
 * The page found the stored cart gone (spec §4) but could not drop its id while rendering: reading it again here
 * drops it (only if it is still dead), and the shopper is told. No new cart: the next add creates one.
 */
export async function dropExpiredCartAction(locale: string): Promise<CartActionResult> {
  const t = await cartTexts(locale);
  if (!isLocale(locale)) return { ok: false, message: t("invalidRequest") };
  await callCart(locale, "cart", [], { canStore: true });
  refresh();
  return { ok: true, message: t("expired") };
}

/** The badge failed to load its count: reading it again clears a dead id (the reason is logged by the gateway). */
export async function reloadQuantityAction(locale: string): Promise<{ totalQuantity: number }> {
  if (!isLocale(locale)) return { totalQuantity: 0 };
  const result = await callCart(locale, "cartTotalQty", [], { canStore: true });
  return { totalQuantity: result.ok ? (result.data.cart?.total_quantity ?? 0) : 0 };
}

function translateCouponError(message: string, t: Translate): string {
  if (/coupon code isn't valid/i.test(message)) return t("couponInvalid");
  return message;
}
