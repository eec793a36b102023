import { serverEnv } from "@/config/env";
import { createCartHandler } from "@/features/cart/middleware/handler";
import { createCommerceClient } from "@/lib/commerce/client";

export const POST = createCartHandler({ client: createCommerceClient({ endpoint: serverEnv.COMMERCE_GRAPHQL_URL }) });
