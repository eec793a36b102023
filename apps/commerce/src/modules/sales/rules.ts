import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { RequestContext } from "../../core/context.ts";
import { canConvert, convertMinor, type RateTable } from "../../core/money.ts";
import type { StoreViews } from "../../core/store-view.ts";
import type { DiscountRule } from "./pricing.ts";
import { salesRuleCustomerUsage, salesRules } from "./tables.ts";

export type SalesRuleRow = typeof salesRules.$inferSelect;

/** What rule checks read from the request context. */
export type RuleContext = Pick<RequestContext, "db" | "store" | "currency" | "now" | "customerId" | "loaders"> & {
  stores: Pick<StoreViews, "rateTable">;
};

export const INVALID_COUPON = "The coupon code isn't valid. Verify the code and try again.";

/** Coupon codes are matched case-insensitively, as Magento's do on its default collation. */
export async function findCouponRule(ctx: RuleContext, code: string): Promise<SalesRuleRow | undefined> {
  const wanted = code.trim().toLowerCase();
  if (!wanted) return undefined;
  return ctx.loaders.once(`coupon-rule:${wanted}`, async () => {
    const [row] = await ctx.db.select().from(salesRules).where(eq(sql`lower(${salesRules.couponCode})`, wanted));
    return row;
  });
}

/** Rules without a coupon: they apply to every cart that meets their conditions. */
export function automaticRules(ctx: RuleContext): Promise<SalesRuleRow[]> {
  return ctx.loaders.once("automatic-rules", () =>
    ctx.db.select().from(salesRules)
      .where(and(isNull(salesRules.couponCode), eq(salesRules.isActive, true)))
      .orderBy(asc(salesRules.id)));
}

async function rates(ctx: RuleContext): Promise<RateTable> {
  return ctx.loaders.once("sales-rates", () => ctx.stores.rateTable(ctx.store.baseCurrency));
}

/** A rule amount (fixed discount, minimum subtotal) in the request currency; null when it cannot be converted. */
async function inRequestCurrency(ctx: RuleContext, rule: SalesRuleRow, minor: number): Promise<number | null> {
  const from = rule.currency ?? ctx.store.baseCurrency;
  if (from === ctx.currency) return minor;
  const table = await rates(ctx);
  return canConvert(table, from, ctx.currency) ? convertMinor(minor, from, ctx.currency, table) : null;
}

async function customerUses(ctx: RuleContext, ruleId: number): Promise<number> {
  if (ctx.customerId === null) return 0;
  const [row] = await ctx.db.select({ n: salesRuleCustomerUsage.timesUsed }).from(salesRuleCustomerUsage)
    .where(and(eq(salesRuleCustomerUsage.ruleId, ruleId), eq(salesRuleCustomerUsage.customerId, ctx.customerId)));
  return row?.n ?? 0;
}

/**
 * Whether a rule applies to a cart of this subtotal (request currency, on the catalogue's tax footing) now: active,
 * offered in this store, within its dates and usage limits (per customer only for signed-in customers, as Magento
 * counts them), and above its minimum subtotal.
 */
export async function ruleApplies(ctx: RuleContext, rule: SalesRuleRow, subtotal: number): Promise<boolean> {
  if (!rule.isActive) return false;
  if (rule.storeCodes?.length && !rule.storeCodes.includes(ctx.store.code)) return false;
  if (rule.fromDate && rule.fromDate > ctx.now) return false;
  if (rule.toDate && rule.toDate < ctx.now) return false;
  if (rule.couponCode !== null && rule.usesPerCoupon !== null && rule.timesUsed >= rule.usesPerCoupon) return false;
  if (rule.usesPerCustomer !== null && (await customerUses(ctx, rule.id)) >= rule.usesPerCustomer) return false;
  if (rule.minSubtotalMinor !== null) {
    const min = await inRequestCurrency(ctx, rule, rule.minSubtotalMinor);
    if (min === null || subtotal < min) return false;
  }
  if ((rule.action === "by_fixed" || rule.action === "cart_fixed") && (await inRequestCurrency(ctx, rule, rule.amount)) === null) {
    return false;
  }
  return true;
}

const ACTIONS = new Set<DiscountRule["action"]>(["by_percent", "by_fixed", "cart_fixed", "free_shipping"]);

/** The rule as the discount arithmetic takes it; automatic rules are labelled by their label, coupons by code. */
export async function discountRule(ctx: RuleContext, rule: SalesRuleRow): Promise<DiscountRule> {
  const action = ACTIONS.has(rule.action as DiscountRule["action"]) ? (rule.action as DiscountRule["action"]) : "free_shipping";
  const fixed = action === "by_fixed" || action === "cart_fixed";
  return {
    label: rule.couponCode ?? rule.label ?? "Discount",
    action,
    amount: fixed ? ((await inRequestCurrency(ctx, rule, rule.amount)) ?? 0) : rule.amount,
  };
}
