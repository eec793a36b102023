import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { RequestContext } from "../../core/context.ts";
import { GraphQlInputError } from "../../core/errors.ts";
import { isValidEmail, normalizeEmail } from "../customer/accounts.ts";
import { customers } from "../customer/tables.ts";
import { newsletterSubscribers } from "./tables.ts";

type Ctx = Pick<RequestContext, "db" | "store" | "customerId" | "now">;
export type SubscriptionStatus = "NOT_ACTIVE" | "SUBSCRIBED" | "UNCONFIRMED" | "UNSUBSCRIBED";

/** Subscribes an address (a guest's, or the signed-in customer's own), with Magento's checks and messages. */
export async function subscribe(ctx: Ctx, rawEmail: string): Promise<SubscriptionStatus> {
  const email = normalizeEmail(rawEmail);
  if (!email) throw new GraphQlInputError("You must specify an email address to subscribe to a newsletter.");
  if (!isValidEmail(email)) throw new GraphQlInputError("Enter a valid email address.");

  const [account] = await ctx.db.select({ id: customers.id }).from(customers).where(and(
    eq(customers.websiteCode, ctx.store.websiteCode),
    eq(sql`lower(${customers.email})`, email),
  ));
  // Someone else's account address can only be subscribed by its owner.
  if (account && account.id !== ctx.customerId) throw new GraphQlInputError("Cannot create a newsletter subscription.");

  const key = and(eq(newsletterSubscribers.storeCode, ctx.store.code), eq(newsletterSubscribers.email, email));
  const [existing] = await ctx.db.select().from(newsletterSubscribers).where(key);
  if (existing?.status === "SUBSCRIBED") throw new GraphQlInputError("This email address is already subscribed.");

  const row = { status: "SUBSCRIBED", customerId: account?.id ?? null, changedAt: ctx.now };
  if (existing) await ctx.db.update(newsletterSubscribers).set(row).where(key);
  else await ctx.db.insert(newsletterSubscribers).values({ ...row, storeCode: ctx.store.code, email });
  return "SUBSCRIBED";
}

type CustomerRef = { id: number; email: string };

/** The customer's subscription row in this store view: linked to the account, or made for its address as a guest. */
async function customerRow(ctx: Pick<Ctx, "db" | "store">, customer: CustomerRef) {
  const [row] = await ctx.db.select().from(newsletterSubscribers).where(and(
    eq(newsletterSubscribers.storeCode, ctx.store.code),
    or(eq(newsletterSubscribers.customerId, customer.id), eq(newsletterSubscribers.email, customer.email)),
  ));
  return row;
}

/** Customer.is_subscribed: subscribed in the request's store view. */
export async function isCustomerSubscribed(ctx: Pick<Ctx, "db" | "store">, customer: CustomerRef): Promise<boolean> {
  return (await customerRow(ctx, customer))?.status === "SUBSCRIBED";
}

/**
 * Subscribes or unsubscribes a customer in the request's store view (registration and updateCustomerV2's
 * is_subscribed), taking over a subscription their address had as a guest. Unsubscribing someone who never
 * subscribed writes nothing.
 */
export async function setCustomerSubscription(ctx: Pick<Ctx, "db" | "store" | "now">, customer: CustomerRef, subscribed: boolean) {
  const existing = await customerRow(ctx, customer);
  const status = subscribed ? "SUBSCRIBED" : "UNSUBSCRIBED";
  if (existing) {
    if (existing.status === status && existing.customerId === customer.id) return;
    await ctx.db.update(newsletterSubscribers)
      .set({ status, customerId: customer.id, email: customer.email, changedAt: ctx.now })
      .where(eq(newsletterSubscribers.id, existing.id));
  } else if (subscribed) {
    await ctx.db.insert(newsletterSubscribers)
      .values({ storeCode: ctx.store.code, email: customer.email, customerId: customer.id, status, changedAt: ctx.now });
  }
}

/** A customer's new e-mail address replaces the old one on their subscriptions, and a guest's under the new one goes. */
export async function changeSubscriberEmail(ctx: Pick<Ctx, "db">, customerId: number, email: string): Promise<void> {
  const own = await ctx.db.select({ storeCode: newsletterSubscribers.storeCode }).from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.customerId, customerId));
  for (const { storeCode } of own) {
    await ctx.db.delete(newsletterSubscribers).where(and(
      eq(newsletterSubscribers.storeCode, storeCode), eq(newsletterSubscribers.email, email), isNull(newsletterSubscribers.customerId),
    ));
  }
  await ctx.db.update(newsletterSubscribers).set({ email }).where(eq(newsletterSubscribers.customerId, customerId));
}
