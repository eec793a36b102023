import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../core/database.ts";
import { customerAddresses, customers, orderItems, orders, productPrices, products, reviews, reviewVotes, stores } from "../db/schema.ts";
import type { OrderAddressData } from "../db/schema.ts";
import { cartTotals, taxRule } from "../modules/cart/pricing.ts";
import { hashPassword } from "../modules/customer/password.ts";
import { changeBalance } from "../modules/store-credit/service.ts";
import { RATING_ID } from "./reviews.ts";
import { daysBeforeSeed } from "./util.ts";

/** The demo customer of the gb/cn website; README "Demo customer" gives the password, which only opens demo data. */
export const DEMO_PASSWORD = "Maison-demo-1";

export const DEMO_CUSTOMER = {
  id: 1,
  websiteCode: "base",
  email: "demo@example.com",
  firstname: "Amelia",
  lastname: "Hart",
  phoneNumber: "+447700900456",
} as const;

const HOME: OrderAddressData = {
  firstname: "Amelia", lastname: "Hart", street: ["12 Chelsea Manor Street", "Flat 3"], city: "London",
  postcode: "SW3 5RP", countryCode: "GB", telephone: "+447700900456",
};
const OFFICE: OrderAddressData = {
  firstname: "Amelia", lastname: "Hart", company: "Hart & Co", street: ["350 Fifth Avenue", "Suite 4100"], city: "New York",
  region: "New York", regionId: 33, regionCode: "NY", postcode: "10118", countryCode: "US", telephone: "+12125550147",
};

const FREE_SHIPPING = { carrierCode: "freeshipping", methodCode: "freeshipping", carrierTitle: "Free Shipping", methodTitle: "Free" };
const CHECK = { code: "checkmo", title: "Check / Money order" };

/** The demo orders: [days before the seed date, status, coupon, [product index, quantity][]]. */
const ORDERS: [number, string, string | null, [number, number][]][] = [
  [260, "canceled", null, [[0, 1]]],
  [165, "complete", null, [[1, 2], [2, 1], [3, 1]]],
  [90, "complete", "WELCOME10", [[4, 1]]],
  [20, "processing", null, [[0, 1], [2, 2]]],
];

/**
 * The demo customer with two addresses (home the default), store credit and its history, four orders in the
 * `default` store view and two reviews of products they bought (one approved, one awaiting moderation). Runs after
 * the catalogue, whose first in-stock simple products the orders buy.
 */
export async function seedDemoCustomer(db: Db): Promise<void> {
  const [store] = await db.select().from(stores).where(eq(stores.code, "default"));
  if (!store) throw new Error("the default store view must be seeded first");
  const bought = await db.select({ id: products.id, sku: products.sku, name: products.name, price: productPrices.regularMinor })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, store.baseCurrency)))
    .where(and(eq(products.typeId, "simple"), eq(products.visibility, 4), eq(products.isEnabled, true), eq(products.isInStock, true)))
    .orderBy(asc(products.id)).limit(5);
  if (bought.length < 5) throw new Error("the demo orders need five simple products");

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(customers).values({ ...DEMO_CUSTOMER, passwordHash, createdAt: daysBeforeSeed(400), updatedAt: daysBeforeSeed(400) });
  const [home] = await db.insert(customerAddresses).values([
    { ...HOME, customerId: DEMO_CUSTOMER.id },
    { ...OFFICE, customerId: DEMO_CUSTOMER.id },
  ]).returning({ id: customerAddresses.id });
  await db.update(customers).set({ defaultBillingId: home!.id, defaultShippingId: home!.id }).where(eq(customers.id, DEMO_CUSTOMER.id));

  await changeBalance(db, { customerId: DEMO_CUSTOMER.id, currency: "GBP", amount: 5000, action: "Created", reason: "Welcome gift", at: daysBeforeSeed(390) });
  await changeBalance(db, { customerId: DEMO_CUSTOMER.id, currency: "GBP", amount: 2500, action: "Updated", reason: "Apology for a late delivery", at: daysBeforeSeed(150) });

  const rule = taxRule(store);
  for (const [index, [days, status, coupon, picks]] of ORDERS.entries()) {
    const id = index + 1;
    const lines = picks.map(([p, qty]) => {
      const product = bought[p]!;
      // WELCOME10: 10 % off every line.
      const discount = coupon ? Math.round((product.price * qty) / 10) : 0;
      return { product, qty, discount };
    });
    const { totals } = cartTotals(
      lines.map((l) => ({ unit: l.product.price, qty: l.qty, rrpUnit: l.product.price, discounts: l.discount ? [{ label: coupon!, amount: l.discount }] : [] })),
      rule,
    );
    await db.insert(orders).values({
      id, number: String(id).padStart(9, "0"), cartId: 0, storeCode: store.code, customerId: DEMO_CUSTOMER.id,
      email: DEMO_CUSTOMER.email, currency: store.baseCurrency, status, subtotalMinor: totals.subtotalExclTax,
      discountMinor: totals.discountTotal, shippingMinor: 0, taxMinor: totals.taxTotal, grandTotalMinor: totals.grandTotal,
      couponCode: coupon, shippingMethod: FREE_SHIPPING, paymentMethod: CHECK, shippingAddress: HOME, billingAddress: HOME,
      createdAt: daysBeforeSeed(days, 600),
    });
    await db.insert(orderItems).values(lines.map((l) => ({
      orderId: id, productId: l.product.id, sku: l.product.sku, name: l.product.name, typeId: "simple", qty: l.qty,
      priceMinor: l.product.price, rowTotalMinor: l.product.price * l.qty, discountMinor: l.discount,
    })));
  }

  const written = await db.insert(reviews).values([
    { productId: bought[1]!.id, customerId: DEMO_CUSTOMER.id, storeCode: store.code, nickname: "Amelia", summary: "Worth every penny", text: "Lovely texture and it lasts all day. I have already ordered it again.", status: "APPROVED", createdAt: daysBeforeSeed(150) },
    { productId: bought[4]!.id, customerId: DEMO_CUSTOMER.id, storeCode: store.code, nickname: "Amelia", summary: "Good, not great", text: "Nice enough, but I expected a little more for the price.", status: "PENDING", createdAt: daysBeforeSeed(80) },
  ]).returning({ id: reviews.id });
  await db.insert(reviewVotes).values([
    { reviewId: written[0]!.id, ratingId: RATING_ID, value: 5 },
    { reviewId: written[1]!.id, ratingId: RATING_ID, value: 3 },
  ]);

  // Customer and order ids were written explicitly; later inserts continue after them.
  for (const table of ["customers", "orders"]) {
    await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce((SELECT max(id) FROM ${table}), 0) + 1, false)`));
  }
}
