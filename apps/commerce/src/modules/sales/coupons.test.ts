import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CX } from "../../test/cart-fixtures.ts";
import { ADD, CART, cartBackend, minor, type CallOptions, type CartBackend } from "../../test/cart-backend.ts";
import { salesRuleCustomerUsage, salesRules } from "./tables.ts";

let b: CartBackend;
beforeAll(async () => {
  b = await cartBackend();
});
afterAll(() => b.close());

const APPLY = `mutation($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { ${CART} } } }`;
const REMOVE = `mutation($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { ${CART} } } }`;
const UPDATE = `mutation($id: String!, $uid: ID!, $qty: Float!) {
  updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: $qty }] }) { cart { ${CART} } } }`;
const INVALID = { message: "The coupon code isn't valid. Verify the code and try again.", category: "graphql-no-such-entity" };

async function cartWith(items: { sku: string; quantity: number }[], opts: CallOptions = {}) {
  const id = opts.customer === undefined ? await b.newCart(opts) : (await b.data("{ customerCart { id } }", undefined, opts)).customerCart.id;
  const { addProductsToCart } = await b.data(ADD, { cartId: id, items }, opts);
  expect(addProductsToCart.user_errors).toEqual([]);
  return { id, cart: addProductsToCart.cart };
}

const apply = async (id: string, code: string, opts?: CallOptions) => (await b.data(APPLY, { id, code }, opts)).applyCouponToCart.cart;

function summary(cart: { applied_coupons: { code: string }[] | null; prices: Record<string, unknown> }) {
  const p = cart.prices as Record<string, { value: number } & { label: string; amount: { value: number } }[]>;
  return {
    coupons: cart.applied_coupons?.map((c) => c.code) ?? null,
    discounts: p.discounts?.map((d) => [d.label, minor(d.amount)]) ?? null,
    grand: minor(p.grand_total),
    tax: minor((p.applied_taxes as unknown as { amount: { value: number } }[])[0]?.amount),
  };
}

describe("applying and removing coupons", () => {
  it("applies a percentage coupon labelled with its code, item by item", async () => {
    const { id } = await cartWith([{ sku: CX.simple.sku, quantity: 2 }]);
    const cart = await apply(id, "welcome10");
    expect(summary(cart)).toEqual({ coupons: ["WELCOME10"], discounts: [["WELCOME10", 2400]], grand: 21600, tax: 3600 });
    expect(minor(cart.prices.subtotal_with_discount_excluding_tax)).toBe(18000);
    expect(cart.items[0].prices.discounts).toEqual([{ label: "WELCOME10", amount: { value: 24 } }]);
    expect(minor(cart.items[0].prices.total_item_discount)).toBe(2400);
  });

  it("takes one coupon at a time and can remove it", async () => {
    const { id } = await cartWith([{ sku: CX.simple.sku, quantity: 2 }]);
    await apply(id, "WELCOME10");
    expect(await b.error(APPLY, { id, code: "SAVE15GBP" })).toEqual({
      message: "A coupon is already applied to the cart. Please remove it to apply another", category: "graphql-input",
    });
    const removed = (await b.data(REMOVE, { id })).removeCouponFromCart.cart;
    expect(summary(removed)).toEqual({ coupons: null, discounts: null, grand: 24000, tax: 4000 });
    expect(summary(await apply(id, "SAVE15GBP"))).toMatchObject({ coupons: ["SAVE15GBP"], discounts: [["SAVE15GBP", 1500]], grand: 22500 });
  });

  it("refuses unknown, ended, paused and empty codes, and coupons on an empty cart", async () => {
    const { id } = await cartWith([{ sku: CX.simple.sku, quantity: 1 }]);
    for (const code of ["NOPE", "EXPIRED2024", "PAUSED"]) expect(await b.error(APPLY, { id, code }), code).toEqual(INVALID);
    expect(await b.error(APPLY, { id, code: " " })).toEqual({ message: 'Required parameter "coupon_code" is missing', category: "graphql-input" });
    const empty = await b.newCart();
    expect(await b.error(APPLY, { id: empty, code: "WELCOME10" }))
      .toEqual({ message: "Cart does not contain products.", category: "graphql-no-such-entity" });
  });

  it("checks the minimum subtotal when applying and drops the coupon when the cart falls below it", async () => {
    const { id, cart } = await cartWith([{ sku: CX.simple.sku, quantity: 1 }]);
    expect(await b.error(APPLY, { id, code: "LUXE20" })).toEqual(INVALID);
    const two = (await b.data(UPDATE, { id, uid: cart.items[0].uid, qty: 2 })).updateCartItems.cart;
    expect(summary(two).grand).toBe(24000);
    expect(summary(await apply(id, "LUXE20"))).toMatchObject({ coupons: ["LUXE20"], discounts: [["LUXE20", 4800]], grand: 19200 });
    const one = (await b.data(UPDATE, { id, uid: cart.items[0].uid, qty: 1 })).updateCartItems.cart;
    expect(summary(one)).toEqual({ coupons: null, discounts: null, grand: 12000, tax: 2000 });
    expect(summary(await apply(id, "WELCOME10")).coupons).toEqual(["WELCOME10"]);
  });

  it("converts a GBP minimum for the US store and limits store-bound coupons to their store", async () => {
    const us = { store: "uus_2" };
    const { id, cart } = await cartWith([{ sku: CX.simple.sku, quantity: 1 }], us);
    // £150 is $190.50: $150 is not enough, $300 is.
    expect(await b.error(APPLY, { id, code: "LUXE20" }, us)).toEqual(INVALID);
    expect(await b.error(APPLY, { id, code: "SAVE15GBP" }, us)).toEqual(INVALID);
    await b.data(UPDATE, { id, uid: cart.items[0].uid, qty: 2 }, us);
    expect(summary(await apply(id, "LUXE20", us))).toMatchObject({ discounts: [["LUXE20", 6000]] });
  });

  it("discounts before the US sales tax is added", async () => {
    const us = { store: "uus_2" };
    const { id } = await cartWith([{ sku: CX.simple.sku, quantity: 2 }], us);
    const cart = await apply(id, "WELCOME10", us);
    expect(summary(cart)).toEqual({ coupons: ["WELCOME10"], discounts: [["WELCOME10", 3000]], grand: 29396, tax: 2396 });
    expect(minor(cart.prices.subtotal_with_discount_excluding_tax)).toBe(27000);
  });

  it("splits a cart-wide fixed amount over the lines to the cent", async () => {
    const us = { store: "uus_2" };
    const { id } = await cartWith([{ sku: CX.simple.sku, quantity: 1 }, { sku: CX.special.sku, quantity: 1 }], us);
    const cart = await apply(id, "SAVE15USD", us);
    expect(cart.items.map((i: { prices: { total_item_discount: { value: number } } }) => minor(i.prices.total_item_discount)))
      .toEqual([1125, 375]);
    // Tax on 138.75 (12.31) and on 46.24 (4.10).
    expect(summary(cart)).toEqual({ coupons: ["SAVE15USD"], discounts: [["SAVE15USD", 1500]], grand: 19999 - 1500 + 1641, tax: 1641 });
  });

  it("converts a fixed GBP amount for a EUR cart and applies MXN amounts in the Mexican store", async () => {
    const eur = { currency: "EUR" };
    const { id } = await cartWith([{ sku: CX.simple.sku, quantity: 1 }], eur);
    expect(summary(await apply(id, "SAVE15GBP", eur)).discounts).toEqual([["SAVE15GBP", 1755]]);
    const mx = { store: "mx_website_store_view" };
    const mexican = await cartWith([{ sku: CX.simple.sku, quantity: 1 }], mx);
    expect(summary(await apply(mexican.id, "SAVE250MXN", mx))).toMatchObject({ discounts: [["SAVE250MXN", 25000]], grand: 215000 });
  });

  it("records a free-shipping coupon without an item discount", async () => {
    const { id } = await cartWith([{ sku: CX.simple.sku, quantity: 1 }]);
    expect(summary(await apply(id, "FREESHIP"))).toEqual({ coupons: ["FREESHIP"], discounts: null, grand: 12000, tax: 2000 });
  });
});

describe("usage limits and rule conditions", () => {
  it("limits uses per customer for signed-in customers only", async () => {
    const [once] = await b.database.db.select().from(salesRules).where(eq(salesRules.couponCode, "ONCEONLY"));
    await b.database.db.insert(salesRuleCustomerUsage).values({ ruleId: once!.id, customerId: 201, timesUsed: 1 });
    const used = await cartWith([{ sku: CX.simple.sku, quantity: 1 }], { customer: 201 });
    expect(await b.error(APPLY, { id: used.id, code: "ONCEONLY" }, { customer: 201 })).toEqual(INVALID);
    const fresh = await cartWith([{ sku: CX.simple.sku, quantity: 1 }], { customer: 202 });
    expect(summary(await apply(fresh.id, "ONCEONLY", { customer: 202 })).discounts).toEqual([["ONCEONLY", 1800]]);
    const guest = await cartWith([{ sku: CX.simple.sku, quantity: 1 }]);
    expect(summary(await apply(guest.id, "ONCEONLY")).coupons).toEqual(["ONCEONLY"]);
  });

  it("limits uses per coupon, honours start dates and applies fixed amounts per unit", async () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    await b.database.db.insert(salesRules).values([
      { name: "Limited", couponCode: "LIMITED", action: "by_percent", amount: 500, usesPerCoupon: 5, timesUsed: 5 },
      { name: "Future", couponCode: "FUTURE", action: "by_percent", amount: 500, fromDate: tomorrow },
      { name: "Five off", couponCode: "FIVEOFF", action: "by_fixed", amount: 500, currency: "GBP" },
    ]);
    const { id } = await cartWith([{ sku: CX.simple.sku, quantity: 2 }, { sku: CX.low.sku, quantity: 1 }]);
    expect(await b.error(APPLY, { id, code: "LIMITED" })).toEqual(INVALID);
    expect(await b.error(APPLY, { id, code: "FUTURE" })).toEqual(INVALID);
    await b.database.db.update(salesRules).set({ timesUsed: 4 }).where(eq(salesRules.couponCode, "LIMITED"));
    expect(summary(await apply(id, "LIMITED")).discounts).toEqual([["LIMITED", 1250]]);
    await b.data(REMOVE, { id });
    const cart = await apply(id, "FIVEOFF");
    expect(cart.items.map((i: { prices: { total_item_discount: { value: number } } }) => minor(i.prices.total_item_discount)))
      .toEqual([1000, 500]);
  });

  it("applies automatic rules of the store without a code, before the coupon", async () => {
    await b.database.db.insert(salesRules).values({
      name: "Mexico week", label: "Semana México", action: "by_percent", amount: 500, storeCodes: ["mx_website_store_view"],
    });
    const mx = { store: "mx_website_store_view" };
    const { id, cart } = await cartWith([{ sku: CX.simple.sku, quantity: 2 }], mx);
    expect(summary(cart)).toMatchObject({ coupons: null, discounts: [["Semana México", 24000]], grand: 456000 });
    expect(summary(await apply(id, "SAVE250MXN", mx))).toMatchObject({
      coupons: ["SAVE250MXN"], discounts: [["Semana México", 24000], ["SAVE250MXN", 25000]], grand: 431000,
    });
    const gb = await cartWith([{ sku: CX.simple.sku, quantity: 2 }]);
    expect(summary(gb.cart).discounts).toBeNull();
  });
});
