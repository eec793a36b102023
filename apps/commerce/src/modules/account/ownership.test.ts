import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountBackend, PASSWORD, SIGN_IN, type AccountBackend, type NewCustomer } from "../../test/account-backend.ts";
import { CX, insertCartFixtures } from "../../test/cart-fixtures.ts";

// Who may use what: the owner of an account or cart, another signed-in customer, and a guest, over every operation
// served here that touches customer data or carts. Tokens are real ones (sign-in through GraphQL).

const NOT_AUTHORIZED = { message: "The current customer isn't authorized.", category: "graphql-authorization" };
const cartDenied = (id: string) => ({ message: `The current user cannot perform operations on cart "${id}"`, category: "graphql-authorization" });

const ADD = `mutation($id: String!, $sku: String!, $qty: Float!) {
  addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: $qty }]) { user_errors { message } cart { id total_quantity items { uid quantity product { sku } } } }
}`;
const CART = "query($id: String!) { cart(cart_id: $id) { id total_quantity items { uid quantity product { sku } } } }";
const MERGE = `mutation($source: String!, $destination: String) {
  mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { id total_quantity items { quantity product { sku } } }
}`;

let b: AccountBackend;
let owner: NewCustomer;
let other: NewCustomer;
let ownerCart: string;

beforeAll(async () => {
  b = await accountBackend();
  await insertCartFixtures(b.database.db);
  owner = await b.newCustomer({ firstname: "Owner" });
  other = await b.newCustomer({ firstname: "Other" });
  ownerCart = (await b.data("{ customerCart { id } }", undefined, { token: owner.token })).customerCart.id;
  await b.data(ADD, { id: ownerCart, sku: CX.simple.sku, qty: 2 }, { token: owner.token });
});
afterAll(() => b.close());

type Caller = "owner" | "other" | "guest";
const tokenOf = (caller: Caller) => (caller === "owner" ? owner.token : caller === "other" ? other.token : null);

describe("account operations: each acts on the caller's own account only", () => {
  const ME = "{ customer { email firstname lastname phone_number } }";
  const readOwner = async () => (await b.data(ME, undefined, { token: owner.token })).customer;

  const operations: [name: string, query: string, variables: () => Record<string, unknown>][] = [
    ["customer", ME, () => ({})],
    ["updateCustomerV2", "mutation { updateCustomerV2(input: { lastname: \"Changed\" }) { customer { email } } }", () => ({})],
    ["updateCustomerEmail", "mutation($p: String!) { updateCustomerEmail(email: \"taken.by.caller@example.com\", password: $p) { customer { email } } }", () => ({ p: PASSWORD })],
    ["changeCustomerPassword", "mutation($p: String!) { changeCustomerPassword(currentPassword: $p, newPassword: $p) { email } }", () => ({ p: PASSWORD })],
    ["updateCustomerPhoneNumber", "mutation { updateCustomerPhoneNumber(phone_number: \"+447700900777\") { customer { email } } }", () => ({})],
    ["revokeCustomerToken", "mutation { revokeCustomerToken { result } }", () => ({})],
  ];

  it.each(operations)("%s: a guest is refused as unauthorized", async (_name, query, variables) => {
    expect(await b.error(query, variables())).toEqual(NOT_AUTHORIZED);
  });

  it.each(operations.filter(([name]) => name !== "revokeCustomerToken"))(
    "%s: another customer's token reaches that customer's account, never the owner's", async (_name, query, variables) => {
      const before = await readOwner();
      const body = await b.call(query, variables(), { token: other.token });
      expect(JSON.stringify(body.data ?? {})).not.toContain(owner.email);
      expect(await readOwner()).toEqual(before);
    },
  );

  it("revokeCustomerToken: another customer's sign-out leaves the owner signed in", async () => {
    const third = await b.newCustomer();
    expect(await b.data("mutation { revokeCustomerToken { result } }", undefined, { token: third.token })).toEqual({ revokeCustomerToken: { result: true } });
    expect((await readOwner()).email).toBe(owner.email);
  });
});

describe("cart operations on the owner's cart", () => {
  const operations: [name: string, query: string, variables: () => Promise<Record<string, unknown>>][] = [
    ["cart", CART, async () => ({ id: ownerCart })],
    ["addProductsToCart", ADD, async () => ({ id: ownerCart, sku: CX.simple.sku, qty: 1 })],
    ["updateCartItems", `mutation($id: String!, $uid: ID!) {
      updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: 3 }] }) { cart { total_quantity } } }`,
    async () => ({ id: ownerCart, uid: await firstItem() })],
    ["applyCouponToCart", "mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: \"WELCOME10\" }) { cart { id } } }",
      async () => ({ id: ownerCart })],
    ["removeCouponFromCart", "mutation($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { id } } }", async () => ({ id: ownerCart })],
    ["mergeCarts into it", MERGE, async () => ({ source: await b.data("mutation { createEmptyCart }").then((d) => d.createEmptyCart), destination: ownerCart })],
    // Last, so that the owner's run of the list leaves the line for the others.
    ["removeItemFromCart", "mutation($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { id } } }",
      async () => ({ id: ownerCart, uid: await firstItem() })],
  ];
  const firstItem = async () => (await b.data(CART, { id: ownerCart }, { token: owner.token })).cart.items[0].uid as string;

  for (const caller of ["other", "guest"] as const) {
    it.each(operations)(`%s: refused to ${caller === "other" ? "another customer" : "a guest"}, leaving the cart as it was`, async (name, query, variables) => {
      const before = (await b.data(CART, { id: ownerCart }, { token: owner.token })).cart;
      const error = await b.error(query, await variables(), { token: tokenOf(caller) });
      expect(error).toEqual(name === "mergeCarts into it" && caller === "guest" ? NOT_AUTHORIZED : cartDenied(ownerCart));
      expect((await b.data(CART, { id: ownerCart }, { token: owner.token })).cart).toEqual(before);
    });
  }

  it.each(operations)("%s: allowed to the owner", async (_name, query, variables) => {
    const body = await b.call(query, await variables(), { token: owner.token });
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  });

  it("customerCart: each customer has their own, a guest none", async () => {
    expect((await b.data("{ customerCart { id } }", undefined, { token: owner.token })).customerCart.id).toBe(ownerCart);
    expect((await b.data("{ customerCart { id } }", undefined, { token: other.token })).customerCart.id).not.toBe(ownerCart);
    expect(await b.error("{ customerCart { id } }"))
      .toEqual({ message: "The request is allowed for logged in customer", category: "graphql-authorization" });
  });

  it("mergeCarts: the owner cannot take another customer's cart as the source", async () => {
    const otherCart = (await b.data("{ customerCart { id } }", undefined, { token: other.token })).customerCart.id;
    expect(await b.error(MERGE, { source: otherCart, destination: ownerCart }, { token: owner.token })).toEqual(cartDenied(otherCart));
  });

  it("a revoked or expired token is a guest's: the owner's cart is refused, with the authorization category", async () => {
    const { token } = (await b.data(SIGN_IN, { email: owner.email, password: PASSWORD }, { captcha: true })).generateCustomerToken;
    await b.data("mutation { revokeCustomerToken { result } }", undefined, { token });
    expect(await b.error(CART, { id: ownerCart }, { token })).toEqual(cartDenied(ownerCart));
    const { token: later } = (await b.data(SIGN_IN, { email: owner.email, password: PASSWORD }, { captcha: true })).generateCustomerToken;
    b.clock.advance(172_800);
    expect(await b.error(CART, { id: ownerCart }, { token: later })).toEqual(cartDenied(ownerCart));
    expect(await b.error("{ customerCart { id } }", undefined, { token: later })).toMatchObject({ category: "graphql-authorization" });
  });
});

describe("signing in with a guest cart (spec §4)", () => {
  it("creates the customer cart once, merges the guest lines into it and closes the guest cart", async () => {
    const shopper = await b.newCustomer();
    const guestCart = (await b.data("mutation { createEmptyCart }")).createEmptyCart;
    await b.data(ADD, { id: guestCart, sku: CX.low.sku, qty: 2 });
    await b.data(ADD, { id: guestCart, sku: CX.simple.sku, qty: 1 });
    // Guest carts stay the guest's by id.
    expect((await b.data(CART, { id: guestCart })).cart.total_quantity).toBe(3);

    const opts = { token: shopper.token };
    const cartId = (await b.data("{ customerCart { id } }", undefined, opts)).customerCart.id;
    expect((await b.data("{ customerCart { id } }", undefined, opts)).customerCart.id).toBe(cartId);
    await b.data(ADD, { id: cartId, sku: CX.low.sku, qty: 1 }, opts);
    const merged = (await b.data(MERGE, { source: guestCart, destination: cartId }, opts)).mergeCarts;
    expect(merged.id).toBe(cartId);
    // CART-LOW has 2 in stock: the merged line stops there.
    expect(merged.items.map((i: any) => [i.product.sku, i.quantity])).toEqual([[CX.low.sku, 2], [CX.simple.sku, 1]]);
    expect(await b.error(CART, { id: guestCart })).toEqual({ message: "The cart isn't active.", category: "graphql-no-such-entity" });
    expect(await b.error(CART, { id: cartId })).toEqual(cartDenied(cartId));
  });
});
