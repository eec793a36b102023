import type { Resolvers } from "../../core/generated/resolvers.ts";
import { subscribe } from "./service.ts";

export const resolvers: Resolvers = {
  Mutation: {
    subscribeEmailToNewsletter: async (_, args, ctx) => ({ status: await subscribe(ctx, args.email) }),
  },
};
