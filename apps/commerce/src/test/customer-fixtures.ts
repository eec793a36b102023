import type { Db } from "../core/database.ts";
import { customers } from "../modules/customer/tables.ts";

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
