import type { Database, Db } from "../core/database.ts";
import { transaction } from "../core/transaction.ts";
import { customers } from "../modules/customer/tables.ts";
import { orderItems, orders, type OrderAddressData } from "../modules/sales/tables.ts";
import { changeBalance } from "../modules/store-credit/service.ts";
import { CX } from "./cart-fixtures.ts";

// Customers with known ids, inserted next to the demo data in a test's own database copy. Tests act as one of them
// with the bearer token `test-customer-<id>` (see cart-backend.ts).

export const CU = {
  /** The customer whose data a test reads and changes. */
  owner: 970001,
  /** Another customer of the same website, who must not see or change the owner's data. */
  other: 970002,
} as const;

export async function insertCustomers(db: Db): Promise<void> {
  await db.insert(customers).values([
    { id: CU.owner, websiteCode: "base", email: "owner@example.com", passwordHash: "!", firstname: "Olivia", lastname: "Owner" },
    { id: CU.other, websiteCode: "base", email: "other@example.com", passwordHash: "!", firstname: "Oscar", lastname: "Other" },
  ]);
}

const ADDRESS: OrderAddressData = {
  firstname: "Olivia", lastname: "Owner", street: ["1 Bond Street", "Flat 2"], city: "London", postcode: "W1S 1AA",
  countryCode: "GB", region: null, regionId: null, telephone: "+442071234567",
};

type OrderInsert = typeof orders.$inferInsert;

const order = (id: number, number: string, customerId: number, day: string, extra: Partial<OrderInsert> = {}): OrderInsert => ({
  id, number, cartId: id, storeCode: "default", customerId, email: "owner@example.com", currency: "GBP", status: "pending",
  subtotalMinor: 10000, taxMinor: 2000, grandTotalMinor: 12000, createdAt: new Date(`${day}T10:00:00Z`), ...extra,
});

/** Orders of the two customers: three of the owner's in the default store view, one in uus_2, one of the other's. */
export const ORDERS = {
  complete: "T-1001",
  euro: "T-1002",
  pending: "T-1003",
  usStore: "T-2001",
  others: "T-9001",
} as const;

export async function insertOrders(db: Db): Promise<void> {
  await db.insert(orders).values([
    order(970101, ORDERS.complete, CU.owner, "2026-03-01", {
      status: "complete", subtotalMinor: 15000, discountMinor: 1800, shippingMinor: 495, taxMinor: 2739,
      grandTotalMinor: 16434, couponCode: "WELCOME10",
      shippingMethod: { carrierCode: "flatrate", methodCode: "flatrate", carrierTitle: "Flat Rate", methodTitle: "Fixed" },
      paymentMethod: { code: "checkmo", title: "Check / Money order", additionalData: { payable_to: "Maison" } },
      shippingAddress: ADDRESS, billingAddress: { ...ADDRESS, street: ["1 Bond Street"] },
    }),
    order(970102, ORDERS.euro, CU.owner, "2026-05-10", { status: "processing", currency: "EUR", subtotalMinor: 9750, taxMinor: 1950, grandTotalMinor: 11700 }),
    order(970103, ORDERS.pending, CU.owner, "2026-07-20"),
    order(970201, ORDERS.usStore, CU.owner, "2026-06-01", { storeCode: "uus_2", currency: "USD" }),
    order(970901, ORDERS.others, CU.other, "2026-08-01", { email: "other@example.com" }),
  ]);
  await db.insert(orderItems).values([
    { orderId: 970101, productId: CX.simple.id, sku: "MSN-SERUM", name: "Night Serum", typeId: "simple", qty: 2, priceMinor: 6000, rowTotalMinor: 12000, discountMinor: 1200 },
    {
      orderId: 970101, productId: null, sku: "MSN-LIPSTICK-RED", name: "Lipstick", typeId: "configurable", qty: 1, priceMinor: 6000,
      rowTotalMinor: 6000, discountMinor: 600, options: { selected: [{ label: "Colour", value: "Red" }] },
    },
    { orderId: 970102, productId: null, sku: "MSN-OIL", name: "Face Oil", typeId: "simple", qty: 1, priceMinor: 11700, rowTotalMinor: 11700 },
    { orderId: 970103, productId: null, sku: "MSN-OIL", name: "Face Oil", typeId: "simple", qty: 1, priceMinor: 12000, rowTotalMinor: 12000 },
  ]);
}

/**
 * The owner's store credit, written through the service: £50 given, £20 spent (£30 left), and $10 on the US
 * website. The other customer has none.
 */
export async function insertStoreCredit(database: Database): Promise<void> {
  await transaction(database, async (db) => {
    await changeBalance(db, { customerId: CU.owner, currency: "GBP", amount: 5000, action: "Created", reason: "Welcome gift", at: new Date("2026-01-01T09:00:00Z") });
    await changeBalance(db, { customerId: CU.owner, currency: "GBP", amount: -2000, action: "Used", reason: `Order ${ORDERS.complete}`, at: new Date("2026-03-01T10:00:00Z") });
    await changeBalance(db, { customerId: CU.owner, currency: "USD", amount: 1000, action: "Created", at: new Date("2026-02-01T09:00:00Z") });
  });
}
