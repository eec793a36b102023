"use server";

import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";
import type { AddProductsToCartMutation } from "@/lib/commerce/generated/graphql";
import { failureText } from "@/i18n/failure-text";
import { canAddToCart } from "./can-add";
import { isDeadCartMessage } from "./lifecycle";
import { couponCodeSchema } from "./middleware/methods";
import { callCart } from "./server";

export interface AddToCartInput {
  locale: string;
  sku: string;
  quantity: number;
  parentSku?: string;
  selectedOptions?: string[];
  enteredOptions?: { uid: string; value: string }[];
  productType: string;
  name: string;
  brand?: string;
  price?: number;
  currency?: string;
  /** Optional checks the product page may pass on (spec §5 canAddToCart). */
  stockStatus?: string | null;
  onlyXLeftInStock?: number | null;
  /** Grouped products: one line per child sku. */
  children?: { sku: string; quantity: number }[];
}

export type AddToCartResult =
  | { ok: true; message: string; totalQuantity: number }
  /** `retry`: the stored cart was dead and has been cleared (spec §4): an info notice, not an error. */
  | { ok: false; message: string; retry?: boolean };

export type CartActionResult = { ok: true; message?: string } | { ok: false; message: string; notice?: "retry" | "expired" };

const t = (locale: string) => getTranslations({ locale, namespace: "Cart" });

/** Spec §8 texts for a failed call: the backend's words, the time-out text, else `fallback` or the generic text. */
async function failed(locale: string, error: { kind: string; message: string }, fallback?: string): Promise<string> {
  return failureText(error, await getTranslations({ locale, namespace: "Errors" }), fallback);
}

export async function addToCartAction(input: AddToCartInput): Promise<AddToCartResult> {
  const tr = await t(input.locale);
  const check = canAddToCart(input);
  if (!check.ok) {
    if (check.reason === "unsupported") return { ok: false, message: tr("unsupportedType", { type: input.productType }) };
    if (check.reason === "variant") return { ok: false, message: tr("chooseVariant") };
    if (check.reason === "stock") return { ok: false, message: tr("outOfStock") };
    if (check.reason === "limit") return { ok: false, message: tr("noStock") };
    return { ok: false, message: tr("addFailed") };
  }
  const result = await callCart(input.locale, "addProductsToCart", [check.lines], { canStore: true });
  if (result.notice === "retry") return { ok: false, message: tr("tryAgain"), retry: true };
  const firstError = result.errors[0];
  if (firstError) {
    if (isDeadCartMessage(firstError.message)) return { ok: false, message: tr("tryAgain"), retry: true };
    return { ok: false, message: await failed(input.locale, firstError, tr("addNoData")) };
  }
  const data = (result.data as Partial<AddProductsToCartMutation>).addProductsToCart;
  if (!data) return { ok: false, message: tr("addNoData") };
  const userError = data.user_errors.find(Boolean);
  if (userError) return { ok: false, message: userError.message };
  refresh();
  return { ok: true, message: tr("addSuccess"), totalQuantity: data.cart.total_quantity };
}

/** Spec §2.9: sent only when the quantity is above 0 (the client debounces by 400 ms). */
export async function updateQuantityAction(locale: string, uid: string, quantity: number): Promise<CartActionResult> {
  const tr = await t(locale);
  if (!(quantity > 0) || !Number.isInteger(quantity)) return { ok: false, message: tr("updateFailed") };
  const result = await callCart(locale, "updateCartItems", [[{ cart_item_uid: uid, quantity }]], { canStore: true });
  refresh();
  if (result.errors[0]) return { ok: false, message: await failed(locale, result.errors[0], tr("updateFailed")) };
  return { ok: true };
}

export async function removeItemAction(locale: string, uid: string, name: string, knownUids: string[]): Promise<CartActionResult> {
  const tr = await t(locale);
  if (!knownUids.includes(uid)) return { ok: false, message: tr("productNotFound") };
  const result = await callCart(locale, "removeItemFromCart", [uid], { canStore: true });
  refresh();
  if (result.errors[0]) return { ok: false, message: await failed(locale, result.errors[0], tr("removeFailed")) };
  return { ok: true, message: tr("removed", { name }) };
}

export async function applyCouponAction(locale: string, code: string, current: string | null): Promise<CartActionResult> {
  const tr = await t(locale);
  if (current) return { ok: false, message: tr("oneCoupon") };
  const parsed = couponCodeSchema.safeParse(code);
  if (!parsed.success) return { ok: false, message: tr("couponInvalid") };
  const result = await callCart(locale, "applyCouponToCart", [parsed.data], { canStore: true });
  refresh();
  const error = result.errors[0];
  if (error) return { ok: false, message: error.kind === "graphql" ? translateCouponError(error.message, tr) : await failed(locale, error) };
  return { ok: true };
}

export async function removeCouponAction(locale: string): Promise<CartActionResult> {
  const result = await callCart(locale, "removeCouponFromCart", [], { canStore: true });
  refresh();
  return result.errors[0] ? { ok: false, message: await failed(locale, result.errors[0]) } : { ok: true };
}

/** The stored cart is gone (spec §4): drop its id, start a new one and tell the shopper. */
export async function renewCartAction(locale: string): Promise<CartActionResult> {
  const tr = await t(locale);
  await callCart(locale, "createEmptyCart", [], { canStore: true });
  refresh();
  return { ok: true, message: tr("expired") };
}

/** The badge failed to load its count: the id is cleared (the reason is logged by the gateway). */
export async function reloadQuantityAction(locale: string): Promise<{ totalQuantity: number }> {
  const result = await callCart(locale, "cartTotalQty", [], { canStore: true });
  const cart = (result.data as { cart?: { total_quantity: number } | null }).cart;
  return { totalQuantity: cart?.total_quantity ?? 0 };
}

function translateCouponError(message: string, tr: Awaited<ReturnType<typeof t>>): string {
  if (/coupon code isn't valid/i.test(message)) return tr("couponInvalid");
  return message;
}
