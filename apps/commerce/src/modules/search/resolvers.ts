import { Kind, type GraphQLResolveInfo, type SelectionNode } from "graphql";
import { assertPaging } from "../catalog/service.ts";
import type { CategoryParent } from "../catalog/category-resolvers.ts";
import { categoryListing, type ListingSort } from "./category-listing.ts";
import { loadListingProducts } from "./listing-prefetch.ts";
import type { CatalogContext } from "../catalog/context.ts";
import { searchProducts, type ProductSearchResult } from "./service.ts";
import type { FilterInput } from "./filters.ts";
import type { SortField, SortKey } from "./sort.ts";

interface ProductsArgs {
  search?: string | null;
  filter?: FilterInput;
  pageSize?: number | null;
  currentPage?: number | null;
  sort?: Record<string, "ASC" | "DESC" | null> | null;
}

const SORT_FIELDS = new Set<string>(["relevance", "position", "name", "price"]);

/**
 * Sort keys in the order the client wrote them. graphql-js hands input objects over in schema order, so a
 * literal's own field order is read from the query; a variable keeps the order of its JSON object.
 */
function sortKeys(sort: ProductsArgs["sort"], info: GraphQLResolveInfo): SortKey[] {
  if (!sort) return [];
  const node = info.fieldNodes[0]?.arguments?.find((a) => a.name.value === "sort")?.value;
  const order = node?.kind === Kind.OBJECT ? node.fields.map((f) => f.name.value) : Object.keys(sort);
  return order
    .filter((field) => SORT_FIELDS.has(field) && sort[field])
    .map((field) => ({ field: field as SortField, dir: sort[field] === "DESC" ? -1 : 1 }));
}

/** Whether the query selects `field` on the Products object (facets are only counted when asked for). */
function selects(info: GraphQLResolveInfo, field: string): boolean {
  const seen = new Set<string>();
  const visit = (selections: readonly SelectionNode[]): boolean =>
    selections.some((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === field;
      if (s.kind === Kind.INLINE_FRAGMENT) return visit(s.selectionSet.selections);
      if (seen.has(s.name.value)) return false;
      seen.add(s.name.value);
      const fragment = info.fragments[s.name.value];
      return fragment ? visit(fragment.selectionSet.selections) : false;
    });
  return info.fieldNodes.some((n) => n.selectionSet && visit(n.selectionSet.selections));
}

export const resolvers = {
  Query: {
    products: (_: unknown, args: ProductsArgs, ctx: CatalogContext, info: GraphQLResolveInfo) =>
      searchProducts(
        ctx,
        {
          search: args.search,
          filter: args.filter,
          pageSize: args.pageSize,
          currentPage: args.currentPage,
          sort: sortKeys(args.sort, info),
        },
        { facets: selects(info, "aggregations") },
      ),
  },
  CategoryTree: {
    // A category lists its products through the search index, like `products(filter: {category_id})`.
    products: (
      c: CategoryParent,
      args: { pageSize?: number | null; currentPage?: number | null; sort?: ListingSort | null },
      ctx: CatalogContext,
    ) => {
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      assertPaging(pageSize, currentPage);
      return categoryListing(ctx, c, pageSize, currentPage, args.sort);
    },
  },
  Products: {
    items: (r: ProductSearchResult, _: unknown, ctx: CatalogContext) => loadListingProducts(ctx, r.productIds),
    page_info: (r: ProductSearchResult) => r.pageInfo,
    total_count: (r: ProductSearchResult) => r.totalCount,
    sort_fields: (r: ProductSearchResult) => r.sortFields,
    aggregations: (
      r: ProductSearchResult,
      args: { filter?: { category?: { includeDirectChildrenOnly?: boolean | null } | null } | null },
    ) => r.aggregations({ includeDirectChildrenOnly: args.filter?.category?.includeDirectChildrenOnly === true }),
  },
};
