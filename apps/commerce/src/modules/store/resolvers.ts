import type { RequestContext } from "../../core/context.ts";
import { storeConfig } from "./config.ts";

export const resolvers = {
  Query: {
    storeConfig: async (_: unknown, __: unknown, ctx: RequestContext) =>
      storeConfig(ctx, ctx.store, await ctx.stores.stores()),
    // One store group per website here, so useCurrentGroup selects the same views as the website does.
    availableStores: async (_: unknown, __: { useCurrentGroup?: boolean | null }, ctx: RequestContext) => {
      const all = await ctx.stores.stores();
      return all.filter((s) => s.websiteCode === ctx.store.websiteCode).map((s) => storeConfig(ctx, s, all));
    },
  },
};
