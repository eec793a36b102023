import type { Database } from "../core/database.ts";
import { createCommerceApp, type CommerceApp } from "../server/app.ts";
import { createTestDatabase } from "./database.ts";

export type { CommerceApp };

export interface GraphqlOptions {
  store?: string;
  currency?: string;
  token?: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
}

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

function request(query: string, variables: Record<string, unknown> | undefined, opts: GraphqlOptions): Request {
  const headers: Record<string, string> = { accept: "application/json" };
  if (opts.store) headers.store = opts.store;
  if (opts.currency) headers["content-currency"] = opts.currency;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  Object.assign(headers, opts.headers);
  if (opts.method === "GET") {
    const url = new URL("http://localhost/graphql");
    url.searchParams.set("query", query);
    if (variables) url.searchParams.set("variables", JSON.stringify(variables));
    return new Request(url, { method: "GET", headers });
  }
  return new Request("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
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
      const response = await app.fetch(request(query, variables, opts));
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
