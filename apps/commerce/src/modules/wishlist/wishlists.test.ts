import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartBackend, type CartBackend } from "../../test/cart-backend.ts";
import { CX } from "../../test/cart-fixtures.ts";
import { CU, insertCustomers } from "../../test/customer-fixtures.ts";
import { bundleSelectionUid, encodeUid } from "../catalog/uid.ts";

let b: CartBackend;
beforeAll(async () => {
  b = await cartBackend();
  await insertCustomers(b.database.db);
});
afterAll(() => b.close());

const owner: { customer: number } = { customer: CU.owner };
const other: { customer: number } = { customer: CU.other };
const GUEST = { message: "The current user cannot perform operations on wishlist", category: "graphql-authorization" };

const ITEM = `id quantity description added_at product { sku }
  ... on ConfigurableWishlistItem { child_sku configurable_options { option_label value_label } }
  ... on BundleWishlistItem { bundle_options { label values { label quantity } } }`;
const LIST = `id items_count sharing_code updated_at items_v2 { items { ${ITEM} } page_info { current_page page_size total_pages } }`;
const MINE = `{ customer { wishlists { ${LIST} } } }`;
const ADD = `mutation($id: ID!, $items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
  wishlist { ${LIST} } user_errors { code message } } }`;
const REMOVE = `mutation($id: ID!, $ids: [ID!]!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) {
  wishlist { ${LIST} } user_errors { code message } } }`;
const UPDATE = `mutation($id: ID!, $items: [WishlistItemUpdateInput!]!) { updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) {
  wishlist { ${LIST} } user_errors { code message } } }`;
const TO_CART = `mutation($id: ID!, $ids: [ID!]) { addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {
  status wishlist { items_count items_v2 { items { id product { sku } } } }
  add_wishlist_items_to_cart_user_errors { code message wishlistId wishlistItemId } } }`;
const CART = `{ customerCart { total_quantity items { quantity product { sku } ... on ConfigurableCartItem { configured_variant { sku } } } } }`;

const mine = async (who = owner) => (await b.data(MINE, {}, who)).customer.wishlists[0];
const add = async (items: unknown[], who = owner, id = "0") => (await b.data(ADD, { id, items }, who)).addProductsToWishlist;
const clear = async (who = owner) => {
  const list = await mine(who);
  const ids = list.items_v2.items.map((i: { id: string }) => i.id);
  if (ids.length) await b.data(REMOVE, { id: "0", ids }, who);
};

describe("customer.wishlists", () => {
  it("gives each customer one empty list of their own, created on first read", async () => {
    const list = await mine();
    expect(list).toMatchObject({ items_count: 0, items_v2: { items: [], page_info: { current_page: 1, page_size: 20, total_pages: 0 } } });
    expect(list.id).toMatch(/^\d+$/);
    expect(list.sharing_code).toMatch(/^[0-9a-f]{32}$/);
    expect(list.updated_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await mine()).toEqual(list);
    const others = await mine(other);
    expect(others.id).not.toBe(list.id);
    const both = (await b.data(`{ customer { wishlist { id } wishlist_v2(id: "${list.id}") { id } } }`, {}, owner)).customer;
    expect(both).toEqual({ wishlist: { id: list.id }, wishlist_v2: { id: list.id } });
    expect((await b.data(`{ customer { wishlist_v2(id: "${list.id}") { id } } }`, {}, other)).customer.wishlist_v2).toBeNull();
    expect((await b.data(`{ customer { wishlists(currentPage: 2) { id } } }`, {}, owner)).customer.wishlists).toEqual([]);
  });

  it("refuses guests and bad paging with Magento's messages", async () => {
    expect(await b.error(MINE)).toEqual({ message: "The current customer isn't authorized.", category: "graphql-authorization" });
    expect(await b.error("{ wishlist { items_count } }")).toEqual(GUEST);
    expect(await b.error("{ customer { wishlists(pageSize: 0) { id } } }", {}, owner))
      .toEqual({ message: "pageSize value must be greater than 0.", category: "graphql-input" });
    expect(await b.error("{ customer { wishlist { items_v2(currentPage: 0) { items { id } } } } }", {}, owner))
      .toEqual({ message: "currentPage value must be greater than 0.", category: "graphql-input" });
  });
});

describe("addProductsToWishlist", () => {
  it("adds simple products, sums a repeated one, and reports unknown SKUs as user errors", async () => {
    await clear();
    const first = await add([{ sku: CX.simple.sku, quantity: 1 }, { sku: "NO-SUCH-SKU", quantity: 1 }, { sku: CX.disabled.sku, quantity: 1 }]);
    expect(first.user_errors).toEqual([
      { code: "PRODUCT_NOT_FOUND", message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
      { code: "PRODUCT_NOT_FOUND", message: `Could not find a product with SKU "${CX.disabled.sku}"` },
    ]);
    expect(first.wishlist.items_count).toBe(1);
    const again = await add([{ sku: CX.simple.sku.toLowerCase(), quantity: 2 }]);
    expect(again.wishlist.items_v2.items).toEqual([expect.objectContaining({ quantity: 3, product: { sku: CX.simple.sku }, description: null })]);
    // Out of stock products may be wished for.
    expect((await add([{ sku: CX.soldOut.sku, quantity: 1 }])).wishlist.items_count).toBe(2);
  });

  it("keeps a configurable's variant under its configurable (variant SKU with parent_sku)", async () => {
    await clear();
    const { wishlist, user_errors } = await add([{ sku: CX.red.sku, parent_sku: CX.conf.sku, quantity: 1 }]);
    expect(user_errors).toEqual([]);
    expect(wishlist.items_v2.items).toEqual([expect.objectContaining({
      product: { sku: CX.conf.sku }, child_sku: CX.red.sku, configurable_options: [expect.objectContaining({ value_label: expect.any(String) })],
    })]);
  });

  it("keeps a bundle's choices, sent as selected or as entered options", async () => {
    await clear();
    const { wishlist } = await add([
      { sku: CX.bundle.sku, quantity: 1, selected_options: [bundleSelectionUid(CX.bundleOption.cleanser, CX.selection.a, 1)] },
      { sku: CX.bundle.sku, quantity: 1, entered_options: [{ uid: encodeUid(`bundle/${CX.bundleOption.cleanser}/${CX.selection.b}`), value: "1" }] },
      { sku: CX.bundle.sku, quantity: 1, entered_options: [] },
    ]);
    expect(wishlist.items_count).toBe(3);
    const [picked, entered, bare] = wishlist.items_v2.items;
    expect(picked.bundle_options).toEqual([{ label: expect.any(String), values: [{ label: expect.any(String), quantity: 1 }] }]);
    expect(entered.bundle_options).toHaveLength(1);
    expect(bare.bundle_options).toEqual([]);
  });

  it("refuses quantities the cart could never take", async () => {
    const errors = (await add([{ sku: CX.simple.sku, quantity: 0 }, { sku: CX.simple.sku, quantity: 1.5 }, { sku: CX.simple.sku, quantity: 10_001 }])).user_errors;
    expect(errors.map((e: { code: string }) => e.code)).toEqual(["UNDEFINED", "UNDEFINED", "UNDEFINED"]);
    expect(errors[0].message).toBe("The quantity of a wish list item must be greater than 0.");
  });

  it("pages the items", async () => {
    await clear();
    await add([{ sku: CX.simple.sku, quantity: 1 }, { sku: CX.virtual.sku, quantity: 1 }, { sku: CX.low.sku, quantity: 1 }]);
    const page = (await b.data(`{ customer { wishlists { items_v2(pageSize: 2, currentPage: 2) { items { product { sku } }
      page_info { current_page page_size total_pages } } } } }`, {}, owner)).customer.wishlists[0].items_v2;
    expect(page).toEqual({ items: [{ product: { sku: CX.low.sku } }], page_info: { current_page: 2, page_size: 2, total_pages: 2 } });
    const legacy = (await b.data("{ wishlist { items_count name items { qty product { sku } } } }", {}, owner)).wishlist;
    expect(legacy).toMatchObject({ items_count: 3, name: null });
    expect(legacy.items).toHaveLength(3);
  });
});

describe("updateProductsInWishlist and removeProductsFromWishlist", () => {
  it("changes quantity and comment, removes at quantity 0, and reports items that are not on the list", async () => {
    await clear();
    const [item] = (await add([{ sku: CX.simple.sku, quantity: 1 }])).wishlist.items_v2.items;
    const updated = (await b.data(UPDATE, { id: "0", items: [
      { wishlist_item_id: item.id, quantity: 4, description: "  For my sister " },
      { wishlist_item_id: "2147483000", quantity: 1 },
    ] }, owner)).updateProductsInWishlist;
    expect(updated.wishlist.items_v2.items).toEqual([expect.objectContaining({ quantity: 4, description: "For my sister" })]);
    expect(updated.user_errors).toEqual([{ code: "PRODUCT_NOT_FOUND", message: 'Could not find a wishlist item with ID "2147483000"' }]);
    const removed = (await b.data(REMOVE, { id: "0", ids: [item.id, "abc"] }, owner)).removeProductsFromWishlist;
    expect(removed.wishlist.items_count).toBe(0);
    expect(removed.user_errors).toEqual([{ code: "PRODUCT_NOT_FOUND", message: 'Could not find a wishlist item with ID "abc"' }]);
  });
});

describe("ownership", () => {
  it("lets only the owner read or change a list: other customers meet 'not found', guests an authorization error", async () => {
    await clear();
    const list = (await add([{ sku: CX.simple.sku, quantity: 1 }])).wishlist;
    const itemId = list.items_v2.items[0].id;
    const otherList = await mine(other);
    const NOT_FOUND = { message: "The wishlist was not found.", category: "graphql-input" };
    const attempts = [
      [ADD, { id: list.id, items: [{ sku: CX.virtual.sku, quantity: 1 }] }],
      [REMOVE, { id: list.id, ids: [itemId] }],
      [UPDATE, { id: list.id, items: [{ wishlist_item_id: itemId, quantity: 9 }] }],
      [TO_CART, { id: list.id, ids: [itemId] }],
    ] as const;
    for (const [query, vars] of attempts) {
      expect(await b.error(query, vars, other)).toEqual(NOT_FOUND);
      expect(await b.error(query, vars)).toEqual(GUEST);
      expect(await b.error(query, { ...vars, id: "0" })).toEqual(GUEST);
    }
    // The other customer's own list ("0" or its id) cannot reach the owner's item either.
    expect((await b.data(REMOVE, { id: otherList.id, ids: [itemId] }, other)).removeProductsFromWishlist.user_errors)
      .toEqual([{ code: "PRODUCT_NOT_FOUND", message: `Could not find a wishlist item with ID "${itemId}"` }]);
    expect((await b.data(UPDATE, { id: "0", items: [{ wishlist_item_id: itemId, quantity: 0 }] }, other)).updateProductsInWishlist.user_errors)
      .toHaveLength(1);
    expect(await b.error(TO_CART, { id: "0", ids: [itemId] }, other))
      .toEqual({ message: `The wishlist item ids "${itemId}" were not found.`, category: "graphql-input" });
    expect(await b.error(ADD, { id: "999999", items: [{ sku: CX.simple.sku, quantity: 1 }] }, owner)).toEqual(NOT_FOUND);
    const after = await mine();
    expect(after.items_v2.items).toEqual([expect.objectContaining({ id: itemId, quantity: 1 })]);
    expect((await mine(other)).items_count).toBe(0);
  });
});

describe("addWishlistItemsToCart", () => {
  it("moves what the cart takes into the customer's cart and keeps the rest with the cart's errors", async () => {
    await clear();
    const added = (await add([
      { sku: CX.simple.sku, quantity: 2 },
      { sku: CX.red.sku, parent_sku: CX.conf.sku, quantity: 1 },
      { sku: CX.soldOut.sku, quantity: 1 },
    ])).wishlist;
    const [simple, variant, soldOut] = added.items_v2.items;
    const before = (await b.data(CART, {}, owner)).customerCart.total_quantity;
    const moved = (await b.data(TO_CART, { id: added.id }, owner)).addWishlistItemsToCart;
    expect(moved.status).toBe(false);
    expect(moved.add_wishlist_items_to_cart_user_errors).toEqual([
      { code: "NOT_SALABLE", message: "Product that you are trying to add is not available.", wishlistId: added.id, wishlistItemId: soldOut.id },
    ]);
    expect(moved.wishlist.items_v2.items).toEqual([{ id: soldOut.id, product: { sku: CX.soldOut.sku } }]);
    const cart = (await b.data(CART, {}, owner)).customerCart;
    expect(cart.total_quantity).toBe(before + 3);
    expect(cart.items).toEqual(expect.arrayContaining([
      expect.objectContaining({ product: { sku: CX.conf.sku }, configured_variant: { sku: CX.red.sku } }),
    ]));
    expect([simple.id, variant.id]).not.toContain(soldOut.id);
  });

  it("moves only the items named, and succeeds with status true", async () => {
    await clear();
    const list = (await add([{ sku: CX.simple.sku, quantity: 1 }, { sku: CX.virtual.sku, quantity: 1 }])).wishlist;
    const [first, second] = list.items_v2.items;
    const moved = (await b.data(TO_CART, { id: "0", ids: [second.id] }, owner)).addWishlistItemsToCart;
    expect(moved).toMatchObject({ status: true, add_wishlist_items_to_cart_user_errors: [] });
    expect(moved.wishlist.items_v2.items).toEqual([{ id: first.id, product: { sku: CX.simple.sku } }]);
  });
});
