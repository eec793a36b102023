import type { Database } from "../core/database.ts";
import { createCommerceApp, type CommerceApp } from "../server/app.ts";
import { graphqlRequest, type GraphqlOptions } from "../server/test-fixture.ts";
import { createTestDatabase } from "./database.ts";

export type { CommerceApp };

export interface GraphqlResponse {
  status: number;
  // Tests index into GraphQL results freely; the shapes are asserted, not typed.
  body: { data?: any; errors?: any[] };
}

export interface TestBackend {
  database: Database;
  app: CommerceApp;
  graphql(query: string, variables?: Record<string, unknown>, opts?: GraphqlOptions): Promise<GraphqlResponse>;
  close(): Promise<void>;
}

/**
 * The backend in-process over a private copy of the seeded demo database: requests go straight to the app's fetch
 * handler, without sockets. Call close() in afterAll.
 */
export async function createTestBackend(): Promise<TestBackend> {
  const database = await createTestDatabase();
  const app = await createCommerceApp({ database, mediaDir: undefined, production: false });
  return {
    database,
    app,
    async graphql(query, variables, opts = {}) {
      const response = await app.fetch(graphqlRequest(query, variables, opts));
      const text = await response.text();
      let body: GraphqlResponse["body"];
      try {
        body = JSON.parse(text) as GraphqlResponse["body"];
      } catch {
        body = { errors: [{ message: text }] };
      }
      return { status: response.status, body };
    },
    close: () => database.close(),
  };
}

/** Magento uid of an id, computed here rather than with the code under test. */
export const uid = (value: string | number) => Buffer.from(String(value)).toString("base64");
