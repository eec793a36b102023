import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productPrices, products } from "../catalog/tables.ts";
import { CX } from "../../test/cart-fixtures.ts";
import { cartBackend, minor, type CartBackend } from "../../test/cart-backend.ts";
import { uid } from "../../test/backend.ts";

// Sold-out products of the types the fixtures have in stock only.
const SOLD_OUT = {
  virtual: { id: 992001, sku: "TYPED-VIRTUAL-OOS" },
  downloadable: { id: 992002, sku: "TYPED-DL-OOS" },
};

let b: CartBackend;
beforeAll(async () => {
  b = await cartBackend();
  const soldOut = { visibility: 4, isEnabled: true, qty: 0, isInStock: false, isVirtual: true };
  await b.database.db.insert(products).values([
    { ...SOLD_OUT.virtual, ...soldOut, typeId: "virtual", name: "Typed virtual", urlKey: "typed-virtual-oos" },
    { ...SOLD_OUT.downloadable, ...soldOut, typeId: "downloadable", name: "Typed download", urlKey: "typed-dl-oos", typeOptions: { linksPurchasedSeparately: false } },
  ]);
  await b.database.db.insert(productPrices).values(Object.values(SOLD_OUT).map((p) => ({ productId: p.id, currency: "GBP", regularMinor: 1000 })));
});
afterAll(() => b.close());

const ITEM = `__typename quantity product { sku } prices { row_total_including_tax { value } }`;
const mutation = (name: string, input: string) => `mutation($id: String!, $items: [${input}]!) {
  ${name}(input: { cart_id: $id, cart_items: $items }) { cart { is_virtual items { ${ITEM}
    ... on ConfigurableCartItem { configured_variant { sku } }
    ... on BundleCartItem { bundle_options { label values { label quantity } } }
    ... on DownloadableCartItem { links { title } } } } }
}`;
const VIRTUAL = mutation("addVirtualProductsToCart", "VirtualProductCartItemInput");
const CONFIGURABLE = mutation("addConfigurableProductsToCart", "ConfigurableProductCartItemInput");
const BUNDLE = mutation("addBundleProductsToCart", "BundleProductCartItemInput");
const DOWNLOADABLE = mutation("addDownloadableProductsToCart", "DownloadableProductCartItemInput");
const NAMES: Record<string, string> = {
  [VIRTUAL]: "addVirtualProductsToCart", [CONFIGURABLE]: "addConfigurableProductsToCart",
  [BUNDLE]: "addBundleProductsToCart", [DOWNLOADABLE]: "addDownloadableProductsToCart",
};

/** Adds to a new cart; answers the cart. */
async function added(query: string, items: unknown[]) {
  return (await b.data(query, { id: await b.newCart(), items }))[NAMES[query]!].cart;
}

/** Expects the mutation to fail as a whole and the cart to stay empty; answers the error. */
async function refused(query: string, items: unknown[]) {
  const id = await b.newCart();
  const error = await b.error(query, { id, items });
  expect((await b.data("query($id: String!) { cart(cart_id: $id) { items { uid } } }", { id })).cart.items).toEqual([]);
  return error;
}

const data = (sku: string, quantity = 1, extra = {}) => ({ data: { sku, quantity, ...extra } });
const notAvailable = { message: "Product that you are trying to add is not available.", category: "graphql-input" };
const wrongType = (sku: string, type: string) => ({ message: `Product "${sku}" is not a ${type} product.`, category: "graphql-input" });
const notFound = (sku: string) => ({ message: `Could not find a product with SKU "${sku}"`, category: "graphql-no-such-entity" });

describe("addVirtualProductsToCart", () => {
  it("adds virtual products", async () => {
    const cart = await added(VIRTUAL, [data(CX.virtual.sku, 2)]);
    expect(cart.is_virtual).toBe(true);
    expect(cart.items).toMatchObject([{ __typename: "VirtualCartItem", quantity: 2, product: { sku: CX.virtual.sku } }]);
    expect(minor(cart.items[0].prices.row_total_including_tax)).toBe(15000);
  });

  it("refuses unknown, sold-out and other products, all or nothing", async () => {
    expect(await refused(VIRTUAL, [data(CX.virtual.sku), data("NO-SUCH-SKU")])).toEqual(notFound("NO-SUCH-SKU"));
    expect(await refused(VIRTUAL, [data(SOLD_OUT.virtual.sku)])).toEqual(notAvailable);
    expect(await refused(VIRTUAL, [data(CX.virtual.sku), data(CX.simple.sku)])).toEqual(wrongType(CX.simple.sku, "virtual"));
    expect(await refused(VIRTUAL, [data(CX.downloadable.sku)])).toEqual(wrongType(CX.downloadable.sku, "virtual"));
  });
});

describe("addConfigurableProductsToCart", () => {
  const red = uid(`configurable/${CX.shade.attribute}/${CX.shade.red}`);

  it("adds a variant named with its configurable's SKU, by the configurable with the chosen value, or the 2.3 way", async () => {
    const byVariant = await added(CONFIGURABLE, [{ ...data(CX.red.sku, 2), parent_sku: CX.conf.sku }]);
    expect(byVariant.items).toMatchObject([{ __typename: "ConfigurableCartItem", quantity: 2, product: { sku: CX.conf.sku }, configured_variant: { sku: CX.red.sku } }]);
    expect(minor(byVariant.items[0].prices.row_total_including_tax)).toBe(5000);
    const byValue = await added(CONFIGURABLE, [data(CX.conf.sku, 1, { selected_options: [red] })]);
    expect(byValue.items).toMatchObject([{ product: { sku: CX.conf.sku }, configured_variant: { sku: CX.red.sku } }]);
    const legacy = await added(CONFIGURABLE, [{ ...data(CX.conf.sku), variant_sku: CX.red.sku }]);
    expect(legacy.items).toMatchObject([{ product: { sku: CX.conf.sku }, configured_variant: { sku: CX.red.sku } }]);
    const parentInData = await added(CONFIGURABLE, [data(CX.red.sku, 1, { parent_sku: CX.conf.sku })]);
    expect(parentInData.items).toMatchObject([{ configured_variant: { sku: CX.red.sku } }]);
  });

  it("refuses a sold-out variant, missing or unknown values, unknown SKUs and other products", async () => {
    expect(await refused(CONFIGURABLE, [{ ...data(CX.blue.sku), parent_sku: CX.conf.sku }])).toEqual(notAvailable);
    const choose = { message: "You need to choose options for your item.", category: "graphql-input" };
    expect(await refused(CONFIGURABLE, [data(CX.conf.sku)])).toEqual(choose);
    expect(await refused(CONFIGURABLE, [data(CX.conf.sku, 1, { selected_options: [uid(`configurable/${CX.shade.attribute}/999`)] })])).toEqual(choose);
    expect(await refused(CONFIGURABLE, [{ ...data("NO-SUCH-VARIANT"), parent_sku: CX.conf.sku }])).toEqual(notFound("NO-SUCH-VARIANT"));
    // A variant without its configurable, or under a product that is none, is a simple product here.
    expect(await refused(CONFIGURABLE, [data(CX.red.sku)])).toEqual(wrongType(CX.red.sku, "configurable"));
    expect(await refused(CONFIGURABLE, [{ ...data(CX.simple.sku), parent_sku: CX.bundle.sku }])).toEqual(wrongType(CX.simple.sku, "configurable"));
    expect(await refused(CONFIGURABLE, [data(CX.bundle.sku)])).toEqual(wrongType(CX.bundle.sku, "configurable"));
  });
});

describe("addBundleProductsToCart", () => {
  const options = (...picks: [number, number, (string | number)[]][]) =>
    picks.map(([id, quantity, value]) => ({ id, quantity, value: value.map(String) }));

  it("adds a bundle with the selections chosen per option, at the option's quantity where the buyer may choose it", async () => {
    const cart = await added(BUNDLE, [{
      ...data(CX.bundle.sku), bundle_options: options([CX.bundleOption.cleanser, 1, [CX.selection.b]], [CX.bundleOption.extras, 3, [CX.selection.c]]),
    }]);
    expect(cart.items[0]).toMatchObject({ __typename: "BundleCartItem", product: { sku: CX.bundle.sku } });
    expect(cart.items[0].bundle_options).toEqual([
      { label: "Cleanser", values: [{ label: "Cart b-b", quantity: 1 }] },
      { label: "Extras", values: [{ label: "Cart b-c", quantity: 3 }] },
    ]);
    // 15.00 + 3 × 5.00
    expect(minor(cart.items[0].prices.row_total_including_tax)).toBe(3000);
    // The cleanser's quantity is fixed at 1, whatever is asked.
    const fixed = await added(BUNDLE, [{ ...data(CX.bundle.sku), bundle_options: options([CX.bundleOption.cleanser, 5, [CX.selection.a]]) }]);
    expect(fixed.items[0].bundle_options).toEqual([{ label: "Cleanser", values: [{ label: "Cart b-a", quantity: 1 }] }]);
  });

  it("refuses missing, unknown, malformed and sold-out selections, unknown SKUs and other products", async () => {
    const cases: [unknown, string][] = [
      [[], "Please specify product option(s)."],
      [options([CX.bundleOption.extras, 1, [CX.selection.c]]), "Please select all required options."],
      [options([CX.bundleOption.cleanser, 1, [999]]), "The options you selected are not available."],
      [options([CX.bundleOption.cleanser, 1, ["first"]]), "The options you selected are not available."],
      [options([-1, 1, [CX.selection.a]]), "The options you selected are not available."],
      [options([CX.bundleOption.cleanser, 1, [CX.selection.a]], [CX.bundleOption.extras, -2, [CX.selection.c]]), "The options you selected are not available."],
      [options([CX.bundleOption.cleanser, 1, [CX.selection.a]], [CX.bundleOption.extras, 1, [CX.selection.oos]]), "The required options you selected are not available."],
    ];
    for (const [bundleOptions, message] of cases) {
      expect(await refused(BUNDLE, [{ ...data(CX.bundle.sku), bundle_options: bundleOptions }]), message).toEqual({ message, category: "graphql-input" });
    }
    const pick = options([CX.bundleOption.cleanser, 1, [CX.selection.a]]);
    expect(await refused(BUNDLE, [{ ...data("NO-SUCH-BUNDLE"), bundle_options: pick }])).toEqual(notFound("NO-SUCH-BUNDLE"));
    expect(await refused(BUNDLE, [{ ...data(CX.simple.sku), bundle_options: pick }])).toEqual(wrongType(CX.simple.sku, "bundle"));
  });
});

describe("addDownloadableProductsToCart", () => {
  it("adds a downloadable product with the links bought", async () => {
    const cart = await added(DOWNLOADABLE, [{ ...data(CX.downloadable.sku), downloadable_product_links: [{ link_id: CX.link.morning }] }]);
    expect(cart.is_virtual).toBe(true);
    expect(cart.items).toMatchObject([{ __typename: "DownloadableCartItem", links: [{ title: "Morning" }] }]);
    expect(minor(cart.items[0].prices.row_total_including_tax)).toBe(1900 + 1000);
  });

  it("refuses no or unknown links, sold-out products, unknown SKUs and other products", async () => {
    const links = { message: "Please specify product link(s).", category: "graphql-input" };
    expect(await refused(DOWNLOADABLE, [data(CX.downloadable.sku)])).toEqual(links);
    expect(await refused(DOWNLOADABLE, [{ ...data(CX.downloadable.sku), downloadable_product_links: [{ link_id: 999 }, { link_id: -1 }] }])).toEqual(links);
    expect(await refused(DOWNLOADABLE, [data(SOLD_OUT.downloadable.sku)])).toEqual(notAvailable);
    expect(await refused(DOWNLOADABLE, [data("NO-SUCH-DL")])).toEqual(notFound("NO-SUCH-DL"));
    expect(await refused(DOWNLOADABLE, [data(CX.virtual.sku)])).toEqual(wrongType(CX.virtual.sku, "downloadable"));
  });
});

describe("per-type mutations, as every add", () => {
  it("take at most 50 items and need a cart id and items", async () => {
    const many = Array.from({ length: 51 }, () => data(CX.virtual.sku));
    expect(await refused(VIRTUAL, many)).toEqual({
      message: "A request can add or update at most 50 cart items; this one has 51. Send them in several requests.", category: "graphql-input",
    });
    expect(await refused(BUNDLE, [])).toEqual({ message: 'Required parameter "cart_items" is missing', category: "graphql-input" });
    expect(await b.error("mutation { addDownloadableProductsToCart { cart { id } } }"))
      .toEqual({ message: 'Required parameter "cart_id" is missing', category: "graphql-input" });
  });
});
