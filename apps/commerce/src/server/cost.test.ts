import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Kind, parse, specifiedRules, validate, visit, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from "graphql";
import { describe, expect, it } from "vitest";
import { buildServedSchema } from "../schema/index.ts";
import { resolvers } from "../schema/resolvers.ts";
import {
  costLimitError, dataRootFieldsRule, MAX_DATA_ROOT_FIELDS, MAX_QUERY_COST, operationCost, variablesCostError,
} from "./cost.ts";
import { queryComplexityRule, queryDepthRule } from "./limits.ts";

const schema = buildServedSchema(resolvers);
const cost = (query: string, variables?: Record<string, unknown>) => operationCost(schema, parse(query), variables)!;
const rootFieldErrors = (query: string) => validate(schema, parse(query), [dataRootFieldsRule()]).map((e) => e.message);

const storefrontDir = path.resolve(import.meta.dirname, "../../../storefront/src");
const graphqlFiles = readdirSync(storefrontDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".graphql")).sort();
const parsed = new Map(graphqlFiles.map((file) => [file, parse(readFileSync(path.join(storefrontDir, file), "utf8"))]));
const operationFiles = graphqlFiles.filter((file) => parsed.get(file)!.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION));
// Shared fragments live in files of their own; codegen adds the ones an operation spreads, and so does this test.
const fragments = new Map<string, FragmentDefinitionNode>();
for (const document of parsed.values()) {
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
}

/** The operation of a file with every fragment it spreads, directly or through other fragments. */
function sentDocument(file: string): DocumentNode {
  const own = parsed.get(file)!;
  const defined = new Set(own.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [d.name.value] : [])));
  const added: FragmentDefinitionNode[] = [];
  const collect = (node: DocumentNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (defined.has(name) || !fragment) return;
        defined.add(name);
        added.push(fragment);
        collect(fragment);
      },
    });
  collect(own);
  return { ...own, definitions: [...own.definitions, ...added] };
}

// The largest variables the storefront sends with each operation (its page sizes, lists and caps).
const cartLines = (n: number) => Array.from({ length: n }, (_, i) => ({
  sku: `SKU-${i}`, quantity: 1, selected_options: ["Y29uZmlndXJhYmxlLzEvMg=="], entered_options: [{ uid: "YnVuZGxlLzE=", value: "1" }],
}));
const MAX_CART_LINES = 50;
const LISTING = { filter: { category_uid: { eq: "Mw==" } }, sort: { price: "ASC" }, currentPage: 1 };
const STOREFRONT_VARIABLES: Record<string, Record<string, unknown>> = {
  ProductListing: { ...LISTING, search: "lipstick", pageSize: 60, subcategoriesOnly: true },
  ProductGrid: { ...LISTING, pageSize: 24 },
  SitemapProducts: { filter: { category_uid: { eq: "Mg==" } }, pageSize: 300, currentPage: 1 },
  BrandIndex: { pageSize: 500, currentPage: 1 },
  BrandDetail: { url_key: "aurelia" },
  ProductReviews: { urlKey: "power-lipstick", currentPage: 1, ratingsSize: 200 },
  ProductDetail: { urlKey: "power-lipstick" },
  CategoryPage: { uid: "Mw==" },
  ResolveRoute: { url: "make-up/lipstick.html" },
  CmsPage: { identifier: "about-us" },
  CmsBlocks: { identifiers: ["home-hero"] },
  LayoutBlocks: { identifiers: ["footer-links", "shipping-carousel", "shipping-carousel-cn"] },
  SearchSuggestions: { search: "lipstick", pageSize: 6 },
  CartDetails: { cartId: "x".repeat(32) },
  AddProductsToCart: { cartId: "x".repeat(32), cartItems: cartLines(MAX_CART_LINES) },
  AddSimpleProductsToCart: { cartId: "x".repeat(32), cartItems: cartLines(MAX_CART_LINES).map(({ sku }) => ({ data: { sku, quantity: 1 } })) },
  UpdateCartItems: { cartId: "x".repeat(32), cartItems: cartLines(MAX_CART_LINES).map(() => ({ cart_item_uid: "MQ==", quantity: 2 })) },
  CartTotalQuantity: { cartId: "x".repeat(32) },
  RemoveItemFromCart: { cartId: "x".repeat(32), cartItemUid: "MQ==" },
  ApplyCouponToCart: { cartId: "x".repeat(32), couponCode: "WELCOME10" },
  RemoveCouponFromCart: { cartId: "x".repeat(32) },
  MergeCarts: { sourceCartId: "x".repeat(32), destinationCartId: "y".repeat(32) },
  SubscribeNewsletter: { email: "a@example.com" },
  // The storefront sends one wishlist item or id at a time (spec §7: quantity 1, wishlist id "0").
  AddProductsToWishlist: { wishlistId: "0", items: [{ sku: "x".repeat(64), parent_sku: "y".repeat(64), quantity: 1 }] },
  RemoveProductsFromWishlist: { wishlistId: "0", ids: ["1234567890"] },
  AddWishlistItemsToCart: { wishlistId: "0", ids: ["1234567890"] },
  // Checkout (features/checkout/operations), with the longest values its forms accept.
  CheckoutCart: { cartId: "x".repeat(32) },
  SetGuestEmailOnCart: { cartId: "x".repeat(32), email: `${"e".repeat(240)}@example.com` },
  SetShippingAddressesOnCart: { cartId: "x".repeat(32), address: { address: { firstname: "f".repeat(255), lastname: "l".repeat(255), street: ["a".repeat(255), "b", "c", "d"], city: "c".repeat(255), postcode: "p".repeat(20), country_code: "US", telephone: "1".repeat(30), region_id: 33, save_in_address_book: true } } },
  SetBillingAddressOnCart: { cartId: "x".repeat(32), billing: { address: { firstname: "f".repeat(255), lastname: "l".repeat(255), street: ["a".repeat(255), "b", "c", "d"], city: "c".repeat(255), postcode: "p".repeat(20), country_code: "US", telephone: "1".repeat(30), region_id: 33, save_in_address_book: true } } },
  SetShippingMethodsOnCart: { cartId: "x".repeat(32), method: { carrier_code: "flatrate", method_code: "flatrate" } },
  SetPaymentMethodOnCart: { cartId: "x".repeat(32), payment: { code: "hosted_card", hosted_card_additional_data: { payment_intent_id: "p".repeat(64), client_secret: "s".repeat(128) } } },
  CreateHostedCardSession: { cartId: "x".repeat(32), returnUrl: `https://shop.example.com/${"r".repeat(200)}/pay-result`, email: `${"e".repeat(240)}@example.com` },
  PlaceOrder: { cartId: "x".repeat(32) },
  // Customer accounts (sign-in, registration, the account area), with the longest values the forms accept.
  ConfirmEmail: { email: `${"e".repeat(240)}@example.com`, key: "k".repeat(64) },
  CreateCustomer: {
    input: {
      email: `${"e".repeat(240)}@example.com`, firstname: "f".repeat(255), lastname: "l".repeat(255), password: "P".repeat(256),
      is_subscribed: true, date_of_birth: "1990-01-01", gender: 2,
    },
  },
  GenerateCustomerToken: { email: `${"e".repeat(240)}@example.com`, password: "P".repeat(256) },
  RequestPasswordResetEmail: { email: `${"e".repeat(240)}@example.com` },
  ResetPassword: { email: `${"e".repeat(240)}@example.com`, resetPasswordToken: "t".repeat(64), newPassword: "P".repeat(256) },
  SigninWithPhoneNumber: { phoneNumber: "+447700900456", password: "P".repeat(256) },
  AccountChangePassword: { currentPassword: "P".repeat(256), newPassword: "Q".repeat(256) },
  AccountCountry: { id: "GB" },
  AccountCreateAddress: { input: { firstname: "f", lastname: "l", street: ["a".repeat(255), "b", "c", "d"], city: "c", postcode: "p", country_code: "US", telephone: "1", region: { region_id: 33 }, default_billing: true, default_shipping: true } },
  AccountUpdateAddress: { id: 1, input: { firstname: "f", street: ["a".repeat(255), "b", "c", "d"] } },
  AccountDeleteAddress: { id: 1 },
  AccountOrder: { number: "000000001" },
  AccountOrders: { currentPage: 1, pageSize: 10 },
  AccountReviews: { currentPage: 1, pageSize: 10 },
  AccountStoreCredit: { currentPage: 1, pageSize: 20 },
  AccountUpdateCustomer: { input: { firstname: "f".repeat(255), lastname: "l".repeat(255), is_subscribed: true } },
  AccountUpdateEmail: { email: `${"e".repeat(240)}@example.com`, password: "P".repeat(256) },
  AccountUpdatePhoneNumber: { phoneNumber: "+447700900456" },
  CreateProductReview: {
    input: { sku: "x".repeat(64), nickname: "n".repeat(128), summary: "s".repeat(255), text: "t".repeat(10_000), ratings: Array.from({ length: 10 }, () => ({ id: "MQ==", value_id: "NQ==" })) },
  },
};

describe("the storefront's operations", () => {
  it("are all given realistic variables here", () => {
    const names = operationFiles.map((file) => {
      const op = parsed.get(file)!.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
      return (op as OperationDefinitionNode).name!.value;
    });
    const required = names.filter((name) => {
      const file = operationFiles[names.indexOf(name)]!;
      return /\$\w+: [^=)]*!/.test(readFileSync(path.join(storefrontDir, file), "utf8"));
    });
    expect(required.filter((name) => !STOREFRONT_VARIABLES[name])).toEqual([]);
  });

  it.each(operationFiles)("%s passes every limit with the storefront's largest variables", (file) => {
    const document = sentDocument(file);
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
    const variables = STOREFRONT_VARIABLES[operation.name!.value] ?? {};
    const rules = [...specifiedRules, queryDepthRule(), queryComplexityRule(), dataRootFieldsRule()];
    expect(validate(schema, document, rules).map((e) => e.message)).toEqual([]);
    expect(costLimitError(schema, document, variables)).toBeNull();
    // Room to spare: a storefront change that doubles an operation's size must not hit the limit.
    expect(operationCost(schema, document, variables)).toBeLessThanOrEqual(MAX_QUERY_COST * 0.75);
  });
});

describe("query cost", () => {
  it("multiplies the fields of a page by its pageSize, literal or variable", () => {
    const page = (size: number) => cost(`{ products(filter: {}, pageSize: ${size}) { items { sku name } } }`);
    expect(page(200) - page(100)).toBe(2 * (page(100) - page(50)));
    const variable = cost("query($n: Int) { products(filter: {}, pageSize: $n) { items { sku name } } }", { n: 100 });
    expect(variable).toBe(page(100));
  });

  it("counts a page larger than the resolver serves as the page it serves", () => {
    expect(cost("{ products(filter: {}, pageSize: 100000) { items { sku } } }")).toBe(cost("{ products(filter: {}, pageSize: 300) { items { sku } } }"));
    expect(cost("{ brands(pageSize: 100000) { items { name } } }")).toBe(cost("{ brands(pageSize: 500) { items { name } } }"));
  });

  it("counts a page filtered on SKUs or URL keys as at most one product per value", () => {
    const bySku = (n: number) => cost("query($s: [String]) { products(filter: { sku: { in: $s } }, pageSize: 100) { items { sku name } } }", { s: Array(n).fill("x") });
    const page = (size: number) => cost(`{ products(filter: {}, pageSize: ${size}) { items { sku name } } }`);
    expect(bySku(10) - 10 * 5).toBe(page(10));
    expect(bySku(500) - 500 * 5).toBe(page(100));
    expect(cost('{ products(filter: { url_key: { eq: "x" } }, pageSize: 50) { items { sku } } }')).toBe(cost('{ products(filter: { url_key: { eq: "x" } }, pageSize: 1) { items { sku } } }'));
  });

  it("multiplies nested lists: 100 products × their categories × 100 products each is refused", () => {
    const nested = "{ products(filter: {}, pageSize: 100) { items { categories { products(pageSize: 100) { items { sku } } } } } }";
    expect(costLimitError(schema, parse(nested), {})?.message).toMatch(
      /^Max query cost should be 25000 but got \d+: fields count once per list item, so ask for smaller pages \(pageSize\), shorter lists or fewer fields\.$/,
    );
  });

  it("counts each element of a list argument: identifiers, SKU filters, cart lines", () => {
    const blocks = (n: number) => cost("query($ids: [String]) { cmsBlocks(identifiers: $ids) { items { title content } } }", { ids: Array(n).fill("x") });
    expect(blocks(40) - blocks(20)).toBe(2 * (blocks(20) - blocks(10)));
    expect(blocks(20)).toBeGreaterThan(blocks(1) + 19 * 2); // every block's fields, plus the lookup of each
    const skus = (n: number) => cost("query($s: [String]) { products(filter: { sku: { in: $s } }) { total_count } }", { s: Array(n).fill("x") });
    expect(skus(1000)).toBeGreaterThan(skus(10));
    const add = (n: number) => cost(
      "mutation($items: [CartItemInput!]!) { addProductsToCart(cartId: \"c\", cartItems: $items) { cart { id } } }",
      { items: cartLines(n) },
    );
    expect(add(50)).toBeLessThan(MAX_QUERY_COST);
    expect(costLimitError(schema, parse("mutation($items: [CartItemInput!]!) { addProductsToCart(cartId: \"c\", cartItems: $items) { cart { id } } }"), { items: cartLines(25_000) })).not.toBeNull();
  });

  it("refuses variables holding more list elements than any operation accepts on their count, before coercing them", () => {
    const add = parse("mutation($items: [CartItemInput!]!) { addProductsToCart(cartId: \"c\", cartItems: $items) { cart { id } } }");
    // Elements that would not even coerce: counted all the same, so no time goes into coercing 25,000 of them.
    expect(costLimitError(schema, add, { items: Array(251).fill(0) })?.message).toMatch(/^Max query cost should be 25000 but got at least 25100: /);
    expect(variablesCostError({ items: cartLines(25_000) })?.message).toMatch(/^Max query cost should be 25000 but got at least 125000: /);
    expect(variablesCostError({ ids: Array(5000).fill("x") })).toBeNull();
    expect(variablesCostError({ ids: Array(5001).fill("x") })).not.toBeNull();
    // Lists nested too deep are left to the nesting check, which names where.
    let deep: unknown[] = [];
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(variablesCostError({ s: deep })).toBeNull();
  });

  it("counts fragments on types that exclude each other for the dearest type only", () => {
    const base = "{ products(filter: {}, pageSize: 1) { items { sku } } }";
    const bundle = "{ products(filter: {}, pageSize: 1) { items { sku ... on BundleProduct { items { title } } } } }";
    const both = "{ products(filter: {}, pageSize: 1) { items { sku ... on BundleProduct { items { title } } ... on GroupedProduct { items { qty } } } } }";
    expect(cost(bundle)).toBeGreaterThan(cost(base));
    expect(cost(both)).toBe(cost(bundle));
  });

  it("lets invalid variables through to execution, which reports them", () => {
    expect(operationCost(schema, parse("query($n: Int) { products(filter: {}, pageSize: $n) { total_count } }"), { n: "many" })).toBeNull();
  });
});

describe("root fields reading data", () => {
  const aliases = (n: number, field = "products(filter: {}, pageSize: 1) { total_count }") =>
    `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(" ")} }`;

  it(`accepts ${MAX_DATA_ROOT_FIELDS} and refuses more, aliases and fragments included`, () => {
    expect(rootFieldErrors(aliases(MAX_DATA_ROOT_FIELDS))).toEqual([]);
    expect(rootFieldErrors(aliases(100))).toEqual([`Max root fields reading data should be ${MAX_DATA_ROOT_FIELDS} but got 100.`]);
    const spread = `{ ...F ...G } fragment F on Query { ${aliases(6).slice(1, -1)} } fragment G on Query { b: cart(cart_id: "x") { id } c: route(url: "x") { type } d: cmsPage(identifier: "x") { title } e: brands { total_count } g: categoryList { uid } }`;
    expect(rootFieldErrors(spread)).toEqual([`Max root fields reading data should be ${MAX_DATA_ROOT_FIELDS} but got 11.`]);
  });

  it("does not count the store configuration, served from memory", () => {
    expect(rootFieldErrors(aliases(50, "storeConfig { store_code }"))).toEqual([]);
  });
});
