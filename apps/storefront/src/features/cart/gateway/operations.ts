/**
 * The cart operations the storefront runs, one per operation document: the zod schema of its arguments (a JSON
 * array, as the browser sends it), whether it reads or writes the shopper's cart, and how it builds the document's
 * variables. The result type is the document's. The cart id never travels as an argument: it comes from the cart
 * cookie, so a page script can only act on its own shopper's cart.
 */
import { z } from "zod";
import {
  AddProductsToCartDocument,
  AddSimpleProductsToCartDocument,
  ApplyCouponToCartDocument,
  CartDetailsDocument,
  CartTotalQuantityDocument,
  CreateEmptyCartDocument,
  CustomerCartDocument,
  MergeCartsDocument,
  RemoveCouponFromCartDocument,
  RemoveItemFromCartDocument,
  UpdateCartItemsDocument,
} from "@/lib/commerce/generated/graphql";
import type { Document } from "@/lib/commerce/document";
import { MAX_CART_LINES } from "../add-rules";
import { cartLinesSchema, quantitySchema, skuSchema, uidSchema } from "../add-schemas";
import type { CartMethodKind, CartUse } from "../lifecycle";

export const couponCodeSchema = z.string().trim().min(1).max(64);

export interface CartOperation<TArgs extends unknown[], TData, TVariables> {
  document: Document<TData, TVariables>;
  args: z.ZodType<TArgs>;
  use: CartUse;
  kind: CartMethodKind;
  variables: (args: TArgs, cartId: string) => TVariables;
  /** Reads: the answer when the shopper has no cart (or it just expired). Nothing is created for a read. */
  withoutCart?: TData;
  /** Operations that hand out a cart id: the cookie moves to it. */
  cartIdOf?: (data: TData) => string | null;
}

/** Types each entry from its document: the variables it builds and the answers it names must fit the document. */
function operation<TArgs extends unknown[], TData, TVariables>(spec: {
  document: Document<TData, TVariables>;
  args: z.ZodType<TArgs>;
  use: CartUse;
  kind: CartMethodKind;
  variables: (args: TArgs, cartId: string) => NoInfer<TVariables>;
  withoutCart?: NoInfer<TData>;
  cartIdOf?: (data: NoInfer<TData>) => string | null;
}): CartOperation<TArgs, TData, TVariables> {
  return spec;
}

const noArgs = z.tuple([]);

export const cartOperations = {
  createEmptyCart: operation({
    document: CreateEmptyCartDocument,
    args: noArgs,
    use: "none",
    kind: "other",
    variables: () => ({}),
    cartIdOf: (data) => data.createEmptyCart,
  }),
  cart: operation({
    document: CartDetailsDocument,
    args: noArgs,
    use: "read",
    kind: "load",
    variables: (_args, cartId) => ({ cartId }),
    withoutCart: { cart: null },
  }),
  cartTotalQty: operation({
    document: CartTotalQuantityDocument,
    args: noArgs,
    use: "read",
    kind: "quantity",
    variables: (_args, cartId) => ({ cartId }),
    withoutCart: { cart: null },
  }),
  customerCart: operation({
    document: CustomerCartDocument,
    args: noArgs,
    use: "none",
    kind: "other",
    variables: () => ({}),
    cartIdOf: (data) => data.customerCart.id,
  }),
  addProductsToCart: operation({
    document: AddProductsToCartDocument,
    args: z.tuple([cartLinesSchema]),
    use: "write",
    kind: "add",
    variables: ([cartItems], cartId) => ({ cartId, cartItems }),
  }),
  addSimpleProductsToCart: operation({
    document: AddSimpleProductsToCartDocument,
    args: z.tuple([z.array(z.strictObject({ data: z.strictObject({ sku: skuSchema, quantity: quantitySchema }) })).min(1).max(MAX_CART_LINES)]),
    use: "write",
    kind: "add",
    variables: ([cartItems], cartId) => ({ cartId, cartItems }),
  }),
  updateCartItems: operation({
    document: UpdateCartItemsDocument,
    args: z.tuple([z.array(z.strictObject({ cart_item_uid: uidSchema, quantity: quantitySchema })).min(1).max(MAX_CART_LINES)]),
    use: "write",
    kind: "other",
    variables: ([cartItems], cartId) => ({ cartId, cartItems }),
  }),
  removeItemFromCart: operation({
    document: RemoveItemFromCartDocument,
    args: z.tuple([uidSchema]),
    use: "write",
    kind: "other",
    variables: ([cartItemUid], cartId) => ({ cartId, cartItemUid }),
  }),
  applyCouponToCart: operation({
    document: ApplyCouponToCartDocument,
    args: z.tuple([couponCodeSchema]),
    use: "write",
    kind: "other",
    variables: ([couponCode], cartId) => ({ cartId, couponCode }),
  }),
  removeCouponFromCart: operation({
    document: RemoveCouponFromCartDocument,
    args: noArgs,
    use: "write",
    kind: "other",
    variables: (_args, cartId) => ({ cartId }),
  }),
  mergeCarts: operation({
    // The guest cart being merged is the one in the cookie; the destination is the signed-in shopper's own.
    document: MergeCartsDocument,
    args: noArgs,
    use: "write",
    kind: "other",
    variables: (_args, cartId) => ({ sourceCartId: cartId }),
    cartIdOf: (data) => data.mergeCarts.id,
  }),
};

type Operations = typeof cartOperations;
export type CartOperationName = keyof Operations;
/** The arguments an operation takes, once validated. */
export type CartArgs<N extends CartOperationName> = Operations[N] extends CartOperation<infer A, infer _D, infer _V> ? A : never;
/** The operation document's result type. */
export type CartData<N extends CartOperationName> = Operations[N] extends CartOperation<infer _A, infer D, infer _V> ? D : never;

export function isCartOperation(name: string): name is CartOperationName {
  return Object.hasOwn(cartOperations, name);
}

export interface InvalidArguments {
  message: string;
  /** Where the first problem is, e.g. `[0, 3, "quantity"]`, for callers that word it for the shopper. */
  path: PropertyKey[];
  /** zod's issue code (`too_big`, `invalid_type` …). */
  code: string;
}

export type ArgsCheck<T> = { ok: true; args: T } | { ok: false; invalid: InvalidArguments };

/** Checks a JSON array of arguments against its schema; the message names the operation and the first problem. */
export function checkArgs<T>(schema: z.ZodType<T>, raw: unknown, name: string): ArgsCheck<T> {
  if (!Array.isArray(raw)) {
    return { ok: false, invalid: { message: "The body must be a JSON array of the operation's arguments", path: [], code: "invalid_type" } };
  }
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, args: result.data };
  const issue = result.error.issues[0]!;
  const where = issue.path.length > 0 ? `argument ${issue.path.join(".")}` : "arguments";
  return { ok: false, invalid: { message: `Invalid ${where} for ${name}: ${issue.message}`, path: issue.path, code: issue.code } };
}

/** Validates an operation's arguments before anything reaches the backend. */
export function parseCartArgs<N extends CartOperationName>(name: N, raw: unknown): ArgsCheck<CartArgs<N>> {
  // Indexed by a generic name the table's schemas widen to a union of their own types.
  return checkArgs(cartOperations[name].args as unknown as z.ZodType<CartArgs<N>>, raw, name);
}
