import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productPrices, products } from "../catalog/tables.ts";
import { CX } from "../../test/cart-fixtures.ts";
import { cartBackend, type CartBackend } from "../../test/cart-backend.ts";

// Products of this suite alone: enough different SKUs to fill a cart past its line cap.
const FILLERS = Array.from({ length: 130 }, (_, i) => ({ id: 991000 + i, sku: `LIMIT-${String(i).padStart(3, "0")}` }));
const CART_FULL = "A cart can hold at most 100 different items. Remove some to add others.";
const TOO_MANY = (n: number) =>
  `A request can add or update at most 50 cart items; this one has ${n}. Send them in several requests.`;

let b: CartBackend;
beforeAll(async () => {
  b = await cartBackend();
  await b.database.db.insert(products).values(FILLERS.map((p) => ({
    id: p.id, sku: p.sku, typeId: "simple", name: `Limit ${p.sku}`, urlKey: p.sku.toLowerCase(), visibility: 4, isEnabled: true,
    qty: 100, isInStock: true, weightGrams: 100,
  })));
  await b.database.db.insert(productPrices).values(FILLERS.map((p) => ({ productId: p.id, currency: "GBP", regularMinor: 1000 })));
});
afterAll(() => b.close());

const ADD = `mutation($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { code message } cart { items { uid quantity product { sku } } } }
}`;
const ADD_SIMPLE = `mutation($cartId: String!, $items: [SimpleProductCartItemInput]!) {
  addSimpleProductsToCart(input: { cart_id: $cartId, cart_items: $items }) { cart { items { quantity } } }
}`;
const UPDATE = `mutation($cartId: String!, $items: [CartItemUpdateInput]!) {
  updateCartItems(input: { cart_id: $cartId, cart_items: $items }) { cart { items { quantity } } }
}`;
const ITEMS = `query($id: String!) { cart(cart_id: $id) { items { uid quantity product { sku } } } }`;
const MERGE = `mutation($source: String!, $destination: String) { mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { id } }`;

const lines = (skus: { sku: string }[], quantity = 1) => skus.map(({ sku }) => ({ sku, quantity }));
const itemsOf = async (id: string, opts = {}) => (await b.data(ITEMS, { id }, opts)).cart.items as { uid: string; quantity: number; product: { sku: string } }[];

describe("items per request", () => {
  it("adds 50 items in one addProductsToCart and refuses 51, or 200, before touching the cart", async () => {
    const cartId = await b.newCart();
    const fifty = (await b.data(ADD, { cartId, items: lines(FILLERS.slice(0, 50)) })).addProductsToCart;
    expect(fifty.user_errors).toEqual([]);
    expect(fifty.cart.items).toHaveLength(50);
    // 200 lines pass the query cost limit; the line cap is what the client hears about.
    for (const n of [51, 200]) {
      const items = Array.from({ length: n }, (_, i) => ({ sku: FILLERS[i % FILLERS.length]!.sku, quantity: 1 }));
      expect(await b.error(ADD, { cartId, items })).toEqual({ message: TOO_MANY(n), category: "graphql-input" });
    }
    expect((await itemsOf(cartId)).map((i) => i.quantity)).toEqual(Array(50).fill(1));
  });

  it("refuses more than 50 items in addSimpleProductsToCart and updateCartItems", async () => {
    const cartId = await b.newCart();
    const simple = FILLERS.slice(0, 51).map(({ sku }) => ({ data: { sku, quantity: 1 } }));
    expect(await b.error(ADD_SIMPLE, { cartId, items: simple })).toEqual({ message: TOO_MANY(51), category: "graphql-input" });
    expect(await itemsOf(cartId)).toEqual([]);
    const [line] = (await b.data(ADD, { cartId, items: [{ sku: CX.simple.sku, quantity: 1 }] })).addProductsToCart.cart.items;
    const updates = Array.from({ length: 51 }, () => ({ cart_item_uid: line.uid, quantity: 2 }));
    expect(await b.error(UPDATE, { cartId, items: updates })).toEqual({ message: TOO_MANY(51), category: "graphql-input" });
    expect((await itemsOf(cartId))[0]!.quantity).toBe(1);
  });
});

describe("lines per cart", () => {
  it("holds 100 different lines, refuses new ones past them and still takes more of the lines it holds", async () => {
    const cartId = await b.newCart();
    for (const batch of [FILLERS.slice(0, 50), FILLERS.slice(50, 98)]) {
      expect((await b.data(ADD, { cartId, items: lines(batch) })).addProductsToCart.user_errors).toEqual([]);
    }
    const last = (await b.data(ADD, { cartId, items: lines([...FILLERS.slice(98, 103), FILLERS[0]!]) })).addProductsToCart;
    expect(last.user_errors).toEqual(Array(3).fill({ code: "UNDEFINED", message: CART_FULL }));
    expect(last.cart.items).toHaveLength(100);
    expect(last.cart.items.find((i: { product: { sku: string } }) => i.product.sku === FILLERS[0]!.sku).quantity).toBe(2);
    // A grouped product adds all its lines or none.
    expect(await b.error(ADD_SIMPLE, { cartId, items: [{ data: { sku: CX.grouped.sku, quantity: 1 } }] }))
      .toEqual({ message: CART_FULL, category: "graphql-input" });
  });

  it("refuses a merge whose lines would not fit in one cart, leaving both carts as they were", async () => {
    const customer = 9101;
    const own = (await b.data("{ customerCart { id } }", undefined, { customer })).customerCart.id;
    await b.data(ADD, { cartId: own, items: lines(FILLERS.slice(0, 50)) }, { customer });
    await b.data(ADD, { cartId: own, items: lines(FILLERS.slice(50, 60)) }, { customer });
    const guest = await b.newCart();
    await b.data(ADD, { cartId: guest, items: lines(FILLERS.slice(60, 110)) });
    await b.data(ADD, { cartId: guest, items: lines(FILLERS.slice(0, 5)) });
    expect(await b.error(MERGE, { source: guest, destination: own }, { customer })).toEqual({ message: CART_FULL, category: "graphql-input" });
    expect(await itemsOf(own, { customer })).toHaveLength(60);
    expect(await itemsOf(guest)).toHaveLength(55);
  });
});

describe("quantities", () => {
  it("refuses a quantity too large for a number as over the maximum, in adds and updates", async () => {
    const cartId = await b.newCart();
    const literal = (await b.data(`mutation($cartId: String!) {
      addProductsToCart(cartId: $cartId, cartItems: [{ sku: "${CX.simple.sku}", quantity: 1e400 }]) { user_errors { code message } }
    }`, { cartId })).addProductsToCart;
    expect(literal.user_errors).toEqual([{ code: "INSUFFICIENT_STOCK", message: "The most you may purchase is 10000." }]);
    const [line] = (await b.data(ADD, { cartId, items: [{ sku: CX.simple.sku, quantity: 1 }] })).addProductsToCart.cart.items;
    expect(await b.error(`mutation($cartId: String!) {
      updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: "${line.uid}", quantity: 1e400 }] }) { cart { id } }
    }`, { cartId })).toEqual({ message: "The most you may purchase is 10000.", category: "graphql-input" });
    expect(await b.error(`mutation($cartId: String!) {
      updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: "${line.uid}", quantity: -1e400 }] }) { cart { id } }
    }`, { cartId })).toEqual({ message: "Please enter a number greater than 0 in this field.", category: "graphql-input" });
    expect((await itemsOf(cartId))[0]!.quantity).toBe(1);
  });
});
