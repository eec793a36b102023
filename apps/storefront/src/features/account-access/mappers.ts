/** Pure rules of signing in, kept apart so tests can hold them to the spec. */
import type { SignedInCustomerQuery } from "@/lib/commerce/generated/graphql";

/** What the header's account area shows of the signed-in shopper (spec §2.7). */
export interface SignedInCustomer {
  firstname: string;
  lastname: string;
  /** The first name's first letter in upper case; null when the first name is unknown. */
  initial: string | null;
}

export function toSignedInCustomer(customer: SignedInCustomerQuery["customer"] | null | undefined): SignedInCustomer | null {
  if (!customer) return null;
  const firstname = customer.firstname?.trim() ?? "";
  const lastname = customer.lastname?.trim() ?? "";
  // The first character as the reader sees it (a surrogate pair or an accented letter stays whole).
  const first = [...firstname.normalize("NFC")][0];
  return { firstname, lastname, initial: first ? first.toLocaleUpperCase() : null };
}

/**
 * Sign-in step 5: the cart that becomes current. The merged cart when the guest cart was merged; otherwise (no
 * guest cart, the same cart, or a failed merge) the customer cart; undefined when not even that could be fetched.
 */
export function cartAfterSignIn(ids: { guestCartId?: string; customerCartId?: string; mergedCartId?: string }): string | undefined {
  if (ids.mergedCartId) return ids.mergedCartId;
  return ids.customerCartId;
}

/** Whether the guest cart must be merged into the customer cart (spec §4 "Sign-in" step 5). */
export function needsMerge(guestCartId: string | undefined, customerCartId: string | undefined): boolean {
  return Boolean(guestCartId && customerCartId && guestCartId !== customerCartId);
}
