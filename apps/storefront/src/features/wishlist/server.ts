import { cache } from "react";
import { WishlistMembershipDocument, WishlistPageDocument } from "@/lib/commerce/generated/graphql";
import type { Result } from "@/lib/commerce/result";
import { customerRequest, readCustomerToken } from "@/lib/session/session";
import { type Membership, itemsCountOf, toEntries } from "./membership";

export type { Membership };

/**
 * Spec §2.7: the wishlist is loaded only with a token; null without one (no call is made). For page renders: a
 * refused token ends the session through the session routes.
 */
export const loadMembership = cache(async (locale: string): Promise<Membership | null> => {
  if (!(await readCustomerToken())) return null;
  const result = await customerRequest(WishlistMembershipDocument, {}, locale, { canStore: false });
  if (!result.ok) return { entries: [], count: 0 };
  return membershipOf(result.data.customer?.wishlists);
});

export function membershipOf(lists: ReadonlyArray<{ items_count?: number | null; items_v2?: { items: ReadonlyArray<unknown> } | null } | null> | null | undefined): Membership {
  const first = lists?.find(Boolean);
  return { entries: toEntries((first?.items_v2?.items ?? []) as Parameters<typeof toEntries>[0]), count: itemsCountOf(lists) };
}

/** The wishlist page's items: the first list (spec §7 "the first one is used"). The caller has checked the token. */
export async function loadWishlistPage(locale: string): Promise<Result<WishlistPageItems>> {
  const result = await customerRequest(WishlistPageDocument, {}, locale, { canStore: false });
  if (!result.ok) return result;
  const list = result.data.customer?.wishlists.find(Boolean);
  return { ok: true, data: (list?.items_v2?.items ?? []).filter((i) => i !== null) };
}

type PageData = NonNullable<NonNullable<import("@/lib/commerce/generated/graphql").WishlistPageQuery["customer"]>["wishlists"][number]>;
export type WishlistPageItems = NonNullable<NonNullable<PageData["items_v2"]>["items"][number]>[];
