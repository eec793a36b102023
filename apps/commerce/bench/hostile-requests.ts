// The hostile requests `npm run bench:hostile` sends: each is what an anonymous client could send to stall or
// break the backend before the GraphQL endpoint was hardened.

export interface HostileRequest {
  name: string;
  /** Size of the request body. */
  bytes: number;
  /** A fresh request each time (a body can be read once). */
  build(url: string): Request;
}

const JSON_HEADERS = { "content-type": "application/json", accept: "application/json", store: "default" };

function jsonPost(name: string, body: string): HostileRequest {
  return {
    name,
    bytes: Buffer.byteLength(body),
    build: (url) => new Request(url, { method: "POST", headers: JSON_HEADERS, body }),
  };
}

const operation = (query: string, variables?: Record<string, unknown>) => JSON.stringify({ query, variables });

/** `depth` nested JSON arrays or objects, written as text: JSON.stringify itself overflows the stack on them. */
const deepArray = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const deepObject = (depth: number) => `${'{"sku":'.repeat(depth)}1${"}".repeat(depth)}`;

export interface HostileSetUp {
  /** A cart holding one product. */
  cartId: string;
  /** An empty cart for the requests adding lines. */
  linesCartId: string;
  /** A cart filled by FILL_CALLS calls of FILL_LINES lines, as far as the backend let them through. */
  filledCartId: string;
  /** SKUs of different salable simple products. */
  skus: string[];
}

const ADD_LINES = "mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code } cart { id } } }";

/** `count` cart lines over different products (cycling through them when there are fewer). */
export const cartLines = (skus: string[], count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => ({ sku: skus[(from + i) % skus.length]!, quantity: 1 }));

/** The most lines one addProductsToCart may carry within the query cost limit (100 per line, 25,000 in all). */
const LINES_UNDER_COST_LIMIT = 240;
/** Calls and lines per call (the storefront's largest) that fill a cart for the cart read. */
export const FILL_CALLS = 48;
export const FILL_LINES = 50;

export function hostileRequests({ cartId, linesCartId, filledCartId, skus }: HostileSetUp): HostileRequest[] {
  const aliases = Array.from({ length: 100 }, (_, i) => `a${i}: products(filter: {}, pageSize: 300) { items { sku } }`);
  const nul = "MARKER\u0000";
  // Within every limit (10 root fields reading data, cost 24,640 of 25,000): each alias a full-text search with
  // facets and a page of products; the search words are padded with spaces, which cost the parser only.
  const words = ["lipstick", "serum", "bag", "watch", "scarf", "cream", "perfume", "shoes", "ring", "mascara"];
  const worstAccepted = words.map((word, i) =>
    `a${i}: products(search: "${word}${" ".repeat(9_700)}", filter: {}, pageSize: 40) { total_count aggregations { attribute_code options { label value count } } items { sku } }`);
  return [
    jsonPost("100 aliases of products(pageSize: 300) { items { sku } }", operation(`{ ${aliases.join(" ")} }`)),
    jsonPost(
      "nested lists: 100 products × their categories × 100 products",
      operation("{ products(filter: {}, pageSize: 100) { items { categories { products(pageSize: 100) { items { sku } } } } } }"),
    ),
    jsonPost(
      "worst accepted: 10 faceted searches of 40 products, padded to 98 KB",
      operation(`{ ${worstAccepted.join(" ")} }`),
    ),
    jsonPost(
      "50,000-deep nested list literal",
      operation(`{ products(filter: { sku: { in: ${deepArray(50_000)} } }) { total_count } }`),
    ),
    jsonPost(
      "50,000-deep nested arrays in variables",
      `{"query": "query($skus: [String]) { products(filter: { sku: { in: $skus } }) { total_count } }", "variables": {"skus": ${deepArray(50_000)}}}`,
    ),
    jsonPost(
      "12,000-deep nested objects in variables",
      `{"query": "query($f: ProductAttributeFilterInput) { products(filter: $f) { total_count } }", "variables": {"f": ${deepObject(12_000)}}}`,
    ),
    jsonPost(
      "NUL byte in a literal coupon code (cart holding a product)",
      operation(`mutation { applyCouponToCart(input: { cart_id: "${cartId}", coupon_code: "MARKER\\u0000" }) { cart { id } } }`),
    ),
    jsonPost("NUL byte in a cart id variable", operation("query($id: String!) { cart(cart_id: $id) { id } }", { id: nul })),
    jsonPost(
      "NUL byte in a SKU nested in a cart item variable",
      operation(
        "mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { id } } }",
        { id: cartId, items: [{ sku: nul, quantity: 1 }] },
      ),
    ),
    jsonPost("addProductsToCart with 25,000 lines", operation(ADD_LINES, { id: linesCartId, items: cartLines(skus, 25_000) })),
    jsonPost(
      `addProductsToCart with ${LINES_UNDER_COST_LIMIT} lines (within the cost limit)`,
      operation(ADD_LINES, { id: linesCartId, items: cartLines(skus, LINES_UNDER_COST_LIMIT) }),
    ),
    jsonPost(
      `cart read after ${FILL_CALLS} adds of ${FILL_LINES} different lines`,
      operation(
        "query($id: String!) { cart(cart_id: $id) { total_quantity items { uid quantity prices { row_total { value } } } prices { grand_total { value } } } }",
        { id: filledCartId },
      ),
    ),
    jsonPost("NUL byte in CMS identifiers", operation("query($ids: [String]) { cmsBlocks(identifiers: $ids) { items { title } } }", { ids: [nul] })),
    {
      name: "cross-site form POST creating a cart",
      bytes: "query=mutation%7BcreateEmptyCart%7D".length,
      build: (url) => new Request(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://attacker.example" },
        body: "query=mutation%7BcreateEmptyCart%7D",
      }),
    },
  ];
}
