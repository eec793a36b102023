// The operations a storefront sends for the measured pages, with the fields those pages read.

const MONEY = "value currency";
const PRICE_RANGE = `price_range {
  minimum_price { regular_price { ${MONEY} } final_price { ${MONEY} } discount { amount_off percent_off } }
  maximum_price { regular_price { ${MONEY} } final_price { ${MONEY} } }
}`;

const LISTING_ITEM = `
  __typename uid sku name url_key url_suffix url_rewrites { url }
  stock_status only_x_left_in_stock
  ${PRICE_RANGE}
  thumbnail { url label position disabled }
  small_image { url label }
  brands { uid name url_key }
  review_count rating_summary
  ... on ConfigurableProduct {
    configurable_options { attribute_code label values { value_index label swatch_data { value } } }
  }`;

const RESULT = `
  total_count
  page_info { current_page page_size total_pages }
  sort_fields { default options { label value } }
  aggregations { attribute_code label count position options { label value count } }
  items { ${LISTING_ITEM} }`;

/** The same results without item fields: what the search engine itself costs. */
const FACETS_ONLY = `
  total_count
  page_info { current_page page_size total_pages }
  sort_fields { default options { label value } }
  aggregations { attribute_code label count position options { label value count } }`;

export const CATEGORY_FACETS = `query CategoryFacets($uid: String!, $pageSize: Int) {
  products(filter: { category_uid: { eq: $uid } }, pageSize: $pageSize) { ${FACETS_ONLY} }
}`;

export const SEARCH_FACETS = `query SearchFacets($search: String!, $pageSize: Int) {
  products(search: $search, pageSize: $pageSize) { ${FACETS_ONLY} }
}`;

export const CATEGORY_LISTING = `query CategoryListing($uid: String!, $pageSize: Int, $currentPage: Int) {
  products(filter: { category_uid: { eq: $uid } }, pageSize: $pageSize, currentPage: $currentPage) { ${RESULT} }
}`;

export const SEARCH = `query Search($search: String!, $pageSize: Int, $currentPage: Int) {
  products(search: $search, pageSize: $pageSize, currentPage: $currentPage) { ${RESULT} }
}`;

export const PRODUCT_PAGE = `query ProductPage($urlKey: String!) {
  products(filter: { url_key: { eq: $urlKey } }) {
    items {
      ${LISTING_ITEM}
      meta_title meta_description meta_keyword
      description { html } short_description { html }
      image { url label }
      media_gallery { url label position disabled }
      categories { uid name url_path url_suffix breadcrumbs { category_name category_url_path } }
      related_products { uid sku name url_key ${PRICE_RANGE} thumbnail { url label } }
      upsell_products { uid sku name url_key ${PRICE_RANGE} thumbnail { url label } }
      reviews(pageSize: 5) { items { nickname summary text average_rating created_at } page_info { page_size } }
      ... on ConfigurableProduct {
        variants { attributes { code value_index } product { uid sku stock_status ${PRICE_RANGE} } }
      }
      ... on BundleProduct {
        items { uid title required type position options { uid label quantity is_default product { sku } } }
      }
      ... on GroupedProduct { items { position qty product { sku name } } }
    }
  }
}`;

export const ROUTE = `query Route($url: String!) {
  route(url: $url) {
    __typename relative_url redirect_code type
    ... on ProductInterface { uid sku name url_key }
    ... on CategoryTree { uid name url_path display_mode }
    ... on CmsPage { identifier title }
  }
}`;
