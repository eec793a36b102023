/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query CategoryMenu {\n  categories(pageSize: 20) {\n    items {\n      uid\n      name\n      children {\n        ...MenuCategory\n        children {\n          ...MenuCategory\n          children {\n            ...MenuCategory\n          }\n        }\n      }\n    }\n  }\n}\n\nfragment MenuCategory on CategoryTree {\n  uid\n  name\n  level\n  position\n  include_in_menu\n  url_path\n  url_suffix\n}": typeof types.CategoryMenuDocument,
    "query ProductGrid($filter: ProductAttributeFilterInput!, $sort: ProductAttributeSortInput, $pageSize: Int = 24, $currentPage: Int = 1) {\n  products(\n    filter: $filter\n    sort: $sort\n    pageSize: $pageSize\n    currentPage: $currentPage\n  ) {\n    total_count\n    items {\n      ...ProductCard\n    }\n  }\n}\n\nfragment ProductCard on ProductInterface {\n  __typename\n  uid\n  sku\n  name\n  url_key\n  url_suffix\n  url_rewrites {\n    url\n  }\n  stock_status\n  brands {\n    name\n    url_key\n  }\n  thumbnail {\n    url\n    label\n  }\n  price_range {\n    minimum_price {\n      regular_price {\n        value\n        currency\n      }\n      final_price {\n        value\n        currency\n      }\n    }\n    maximum_price {\n      final_price {\n        value\n        currency\n      }\n    }\n  }\n}": typeof types.ProductGridDocument,
};
const documents: Documents = {
    "query CategoryMenu {\n  categories(pageSize: 20) {\n    items {\n      uid\n      name\n      children {\n        ...MenuCategory\n        children {\n          ...MenuCategory\n          children {\n            ...MenuCategory\n          }\n        }\n      }\n    }\n  }\n}\n\nfragment MenuCategory on CategoryTree {\n  uid\n  name\n  level\n  position\n  include_in_menu\n  url_path\n  url_suffix\n}": types.CategoryMenuDocument,
    "query ProductGrid($filter: ProductAttributeFilterInput!, $sort: ProductAttributeSortInput, $pageSize: Int = 24, $currentPage: Int = 1) {\n  products(\n    filter: $filter\n    sort: $sort\n    pageSize: $pageSize\n    currentPage: $currentPage\n  ) {\n    total_count\n    items {\n      ...ProductCard\n    }\n  }\n}\n\nfragment ProductCard on ProductInterface {\n  __typename\n  uid\n  sku\n  name\n  url_key\n  url_suffix\n  url_rewrites {\n    url\n  }\n  stock_status\n  brands {\n    name\n    url_key\n  }\n  thumbnail {\n    url\n    label\n  }\n  price_range {\n    minimum_price {\n      regular_price {\n        value\n        currency\n      }\n      final_price {\n        value\n        currency\n      }\n    }\n    maximum_price {\n      final_price {\n        value\n        currency\n      }\n    }\n  }\n}": types.ProductGridDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CategoryMenu {\n  categories(pageSize: 20) {\n    items {\n      uid\n      name\n      children {\n        ...MenuCategory\n        children {\n          ...MenuCategory\n          children {\n            ...MenuCategory\n          }\n        }\n      }\n    }\n  }\n}\n\nfragment MenuCategory on CategoryTree {\n  uid\n  name\n  level\n  position\n  include_in_menu\n  url_path\n  url_suffix\n}"): typeof import('./graphql').CategoryMenuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductGrid($filter: ProductAttributeFilterInput!, $sort: ProductAttributeSortInput, $pageSize: Int = 24, $currentPage: Int = 1) {\n  products(\n    filter: $filter\n    sort: $sort\n    pageSize: $pageSize\n    currentPage: $currentPage\n  ) {\n    total_count\n    items {\n      ...ProductCard\n    }\n  }\n}\n\nfragment ProductCard on ProductInterface {\n  __typename\n  uid\n  sku\n  name\n  url_key\n  url_suffix\n  url_rewrites {\n    url\n  }\n  stock_status\n  brands {\n    name\n    url_key\n  }\n  thumbnail {\n    url\n    label\n  }\n  price_range {\n    minimum_price {\n      regular_price {\n        value\n        currency\n      }\n      final_price {\n        value\n        currency\n      }\n    }\n    maximum_price {\n      final_price {\n        value\n        currency\n      }\n    }\n  }\n}"): typeof import('./graphql').ProductGridDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
