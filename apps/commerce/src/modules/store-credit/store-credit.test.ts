import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transaction } from "../../core/transaction.ts";
import { storeCredits } from "../customer/tables.ts";
import { ADD, cartBackend, minor, type CartBackend } from "../../test/cart-backend.ts";
import { CX } from "../../test/cart-fixtures.ts";
import { CU, insertCustomers, insertStoreCredit, ORDERS } from "../../test/customer-fixtures.ts";
import { changeBalance } from "./service.ts";

let b: CartBackend;
beforeAll(async () => {
  b = await cartBackend();
  await insertCustomers(b.database.db);
  await insertStoreCredit(b.database);
});
afterAll(() => b.close());

const owner = { customer: CU.owner };
const other = { customer: CU.other };
const BALANCE = "{ getStoreCreditForCurrentCustomer { customer_id storecredit_value currency } }";
const CREDIT = `query($page: Int, $size: Int) { customer { store_credit { enabled current_balance { value currency }
  balance_history(currentPage: $page, pageSize: $size) { total_count page_info { current_page page_size total_pages }
    items { action balance_change { value currency } actual_balance { value currency } date_time_changed reason } } } } }`;
const CART = `id prices { grand_total { value currency } subtotal_including_tax { value } discounts { label amount { value currency } } }
  applied_store_credit { enabled applied_balance { value currency } current_balance { value currency } }`;
const APPLY = `mutation($id: String!) { applyStoreCreditToCart(input: { cart_id: $id }) { cart { ${CART} } } }`;
const REMOVE = `mutation($id: String!) { removeStoreCreditFromCart(input: { cart_id: $id }) { cart { ${CART} } } }`;
const CART_Q = `query($id: String!) { cart(cart_id: $id) { ${CART} } }`;

async function customerCartWith(opts: { customer: number; store?: string }, items: { sku: string; quantity: number }[]) {
  const id = (await b.data("{ customerCart { id } }", undefined, opts)).customerCart.id;
  expect((await b.data(ADD, { cartId: id, items }, opts)).addProductsToCart.user_errors).toEqual([]);
  return id as string;
}

async function setBalance(customerId: number, currency: string, balance: number) {
  const [row] = await b.database.db.select().from(storeCredits)
    .where(eq(storeCredits.customerId, customerId)).then((rows) => rows.filter((r) => r.currency === currency));
  const amount = balance - (row?.balanceMinor ?? 0);
  await transaction(b.database, (db) => changeBalance(db, { customerId, currency, amount, action: "Updated", at: new Date() }));
}

describe("store credit balance", () => {
  it("answers the spec's getStoreCreditForCurrentCustomer in the request's currency", async () => {
    expect((await b.data(BALANCE, undefined, owner)).getStoreCreditForCurrentCustomer)
      .toEqual({ customer_id: CU.owner, storecredit_value: 30, currency: "GBP" });
    expect((await b.data(BALANCE, undefined, { ...owner, currency: "EUR" })).getStoreCreditForCurrentCustomer)
      .toEqual({ customer_id: CU.owner, storecredit_value: 35.1, currency: "EUR" });
    expect((await b.data(BALANCE, undefined, { ...owner, store: "uus_2" })).getStoreCreditForCurrentCustomer)
      .toEqual({ customer_id: CU.owner, storecredit_value: 10, currency: "USD" });
    expect((await b.data(BALANCE, undefined, other)).getStoreCreditForCurrentCustomer)
      .toEqual({ customer_id: CU.other, storecredit_value: 0, currency: "GBP" });
    expect(await b.error(BALANCE)).toEqual({ message: "The current customer isn't authorized.", category: "graphql-authorization" });
  });

  it("lists the balance's history, newest first, with Adobe Commerce's fields and the reason", async () => {
    const { customer } = await b.data(CREDIT, {}, owner);
    expect(customer.store_credit).toEqual({
      enabled: true,
      current_balance: { value: 30, currency: "GBP" },
      balance_history: {
        total_count: 2,
        page_info: { current_page: 1, page_size: 20, total_pages: 1 },
        items: [
          { action: "Used", balance_change: { value: -20, currency: "GBP" }, actual_balance: { value: 30, currency: "GBP" },
            date_time_changed: "2026-03-01 10:00:00", reason: `Order ${ORDERS.complete}` },
          { action: "Created", balance_change: { value: 50, currency: "GBP" }, actual_balance: { value: 50, currency: "GBP" },
            date_time_changed: "2026-01-01 09:00:00", reason: "Welcome gift" },
        ],
      },
    });
    const page2 = (await b.data(CREDIT, { page: 2, size: 1 }, owner)).customer.store_credit.balance_history;
    expect(page2.items.map((i: any) => i.action)).toEqual(["Created"]);
    expect(page2.page_info).toEqual({ current_page: 2, page_size: 1, total_pages: 2 });
    const us = (await b.data(CREDIT, {}, { ...owner, store: "uus_2" })).customer.store_credit;
    expect(us.balance_history.items.map((i: any) => i.balance_change)).toEqual([{ value: 10, currency: "USD" }]);
    expect((await b.data(CREDIT, {}, other)).customer.store_credit.balance_history).toMatchObject({ total_count: 0, items: [] });
    expect(await b.error(CREDIT, { page: 0 }, owner)).toEqual({ message: "currentPage value must be greater than 0.", category: "graphql-input" });
    expect(await b.error(CREDIT, { size: 0 }, owner)).toEqual({ message: "pageSize value must be greater than 0.", category: "graphql-input" });
  });

  it("never goes below zero: a change that would is refused and records nothing", async () => {
    await expect(transaction(b.database, (db) => changeBalance(db, {
      customerId: CU.owner, currency: "GBP", amount: -3001, action: "Used", at: new Date(),
    }))).rejects.toThrow("The store credit balance is not enough for this.");
    expect((await b.data(CREDIT, {}, owner)).customer.store_credit).toMatchObject({ current_balance: { value: 30 }, balance_history: { total_count: 2 } });
    // The database refuses it too, whoever writes.
    await expect(b.database.db.update(storeCredits).set({ balanceMinor: -1 }).where(eq(storeCredits.customerId, CU.owner))).rejects.toThrow();
  });
});

describe("store credit on a cart", () => {
  it("spends the balance up to the cart's grand total, shown as a discount line, and follows the cart", async () => {
    const id = await customerCartWith(owner, [{ sku: CX.low.sku, quantity: 1 }]);
    const applied = (await b.data(APPLY, { id }, owner)).applyStoreCreditToCart.cart;
    expect(applied).toEqual({
      id,
      prices: { grand_total: { value: 0, currency: "GBP" }, subtotal_including_tax: { value: 10 }, discounts: [{ label: "Store Credit", amount: { value: 10, currency: "GBP" } }] },
      applied_store_credit: { enabled: true, applied_balance: { value: 10, currency: "GBP" }, current_balance: { value: 30, currency: "GBP" } },
    });
    // A dearer cart spends the whole balance and no more.
    await b.data(ADD, { cartId: id, items: [{ sku: CX.simple.sku, quantity: 1 }] }, owner);
    let cart = (await b.data(CART_Q, { id }, owner)).cart;
    expect([minor(cart.prices.grand_total), minor(cart.applied_store_credit.applied_balance)]).toEqual([10000, 3000]);
    // Shown in the request's currency.
    cart = (await b.data(CART_Q, { id }, { ...owner, currency: "EUR" })).cart;
    expect(cart.applied_store_credit.applied_balance).toEqual({ value: 35.1, currency: "EUR" });
    // A smaller balance (spent elsewhere) spends less.
    await setBalance(CU.owner, "GBP", 1250);
    cart = (await b.data(CART_Q, { id }, owner)).cart;
    expect([minor(cart.prices.grand_total), minor(cart.applied_store_credit.applied_balance)]).toEqual([11750, 1250]);
    await setBalance(CU.owner, "GBP", 3000);

    const removed = (await b.data(REMOVE, { id }, owner)).removeStoreCreditFromCart.cart;
    expect(removed.prices).toMatchObject({ grand_total: { value: 130 }, discounts: null });
    expect(removed.applied_store_credit).toEqual({ enabled: true, applied_balance: { value: 0, currency: "GBP" }, current_balance: { value: 30, currency: "GBP" } });
    expect(await b.error(REMOVE, { id }, owner))
      .toEqual({ message: "You are not using store credit in your shopping cart.", category: "graphql-input" });
  });

  it("keeps coupon discounts first and spends credit on what is left after them", async () => {
    const id = await customerCartWith({ ...owner, store: "uus_2" }, [{ sku: CX.low.sku, quantity: 1 }]);
    await b.data(`mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "WELCOME10" }) { cart { id } } }`, { id }, { ...owner, store: "uus_2" });
    const cart = (await b.data(APPLY, { id }, { ...owner, store: "uus_2" })).applyStoreCreditToCart.cart;
    // $13.00 less 10 % is $11.70, plus 8.875 % tax on it ($1.04) = $12.74; the $10 balance leaves $2.74.
    expect(cart.prices.discounts).toEqual([
      { label: "WELCOME10", amount: { value: 1.3, currency: "USD" } },
      { label: "Store Credit", amount: { value: 10, currency: "USD" } },
    ]);
    expect(cart.prices.grand_total).toEqual({ value: 2.74, currency: "USD" });
  });

  it("refuses guests, customers without credit and other people's carts with Magento's errors", async () => {
    const guestCart = await b.newCart();
    expect(await b.error(APPLY, { id: guestCart })).toEqual({ message: "The current customer isn't authorized.", category: "graphql-authorization" });
    expect(await b.error(REMOVE, { id: guestCart })).toEqual({ message: "The current customer isn't authorized.", category: "graphql-authorization" });
    expect((await b.data(CART_Q, { id: guestCart })).cart.applied_store_credit).toBeNull();
    expect(await b.error(APPLY, { id: guestCart }, owner))
      .toEqual({ message: `The current user cannot perform operations on cart "${guestCart}"`, category: "graphql-authorization" });
    const othersCart = await customerCartWith(other, [{ sku: CX.low.sku, quantity: 1 }]);
    expect(await b.error(APPLY, { id: othersCart }, other))
      .toEqual({ message: "You don't have any store credit to apply.", category: "graphql-input" });
    expect(await b.error(APPLY, { id: othersCart }, owner))
      .toEqual({ message: `The current user cannot perform operations on cart "${othersCart}"`, category: "graphql-authorization" });
    expect(await b.error(APPLY, { id: "" }, owner)).toEqual({ message: 'Required parameter "cart_id" is missing', category: "graphql-input" });
  });
});
