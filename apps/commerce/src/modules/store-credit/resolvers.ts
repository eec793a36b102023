import { requireCustomerId } from "../../core/current-customer.ts";
import type { CurrencyEnum, Resolvers } from "../../core/generated/resolvers.ts";
import { toMoney } from "../../core/money.ts";
import { fromBase } from "../catalog/price.ts";
import { balanceHistory, balanceOf, type HistoryRow } from "./service.ts";

declare module "../../core/graphql-models.ts" {
  interface GraphQlModels {
    CustomerStoreCredit: { customerId: number };
    CustomerStoreCreditHistoryItem: HistoryRow;
  }
}

type Ctx = Parameters<typeof fromBase>[0];

/** An amount of the credit currency as a Money value of the request's currency. */
const shown = async (ctx: Ctx, minor: number) => toMoney(await fromBase(ctx, minor), ctx.currency);
/** Magento prints dates as MySQL datetimes in UTC. */
const datetime = (d: Date) => d.toISOString().slice(0, 19).replace("T", " ");

export const resolvers: Resolvers = {
  Query: {
    getStoreCreditForCurrentCustomer: async (_, _a, ctx) => {
      const customerId = requireCustomerId(ctx);
      const balance = await shown(ctx, await balanceOf(ctx, customerId));
      // Content-Currency only accepts the store's currencies, which CurrencyEnum lists.
      return { customer_id: customerId, storecredit_value: balance.value, currency: ctx.currency as CurrencyEnum };
    },
  },
  Customer: {
    store_credit: (customer) => ({ customerId: customer.id }),
  },
  CustomerStoreCredit: {
    enabled: () => true,
    current_balance: async (credit, _a, ctx) => shown(ctx, await balanceOf(ctx, credit.customerId)),
    balance_history: (credit, args, ctx) => balanceHistory(ctx, credit.customerId, args.pageSize, args.currentPage),
  },
  CustomerStoreCreditHistoryItem: {
    action: (h) => h.action,
    actual_balance: (h, _a, ctx) => shown(ctx, h.balanceMinor),
    balance_change: (h, _a, ctx) => shown(ctx, h.changeMinor),
    date_time_changed: (h) => datetime(h.createdAt),
    reason: (h) => h.reason,
  },
};
