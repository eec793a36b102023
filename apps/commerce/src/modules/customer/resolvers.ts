import { eq } from "drizzle-orm";
import { CUSTOMER_NOT_AUTHORIZED, requireCustomerId } from "../../core/current-customer.ts";
import { GraphQlAuthorizationError } from "../../core/errors.ts";
import type { Resolvers } from "../../core/generated/resolvers.ts";
import { customers } from "./tables.ts";

export type CustomerRow = typeof customers.$inferSelect;

declare module "../../core/graphql-models.ts" {
  interface GraphQlModels {
    Customer: CustomerRow;
  }
}

export const resolvers: Resolvers = {
  Query: {
    customer: async (_, _a, ctx) => {
      const [row] = await ctx.db.select().from(customers).where(eq(customers.id, requireCustomerId(ctx)));
      // A token can outlive its account.
      if (!row) throw new GraphQlAuthorizationError(CUSTOMER_NOT_AUTHORIZED);
      return row;
    },
  },
  Customer: {
    email: (c) => c.email,
    firstname: (c) => c.firstname,
    lastname: (c) => c.lastname,
  },
};
