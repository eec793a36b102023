"use server";

import { cookies } from "next/headers";
import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { failureText } from "@/i18n/failure-text";
import {
  AddProductsToWishlistDocument, AddWishlistItemsToCartDocument, CustomerCartDocument, RemoveProductsFromWishlistDocument,
  WishlistMembershipDocument,
} from "@/lib/commerce/generated/graphql";
import { cookieNames, cookieOptions } from "@/lib/markets/cookies";
import { localeSchema } from "@/lib/markets/locale-schema";
import { defaultMarket, isLocale } from "@/lib/markets/markets";
import { customerRequest, readCustomerToken } from "@/lib/session/session";
import { WISHABLE_TYPES, findEntry, toggleStep, type WishlistEntry } from "./membership";
import { type Membership, membershipOf } from "./server";

// Every argument comes from the browser: each action checks its arguments before anything reaches the backend.

/** Spec §7: the wishlist id sent is always "0" (the customer's own list). */
const WISHLIST_ID = "0";
const skuSchema = z.string().trim().min(1).max(64);
const itemIdSchema = z.string().regex(/^\d{1,10}$/);

const productSchema = z.object({
  sku: skuSchema,
  uid: z.string().max(128).nullish(),
  typename: z.string().max(40),
  /** A configurable's chosen variant: sent as the sku with the configurable as parent_sku (spec §7). */
  variantSku: skuSchema.nullish(),
});

export type WishedProductInput = z.input<typeof productSchema>;

export type ToggleResult =
  | { ok: true; wished: boolean; membership: Membership }
  /** No token: the heart shows "Must be logged in to view your wish list" and goes to sign-in (spec §2.7). */
  | { ok: false; signedOut: true; message: string }
  | { ok: false; signedOut?: false; message: string };

export type MoveResult = { ok: true; message: string } | { ok: false; title: string; message: string };

function texts(locale: unknown) {
  return getTranslations({ locale: isLocale(locale) ? locale : defaultMarket.locale, namespace: "Wishlist" });
}

async function failed(locale: string, error: { kind: string; message: string }): Promise<string> {
  const t = await getTranslations({ locale, namespace: "Errors" });
  return failureText(error, t);
}

async function membership(locale: string): Promise<Membership> {
  const result = await customerRequest(WishlistMembershipDocument, {}, locale, { canStore: true });
  return result.ok ? membershipOf(result.data.customer?.wishlists) : { entries: [], count: 0 };
}

/** Spec §4 Toggling: removes the product when it is in the wishlist, adds it otherwise. */
export async function toggleWishlistAction(locale: string, product: WishedProductInput): Promise<ToggleResult> {
  const t = await texts(locale);
  const checked = z.tuple([localeSchema, productSchema]).safeParse([locale, product]);
  if (!checked.success) return { ok: false, message: t("failed") };
  const [site, wanted] = checked.data;
  if (!(await readCustomerToken())) {
    // Spec §5 Access: logged without any argument value.
    console.warn("Need to be authenticated to add a product to wishlist");
    return { ok: false, signedOut: true, message: t("mustSignIn") };
  }
  const current = await membership(site);
  const step = toggleStep(current.entries, wanted);
  if (step.kind === "remove") {
    const removed = await customerRequest(RemoveProductsFromWishlistDocument, { wishlistId: WISHLIST_ID, ids: [step.itemId] }, site, { canStore: true });
    if (!removed.ok) return { ok: false, message: await failed(site, removed.error) };
  } else {
    if (!WISHABLE_TYPES.has(wanted.typename)) {
      console.warn("Product Type … not supported in add to wishlist yet");
      return { ok: false, message: t("failed") };
    }
    // Spec §9: quantity 1; a configurable's variant goes with its parent's sku.
    const item = wanted.variantSku && wanted.typename === "ConfigurableProduct"
      ? { sku: wanted.variantSku, parent_sku: wanted.sku, quantity: 1 }
      : wanted.typename === "BundleProduct"
        ? { sku: wanted.sku, quantity: 1, entered_options: [] }
        : { sku: wanted.sku, quantity: 1 };
    const added = await customerRequest(AddProductsToWishlistDocument, { wishlistId: WISHLIST_ID, items: [item] }, site, { canStore: true });
    if (!added.ok) return { ok: false, message: await failed(site, added.error) };
    const userError = added.data.addProductsToWishlist?.user_errors.find(Boolean);
    if (userError) return { ok: false, message: userError.message };
  }
  const next = await membership(site);
  refresh();
  return { ok: true, wished: findEntry(next.entries, wanted) !== null, membership: next };
}

/** Removes one item (the wishlist page's remove button). */
export async function removeWishlistItemAction(locale: string, itemId: string): Promise<{ ok: boolean; message?: string }> {
  const t = await texts(locale);
  const checked = z.tuple([localeSchema, itemIdSchema]).safeParse([locale, itemId]);
  if (!checked.success) return { ok: false, message: t("failed") };
  const [site, id] = checked.data;
  const removed = await customerRequest(RemoveProductsFromWishlistDocument, { wishlistId: WISHLIST_ID, ids: [id] }, site, { canStore: true });
  if (!removed.ok) return { ok: false, message: await failed(site, removed.error) };
  refresh();
  return { ok: true };
}

/**
 * Spec §4 "After an item is moved to the cart": the cart's error as a danger notice titled "Wishlist error", else
 * the item leaves the wishlist and "You added {product} to your shopping cart.".
 */
export async function moveToCartAction(locale: string, itemId: string, productName: string): Promise<MoveResult> {
  const t = await texts(locale);
  const checked = z.tuple([localeSchema, itemIdSchema, z.string().max(255)]).safeParse([locale, itemId, productName]);
  if (!checked.success) return { ok: false, title: t("errorTitle"), message: t("failed") };
  const [site, id, name] = checked.data;
  const moved = await customerRequest(AddWishlistItemsToCartDocument, { wishlistId: WISHLIST_ID, ids: [id] }, site, { canStore: true });
  if (!moved.ok) return { ok: false, title: t("errorTitle"), message: await failed(site, moved.error) };
  const output = moved.data.addWishlistItemsToCart;
  const error = output?.add_wishlist_items_to_cart_user_errors.find(Boolean);
  if (!output || error || !output.status) return { ok: false, title: t("errorTitle"), message: error?.message ?? t("failed") };
  await followCustomerCart(site);
  refresh();
  return { ok: true, message: t("addedToCart", { product: name }) };
}

/** The backend moves items into the customer's cart: the header's cart follows that cart from now on. */
async function followCustomerCart(locale: string): Promise<void> {
  const cart = await customerRequest(CustomerCartDocument, {}, locale, { canStore: true });
  if (!cart.ok) return;
  const jar = await cookies();
  if (jar.get(cookieNames.cart)?.value !== cart.data.customerCart.id) {
    jar.set(cookieNames.cart, cart.data.customerCart.id, cookieOptions(cookieNames.cart));
  }
}

/**
 * Spec §4 "Arriving from the wishlist": after the product page added a product to the cart, the wishlist item for
 * it leaves the wishlist (the move finished by hand). Nothing happens without a token or without such an item.
 */
export async function afterAddFromWishlistAction(locale: string, product: { sku: string; uid?: string | null }): Promise<Membership | null> {
  const checked = z.tuple([localeSchema, productSchema.pick({ sku: true, uid: true })]).safeParse([locale, product]);
  if (!checked.success || !(await readCustomerToken())) return null;
  const [site, wanted] = checked.data;
  const entry: WishlistEntry | null = findEntry((await membership(site)).entries, wanted);
  if (!entry) return null;
  await customerRequest(RemoveProductsFromWishlistDocument, { wishlistId: WISHLIST_ID, ids: [entry.id] }, site, { canStore: true });
  refresh();
  return membership(site);
}
