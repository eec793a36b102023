import { and, eq, sql } from "drizzle-orm";
import type { RequestContext } from "../../core/context.ts";
import { GraphQlInputError } from "../../core/errors.ts";
import { customers } from "../customer/tables.ts";
import { newsletterSubscribers } from "./tables.ts";

type Ctx = Pick<RequestContext, "db" | "store" | "customerId" | "now">;
export type SubscriptionStatus = "NOT_ACTIVE" | "SUBSCRIBED" | "UNCONFIRMED" | "UNSUBSCRIBED";

// Deliberately loose, like Magento's check: one @, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Subscribes an address (a guest's, or the signed-in customer's own), with Magento's checks and messages. */
export async function subscribe(ctx: Ctx, rawEmail: string): Promise<SubscriptionStatus> {
  const email = rawEmail.trim().toLowerCase();
  if (!email) throw new GraphQlInputError("You must specify an email address to subscribe to a newsletter.");
  if (email.length > 254 || !EMAIL.test(email)) throw new GraphQlInputError("Enter a valid email address.");

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
