/**
 * The middleware's allowlist: the storefront's own cart operations, each with its typed document and a zod schema
 * for the JSON array of arguments the browser sends. The cart id never travels as an argument: it comes from the
 * cart cookie, so a page script can only act on its own shopper's cart.
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
import type { CartMethodKind, CartUse } from "../lifecycle";

export const MAX_CART_LINES = 50;
const MAX_QUANTITY = 10_000;

const sku = z.string().trim().min(1).max(128);
const uid = z.string().trim().min(1).max(128);
const quantity = z.number().positive().max(MAX_QUANTITY);

export const cartItemSchema = z.strictObject({
  sku,
  quantity,
  parent_sku: sku.optional(),
  selected_options: z.array(uid).max(20).optional(),
  entered_options: z.array(z.strictObject({ uid, value: z.string().max(255) })).max(20).optional(),
});

const simpleItemSchema = z.strictObject({ data: z.strictObject({ sku, quantity }) });
/** Spec §5: an update is sent only with a quantity above 0. */
const updateItemSchema = z.strictObject({ cart_item_uid: uid, quantity });
export const couponCodeSchema = z.string().trim().min(1).max(64);

interface MethodSpec<TArgs extends unknown[]> {
  args: z.ZodType<TArgs>;
  use: CartUse;
  kind: CartMethodKind;
  run: <R>(args: TArgs, cartId: string, call: Call<R>) => Promise<R>;
}

/** Runs one typed document; the method spec picks the document and builds its variables. */
type Call<R> = <TData, TVariables>(document: Document<TData, TVariables>, variables: TVariables) => Promise<R>;

function method<TArgs extends unknown[]>(spec: MethodSpec<TArgs>): MethodSpec<TArgs> {
  return spec;
}

export const cartMethods = {
  createEmptyCart: method({
    args: z.tuple([]),
    use: "none",
    kind: "other",
    run: (_args, _cartId, call) => call(CreateEmptyCartDocument, {}),
  }),
  cart: method({
    args: z.tuple([]),
    use: "read",
    kind: "load",
    run: (_args, cartId, call) => call(CartDetailsDocument, { cartId }),
  }),
  cartTotalQty: method({
    args: z.tuple([]),
    use: "read",
    kind: "quantity",
    run: (_args, cartId, call) => call(CartTotalQuantityDocument, { cartId }),
  }),
  customerCart: method({
    args: z.tuple([]),
    use: "none",
    kind: "other",
    run: (_args, _cartId, call) => call(CustomerCartDocument, {}),
  }),
  addProductsToCart: method({
    args: z.tuple([z.array(cartItemSchema).min(1).max(MAX_CART_LINES)]),
    use: "write",
    kind: "add",
    run: ([cartItems], cartId, call) => call(AddProductsToCartDocument, { cartId, cartItems }),
  }),
  addSimpleProductsToCart: method({
    args: z.tuple([z.array(simpleItemSchema).min(1).max(MAX_CART_LINES)]),
    use: "write",
    kind: "add",
    run: ([cartItems], cartId, call) => call(AddSimpleProductsToCartDocument, { cartId, cartItems }),
  }),
  updateCartItems: method({
    args: z.tuple([z.array(updateItemSchema).min(1).max(MAX_CART_LINES)]),
    use: "write",
    kind: "other",
    run: ([cartItems], cartId, call) => call(UpdateCartItemsDocument, { cartId, cartItems }),
  }),
  removeItemFromCart: method({
    args: z.tuple([uid]),
    use: "write",
    kind: "other",
    run: ([cartItemUid], cartId, call) => call(RemoveItemFromCartDocument, { cartId, cartItemUid }),
  }),
  applyCouponToCart: method({
    args: z.tuple([couponCodeSchema]),
    use: "write",
    kind: "other",
    run: ([couponCode], cartId, call) => call(ApplyCouponToCartDocument, { cartId, couponCode }),
  }),
  removeCouponFromCart: method({
    args: z.tuple([]),
    use: "write",
    kind: "other",
    run: (_args, cartId, call) => call(RemoveCouponFromCartDocument, { cartId }),
  }),
  mergeCarts: method({
    // The guest cart being merged is the one in the cookie; the destination is the signed-in shopper's own.
    args: z.tuple([]),
    use: "write",
    kind: "other",
    run: (_args, cartId, call) => call(MergeCartsDocument, { sourceCartId: cartId }),
  }),
} as const;

export type CartMethodName = keyof typeof cartMethods;
export type CartMethodArgs<M extends CartMethodName> = (typeof cartMethods)[M] extends MethodSpec<infer A> ? A : never;

export function isCartMethod(name: string): name is CartMethodName {
  return Object.hasOwn(cartMethods, name);
}

export type ArgsCheck<M extends CartMethodName> =
  | { ok: true; args: CartMethodArgs<M> }
  | { ok: false; message: string };

/** Validates the JSON array of arguments before anything reaches the backend. */
export function parseArgs<M extends CartMethodName>(name: M, raw: unknown): ArgsCheck<M> {
  if (!Array.isArray(raw)) return { ok: false, message: "The body must be a JSON array of the operation's arguments" };
  const result = (cartMethods[name].args as unknown as z.ZodType<CartMethodArgs<M>>).safeParse(raw);
  if (result.success) return { ok: true, args: result.data };
  const issue = result.error.issues[0]!;
  const where = issue.path.length > 0 ? `argument ${issue.path.join(".")}` : "arguments";
  return { ok: false, message: `Invalid ${where} for ${name}: ${issue.message}` };
}
