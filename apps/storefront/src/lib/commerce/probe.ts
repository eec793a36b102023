import { createCommerceClient } from "./client";
import { StoreCurrenciesDocument } from "./generated/graphql";
import type { RequestScope } from "./scope";

/**
 * Whether the commerce API answers a small catalogue query within the time given. The build asks once: only a build
 * that can read the catalogue puts catalogue content (the home hero) into the prerendered shells.
 */
export async function catalogueAnswers(endpoint: string, scope: RequestScope, timeoutMs = 5_000): Promise<boolean> {
  const client = createCommerceClient({ endpoint, timeoutMs, onError: () => undefined });
  const result = await client.execute(StoreCurrenciesDocument, {}, scope);
  return result.ok;
}
