import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CX } from "../../test/cart-fixtures.ts";
import { ADD, cartBackend, minor, type CartBackend } from "../../test/cart-backend.ts";
import { uid } from "../../test/backend.ts";

let b: CartBackend;
beforeAll(async () => {
  b = await cartBackend();
});
afterAll(() => b.close());

const add = async (items: unknown[], opts: { cartId?: string; store?: string; currency?: string } = {}) => {
  const cartId = opts.cartId ?? (await b.newCart(opts));
  return { cartId, ...(await b.data(ADD, { cartId, items }, opts)).addProductsToCart };
};

const giftcardFields = [
  { uid: uid("giftcard/giftcard_sender_name"), value: "Ada" },
  { uid: uid("giftcard/giftcard_sender_email"), value: "ada@example.com" },
  { uid: uid("giftcard/giftcard_recipient_name"), value: "Grace" },
  { uid: uid("giftcard/giftcard_recipient_email"), value: "grace@example.com" },
];

describe("addProductsToCart, per product type", () => {
  it("adds a simple product and sums a second add into the same line", async () => {
    const first = await add([{ sku: CX.simple.sku, quantity: 1 }]);
    expect(first.user_errors).toEqual([]);
    const again = await add([{ sku: CX.simple.sku, quantity: 2 }], { cartId: first.cartId });
    expect(again.cart.items).toHaveLength(1);
    expect(again.cart.items[0]).toMatchObject({ __typename: "SimpleCartItem", quantity: 3, product: { sku: CX.simple.sku, stock_status: "IN_STOCK" } });
    expect(minor(again.cart.items[0].prices.row_total_including_tax)).toBe(36000);
    expect(again.cart.total_quantity).toBe(3);
    expect(again.cart.is_virtual).toBe(false);
  });

  it("adds a virtual product as a VirtualCartItem and marks an all-virtual cart virtual", async () => {
    const { cart } = await add([{ sku: CX.virtual.sku, quantity: 1 }]);
    expect(cart.items[0].__typename).toBe("VirtualCartItem");
    expect(cart.is_virtual).toBe(true);
  });

  it("adds a configurable product by its selected option and prices the variant", async () => {
    const { cart, cartId, user_errors } = await add([
      { sku: CX.conf.sku, quantity: 2, selected_options: [uid(`configurable/${CX.shade.attribute}/${CX.shade.red}`)] },
    ]);
    expect(user_errors).toEqual([]);
    expect(cart.items[0]).toMatchObject({ __typename: "ConfigurableCartItem", quantity: 2, product: { sku: CX.conf.sku } });
    expect(minor(cart.items[0].prices.row_total_including_tax)).toBe(5000);
    const details = await b.data(`query($id: String!) { cart(cart_id: $id) { items { ... on ConfigurableCartItem {
      configured_variant { sku } configurable_options { option_label value_label value_id configurable_product_option_value_uid } } } } }`,
    { id: cartId });
    expect(details.cart.items[0]).toEqual({
      configured_variant: { sku: CX.red.sku },
      configurable_options: [{
        option_label: "Shade", value_label: "Red", value_id: CX.shade.red,
        configurable_product_option_value_uid: uid(`configurable/${CX.shade.attribute}/${CX.shade.red}`),
      }],
    });
  });

  it("adds a configurable variant named with its parent's SKU", async () => {
    const { cart, user_errors } = await add([{ sku: CX.red.sku, parent_sku: CX.conf.sku, quantity: 1 }]);
    expect(user_errors).toEqual([]);
    expect(cart.items[0]).toMatchObject({ __typename: "ConfigurableCartItem", product: { sku: CX.conf.sku } });
  });

  it("refuses a configurable product without a variant, or with a sold-out one", async () => {
    const none = await add([{ sku: CX.conf.sku, quantity: 1 }]);
    expect(none.user_errors).toEqual([{ code: "UNDEFINED", message: "You need to choose options for your item." }]);
    const soldOut = await add([
      { sku: CX.conf.sku, quantity: 1, selected_options: [uid(`configurable/${CX.shade.attribute}/${CX.shade.blue}`)] },
    ]);
    expect(soldOut.user_errors).toEqual([{ code: "NOT_SALABLE", message: "Product that you are trying to add is not available." }]);
    expect(soldOut.cart.items).toEqual([]);
  });

  it("adds a dynamic bundle at the sum of its selections, from selected or entered options", async () => {
    const selected = await add([{
      sku: CX.bundle.sku, quantity: 1,
      selected_options: [uid(`bundle/${CX.bundleOption.cleanser}/${CX.selection.b}/1`), uid(`bundle/${CX.bundleOption.extras}/${CX.selection.c}/3`)],
    }]);
    expect(selected.user_errors).toEqual([]);
    expect(selected.cart.items[0].__typename).toBe("BundleCartItem");
    // 15.00 + 3 × 5.00
    expect(minor(selected.cart.items[0].prices.row_total_including_tax)).toBe(3000);
    const entered = await add([{
      sku: CX.bundle.sku, quantity: 2,
      entered_options: [{ uid: uid(`bundle/${CX.bundleOption.cleanser}/${CX.selection.a}/1`), value: "1" }],
    }]);
    expect(entered.user_errors).toEqual([]);
    expect(minor(entered.cart.items[0].prices.row_total_including_tax)).toBe(2000);
    const options = await b.data(`query($id: String!) { cart(cart_id: $id) { items { ... on BundleCartItem {
      bundle_options { label type values { label quantity price uid } } } } } }`, { id: selected.cartId });
    expect(options.cart.items[0].bundle_options).toEqual([
      { label: "Cleanser", type: "radio", values: [{ label: "Cart b-b", quantity: 1, price: 15, uid: uid(`bundle/${CX.bundleOption.cleanser}/${CX.selection.b}/1`) }] },
      { label: "Extras", type: "checkbox", values: [{ label: "Cart b-c", quantity: 3, price: 5, uid: uid(`bundle/${CX.bundleOption.extras}/${CX.selection.c}/3`) }] },
    ]);
  });

  it("prices a fixed bundle at its own price", async () => {
    const { cart, user_errors } = await add([
      { sku: CX.bundleFixed.sku, quantity: 1, selected_options: [uid(`bundle/${CX.bundleOption.pick}/${CX.selection.fixedB}/1`)] },
    ]);
    expect(user_errors).toEqual([]);
    expect(minor(cart.items[0].prices.row_total_including_tax)).toBe(4000);
  });

  it("refuses bundles without options, without a required option, with unknown or sold-out selections", async () => {
    const cases: [unknown[], string, string][] = [
      [[], "UNDEFINED", "Please specify product option(s)."],
      [[uid(`bundle/${CX.bundleOption.extras}/${CX.selection.c}/1`)], "UNDEFINED", "Please select all required options."],
      [[uid(`bundle/${CX.bundleOption.cleanser}/999/1`)], "UNDEFINED", "The options you selected are not available."],
      [[uid(`bundle/${CX.bundleOption.cleanser}/${CX.selection.a}/1`), uid(`bundle/${CX.bundleOption.extras}/${CX.selection.oos}/1`)],
        "NOT_SALABLE", "The required options you selected are not available."],
    ];
    for (const [selected, code, message] of cases) {
      const { user_errors } = await add([{ sku: CX.bundle.sku, quantity: 1, selected_options: selected }]);
      expect(user_errors, message).toEqual([{ code, message }]);
    }
  });

  it("adds a grouped product as one line per child at its default quantity", async () => {
    const { cart, user_errors } = await add([{ sku: CX.grouped.sku, quantity: 1 }]);
    expect(user_errors).toEqual([]);
    expect(cart.items.map((i: { product: { sku: string }; quantity: number }) => [i.product.sku, i.quantity])).toEqual([
      [CX.simple.sku, 1], [CX.special.sku, 2],
    ]);
    const children = await add([{ sku: CX.simple.sku, quantity: 1 }, { sku: CX.special.sku, quantity: 1 }]);
    expect(children.cart.items).toHaveLength(2);
  });

  it("adds a downloadable product with its chosen links at base price plus link prices", async () => {
    const { cart, cartId, user_errors } = await add([
      { sku: CX.downloadable.sku, quantity: 1, selected_options: [uid(`downloadable/${CX.link.evening}`)] },
    ]);
    expect(user_errors).toEqual([]);
    expect(cart.items[0].__typename).toBe("DownloadableCartItem");
    expect(minor(cart.items[0].prices.row_total_including_tax)).toBe(1900 + 1200);
    const links = await b.data(`query($id: String!) { cart(cart_id: $id) { is_virtual items { ... on DownloadableCartItem {
      links { title price uid } samples { title sample_url } } } } }`, { id: cartId });
    expect(links.cart.is_virtual).toBe(true);
    expect(links.cart.items[0].links).toEqual([{ title: "Evening", price: 12, uid: uid(`downloadable/${CX.link.evening}`) }]);
    expect(links.cart.items[0].samples[0].title).toBe("Trailer");
    const none = await add([{ sku: CX.downloadable.sku, quantity: 1 }]);
    expect(none.user_errors).toEqual([{ code: "UNDEFINED", message: "Please specify product link(s)." }]);
  });

  it("adds a gift card by the amount uid in the store's own currency, as the catalogue serves it", async () => {
    const opts = { store: "mx_website_store_view" };
    const amount = uid("giftcard/giftcard_amount/1000.0000");
    const result = await add([{ sku: CX.giftcard.sku, quantity: 1, selected_options: [amount], entered_options: giftcardFields }], opts);
    expect(result.user_errors).toEqual([]);
    expect(minor(result.cart.items[0].prices.row_total_including_tax)).toBe(100000);
    const unlisted = uid("giftcard/giftcard_amount/999.0000");
    const refused = await add([{ sku: CX.giftcard.sku, quantity: 1, selected_options: [unlisted], entered_options: giftcardFields }], opts);
    expect(refused.user_errors).toHaveLength(1);
  });

  it("adds a gift card at a listed amount (Adobe's and the catalogue's uids) or an open amount", async () => {
    const listed = await add([{
      sku: CX.giftcard.sku, quantity: 1, selected_options: [uid("giftcard/giftcard_amount/50.0000")], entered_options: giftcardFields,
    }]);
    expect(listed.user_errors).toEqual([]);
    expect(minor(listed.cart.items[0].prices.row_total_including_tax)).toBe(5000);
    const byPosition = await add([{
      sku: CX.giftcard.sku, quantity: 1, selected_options: [uid(`giftcard/${CX.giftcard.id}/1`)], entered_options: giftcardFields,
    }]);
    expect(minor(byPosition.cart.items[0].prices.row_total_including_tax)).toBe(2500);
    const open = await add([{
      sku: CX.giftcard.sku, quantity: 1,
      entered_options: [...giftcardFields, { uid: uid("giftcard/custom_giftcard_amount"), value: "42.50" }],
    }]);
    expect(open.user_errors).toEqual([]);
    const item = await b.data(`query($id: String!) { cart(cart_id: $id) { items { __typename ... on GiftCardCartItem {
      amount { value currency } sender_name recipient_name recipient_email } } } }`, { id: open.cartId });
    expect(item.cart.items[0]).toEqual({
      __typename: "GiftCardCartItem", amount: { value: 42.5, currency: "GBP" }, sender_name: "Ada", recipient_name: "Grace",
      recipient_email: "grace@example.com",
    });
  });

  it("checks gift card amounts and the buyer's details as Magento does", async () => {
    const cases: [unknown[], unknown[], string][] = [
      [[uid("giftcard/giftcard_amount/50.0000")], giftcardFields.slice(1), "Please specify a sender name."],
      [[uid("giftcard/giftcard_amount/50.0000")], giftcardFields.slice(2), "Please specify all the required information."],
      [[], [...giftcardFields, { uid: uid("giftcard/custom_giftcard_amount"), value: "5" }], "Gift Card min amount is £10.00"],
      [[], [...giftcardFields, { uid: uid("giftcard/custom_giftcard_amount"), value: "5000" }], "Gift Card max amount is £1,000.00"],
      [[uid("giftcard/giftcard_amount/33.0000")], giftcardFields, "Please specify a gift card amount."],
    ];
    for (const [selected, entered, message] of cases) {
      const { user_errors } = await add([{ sku: CX.giftcard.sku, quantity: 1, selected_options: selected, entered_options: entered }]);
      expect(user_errors, message).toEqual([{ code: "UNDEFINED", message }]);
    }
  });
});

describe("addProductsToCart user errors and quantities", () => {
  it("reports each failing item and still adds the others", async () => {
    const { cart, user_errors } = await add([
      { sku: "NO-SUCH-SKU", quantity: 1 },
      { sku: CX.simple.sku, quantity: 1 },
      { sku: CX.soldOut.sku, quantity: 1 },
      { sku: CX.disabled.sku, quantity: 1 },
      { sku: CX.low.sku, quantity: 3 },
    ]);
    expect(user_errors).toEqual([
      { code: "PRODUCT_NOT_FOUND", message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
      { code: "NOT_SALABLE", message: "Product that you are trying to add is not available." },
      { code: "NOT_SALABLE", message: "Product that you are trying to add is not available." },
      { code: "INSUFFICIENT_STOCK", message: "The requested qty is not available" },
    ]);
    expect(cart.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual([CX.simple.sku]);
  });

  it("counts what the cart already holds against the stock", async () => {
    const first = await add([{ sku: CX.low.sku, quantity: 2 }]);
    expect(first.user_errors).toEqual([]);
    const more = await add([{ sku: CX.low.sku, quantity: 1 }], { cartId: first.cartId });
    expect(more.user_errors).toEqual([{ code: "INSUFFICIENT_STOCK", message: "The requested qty is not available" }]);
    expect(more.cart.items[0].quantity).toBe(2);
  });

  it("refuses quantities 0, −1, 1.5 and 10⁹ with Magento's messages", async () => {
    const cases: [number, string, string][] = [
      [0, "UNDEFINED", "The product quantity should be greater than 0"],
      [-1, "UNDEFINED", "The product quantity should be greater than 0"],
      [1.5, "UNDEFINED", "You cannot use decimal quantity for this product."],
      [1e9, "INSUFFICIENT_STOCK", "The most you may purchase is 10000."],
      [10001, "INSUFFICIENT_STOCK", "The most you may purchase is 10000."],
    ];
    for (const [quantity, code, message] of cases) {
      const { user_errors, cart } = await add([{ sku: CX.virtual.sku, quantity }]);
      expect(user_errors, String(quantity)).toEqual([{ code, message }]);
      expect(cart.items).toEqual([]);
    }
    const max = await add([{ sku: CX.virtual.sku, quantity: 9999 }]);
    expect(max.user_errors).toEqual([]);
  });

  it("refuses a quantity that is not a number at validation", async () => {
    const cartId = await b.newCart();
    const error = await b.error(ADD, { cartId, items: [{ sku: CX.simple.sku, quantity: "many" }] });
    expect(error.category).toBe("graphql-input");
    const nan = await b.call(`mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{sku: "${CX.simple.sku}", quantity: NaN}]) { user_errors { code } } }`, { id: cartId });
    expect(nan.errors?.[0].extensions.category).toMatch(/graphql/);
  });
});

describe("addSimpleProductsToCart", () => {
  const ADD_SIMPLE = `mutation($id: String!, $items: [SimpleProductCartItemInput]!) {
    addSimpleProductsToCart(input: { cart_id: $id, cart_items: $items }) { cart { total_quantity items { quantity product { sku } } } }
  }`;

  it("adds simple products", async () => {
    const id = await b.newCart();
    const data = await b.data(ADD_SIMPLE, { id, items: [{ data: { sku: CX.simple.sku, quantity: 2 } }, { data: { sku: CX.low.sku, quantity: 1 } }] });
    expect(data.addSimpleProductsToCart.cart.total_quantity).toBe(3);
  });

  it("fails as a whole with GraphQL errors", async () => {
    const id = await b.newCart();
    expect(await b.error(ADD_SIMPLE, { id, items: [{ data: { sku: CX.simple.sku, quantity: 1 } }, { data: { sku: "NOPE", quantity: 1 } }] }))
      .toEqual({ message: 'Could not find a product with SKU "NOPE"', category: "graphql-no-such-entity" });
    expect(await b.error(ADD_SIMPLE, { id, items: [{ data: { sku: CX.low.sku, quantity: 5 } }] }))
      .toEqual({ message: "The requested qty is not available", category: "graphql-input" });
    expect(await b.error(ADD_SIMPLE, { id, items: [{ data: { sku: CX.simple.sku, quantity: 0 } }] }))
      .toEqual({ message: "Please enter a number greater than 0 in this field.", category: "graphql-input" });
    const cart = await b.data(`query($id: String!) { cart(cart_id: $id) { total_quantity } }`, { id });
    expect(cart.cart.total_quantity).toBe(0);
  });
});
