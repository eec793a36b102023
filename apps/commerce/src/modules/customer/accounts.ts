import { and, eq } from "drizzle-orm";
import type { RequestContext } from "../../core/context.ts";
import { CUSTOMER_NOT_AUTHORIZED, requireCustomerId } from "../../core/current-customer.ts";
import { GraphQlAuthorizationError } from "../../core/errors.ts";
import type { CustomerRow } from "./authenticate.ts";
import { customers } from "./tables.ts";

type Ctx = Pick<RequestContext, "db" | "store">;


// Deliberately loose, like Magento's check: one @, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL_LENGTH = 254;

/** E-mail addresses are compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email);
}

// E.164: a plus, a country code that does not start with 0, at most 15 digits in all.
const E164 = /^\+[1-9]\d{6,14}$/;

/** A phone number in E.164 form, with the spaces, dots, dashes and brackets people type taken out; null if it is not one. */
export function normalizePhoneNumber(raw: string): string | null {
  const compact = raw.trim().replace(/[\s.()-]/g, "");
  return E164.test(compact) ? compact : null;
}


/** The signed-in customer's account row, read once per request. */
export async function currentCustomer(ctx: Pick<RequestContext, "db" | "customerId" | "loaders">): Promise<CustomerRow> {
  const id = requireCustomerId(ctx);
  const row = await ctx.loaders.once("current-customer", async () => {
    const [found] = await ctx.db.select().from(customers).where(eq(customers.id, id));
    return found;
  });
  // The token resolved a moment ago, so only a deletion in between gets here.
  if (!row) throw new GraphQlAuthorizationError(CUSTOMER_NOT_AUTHORIZED);
  return row;
}

/** The account with this (normalised) e-mail address in the store view's website. */
export async function accountByEmail(ctx: Ctx, email: string): Promise<CustomerRow | undefined> {
  const [row] = await ctx.db.select().from(customers)
    .where(and(eq(customers.websiteCode, ctx.store.websiteCode), eq(customers.email, email)));
  return row;
}

/** The account with this E.164 phone number in the store view's website. */
export async function accountByPhone(ctx: Ctx, phoneNumber: string): Promise<CustomerRow | undefined> {
  const [row] = await ctx.db.select().from(customers)
    .where(and(eq(customers.websiteCode, ctx.store.websiteCode), eq(customers.phoneNumber, phoneNumber)));
  return row;
}
