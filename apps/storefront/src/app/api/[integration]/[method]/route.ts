import { serverEnv } from "@/config/env";
import { createCartHandler } from "@/features/cart/gateway/http-handler";
import { createCommerceClient } from "@/lib/commerce/client";
import { siteDomainsFromEnv } from "@/lib/markets/domains";

// The browser's cart calls (spec §7 "Transport"): the HTTP adapter of the cart gateway, which holds every check.
export const POST = createCartHandler({
  client: createCommerceClient({ endpoint: serverEnv.COMMERCE_GRAPHQL_URL }),
  domains: siteDomainsFromEnv(serverEnv),
});
