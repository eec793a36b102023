import { and, asc, eq, inArray, not, sql, type SQL } from "drizzle-orm";
import type { RequestContext } from "../../core/context.ts";
import { GraphQlAuthorizationError, GraphQlInputError, GraphQlNoSuchEntityError } from "../../core/errors.ts";
import type { CustomerAddressInput } from "../../core/generated/resolvers.ts";
import { transaction } from "../../core/transaction.ts";
import { customerAddresses, customers } from "../customer/tables.ts";
import { addressValues, type AddressRow } from "./validation.ts";

type Ctx = Pick<RequestContext, "db" | "database" | "loaders">;

/** An address with whether it is its customer's default billing and shipping address. */
export interface BookAddress extends AddressRow {
  defaultBilling: boolean;
  defaultShipping: boolean;
}

interface Defaults {
  defaultBillingId: number | null;
  defaultShippingId: number | null;
}

/** The customer's default billing and shipping address ids, batched per request. */
export function customerDefaults(ctx: Ctx, customerId: number): Promise<Defaults> {
  return ctx.loaders.get<number, Defaults>("customer-address.defaults", async (ids) => {
    const rows = await ctx.db.select({ id: customers.id, defaultBillingId: customers.defaultBillingId, defaultShippingId: customers.defaultShippingId })
      .from(customers).where(inArray(customers.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r]));
  }).load(customerId).then((d) => d ?? { defaultBillingId: null, defaultShippingId: null });
}

const withDefaults = (row: AddressRow, d: Defaults): BookAddress =>
  ({ ...row, defaultBilling: d.defaultBillingId === row.id, defaultShipping: d.defaultShippingId === row.id });

/** The customer's address book, oldest first. */
export async function listAddresses(ctx: Ctx, customerId: number): Promise<BookAddress[]> {
  const [rows, defaults] = await Promise.all([
    ctx.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId)).orderBy(asc(customerAddresses.id)),
    customerDefaults(ctx, customerId),
  ]);
  return rows.map((r) => withDefaults(r, defaults));
}

/** Magento's lookup: an unknown id is no such entity, another customer's address an authorization error. */
async function ownAddress(ctx: Pick<RequestContext, "db">, customerId: number, id: number): Promise<AddressRow> {
  const [row] = id > 0 && id <= 2147483647 ? await ctx.db.select().from(customerAddresses).where(eq(customerAddresses.id, id)) : [];
  if (!row) throw new GraphQlNoSuchEntityError(`Could not find a address with ID "${id}"`);
  if (row.customerId !== customerId) {
    throw new GraphQlAuthorizationError(`Current customer does not have permission to address with ID "${id}"`);
  }
  return row;
}

/** An input with nothing in it (`{}` or only nulls) counts as missing, as in Magento. */
const isEmptyInput = (input: CustomerAddressInput | null | undefined): boolean =>
  !input || Object.values(input).every((v) => v === null || v === undefined);

/**
 * Applies the default flags of an input: true makes the address the default, false stops it being the default if
 * it was, absent leaves the default as it is.
 */
async function applyDefaults(db: Ctx["db"], customerId: number, addressId: number, input: CustomerAddressInput): Promise<void> {
  const set: Partial<Record<"defaultBillingId" | "defaultShippingId", number | SQL>> = {};
  const flag = (value: boolean | null | undefined, column: "defaultBillingId" | "defaultShippingId") => {
    if (value === true) set[column] = addressId;
    else if (value === false) set[column] = sql`CASE WHEN ${customers[column]} = ${addressId} THEN NULL ELSE ${customers[column]} END`;
  };
  flag(input.default_billing, "defaultBillingId");
  flag(input.default_shipping, "defaultShippingId");
  if (Object.keys(set).length) await db.update(customers).set(set).where(eq(customers.id, customerId));
}

export async function createAddress(ctx: Ctx, customerId: number, input: CustomerAddressInput | null | undefined): Promise<BookAddress> {
  if (!input || isEmptyInput(input)) throw new GraphQlInputError('"input" value should be specified');
  const values = await addressValues(ctx, input);
  const row = await transaction(ctx.database, async (db) => {
    const [created] = await db.insert(customerAddresses).values({ ...values, customerId }).returning();
    await applyDefaults(db, customerId, created!.id, input);
    return created!;
  });
  return withDefaults(row, await freshDefaults(ctx, customerId));
}

export async function updateAddress(
  ctx: Ctx, customerId: number, id: number, input: CustomerAddressInput | null | undefined,
): Promise<BookAddress> {
  if (!id) throw new GraphQlInputError('Address "id" value must be specified');
  if (!input || isEmptyInput(input)) throw new GraphQlInputError('"input" value must be specified');
  const existing = await ownAddress(ctx, customerId, id);
  const values = await addressValues(ctx, input, existing);
  const row = await transaction(ctx.database, async (db) => {
    const [updated] = await db.update(customerAddresses).set(values)
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId))).returning();
    await applyDefaults(db, customerId, id, input);
    return updated;
  });
  // Deleted between the lookup and the update.
  if (!row) throw new GraphQlNoSuchEntityError(`Could not find a address with ID "${id}"`);
  return withDefaults(row, await freshDefaults(ctx, customerId));
}

/**
 * Deletes an address unless it is a default one (Magento's rule). The check is part of the delete statement, so a
 * concurrent change of the defaults cannot slip in between.
 */
export async function deleteAddress(ctx: Ctx, customerId: number, id: number): Promise<true> {
  if (!id) throw new GraphQlInputError('Address "id" value should be specified');
  await ownAddress(ctx, customerId, id);
  const isDefault = sql`EXISTS (SELECT 1 FROM ${customers} WHERE ${customers.id} = ${customerId}
    AND (${customers.defaultBillingId} = ${id} OR ${customers.defaultShippingId} = ${id}))`;
  const deleted = await ctx.db.delete(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId), not(isDefault)))
    .returning({ id: customerAddresses.id });
  if (deleted.length) return true;
  const defaults = await freshDefaults(ctx, customerId);
  if (defaults.defaultBillingId === id) {
    throw new GraphQlInputError(`Customer Address ${id} is set as default billing address and can not be deleted`);
  }
  if (defaults.defaultShippingId === id) {
    throw new GraphQlInputError(`Customer Address ${id} is set as default shipping address and can not be deleted`);
  }
  // Deleted by a concurrent request.
  throw new GraphQlNoSuchEntityError(`Could not find a address with ID "${id}"`);
}

/** Defaults read after a write, past the per-request cache. */
async function freshDefaults(ctx: Ctx, customerId: number): Promise<Defaults> {
  const [row] = await ctx.db.select({ defaultBillingId: customers.defaultBillingId, defaultShippingId: customers.defaultShippingId })
    .from(customers).where(eq(customers.id, customerId));
  return row ?? { defaultBillingId: null, defaultShippingId: null };
}
