/**
 * The one way the storefront runs a cart operation: the HTTP middleware (browser calls) and the server actions and
 * pages (direct calls) share it, so the cart-id cookie and the lifecycle rules are applied in one place.
 */
import type { CommerceClient } from "@/lib/commerce/client";
import type { Document } from "@/lib/commerce/document";
import type { Result } from "@/lib/commerce/result";
import type { RequestScope } from "@/lib/commerce/scope";
import { CreateEmptyCartDocument, CustomerCartDocument } from "@/lib/commerce/generated/graphql";
import { onCartFailure, planCartId } from "../lifecycle";
import { type CartMethodArgs, type CartMethodName, cartMethods } from "./methods";

export const MIDDLEWARE_TIMEOUT_MS = 60_000;

/** Where the cart id lives: the cart cookie, read and written by the route or by next/headers in actions. */
export interface CartIdStore {
  get(): string | undefined;
  set(id: string): void;
  clear(): void;
  /** False while rendering a page, where cookies are read-only. */
  readonly canStore: boolean;
}

export interface GatewayContext {
  client: CommerceClient;
  scope: RequestScope;
  cart: CartIdStore;
  log?: (event: GatewayLogEvent) => void;
}

/** Operation names and classifications only: never arguments, ids, tokens or backend messages. */
export interface GatewayLogEvent {
  operation: CartMethodName;
  kind: string;
  classification?: string;
}

export interface GatewayError {
  message: string;
  kind: "timeout" | "network" | "graphql" | "http";
  category?: string;
}

export interface GatewayResult<TData = unknown> {
  /** `{}` when the operation failed. */
  data: TData | Record<string, never>;
  errors: GatewayError[];
  /** A lifecycle notice for the shopper: the stored cart expired, or a write met a dead cart. */
  notice?: "expired" | "retry";
  /** True when no cart exists yet and none could be made (a page render without the cookie). */
  noCart?: boolean;
}

const defaultLog = (event: GatewayLogEvent) => console.warn("[cart]", JSON.stringify(event));

export async function runCartMethod<M extends CartMethodName>(
  name: M,
  args: CartMethodArgs<M>,
  ctx: GatewayContext,
): Promise<GatewayResult> {
  const spec = cartMethods[name];
  const log = ctx.log ?? defaultLog;
  const signedIn = Boolean(ctx.scope.token);
  const execute = <TData, TVariables>(document: Document<TData, TVariables>, variables: TVariables) =>
    ctx.client.execute(document, variables, ctx.scope);

  let cartId = ctx.cart.get();
  const plan = planCartId(spec.use, cartId, ctx.cart.canStore);
  if (plan === "skip" && spec.use !== "none") return { data: {}, errors: [], noCart: true };
  if (plan === "create") {
    const created = await newCartId(ctx, signedIn);
    if (!created.ok) return failure(name, created.error, log);
    cartId = created.data;
  }

  const run = spec.run as (a: unknown, id: string, call: typeof execute) => Promise<Result<unknown>>;
  const result = await run(args, cartId ?? "", execute);
  if (result.ok) {
    rememberCartFrom(name, result.data, ctx.cart);
    return { data: result.data, errors: [] };
  }

  const outcome = onCartFailure(spec.kind, result.error.message, signedIn);
  // Only the backend's own answer says a cart is dead; a network failure does not, except for the badge's count.
  const speaksForCart = result.error.kind === "graphql" || spec.kind === "quantity";
  if (!outcome.clear || !speaksForCart) return failure(name, result.error, log);
  ctx.cart.clear();
  if ("log" in outcome) log({ operation: name, kind: result.error.kind, classification: outcome.log });
  if (outcome.recreate && ctx.cart.canStore) {
    const created = await newCartId(ctx, signedIn);
    if (created.ok) {
      const fresh = await run(args, created.data, execute);
      if (fresh.ok) return { data: fresh.data, errors: [], notice: "expired" };
    }
  }
  const notice = outcome.notice ?? undefined;
  const failed = failure(name, result.error, log);
  return notice ? { ...failed, notice } : failed;
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

/** Calls that hand out a cart id move the cookie to it. */
function rememberCartFrom(name: CartMethodName, data: unknown, cart: CartIdStore): void {
  const record = data as Record<string, unknown>;
  if (name === "createEmptyCart" && typeof record.createEmptyCart === "string") cart.set(record.createEmptyCart);
  if (name === "customerCart") cart.set((record.customerCart as { id: string }).id);
  if (name === "mergeCarts") cart.set((record.mergeCarts as { id: string }).id);
}

function failure(operation: CartMethodName, error: GatewayError, log: (e: GatewayLogEvent) => void): GatewayResult {
  log({ operation, kind: error.kind });
  return { data: {}, errors: [error.category ? { message: error.message, kind: error.kind, category: error.category } : { message: error.message, kind: error.kind }] };
}

/** The middleware's overall limit: a slow backend yields a friendly error instead of a hanging request. */
export async function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout()), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
