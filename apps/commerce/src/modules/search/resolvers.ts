import { Kind, type GraphQLResolveInfo, type SelectionNode } from "graphql";
import type { Maybe, ProductAttributeSortInput, Resolvers } from "../../core/generated/resolvers.ts";
import { assertPaging } from "../catalog/service.ts";
import { categoryListing } from "./category-listing.ts";
import { loadListingProducts } from "./listing-prefetch.ts";
import { layerFilters } from "./layer-filters.ts";
import { DEFAULT_LISTING_SORT, LISTING_SORTS, searchProducts, type ProductSearchResult } from "./service.ts";
import type { SortField, SortKey } from "./sort.ts";

const SORT_FIELDS: ReadonlySet<string> = new Set<SortField>(["relevance", "position", "name", "price"]);
const isSortField = (field: string): field is SortField => SORT_FIELDS.has(field);

/**
 * Sort keys in the order the client wrote them. graphql-js hands input objects over in schema order, so a
 * literal's own field order is read from the query; a variable keeps the order of its JSON object.
 */
function sortKeys(sort: Maybe<ProductAttributeSortInput> | undefined, info: GraphQLResolveInfo): SortKey[] {
  if (!sort) return [];
  const node = info.fieldNodes[0]?.arguments?.find((a) => a.name.value === "sort")?.value;
  const order = node?.kind === Kind.OBJECT ? node.fields.map((f) => f.name.value) : Object.keys(sort);
  return order.filter(isSortField).flatMap((field) => {
    const direction = sort[field];
    return direction ? [{ field, dir: direction === "DESC" ? -1 : 1 }] : [];
  });
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

declare module "../../core/graphql-models.ts" {
  interface GraphQlModels {
    Products: ProductSearchResult;
  }
}

export const resolvers: Resolvers = {
  Query: {
    products: (_, args, ctx, info) =>
      searchProducts(
        ctx,
        {
          search: args.search,
          filter: args.filter,
          pageSize: args.pageSize,
          currentPage: args.currentPage,
          sort: sortKeys(args.sort, info),
        },
        { facets: selects(info, "aggregations") || selects(info, "filters") },
      ),
  },
  CategoryTree: {
    // A category lists its products through the search index, like `products(filter: {category_id})`.
    products: (c, args, ctx, info) => {
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      assertPaging(pageSize, currentPage);
      return categoryListing(ctx, c, pageSize, currentPage, sortKeys(args.sort, info));
    },
    // Every category lists its products the same way; the store's default is the same key too.
    default_sort_by: () => DEFAULT_LISTING_SORT,
    available_sort_by: () => LISTING_SORTS.map((s) => s.value),
  },
  Products: {
    items: (r, _, ctx) => loadListingProducts(ctx, r.productIds),
    page_info: (r) => r.pageInfo,
    total_count: (r) => r.totalCount,
    sort_fields: (r) => r.sortFields,
    aggregations: (r, args) =>
      r.aggregations({ includeDirectChildrenOnly: args.filter?.category?.includeDirectChildrenOnly === true }),
    filters: (r, _, ctx) => layerFilters(ctx, r.aggregations({ includeDirectChildrenOnly: false })),
    suggestions: async (r) => (await r.suggestions())?.map((search) => ({ search })) ?? null,
  },
  LayerFilterItemInterface: {
    __resolveType: (item) => ("swatch_data" in item ? "SwatchLayerFilterItem" : "LayerFilterItem"),
  },
};
