import type { RequestContext } from "./context.ts";
import { GraphQlAuthorizationError } from "./errors.ts";

/** Magento's answer when a guest asks for what only a signed-in customer may read or change. */
export const CUSTOMER_NOT_AUTHORIZED = "The current customer isn't authorized.";

/** The signed-in customer's id, or Magento's graphql-authorization error for guests. */
export function requireCustomerId(ctx: Pick<RequestContext, "customerId">): number {
  if (ctx.customerId === null) throw new GraphQlAuthorizationError(CUSTOMER_NOT_AUTHORIZED);
  return ctx.customerId;
}
