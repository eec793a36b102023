import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../catalog/tables.ts";
import { carts } from "./tables.ts";
import { CX } from "../../test/cart-fixtures.ts";
import { ADD, CART, cartBackend, type CartBackend } from "../../test/cart-backend.ts";
import { uid } from "../../test/backend.ts";

let b: CartBackend;
beforeAll(async () => {
  b = await cartBackend({ searchable: true });
});
afterAll(() => b.close());

const CART_Q = `query($id: String!) { cart(cart_id: $id) { ${CART} } }`;
const UPDATE = `mutation($id: String!, $items: [CartItemUpdateInput]!) {
  updateCartItems(input: { cart_id: $id, cart_items: $items }) { cart { total_quantity items { uid quantity product { sku } } } }
}`;
const REMOVE = `mutation($id: String!, $uid: ID) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { total_quantity } } }`;
const MERGE = `mutation($source: String!, $destination: String) { mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {
  id total_quantity items { quantity product { sku } } } }`;

async function cartWith(items: { sku: string; quantity: number }[], opts: { customer?: number } = {}) {
  const id = opts.customer === undefined ? await b.newCart() : (await b.data("{ customerCart { id } }", undefined, opts)).customerCart.id;
  const added = (await b.data(ADD, { cartId: id, items }, opts)).addProductsToCart;
  expect(added.user_errors).toEqual([]);
  return { id, items: added.cart.items as { uid: string; quantity: number; product: { sku: string } }[] };
}

describe("cart ids", () => {
  it("creates empty guest carts under 32-character masked ids", async () => {
    const id = await b.newCart();
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    const created = await b.data("mutation { createGuestCart { cart { id total_quantity } } }");
    expect(created.createGuestCart.cart.id).toMatch(/^[A-Za-z0-9]{32}$/);
    const { cart } = await b.data(`query($id: String!) { cart(cart_id: $id) {
      id email total_quantity is_virtual items { uid } applied_coupons { code } shipping_addresses { city } billing_address { city }
      available_payment_methods { code } selected_payment_method { code title }
      prices { grand_total { value currency } subtotal_including_tax { value } discounts { label } applied_taxes { label } }
    } }`, { id });
    expect(cart).toEqual({
      id, email: null, total_quantity: 0, is_virtual: false, items: [], applied_coupons: null, shipping_addresses: [],
      billing_address: null, available_payment_methods: [], selected_payment_method: { code: "", title: "" },
      prices: { grand_total: { value: 0, currency: "GBP" }, subtotal_including_tax: { value: 0 }, discounts: null, applied_taxes: [] },
    });
  });

  it("creates a cart under a masked id the client chose, once", async () => {
    const chosen = "a".repeat(32);
    expect((await b.data(`mutation { createEmptyCart(input: { cart_id: "${chosen}" }) }`)).createEmptyCart).toBe(chosen);
    expect(await b.error(`mutation { createEmptyCart(input: { cart_id: "${chosen}" }) }`))
      .toEqual({ message: `Cart with ID "${chosen}" already exists.`, category: "graphql-already-exists" });
    expect(await b.error(`mutation { createEmptyCart(input: { cart_id: "short" }) }`))
      .toEqual({ message: "Cart ID length should to be 32 symbols.", category: "graphql-input" });
    expect(await b.error(`mutation { createGuestCart(input: { cart_uid: "short" }) { cart { id } } }`))
      .toEqual({ message: "Cart ID length should be 32 characters.", category: "graphql-input" });
  });

  it("answers unknown, empty, foreign-store, closed and expired cart ids with Magento's errors", async () => {
    expect(await b.error(CART_Q, { id: "nope" })).toEqual({ message: 'Could not find a cart with ID "nope"', category: "graphql-no-such-entity" });
    expect(await b.error(CART_Q, { id: "" })).toEqual({ message: 'Required parameter "cart_id" is missing', category: "graphql-input" });
    const id = await b.newCart();
    expect(await b.error(CART_Q, { id }, { store: "uus_2" }))
      .toEqual({ message: `Wrong store code specified for cart "${id}"`, category: "graphql-no-such-entity" });
    await b.database.db.update(carts).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(carts.maskedId, id));
    expect(await b.error(CART_Q, { id })).toEqual({ message: "The cart isn't active.", category: "graphql-no-such-entity" });
    const added = await b.call(ADD, { cartId: id, items: [{ sku: CX.simple.sku, quantity: 1 }] });
    expect(added.errors?.[0].message).toBe("The cart isn't active.");
    const ordered = await b.newCart();
    await b.database.db.update(carts).set({ isActive: false }).where(eq(carts.maskedId, ordered));
    expect(await b.error(CART_Q, { id: ordered })).toEqual({ message: "The cart isn't active.", category: "graphql-no-such-entity" });
  });

  it("keeps a guest cart alive for 30 days after its last change", async () => {
    const id = await b.newCart();
    const [row] = await b.database.db.select().from(carts).where(eq(carts.maskedId, id));
    const days = (row!.expiresAt!.getTime() - row!.updatedAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 5);
  });
});

describe("customer carts", () => {
  it("needs a signed-in customer for customerCart", async () => {
    expect(await b.error("{ customerCart { id } }"))
      .toEqual({ message: "The request is allowed for logged in customer", category: "graphql-authorization" });
  });

  it("gives a customer one cart per store view, also through createEmptyCart", async () => {
    const first = (await b.data("{ customerCart { id } }", undefined, { customer: 101 })).customerCart.id;
    expect((await b.data("{ customerCart { id } }", undefined, { customer: 101 })).customerCart.id).toBe(first);
    expect((await b.data("mutation { createEmptyCart }", undefined, { customer: 101 })).createEmptyCart).toBe(first);
    const us = (await b.data("{ customerCart { id } }", undefined, { customer: 101, store: "uus_2" })).customerCart.id;
    expect(us).not.toBe(first);
    expect(await b.error("mutation { createGuestCart { cart { id } } }", undefined, { customer: 101 }))
      .toEqual({ message: "Use `Query.customerCart` for logged in customer.", category: "graphql-already-exists" });
  });

  it("refuses a customer's cart to guests and other customers, and a guest cart to customers", async () => {
    const own = (await b.data("{ customerCart { id } }", undefined, { customer: 102 })).customerCart.id;
    const denied = { message: `The current user cannot perform operations on cart "${own}"`, category: "graphql-authorization" };
    expect(await b.error(CART_Q, { id: own })).toEqual(denied);
    expect(await b.error(CART_Q, { id: own }, { customer: 103 })).toEqual(denied);
    expect(await b.error(ADD, { cartId: own, items: [{ sku: CX.simple.sku, quantity: 1 }] })).toEqual(denied);
    const guest = await b.newCart();
    expect((await b.error(CART_Q, { id: guest }, { customer: 102 })).category).toBe("graphql-authorization");
  });

  it("merges a guest cart into the customer's, summing lines within stock, and closes the guest cart", async () => {
    const guest = await cartWith([{ sku: CX.simple.sku, quantity: 2 }, { sku: CX.low.sku, quantity: 2 }, { sku: CX.virtual.sku, quantity: 1 }]);
    const own = await cartWith([{ sku: CX.simple.sku, quantity: 1 }, { sku: CX.low.sku, quantity: 1 }], { customer: 104 });
    const merged = (await b.data(MERGE, { source: guest.id, destination: own.id }, { customer: 104 })).mergeCarts;
    expect(merged.id).toBe(own.id);
    expect(merged.items.map((i: { quantity: number; product: { sku: string } }) => [i.product.sku, i.quantity])).toEqual([
      [CX.simple.sku, 3], [CX.low.sku, 2], [CX.virtual.sku, 1],
    ]);
    expect(await b.error(CART_Q, { id: guest.id })).toEqual({ message: "The cart isn't active.", category: "graphql-no-such-entity" });
  });

  it("merges into the customer's cart when no destination is given, and only for signed-in customers", async () => {
    const guest = await cartWith([{ sku: CX.special.sku, quantity: 1 }]);
    expect(await b.error(MERGE, { source: guest.id }))
      .toEqual({ message: "The current customer isn't authorized.", category: "graphql-authorization" });
    const merged = (await b.data(MERGE, { source: guest.id }, { customer: 105 })).mergeCarts;
    expect(merged.total_quantity).toBe(1);
    expect(merged.id).toBe((await b.data("{ customerCart { id } }", undefined, { customer: 105 })).customerCart.id);
    const other = (await b.data("{ customerCart { id } }", undefined, { customer: 106 })).customerCart.id;
    expect((await b.error(MERGE, { source: other }, { customer: 105 })).category).toBe("graphql-authorization");
  });

  it("assignCustomerToGuestCart moves a guest cart into the signed-in customer's own cart", async () => {
    const ASSIGN = "mutation($id: String!) { assignCustomerToGuestCart(cart_id: $id) { id total_quantity } }";
    const guest = await cartWith([{ sku: CX.special.sku, quantity: 2 }]);
    expect(await b.error(ASSIGN, { id: guest.id }))
      .toEqual({ message: "The current customer isn't authorized.", category: "graphql-authorization" });
    const assigned = (await b.data(ASSIGN, { id: guest.id }, { customer: 107 })).assignCustomerToGuestCart;
    expect(assigned).toEqual({ id: (await b.data("{ customerCart { id } }", undefined, { customer: 107 })).customerCart.id, total_quantity: 2 });
    expect(await b.error(CART_Q, { id: guest.id })).toEqual({ message: "The cart isn't active.", category: "graphql-no-such-entity" });
  });
});

describe("updating and removing items", () => {
  it("changes quantities, removes a line at 0 and refuses bad quantities", async () => {
    const { id, items } = await cartWith([{ sku: CX.simple.sku, quantity: 1 }, { sku: CX.low.sku, quantity: 1 }]);
    const [simple, low] = items;
    const updated = (await b.data(UPDATE, { id, items: [{ cart_item_uid: simple!.uid, quantity: 4 }] })).updateCartItems.cart;
    expect(updated.total_quantity).toBe(5);
    const cases: [unknown, string, string][] = [
      [{ cart_item_uid: low!.uid, quantity: 3 }, "The requested qty is not available", "graphql-input"],
      [{ cart_item_uid: low!.uid, quantity: -1 }, "Please enter a number greater than 0 in this field.", "graphql-input"],
      [{ cart_item_uid: low!.uid, quantity: 1.5 }, "You cannot use decimal quantity for this product.", "graphql-input"],
      [{ cart_item_uid: low!.uid, quantity: 1e9 }, "The most you may purchase is 10000.", "graphql-input"],
      [{ cart_item_uid: uid(999999), quantity: 1 }, "Could not find cart item with id: 999999.", "graphql-no-such-entity"],
      [{ cart_item_uid: low!.uid }, 'Required parameter "quantity" for "cart_items" is missing.', "graphql-input"],
      [{ cart_item_uid: "%%%", quantity: 1 }, 'Value of uid "%%%" is incorrect.', "graphql-input"],
    ];
    for (const [item, message, category] of cases) {
      expect(await b.error(UPDATE, { id, items: [item] }), message).toEqual({ message, category });
    }
    const removed = (await b.data(UPDATE, { id, items: [{ cart_item_uid: low!.uid, quantity: 0 }] })).updateCartItems.cart;
    expect(removed.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual([CX.simple.sku]);
  });

  it("removes items and says so when the cart does not hold the item", async () => {
    const { id, items } = await cartWith([{ sku: CX.simple.sku, quantity: 2 }]);
    expect((await b.data(REMOVE, { id, uid: items[0]!.uid })).removeItemFromCart.cart.total_quantity).toBe(0);
    expect(await b.error(REMOVE, { id, uid: items[0]!.uid }))
      .toEqual({ message: "The cart doesn't contain the item", category: "graphql-no-such-entity" });
    expect(await b.error(REMOVE, { id, uid: null }))
      .toEqual({ message: 'Required parameter "cart_item_uid" is missing.', category: "graphql-input" });
  });

  it("keeps items that sold out visible, with their stock status", async () => {
    const { id } = await cartWith([{ sku: CX.low.sku, quantity: 1 }]);
    const conf = (await b.data(ADD, {
      cartId: id, items: [{ sku: CX.conf.sku, quantity: 1, selected_options: [uid(`configurable/${CX.shade.attribute}/${CX.shade.red}`)] }],
    })).addProductsToCart;
    expect(conf.user_errors).toEqual([]);
    await b.database.db.update(products).set({ qty: 0, isInStock: false }).where(eq(products.id, CX.low.id));
    // The other variant comes back in stock, so the configurable as a whole still sells while the chosen one does not.
    await b.database.db.update(products).set({ qty: 0, isInStock: false }).where(eq(products.id, CX.red.id));
    await b.database.db.update(products).set({ qty: 5, isInStock: true }).where(eq(products.id, CX.blue.id));
    const { cart } = await b.data(CART_Q, { id });
    expect(cart.items.map((i: { product: { sku: string; stock_status: string } }) => i.product)).toEqual([
      { sku: CX.low.sku, stock_status: "OUT_OF_STOCK" },
      { sku: CX.conf.sku, stock_status: "OUT_OF_STOCK" },
    ]);
    const listing = await b.data(`{ products(filter: { sku: { eq: "${CX.conf.sku}" } }) { items { stock_status } } }`);
    expect(listing.products.items).toEqual([{ stock_status: "IN_STOCK" }]);
    await b.database.db.update(products).set({ qty: 2, isInStock: true }).where(eq(products.id, CX.low.id));
    await b.database.db.update(products).set({ qty: 10, isInStock: true }).where(eq(products.id, CX.red.id));
    await b.database.db.update(products).set({ qty: 0, isInStock: false }).where(eq(products.id, CX.blue.id));
  });
});

describe("concurrent changes of one cart", () => {
  it("loses no update when the same cart is changed at once", async () => {
    const id = await b.newCart();
    await Promise.all(Array.from({ length: 8 }, () => b.data(ADD, { cartId: id, items: [{ sku: CX.simple.sku, quantity: 1 }] })));
    const { cart } = await b.data(CART_Q, { id });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(8);
    const [row] = await b.database.db.select().from(carts).where(eq(carts.maskedId, id));
    expect(row!.version).toBe(8);
  });

  it("lets only one of two adds take the last units", async () => {
    const id = await b.newCart();
    const results = await Promise.all([1, 2].map(() => b.data(ADD, { cartId: id, items: [{ sku: CX.low.sku, quantity: 2 }] })));
    const errors = results.flatMap((r) => r.addProductsToCart.user_errors);
    expect(errors).toEqual([{ code: "INSUFFICIENT_STOCK", message: "The requested qty is not available" }]);
    expect((await b.data(CART_Q, { id })).cart.total_quantity).toBe(2);
  });

  it("leaves quantities and totals consistent after racing updates", async () => {
    const { id, items } = await cartWith([{ sku: CX.simple.sku, quantity: 1 }]);
    await Promise.all([3, 5, 7].map((quantity) => b.data(UPDATE, { id, items: [{ cart_item_uid: items[0]!.uid, quantity }] })));
    const { cart } = await b.data(CART_Q, { id });
    expect([3, 5, 7]).toContain(cart.items[0].quantity);
    expect(cart.total_quantity).toBe(cart.items[0].quantity);
    expect(Math.round(cart.prices.subtotal_including_tax.value * 100)).toBe(12000 * cart.items[0].quantity);
  });
});
