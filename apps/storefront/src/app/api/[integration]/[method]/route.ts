import { serverEnv } from "@/config/env";
import { createCartHandler } from "@/features/cart/middleware/handler";
import { createCommerceClient } from "@/lib/commerce/client";

// The browser's cart calls (spec §7 "Transport"); the handler holds the allowlist and every check.
export const POST = createCartHandler({ client: createCommerceClient({ endpoint: serverEnv.COMMERCE_GRAPHQL_URL }) });
