/**
 * Spec §4 "Sign-out", for server actions: the token is revoked on the server, then the token and cart cookies go.
 * A revocation that fails (the token had already expired, the API is down) still signs the shopper out here: the
 * cookie is what makes them signed in.
 */
import { SignOutDocument } from "@/lib/commerce/generated/graphql";
import { commerceRequest } from "@/lib/commerce/server";
import { clearCustomerSession, readCustomerToken } from "./session";

export async function signOut(locale: string): Promise<void> {
  const token = await readCustomerToken();
  if (token) await commerceRequest(SignOutDocument, {}, locale, { token });
  await clearCustomerSession();
}
