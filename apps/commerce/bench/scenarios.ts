import { sql } from "drizzle-orm";
import type { Db } from "../src/core/database.ts";
import type { CommerceApp } from "../src/server/app.ts";
import { queryRows } from "../src/modules/search/rows.ts";
import { CATEGORY_FACETS, CATEGORY_LISTING, PRODUCT_PAGE, ROUTE, SEARCH, SEARCH_FACETS } from "./queries.ts";

export interface Subjects {
  listable: number;
  categoryUids: string[];
  searchTerms: string[];
  urlKeys: string[];
  routes: string[];
}

export interface Scenario {
  name: string;
  run(app: CommerceApp, iteration: number): Promise<void>;
}

const SAMPLE = 100;
const PAGE_SIZE = 24;

/** Every k-th element, so the sample spreads over the whole catalogue and is the same on every run. */
const spread = <T>(list: T[], n: number): T[] =>
  list.length <= n ? list : Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)]!);

const uid = (id: number) => Buffer.from(String(id)).toString("base64");

/** Pages a shopper visits: the departments and their sub-categories, popular searches, product pages, URLs. */
export async function pickSubjects(db: Db): Promise<Subjects> {
  const [count] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM search_documents`);
  const categories = await queryRows<{ id: number }>(db, sql`
    SELECT c.id FROM categories c
    WHERE c.is_active AND c.level IN (2, 3) AND c.display_mode <> 'PAGE'
      AND EXISTS (SELECT 1 FROM product_categories pc WHERE pc.category_id = c.id)
    ORDER BY c.level, c.position, c.id`);
  const brands = await queryRows<{ name: string }>(db, sql`SELECT name FROM brands ORDER BY id LIMIT 2`);
  const keys = await queryRows<{ url_key: string }>(db, sql`
    SELECT p.url_key FROM products p JOIN search_documents d ON d.product_id = p.id
    WHERE d.visibility IN (2, 4) ORDER BY p.id`);
  const routes = await queryRows<{ request_path: string }>(db, sql`
    SELECT request_path FROM url_rewrites
    WHERE store_code = 'default' AND redirect_code = 0 AND entity_type IN ('PRODUCT', 'CATEGORY') ORDER BY id`);
  return {
    listable: count?.n ?? 0,
    categoryUids: categories.map((c) => uid(c.id)),
    // Product types, a texture, typos and brand names, as a search box receives them.
    searchTerms: [
      "lipstick", "serum", "eau de parfum", "shampoo", "night cream", "matte", "lipstik", "moisturiser",
      ...brands.map((b) => b.name),
    ],
    urlKeys: spread(keys.map((k) => k.url_key), SAMPLE),
    routes: spread(routes.map((r) => r.request_path), SAMPLE),
  };
}

/** Runs one GET /graphql, as the storefront sends queries, and fails loudly on any error. */
async function query(app: CommerceApp, document: string, variables: Record<string, unknown>): Promise<unknown> {
  const url = new URL("http://localhost/graphql");
  url.searchParams.set("query", document);
  url.searchParams.set("variables", JSON.stringify(variables));
  const response = await app.fetch(new Request(url, { headers: { accept: "application/json", store: "default" } }));
  const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
  if (response.status !== 200 || body.errors) {
    throw new Error(`HTTP ${response.status}: ${body.errors?.map((e) => e.message).join("; ") ?? "no body"}`);
  }
  return body.data;
}

export function scenarios(s: Subjects): Scenario[] {
  const at = <T>(list: T[], i: number) => list[i % list.length]!;
  return [
    {
      name: "category listing + facets",
      run: (app, i) => query(app, CATEGORY_LISTING, { uid: at(s.categoryUids, i), pageSize: PAGE_SIZE }).then(() => {}),
    },
    {
      name: "full-text search + facets",
      run: (app, i) => query(app, SEARCH, { search: at(s.searchTerms, i), pageSize: PAGE_SIZE }).then(() => {}),
    },
    {
      name: "category: engine only (no item fields)",
      run: (app, i) => query(app, CATEGORY_FACETS, { uid: at(s.categoryUids, i), pageSize: PAGE_SIZE }).then(() => {}),
    },
    {
      name: "search: engine only (no item fields)",
      run: (app, i) => query(app, SEARCH_FACETS, { search: at(s.searchTerms, i), pageSize: PAGE_SIZE }).then(() => {}),
    },
    {
      name: "product page by url_key",
      run: (app, i) => query(app, PRODUCT_PAGE, { urlKey: at(s.urlKeys, i) }).then(() => {}),
    },
    {
      name: "route(url)",
      run: (app, i) => query(app, ROUTE, { url: at(s.routes, i) }).then(() => {}),
    },
  ];
}
