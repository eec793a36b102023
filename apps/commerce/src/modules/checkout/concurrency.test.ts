import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartBackend, type CartBackend } from "../../test/cart-backend.ts";
import { CX } from "../../test/cart-fixtures.ts";
import { PLACE, readyGuestCart, SET_PAYMENT } from "../../test/checkout.ts";
import { products } from "../catalog/tables.ts";
import { orders, salesRules } from "../sales/tables.ts";

// The reliability promises of placeOrder, on both databases (PGlite runs one transaction at a time; PostgreSQL
// runs them side by side on its pool, where the row locks do the work).

let b: CartBackend;
beforeAll(async () => {
  b = await cartBackend();
});
afterAll(() => b.close());

const CHECKOUTS = 100;

async function readyCarts(n: number, prepare?: (id: string) => Promise<void>): Promise<string[]> {
  const ids: string[] = [];
  // A few at a time: preparing is not what is measured.
  for (let i = 0; i < n; i += 10) {
    ids.push(...(await Promise.all(Array.from({ length: Math.min(10, n - i) }, async () => {
      const id = await readyGuestCart(b, { sku: CX.low.sku });
      await prepare?.(id);
      await b.data(SET_PAYMENT, { id, p: { code: "checkmo" } });
      return id;
    }))));
  }
  return ids;
}

const place = (id: string) => b.call(PLACE, { id });

describe("placeOrder under concurrency", () => {
  it(`sells the last unit once when ${CHECKOUTS} checkouts place their orders at once, without a server error`, async () => {
    const ids = await readyCarts(CHECKOUTS);
    await b.database.db.update(products).set({ qty: 1 }).where(eq(products.id, CX.low.id));
    const results = await Promise.all(ids.map(place));
    for (const r of results) expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const placed = results.filter((r) => r.data.placeOrder.orderV2 !== null);
    expect(placed).toHaveLength(1);
    const refused = results.filter((r) => r.data.placeOrder.orderV2 === null).map((r) => r.data.placeOrder.errors[0]);
    expect(new Set(refused.map((e) => `${e.code}: ${e.message}`)))
      .toEqual(new Set(["UNABLE_TO_PLACE_ORDER: Unable to place order: Some of the products are out of stock."]));
    const [row] = await b.database.db.select({ qty: products.qty }).from(products).where(eq(products.id, CX.low.id));
    expect(row!.qty).toBe(0);
  }, 180_000);

  it("gives one order when the same cart is placed ten times at once, and again later", async () => {
    await b.database.db.update(products).set({ qty: 50 }).where(eq(products.id, CX.low.id));
    const [id] = await readyCarts(1);
    const results = await Promise.all(Array.from({ length: 10 }, () => place(id!)));
    for (const r of results) expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const numbers = new Set(results.map((r) => r.data.placeOrder.orderV2?.number));
    expect(numbers.size).toBe(1);
    expect([...numbers][0]).toMatch(/^\d{9}$/);
    const again = await place(id!);
    expect(again.data.placeOrder.orderV2.number).toBe([...numbers][0]);
    const rows = await b.database.db.select().from(orders).where(eq(orders.number, [...numbers][0]!));
    expect(rows).toHaveLength(1);
  }, 60_000);

  it("spends a coupon limited to one use on one order only", async () => {
    await b.database.db.update(products).set({ qty: 50 }).where(eq(products.id, CX.low.id));
    await b.database.db.insert(salesRules).values({ name: "Single use", couponCode: "ONEUSE", action: "by_percent", amount: 1000, usesPerCoupon: 1 });
    const ids = await readyCarts(5, async (id) => {
      await b.data(`mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "ONEUSE" }) { cart { id } } }`, { id });
    });
    const results = await Promise.all(ids.map(place));
    for (const r of results) expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(results.filter((r) => r.data.placeOrder.orderV2 !== null)).toHaveLength(1);
    expect(results.filter((r) => r.data.placeOrder.orderV2 === null).map((r) => r.data.placeOrder.errors[0].message))
      .toEqual(Array(4).fill("Unable to place order: The coupon code isn't valid. Verify the code and try again."));
    const [rule] = await b.database.db.select().from(salesRules).where(eq(salesRules.couponCode, "ONEUSE"));
    expect(rule!.timesUsed).toBe(1);
    const placedWithCoupon = await b.database.db.select().from(orders).where(eq(orders.couponCode, "ONEUSE"));
    expect(placedWithCoupon).toHaveLength(1);
  }, 60_000);
});
