/**
 * The one way the storefront runs a cart operation: the browser's /api calls (http-handler.ts) and the server
 * actions and pages (server.ts) share it, so the arguments are validated with the same schemas, and the cart-id
 * cookie and the lifecycle rules are applied in one place. The answer is typed by the operation's document.
 */
import type { CommerceClient } from "@/lib/commerce/client";
import { CreateEmptyCartDocument, CustomerCartDocument } from "@/lib/commerce/generated/graphql";
import type { CommerceErrorKind, Result } from "@/lib/commerce/result";
import type { RequestScope } from "@/lib/commerce/scope";
import { onCartFailure, planCartId } from "../lifecycle";
import {
  type CartArgs,
  type CartData,
  type CartOperation,
  type CartOperationName,
  type InvalidArguments,
  cartOperations,
  parseCartArgs,
} from "./operations";

/** Where the cart id lives: the cart cookie, read and written by the route or by next/headers in actions. */
export interface CartIdStore {
  get(): string | undefined;
  set(id: string): void;
  clear(): void;
}

export interface GatewayContext {
  client: CommerceClient;
  scope: RequestScope;
  cart: CartIdStore;
  log?: (event: GatewayLogEvent) => void;
}

/** Operation names and classifications only: never arguments, ids, tokens or backend messages. */
export interface GatewayLogEvent {
  operation: CartOperationName;
  kind: string;
  classification?: string;
}

export type GatewayError =
  | { kind: CommerceErrorKind; message: string; category?: string }
  /** The arguments failed their schema: nothing reached the backend. */
  | { kind: "input"; message: string; invalid: InvalidArguments };

export type CartOutcome<TData> =
  /** `expired`: the stored cart was gone and its id is dropped; `data` is the answer without a cart. */
  | { ok: true; data: TData; notice?: "expired" }
  /** `retry`: a write met a dead cart (or a signed-in shopper's failed to load); its id is dropped. */
  | { ok: false; error: GatewayError; notice?: "retry" };

const defaultLog = (event: GatewayLogEvent) => console.warn("[cart]", JSON.stringify(event));

export async function runCartOperation<N extends CartOperationName>(
  name: N,
  rawArgs: unknown,
  ctx: GatewayContext,
): Promise<CartOutcome<CartData<N>>> {
  const parsed = parseCartArgs(name, rawArgs);
  if (!parsed.ok) return { ok: false, error: { kind: "input", message: parsed.invalid.message, invalid: parsed.invalid } };
  // The table's entries each have their own types; indexed by a generic name they widen to a union.
  const op = cartOperations[name] as unknown as CartOperation<CartArgs<N>, CartData<N>, unknown>;
  const log = ctx.log ?? defaultLog;
  const signedIn = Boolean(ctx.scope.token);
  const run = (cartId: string) => ctx.client.execute(op.document, op.variables(parsed.args, cartId), ctx.scope);

  let cartId = ctx.cart.get();
  const plan = planCartId(op.use, cartId);
  if (plan === "skip" && op.withoutCart !== undefined) return { ok: true, data: op.withoutCart };
  if (plan === "create") {
    const created = await newCartId(ctx, signedIn);
    if (!created.ok) return failure(name, created.error, log);
    cartId = created.data;
  }

  const result = await run(cartId ?? "");
  if (result.ok) {
    const handedOut = op.cartIdOf?.(result.data);
    if (handedOut) ctx.cart.set(handedOut);
    return { ok: true, data: result.data };
  }

  const outcome = onCartFailure(op.kind, result.error.message, signedIn);
  // Only the backend's own answer says a cart is dead; a network failure does not, except for the badge's count.
  const speaksForCart = result.error.kind === "graphql" || op.kind === "quantity";
  if (!outcome.clear || !speaksForCart) return failure(name, result.error, log);
  ctx.cart.clear();
  if ("log" in outcome) log({ operation: name, kind: result.error.kind, classification: outcome.log });
  // A read of an expired cart answers like a read without one: the next write creates a new cart.
  if (outcome.notice === "expired" && op.withoutCart !== undefined) return { ok: true, data: op.withoutCart, notice: "expired" };
  const failed = failure(name, result.error, log);
  return outcome.notice === "retry" ? { ...failed, notice: "retry" } : failed;
}

async function newCartId(ctx: GatewayContext, signedIn: boolean): Promise<Result<string>> {
  if (signedIn) {
    const customer = await ctx.client.execute(CustomerCartDocument, {}, ctx.scope);
    if (!customer.ok) return customer;
    ctx.cart.set(customer.data.customerCart.id);
    return { ok: true, data: customer.data.customerCart.id };
  }
  const created = await ctx.client.execute(CreateEmptyCartDocument, {}, ctx.scope);
  if (!created.ok) return created;
  const id = created.data.createEmptyCart;
  if (!id) return { ok: false, error: { kind: "http", message: "The commerce API answered without a cart id" } };
  ctx.cart.set(id);
  return { ok: true, data: id };
}

function failure(
  operation: CartOperationName,
  error: { kind: CommerceErrorKind; message: string; category?: string },
  log: (e: GatewayLogEvent) => void,
): { ok: false; error: GatewayError } {
  log({ operation, kind: error.kind });
  return { ok: false, error: error.category ? { kind: error.kind, message: error.message, category: error.category } : { kind: error.kind, message: error.message } };
}
