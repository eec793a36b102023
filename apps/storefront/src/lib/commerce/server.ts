import { cacheLife, cacheTag } from "next/cache";
import { cookies, headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { serverEnv } from "@/config/env";
import { marketForLocale } from "@/lib/markets/markets";
import { REQUEST_ID_HEADER } from "@/lib/operations/request-id";
import { type CallOptions, createCommerceClient } from "./client";
import type { Document } from "./document";
import { noteCatalogRead } from "./render-record";
import { CATALOG_CACHE_LIFE, FAILURE_MARK, catalogTags, isDefinitiveFailure, productTags, readCatalogFailure } from "./cache-policy";
import { type CommerceError, type Result, ok } from "./result";
import { type RequestScope, resolveScope, siteScope } from "./scope";

const UNREACHABLE: CommerceError = { kind: "network", message: "The commerce API could not be reached" };

const client = createCommerceClient({ endpoint: serverEnv.COMMERCE_GRAPHQL_URL });

/**
 * Store and currency of the current request (locale's market, then cookies), and the site's language. Reading
 * cookies makes it per-request.
 */
export async function getRequestScope(locale: string): Promise<RequestScope> {
  const market = marketForLocale(locale);
  const [jar, sent] = await Promise.all([cookies(), headers()]);
  const forwardedFor = sent.get("x-forwarded-for") ?? undefined;
  // Set by the front server on every request (src/server/start.ts); absent under `next dev`.
  const requestId = sent.get(REQUEST_ID_HEADER) ?? undefined;
  return {
    ...resolveScope(market, jar),
    language: market.locale,
    ...(forwardedFor ? { forwardedFor } : {}),
    ...(requestId ? { requestId } : {}),
  };
}

/**
 * Whose view of the catalogue a read is for: the site's own store view and currency (the same for every shopper,
 * so it can be prerendered: per-URL pages, metadata) or the shopper's (cookies: the parts that stream in).
 */
export type CatalogView = "site" | "shopper";

export async function catalogScope(locale: string, view: CatalogView): Promise<RequestScope> {
  return view === "site" ? siteScope(locale) : getRequestScope(locale);
}

/** What a call for the current request may add: the customer's token, a captcha answer. */
export interface RequestCredentials extends CallOptions {
  token?: string;
}

/**
 * Runs an operation for the current request: per-shopper data (cart, customer) and mutations. Never cached. A
 * customer's token is passed in by the session module, which reads it from its cookie (src/lib/session).
 */
export async function commerceRequest<TData, TVariables>(
  document: Document<TData, TVariables>,
  variables: TVariables,
  locale: string,
  { token, ...call }: RequestCredentials = {},
): Promise<Result<TData>> {
  const scope = await getRequestScope(locale);
  return client.execute(document, variables, token ? { ...scope, token } : scope, call);
}

/**
 * Catalogue reads (categories, products, CMS, brands): the same for every shopper of one store view and currency,
 * so they take the scope explicitly and name the entities they show as cache tags (`product:{uid}`,
 * `category:{uid}`, `cms:{identifier}`, `brand:{id}`, plus `catalog` for listings). This is the one place where
 * catalogue caching is decided: results are cached per (operation, variables, store, currency), failures never.
 */
export async function catalogQuery<TData, TVariables>(
  document: Document<TData, TVariables>,
  variables: TVariables,
  scope: RequestScope,
  tags: readonly string[],
): Promise<Result<TData>> {
  try {
    const answer = await cachedCatalogQuery(String(document), variables ?? null, scope.store, scope.currency, [...tags]);
    // The same tags the cached entry carries, for the purge headers of a page shared caches keep (docs/adr/019). A
    // definitive answer ("no such page") is data, not a failure.
    noteCatalogRead("failed" in answer ? catalogTags(tags) : [...catalogTags(tags), ...productTags(answer.data)], false);
    return "failed" in answer ? { ok: false, error: answer.failed } : ok(answer.data as TData);
  } catch (error) {
    // Next's own control-flow errors (prerender postponement and the like) must pass through.
    unstable_rethrow(error);
    // A page rendered now shows the shop as unavailable, or part of it missing: no shared cache may keep it.
    noteCatalogRead(catalogTags(tags), true);
    // Production builds strip thrown messages at the cache boundary: fall back to a generic failure.
    return { ok: false, error: readCatalogFailure(error) ?? UNREACHABLE };
  }
}

/**
 * The cached call. Only serialisable arguments (they form the cache key), never the shopper's token. A definitive
 * answer ("no such page", invalid input) is cached like data; any other failure throws, so nothing is stored and
 * the next request tries again. catalogQuery turns both back into a Result.
 */
async function cachedCatalogQuery(
  operation: string,
  variables: unknown,
  store: string,
  currency: string,
  tags: string[],
): Promise<{ data: unknown } | { failed: CommerceError }> {
  "use cache";
  cacheTag(...catalogTags(tags));
  cacheLife(CATALOG_CACHE_LIFE);
  const result = await client.execute({ toString: () => operation } as Document<unknown, unknown>, variables, { store, currency });
  if (result.ok) {
    // The products in the answer are known only now: tag the entry with each of them too.
    const products = productTags(result.data);
    if (products.length) cacheTag(...products);
    return { data: result.data };
  }
  if (isDefinitiveFailure(result.error)) return { failed: result.error };
  throw new Error(`${FAILURE_MARK}${JSON.stringify(result.error)}`);
}
