import { expect } from "vitest";
import type { SQL } from "drizzle-orm";
import type { GraphqlOptions } from "../server/test-fixture.ts";
import type { TestBackend } from "./backend.ts";
import { queryRows } from "../modules/search/rows.ts";

export const PRODUCTS = `query Products($search: String, $filter: ProductAttributeFilterInput, $pageSize: Int,
    $currentPage: Int, $sort: ProductAttributeSortInput, $direct: Boolean = false) {
  products(search: $search, filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort) {
    total_count
    page_info { current_page page_size total_pages }
    sort_fields { default options { label value } }
    aggregations(filter: { category: { includeDirectChildrenOnly: $direct } }) {
      attribute_code label count position options { label value count }
    }
    items {
      uid sku name url_key
      brands { id name }
      price_range { minimum_price { final_price { value currency } } }
    }
  }
}`;

export const COUNT_ONLY = `query Count($search: String, $filter: ProductAttributeFilterInput) {
  products(search: $search, filter: $filter, pageSize: 1) { total_count }
}`;

export interface Item {
  uid: string;
  sku: string;
  name: string;
  url_key: string;
  brands: { id: number; name: string }[];
  price_range: { minimum_price: { final_price: { value: number; currency: string } } };
}

export interface AggregationResult {
  attribute_code: string;
  label: string;
  count: number;
  position: number | null;
  options: { label: string; value: string; count: number }[];
}

export interface ProductsResult {
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
  sort_fields: { default: string; options: { label: string; value: string }[] };
  aggregations: AggregationResult[];
  items: Item[];
}

export type ProductsArgs = {
  search?: string;
  filter?: Record<string, unknown>;
  pageSize?: number;
  currentPage?: number;
  sort?: Record<string, "ASC" | "DESC">;
  direct?: boolean;
};

/** products(...) that must succeed. */
export async function products(backend: TestBackend, args: ProductsArgs, opts?: GraphqlOptions): Promise<ProductsResult> {
  const { status, body } = await backend.graphql(PRODUCTS, args, opts);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(status).toBe(200);
  return body.data.products as ProductsResult;
}

export async function count(backend: TestBackend, args: Pick<ProductsArgs, "search" | "filter">, opts?: GraphqlOptions) {
  const { body } = await backend.graphql(COUNT_ONLY, args, opts);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data.products.total_count as number;
}

/** products(...) that must fail: returns the first error. */
export async function productsError(backend: TestBackend, args: ProductsArgs | Record<string, unknown>, query = PRODUCTS) {
  const { status, body } = await backend.graphql(query, args);
  expect(status).toBeLessThan(500);
  expect(body.errors?.length, "an error was expected").toBeGreaterThan(0);
  return body.errors![0] as { message: string; extensions?: { category?: string } };
}

export const rows = <T>(backend: TestBackend, query: SQL) => queryRows<T>(backend.database.db, query);
