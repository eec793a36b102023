import type { RequestContext } from "../../core/context.ts";
import { subscribe } from "./service.ts";

export const resolvers = {
  Mutation: {
    subscribeEmailToNewsletter: async (_: unknown, args: { email: string }, ctx: RequestContext) => ({
      status: await subscribe(ctx, args.email),
    }),
  },
};
