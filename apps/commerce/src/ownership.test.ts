import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADD, cartBackend, type CartBackend, type CallOptions } from "./test/cart-backend.ts";
import { CX } from "./test/cart-fixtures.ts";
import { CU, insertCustomers, insertOrders, insertStoreCredit, ORDERS } from "./test/customer-fixtures.ts";

// Every customer-data operation run as the owner of the data, as another signed-in customer and as a guest: only
// the owner reads or changes the owner's addresses, orders, reviews, store credit and cart; the others get Magento's
// errors (never a crash), and reads give each caller their own data only.

type Caller = "owner" | "other" | "guest";
const CALLERS: Record<Caller, CallOptions> = { owner: { customer: CU.owner }, other: { customer: CU.other }, guest: {} };
const NOT_AUTHORIZED = { message: "The current customer isn't authorized.", category: "graphql-authorization" };

let b: CartBackend;
let addressId: number;
let defaultAddressId: number;
let ownersCart: string;

beforeAll(async () => {
  b = await cartBackend();
  await insertCustomers(b.database.db);
  await insertOrders(b.database.db);
  await insertStoreCredit(b.database);
  const address = {
    firstname: "Olivia", lastname: "Owner", street: ["1 Bond Street"], city: "London", postcode: "W1S 1AA", country_code: "GB", telephone: "+442071234567",
  };
  const create = `mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }`;
  addressId = (await b.data(create, { input: address }, CALLERS.owner)).createCustomerAddress.id;
  defaultAddressId = (await b.data(create, { input: { ...address, default_billing: true } }, CALLERS.owner)).createCustomerAddress.id;
  await b.data(create, { input: { ...address, firstname: "Oscar" } }, CALLERS.other);
  ownersCart = (await b.data("{ customerCart { id } }", undefined, CALLERS.owner)).customerCart.id;
  await b.data(ADD, { cartId: ownersCart, items: [{ sku: CX.simple.sku, quantity: 1 }] }, CALLERS.owner);
  await b.data(`mutation { createProductReview(input: { sku: "${CX.simple.sku}", nickname: "O", summary: "Owner's", text: "Mine.",
    ratings: [{ id: "MQ==", value_id: "NQ==" }] }) { review { summary } } }`, undefined, CALLERS.owner);
});
afterAll(() => b.close());

/** Runs an operation as each caller; the answer must be HTTP 200 (cart-backend checks it) and never an internal error. */
async function asEach(query: string, variables?: () => Record<string, unknown>) {
  const answers = {} as Record<Caller, { data?: any; errors?: any[] }>;
  for (const caller of ["guest", "other", "owner"] as const) {
    answers[caller] = await b.call(query, variables?.(), CALLERS[caller]);
    for (const error of answers[caller].errors ?? []) expect(error.extensions?.category, error.message).not.toBe("graphql");
  }
  return answers;
}

const firstError = (answer: { errors?: any[] }) =>
  answer.errors?.[0] && { message: answer.errors[0].message, category: answer.errors[0].extensions?.category };

describe("reads give each signed-in customer their own data and guests an authorization error", () => {
  it("customer.addresses and the defaults", async () => {
    const a = await asEach("{ customer { default_billing addresses { id firstname } } }");
    expect(a.owner.data.customer).toEqual({
      default_billing: String(defaultAddressId),
      addresses: [{ id: addressId, firstname: "Olivia" }, { id: defaultAddressId, firstname: "Olivia" }],
    });
    expect(a.other.data.customer.default_billing).toBeNull();
    expect(a.other.data.customer.addresses.map((x: any) => x.firstname)).toEqual(["Oscar"]);
    expect(firstError(a.guest)).toEqual(NOT_AUTHORIZED);
  });

  it("customer.orders, listed and by number", async () => {
    const list = await asEach("{ customer { orders { items { number } } } }");
    expect(list.owner.data.customer.orders.items.map((o: any) => o.number)).toEqual([ORDERS.pending, ORDERS.euro, ORDERS.complete]);
    expect(list.other.data.customer.orders.items.map((o: any) => o.number)).toEqual([ORDERS.others]);
    expect(firstError(list.guest)).toEqual(NOT_AUTHORIZED);
    const one = await asEach(`{ customer { orders(filter: { number: { eq: "${ORDERS.complete}" } }) { total_count items { number } } } }`);
    expect(one.owner.data.customer.orders).toEqual({ total_count: 1, items: [{ number: ORDERS.complete }] });
    expect(one.other.data.customer.orders).toEqual({ total_count: 0, items: [] });
    expect(firstError(one.guest)).toEqual(NOT_AUTHORIZED);
  });

  it("customer.reviews", async () => {
    const a = await asEach("{ customer { reviews { items { summary } } } }");
    expect(a.owner.data.customer.reviews.items).toEqual([{ summary: "Owner's" }]);
    expect(a.other.data.customer.reviews.items).toEqual([]);
    expect(firstError(a.guest)).toEqual(NOT_AUTHORIZED);
  });

  it("store credit: customer.store_credit and getStoreCreditForCurrentCustomer", async () => {
    const credit = await asEach("{ customer { store_credit { current_balance { value } balance_history { total_count } } } }");
    expect(credit.owner.data.customer.store_credit).toEqual({ current_balance: { value: 30 }, balance_history: { total_count: 2 } });
    expect(credit.other.data.customer.store_credit).toEqual({ current_balance: { value: 0 }, balance_history: { total_count: 0 } });
    expect(firstError(credit.guest)).toEqual(NOT_AUTHORIZED);
    const balance = await asEach("{ getStoreCreditForCurrentCustomer { customer_id storecredit_value } }");
    expect(balance.owner.data.getStoreCreditForCurrentCustomer).toEqual({ customer_id: CU.owner, storecredit_value: 30 });
    expect(balance.other.data.getStoreCreditForCurrentCustomer).toEqual({ customer_id: CU.other, storecredit_value: 0 });
    expect(firstError(balance.guest)).toEqual(NOT_AUTHORIZED);
  });

  it("the owner's cart and its store credit", async () => {
    const a = await asEach(`query($id: String!) { cart(cart_id: $id) { applied_store_credit { current_balance { value } } } }`, () => ({ id: ownersCart }));
    expect(a.owner.data.cart.applied_store_credit).toEqual({ current_balance: { value: 30 } });
    const refused = { message: `The current user cannot perform operations on cart "${ownersCart}"`, category: "graphql-authorization" };
    expect(firstError(a.other)).toEqual(refused);
    expect(firstError(a.guest)).toEqual(refused);
  });

  it("productReviewRatingsMetadata is public", async () => {
    const a = await asEach("{ productReviewRatingsMetadata { items { name } } }");
    for (const caller of ["owner", "other", "guest"] as const) {
      expect(a[caller].data.productReviewRatingsMetadata.items, caller).toEqual([{ name: "Rating" }]);
    }
  });
});

describe("writes to the owner's data succeed for the owner only", () => {
  it("updateCustomerAddress", async () => {
    const a = await asEach(`mutation($id: Int!) { updateCustomerAddress(id: $id, input: { city: "Bath" }) { id city } }`, () => ({ id: addressId }));
    expect(firstError(a.guest)).toEqual(NOT_AUTHORIZED);
    expect(firstError(a.other)).toEqual({
      message: `Current customer does not have permission to address with ID "${addressId}"`, category: "graphql-authorization",
    });
    expect(a.owner.data.updateCustomerAddress).toEqual({ id: addressId, city: "Bath" });
  });

  it("createCustomerAddress adds to the caller's own book only", async () => {
    const a = await asEach(`mutation { createCustomerAddress(input: { firstname: "New", lastname: "Entry", street: ["2 Mews"], city: "York",
      postcode: "YO1 7HH", country_code: GB, telephone: "01904 000000" }) { id } }`);
    expect(firstError(a.guest)).toEqual(NOT_AUTHORIZED);
    const book = async (caller: Caller) =>
      (await b.data("{ customer { addresses { id } } }", undefined, CALLERS[caller])).customer.addresses.map((x: any) => x.id);
    expect(await book("other")).toContain(a.other.data.createCustomerAddress.id);
    expect(await book("owner")).not.toContain(a.other.data.createCustomerAddress.id);
    expect(await book("owner")).toContain(a.owner.data.createCustomerAddress.id);
  });

  it("applyStoreCreditToCart and removeStoreCreditFromCart", async () => {
    const refused = { message: `The current user cannot perform operations on cart "${ownersCart}"`, category: "graphql-authorization" };
    const apply = await asEach(`mutation($id: String!) { applyStoreCreditToCart(input: { cart_id: $id }) { cart { applied_store_credit { applied_balance { value } } } } }`,
      () => ({ id: ownersCart }));
    expect(firstError(apply.guest)).toEqual(NOT_AUTHORIZED);
    expect(firstError(apply.other)).toEqual(refused);
    expect(apply.owner.data.applyStoreCreditToCart.cart.applied_store_credit).toEqual({ applied_balance: { value: 30 } });
    const remove = await asEach(`mutation($id: String!) { removeStoreCreditFromCart(input: { cart_id: $id }) { cart { id } } }`, () => ({ id: ownersCart }));
    expect(firstError(remove.guest)).toEqual(NOT_AUTHORIZED);
    expect(firstError(remove.other)).toEqual(refused);
    expect(remove.owner.data.removeStoreCreditFromCart.cart).toEqual({ id: ownersCart });
  });

  it("createProductReview is open to everyone and credits the review to its author only", async () => {
    const a = await asEach(`mutation { createProductReview(input: { sku: "${CX.simple.sku}", nickname: "N", summary: "Matrix", text: "T.",
      ratings: [{ id: "MQ==", value_id: "Mw==" }] }) { review { status } } }`);
    for (const caller of ["owner", "other", "guest"] as const) expect(a[caller].data.createProductReview.review, caller).toEqual({ status: "PENDING" });
    const mine = async (caller: Caller) =>
      (await b.data("{ customer { reviews { items { summary } } } }", undefined, CALLERS[caller])).customer.reviews.items.filter((r: any) => r.summary === "Matrix");
    expect(await mine("owner")).toHaveLength(1);
    expect(await mine("other")).toHaveLength(1);
  });

  it("deleteCustomerAddress", async () => {
    const a = await asEach(`mutation($id: Int!) { deleteCustomerAddress(id: $id) }`, () => ({ id: addressId }));
    expect(firstError(a.guest)).toEqual(NOT_AUTHORIZED);
    expect(firstError(a.other)).toEqual({
      message: `Current customer does not have permission to address with ID "${addressId}"`, category: "graphql-authorization",
    });
    expect(a.owner.data.deleteCustomerAddress).toBe(true);
  });
});
