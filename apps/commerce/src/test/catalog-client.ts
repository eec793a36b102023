import { expect } from "vitest";
import { createTestBackend } from "./backend.ts";
import { reindex } from "../modules/search/indexer.ts";
import { insertCatalogFixtures, type FixtureIds } from "./catalog-fixtures.ts";

export type Backend = Awaited<ReturnType<typeof createTestBackend>>;
type Opts = { store?: string; currency?: string; method?: "GET" | "POST" };

export interface CatalogTestClient {
  backend: Backend;
  ids: FixtureIds;
  /** Data of a query that must succeed. */
  data(query: string, variables?: Record<string, unknown>, opts?: Opts): Promise<any>;
  /** Errors of a query that must fail cleanly: HTTP 200 with Magento-shaped errors. */
  errors(query: string, variables?: Record<string, unknown>, opts?: Opts): Promise<{ message: string; category: string }[]>;
}

export async function catalogTestClient(): Promise<CatalogTestClient> {
  const backend = await createTestBackend();
  const ids = await insertCatalogFixtures(backend.database.db);
  await reindex(backend.database);
  return {
    backend,
    ids,
    async data(query, variables, opts) {
      const res = await backend.graphql(query, variables, opts);
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      expect(res.status).toBe(200);
      return res.body.data;
    },
    async errors(query, variables, opts) {
      const res = await backend.graphql(query, variables, opts);
      expect(res.status).toBe(200);
      expect(res.body.errors?.length ?? 0).toBeGreaterThan(0);
      return (res.body.errors ?? []).map((e: { message: string; extensions?: { category?: string } }) => ({
        message: e.message,
        category: e.extensions?.category ?? "",
      }));
    },
  };
}
