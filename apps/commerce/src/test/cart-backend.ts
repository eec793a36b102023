import type { EventEmitter } from "node:events";
import { expect } from "vitest";
import type { Database } from "../core/database.ts";
import { createCommerceApp, type CommerceAppDeps } from "../server/app.ts";
import { graphqlRequest } from "../server/test-fixture.ts";
import { createTestBackend } from "./backend.ts";
import { reindex } from "../modules/search/indexer.ts";
import { insertCartFixtures } from "./cart-fixtures.ts";

export interface CallOptions {
  store?: string;
  currency?: string;
  /** Acts as this signed-in customer. */
  customer?: number;
}

// Tests index into GraphQL results freely; the shapes are asserted, not typed.
type Any = any;

export interface CartBackend {
  database: Database;
  call(query: string, variables?: Record<string, unknown>, opts?: CallOptions): Promise<{ data?: Any; errors?: Any[] }>;
  /** Data of an operation that must succeed. */
  data(query: string, variables?: Record<string, unknown>, opts?: CallOptions): Promise<Any>;
  /** The first error of an operation that must fail: message and category. */
  error(query: string, variables?: Record<string, unknown>, opts?: CallOptions): Promise<{ message: string; category: string }>;
  newCart(opts?: CallOptions): Promise<string>;
  /** Any other request to the app (hosted payment pages, webhooks). */
  fetch(request: Request): Promise<Response>;
  close(): Promise<void>;
}

const TOKEN = /^test-customer-(\d+)$/;

/**
 * The backend over the seeded demo database plus the cart fixtures (indexed for search when asked). Customer accounts are not part of this
 * module, so bearer tokens `test-customer-<id>` stand for signed-in customers.
 */
export async function cartBackend(opts: { searchable?: boolean; app?: Partial<CommerceAppDeps> } = {}): Promise<CartBackend> {
  const backend = await createTestBackend();
  if (backend.database.kind === "postgres") {
    // Closing ends the pool and then drops the database WITH (FORCE) while idle connections left by concurrent
    // requests may still be closing; the pool reports the server's "terminating connection" as an error event,
    // which would be unhandled.
    (backend.database.db as unknown as { $client: EventEmitter }).$client.on("error", () => {});
  }
  await insertCartFixtures(backend.database.db);
  if (opts.searchable) await reindex(backend.database);
  // Client errors are expected here by the dozen and Yoga logs some of them; only crashes are worth printing.
  const log = (line: string) => {
    if (!/^GraphQ[lL]\w*Error: /.test(line)) process.stderr.write(`${line}\n`);
  };
  const app = createCommerceApp({
    database: backend.database,
    production: false,
    logger: { info() {}, warn() {}, error: log },
    resolveCustomer: async (_db, token) => {
      const match = TOKEN.exec(token);
      return match ? Number(match[1]) : null;
    },
    // The suites create hundreds of carts, all as one in-process client; the limit has a suite of its own.
    rateLimits: { cartCreation: { limit: 100_000, windowSeconds: 600 } },
    ...opts.app,
  });
  const call: CartBackend["call"] = async (query, variables, opts = {}) => {
    const token = opts.customer === undefined ? undefined : `test-customer-${opts.customer}`;
    const response = await app.fetch(graphqlRequest(query, variables, { store: opts.store, currency: opts.currency, token }));
    expect(response.status).toBe(200);
    return (await response.json()) as { data?: Any; errors?: Any[] };
  };
  const data: CartBackend["data"] = async (query, variables, opts) => {
    const body = await call(query, variables, opts);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  };
  return {
    database: backend.database,
    call,
    data,
    async error(query, variables, opts) {
      const body = await call(query, variables, opts);
      expect(body.errors?.length, JSON.stringify(body.data)).toBeGreaterThan(0);
      return { message: body.errors![0].message, category: body.errors![0].extensions?.category };
    },
    async newCart(opts) {
      return (await data("mutation { createEmptyCart }", undefined, opts)).createEmptyCart;
    },
    fetch: (request) => app.fetch(request),
    close: () => backend.close(),
  };
}


/** Minor units of a Money value (every currency here has two decimals). */
export const minor = (money: { value: number } | null | undefined) => (money ? Math.round(money.value * 100) : null);

export const PRICES = `prices {
  grand_total { value currency }
  subtotal_including_tax { value currency }
  subtotal_excluding_tax { value }
  subtotal_with_discount_excluding_tax { value }
  rrp_subtotal_including_tax { value }
  discounts { label amount { value } }
  applied_taxes { label amount { value currency } }
}`;

export const ITEMS = `items {
  uid quantity __typename
  product { sku stock_status }
  prices { price { value } row_total { value currency } row_total_including_tax { value } total_item_discount { value }
    discounts { label amount { value } } }
}`;

export const CART = `id total_quantity is_virtual applied_coupons { code } ${ITEMS} ${PRICES}`;

export const ADD = `mutation($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { code message } cart { ${CART} } }
}`;
