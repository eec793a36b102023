import { cookies } from "next/headers";
import { serverEnv } from "@/config/env";
import { marketForLocale } from "@/features/markets/markets";
import { createCommerceClient } from "./client";
import type { Document } from "./document";
import type { Result } from "./result";
import { resolveScope } from "./scope";

const client = createCommerceClient({ endpoint: serverEnv.COMMERCE_GRAPHQL_URL });

/** Runs an operation for the current request: store and currency come from the locale's market and cookies. */
export async function commerceRequest<TData, TVariables>(
  document: Document<TData, TVariables>,
  variables: TVariables,
  locale: string,
): Promise<Result<TData>> {
  const scope = resolveScope(marketForLocale(locale), await cookies());
  return client.execute(document, variables, scope);
}
