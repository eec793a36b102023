import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uid } from "../../test/backend.ts";
import { CX } from "../../test/cart-fixtures.ts";
import { ADD, cartBackend, type CartBackend } from "../../test/cart-backend.ts";
import { cartAddresses, carts } from "./tables.ts";

// Magento 2.4.4 cart fields that existing storefronts send besides the ones this storefront reads.

let b: CartBackend;
beforeAll(async () => {
  b = await cartBackend();
});
afterAll(() => b.close());

const CART = `query($id: String!) { cart(cart_id: $id) {
  applied_coupon { code } applied_coupons { code } gift_message { to }
  prices { discounts { label amount { value } } discount { label amount { value currency } } }
  items { uid prices { fixed_product_taxes { label } } ... on SimpleCartItem { gift_message { to } }
    ... on ConfigurableCartItem { gift_message { to } } ... on BundleCartItem { gift_message { to } } }
} }`;

const APPLY = `mutation($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { id } } }`;

async function cartWith(items: Record<string, unknown>[]) {
  const id = await b.newCart();
  const { addProductsToCart } = await b.data(ADD, { cartId: id, items });
  expect(addProductsToCart.user_errors).toEqual([]);
  return id;
}

const SIMPLE = { sku: CX.simple.sku, quantity: 2 };
const RED = { sku: CX.conf.sku, quantity: 1, selected_options: [uid(`configurable/${CX.shade.attribute}/${CX.shade.red}`)] };
/** One unit of selection A and two of C per bundle. */
const BUNDLE = {
  sku: CX.bundle.sku, quantity: 1,
  selected_options: [uid(`bundle/${CX.bundleOption.cleanser}/${CX.selection.a}/1`), uid(`bundle/${CX.bundleOption.extras}/${CX.selection.c}/2`)],
};
const DOWNLOAD = { sku: CX.downloadable.sku, quantity: 1, selected_options: [uid(`downloadable/${CX.link.morning}`)] };

describe("cart fields Magento serves", () => {
  it("gives the coupon and the total discount in Magento's older shapes", async () => {
    const id = await cartWith([SIMPLE]);
    const before = (await b.data(CART, { id })).cart;
    expect(before).toMatchObject({ applied_coupon: null, prices: { discounts: null, discount: null } });

    await b.data(APPLY, { id, code: "WELCOME10" });
    const { cart } = await b.data(CART, { id });
    expect(cart.applied_coupon).toEqual({ code: "WELCOME10" });
    expect(cart.applied_coupons).toEqual([cart.applied_coupon]);
    // Magento's total discount is negative: the discounted subtotal is the subtotal plus it.
    expect(cart.prices.discounts).toEqual([{ label: "WELCOME10", amount: { value: 24 } }]);
    expect(cart.prices.discount).toEqual({ label: ["WELCOME10"], amount: { value: -24, currency: "GBP" } });
  });

  it("answers no gift messages and no fixed product taxes, which this shop does not have", async () => {
    const id = await cartWith([SIMPLE, RED, BUNDLE]);
    const { cart } = await b.data(CART, { id });
    expect(cart.gift_message).toBeNull();
    expect(cart.items).toHaveLength(3);
    for (const item of cart.items) expect(item).toMatchObject({ gift_message: null, prices: { fixed_product_taxes: [] } });
    const config = await b.data("{ storeConfig { allow_items allow_order sales_fixed_product_tax_display_setting } }");
    expect(config.storeConfig).toEqual({ allow_items: "0", allow_order: "0", sales_fixed_product_tax_display_setting: "FPT_DISABLED" });
  });

  it("refuses a gift message on an item with a clear error and changes nothing", async () => {
    const id = await cartWith([SIMPLE]);
    const [item] = (await b.data(CART, { id })).cart.items;
    const update = `mutation($id: String!, $uid: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [
      { cart_item_uid: $uid, quantity: 5, gift_message: { to: "Ada", from: "Grace", message: "Enjoy" } }] }) { cart { id } } }`;
    expect(await b.error(update, { id, uid: item.uid })).toEqual({
      message: "Gift Message cannot be updated: gift messages are not available in this store.",
      category: "graphql-input",
    });
    expect((await b.data(`query($id: String!) { cart(cart_id: $id) { items { quantity } } }`, { id })).cart.items).toEqual([{ quantity: 2 }]);
    // An incomplete gift message is not even a valid request.
    const incomplete = await b.call(update.replace(`from: "Grace", `, ""), { id, uid: item.uid });
    expect(incomplete.errors?.[0]?.message).toMatch(/Field "GiftMessageInput.from" of required type "String!" was not provided/);
  });

  it("describes a bought link's sample in Magento's older fields, as the product does", async () => {
    const id = await cartWith([DOWNLOAD]);
    const { cart } = await b.data(`query($id: String!) { cart(cart_id: $id) { items { ... on DownloadableCartItem {
      links { id sample_type sample_file is_shareable number_of_downloads } samples { sample_type sample_file } } } } }`, { id });
    expect(cart.items[0]).toEqual({
      links: [{ id: CX.link.morning, sample_type: "FILE", sample_file: "downloadable/samples/cart-morning.mp4", is_shareable: false, number_of_downloads: 0 }],
      samples: [{ sample_type: "FILE", sample_file: "downloadable/samples/cart-trailer.mp4" }],
    });
  });

  it("describes what the shipping address ships: the items, their weight, no notes and no pickup", async () => {
    const id = await cartWith([SIMPLE, RED, BUNDLE, DOWNLOAD]);
    const [row] = await b.database.db.select({ id: carts.id }).from(carts).where(eq(carts.maskedId, id));
    const address = { cartId: row!.id, firstname: "Ada", lastname: "Lovelace", street: ["1 Main St"], city: "London", countryCode: "GB" };
    await b.database.db.insert(cartAddresses).values([{ ...address, kind: "shipping" }, { ...address, kind: "billing" }]);
    const { cart } = await b.data(`query($id: String!) { cart(cart_id: $id) {
      items { uid quantity }
      shipping_addresses { items_weight customer_notes pickup_location_code cart_items { cart_item_id quantity }
        cart_items_v2 { uid quantity product { sku } } }
      billing_address { customer_notes }
    } }`, { id });
    const [shipping] = cart.shipping_addresses;
    expect(shipping.cart_items_v2.map((i: { uid: string; quantity: number }) => ({ uid: i.uid, quantity: i.quantity }))).toEqual(cart.items);
    expect(shipping.cart_items).toEqual(cart.items.map((i: { uid: string; quantity: number }) => ({
      cart_item_id: Number(Buffer.from(i.uid, "base64").toString()), quantity: i.quantity,
    })));
    // 100 g a unit: 2 simple, the red variant, a bundle of A and 2 × C; the downloadable ships nothing.
    expect(shipping.items_weight).toBe(0.6);
    expect(shipping).toMatchObject({ customer_notes: null, pickup_location_code: null });
    expect(cart.billing_address).toEqual({ customer_notes: null });
  });
});
