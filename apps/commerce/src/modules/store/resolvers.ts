import type { Resolvers } from "../../core/generated/resolvers.ts";
import { storeConfig } from "./config.ts";

export const resolvers: Resolvers = {
  Query: {
    storeConfig: async (_, __, ctx) => storeConfig(ctx, ctx.store, await ctx.stores.stores()),
    // One store group per website here, so useCurrentGroup selects the same views as the website does.
    availableStores: async (_, __, ctx) => {
      const all = await ctx.stores.stores();
      return all.filter((s) => s.websiteCode === ctx.store.websiteCode).map((s) => storeConfig(ctx, s, all));
    },
  },
};
