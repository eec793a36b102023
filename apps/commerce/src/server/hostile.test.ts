// Requests an anonymous client could use to stall or break the backend: each gets a clear GraphQL error, logs
// nothing, and never an argument value. Their cost in time is measured by `npm run bench:hostile`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_DOCUMENT_NESTING, MAX_TOKENS, MAX_VARIABLE_NESTING } from "./input-guards.ts";
import { createFixtureBackend, type FixtureBackend } from "./test-fixture.ts";

const MARKER = "MARKER-7f3c";
const NUL = "\u0000";
const deepList = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const messages = (body: { errors?: { message: string }[] }) => body.errors?.map((e) => e.message) ?? [];

describe("hostile requests", () => {
  let backend: FixtureBackend;
  beforeAll(async () => {
    backend = await createFixtureBackend({ production: true });
  });
  afterAll(() => backend.close());

  it("refuses 100 aliases of a product page before reading anything", async () => {
    const aliases = Array.from({ length: 100 }, (_, i) => `a${i}: products(filter: {}, pageSize: 300) { items { sku } }`).join(" ");
    const res = await backend.graphql(`{ ${aliases} }`);
    expect(res.body).toEqual({ errors: [expect.objectContaining({ message: "Max root fields reading data should be 10 but got 100.", extensions: { category: "graphql" } })] });
  });

  it("refuses nested product lists whose fields multiply past the cost limit", async () => {
    const res = await backend.graphql("{ products(filter: {}, pageSize: 100) { items { categories { products(pageSize: 100) { items { sku } } } } } }");
    expect(res.status).toBe(200);
    expect(res.body.data).toBeUndefined();
    expect(messages(res.body)[0]).toMatch(/^Max query cost should be 25000 but got \d+: fields count once per list item/);
  });

  it("answers a 50,000-deep list literal with a syntax error, not a stack overflow", async () => {
    const res = await backend.graphql(`{ products(filter: { sku: { in: ${deepList(50_000)} } }) { total_count } }`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({
      message: `Syntax Error: Document nesting exceeds ${MAX_DOCUMENT_NESTING} levels. Parsing aborted.`,
      extensions: { category: "graphql" },
    })]);
    expect(backend.logs).toEqual([]);
  });

  it("refuses a document of more than the token limit", async () => {
    const res = await backend.graphql(`{ products(filter: { sku: { in: [${'"a",'.repeat(MAX_TOKENS)}] } }) { total_count } }`);
    expect(messages(res.body)).toEqual([`Syntax Error: Document contains more that ${MAX_TOKENS} tokens. Parsing aborted.`]);
  });

  it("refuses deeply nested variables, arrays and objects alike, naming where", async () => {
    // Written as text: JSON.stringify itself overflows on such values.
    const send = async (query: string, variables: string) => {
      const answer = await backend.app.fetch(new Request("http://localhost/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: `{"query": ${JSON.stringify(query)}, "variables": ${variables}}`,
      }));
      return { status: answer.status, body: await answer.json() };
    };
    const arrays = await send("query($s: [String]) { cmsBlocks(identifiers: $s) { items { title } } }", `{"s": ${deepList(50_000)}}`);
    expect(res(arrays)).toEqual({
      category: "graphql-input",
      message: expect.stringMatching(new RegExp(`^Variable "\\$s" at "s(\\[0\\])+" nests lists or objects deeper than ${MAX_VARIABLE_NESTING} levels\\.$`)),
    });
    const objects = `${'{"sku":'.repeat(10_000)}1${"}".repeat(10_000)}`;
    const nested = await send("query($f: ProductAttributeFilterInput) { products(filter: $f) { total_count } }", `{"f": ${objects}}`);
    expect(res(nested).message).toMatch(/^Variable "\$f" at "f(\.sku)+" nests lists or objects deeper than/);
    expect(backend.logs).toEqual([]);
  });

  describe("NUL characters", () => {
    const cases: [string, string, Record<string, unknown> | undefined, string][] = [
      ["a literal coupon code", `mutation { applyCouponToCart(input: { cart_id: "c", coupon_code: "${MARKER}\\u0000" }) { cart { id } } }`, undefined,
        "String value contains a NUL character (U+0000), which no field accepts."],
      ["a cart id variable", "query($id: String!) { cart(cart_id: $id) { id } }", { id: `${MARKER}${NUL}` },
        'Variable "$id" contains a NUL character (U+0000), which no field accepts.'],
      ["a SKU inside a cart item variable", "mutation($items: [CartItemInput!]!) { addProductsToCart(cartId: \"c\", cartItems: $items) { cart { id } } }",
        { items: [{ sku: "A", quantity: 1 }, { sku: `${MARKER}${NUL}`, quantity: 1 }] },
        'Variable "$items" at "items[1].sku" contains a NUL character (U+0000), which no field accepts.'],
      ["a list of identifiers", "query($ids: [String]) { cmsBlocks(identifiers: $ids) { items { title } } }", { ids: [`${MARKER}${NUL}`] },
        'Variable "$ids" at "ids[0]" contains a NUL character (U+0000), which no field accepts.'],
      ["a literal inside an input object and a list", `{ products(filter: { sku: { in: ["a", "${MARKER}\\u0000"] } }) { total_count } }`, undefined,
        "String value contains a NUL character (U+0000), which no field accepts."],
      ["a CMS identifier", `{ cmsPage(identifier: "${MARKER}\\u0000") { title } }`, undefined,
        "String value contains a NUL character (U+0000), which no field accepts."],
    ];
    it.each(cases)("in %s is an input error, and nothing is logged", async (_, query, variables, message) => {
      const answer = await backend.graphql(query, variables);
      expect(answer.status).toBe(200);
      expect(res(answer)).toEqual({ category: "graphql-input", message });
      expect(answer.body.data).toBeUndefined();
      expect(backend.logs).toEqual([]);
    });
  });

  it("never logs argument values, even when the database fails under a request", async () => {
    const broken = await createFixtureBackend({ production: true });
    await broken.database.close();
    const answer = await broken.graphql("query($id: String!) { cart(cart_id: $id) { id } }", { id: MARKER });
    expect(messages(answer.body)).toEqual(["Internal server error"]);
    expect(broken.logs.join("\n")).toMatch(/\.ts:\d+/); // the failure itself is logged, with its stack
    expect(broken.logs.join("\n")).not.toContain(MARKER);
  });
});

function res(answer: { body: { errors?: { message: string; extensions?: { category?: string } }[] } }) {
  const [error] = answer.body.errors ?? [];
  return { category: error?.extensions?.category, message: error?.message };
}

describe("cross-site requests", () => {
  let backend: FixtureBackend;
  beforeAll(async () => {
    backend = await createFixtureBackend({ production: true });
  });
  afterAll(() => backend.close());

  const post = (contentType: string, body: string, headers: Record<string, string> = {}) =>
    backend.app.fetch(new Request("http://localhost/graphql", {
      method: "POST",
      headers: { "content-type": contentType, origin: "https://attacker.example", ...headers },
      body,
    }));

  it("refuses a form POST (no preflight) that carries no Magento header, creating nothing", async () => {
    for (const [type, body] of [["application/x-www-form-urlencoded", "query=mutation%7BcreateEmptyCart%7D"], ["text/plain", '{"query":"mutation{createEmptyCart}"}']]) {
      const answer = await post(type!, body!);
      expect(answer.status).toBe(403);
      const json = await answer.json();
      expect(json.data).toBeUndefined();
      expect(json.errors[0].message).toBe("Required CSRF header(s) not present");
      expect(answer.headers.get("access-control-allow-origin")).toBeNull();
      expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
    }
  });

  it("refuses a GET without a Magento header, and answers one with Store, Content-Currency or a JSON content type", async () => {
    const url = new URL("http://localhost/graphql");
    url.searchParams.set("query", "{ storeConfig { store_code } }");
    const get = (headers: Record<string, string>) => backend.app.fetch(new Request(url, { headers: { accept: "application/json", ...headers } }));
    expect((await get({})).status).toBe(403);
    const accepted: Record<string, string>[] = [{ store: "default" }, { "content-currency": "GBP" }, { "content-type": "application/json" }];
    for (const headers of accepted) {
      const answer = await get(headers);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ data: { storeConfig: { store_code: "default" } } });
    }
  });

  it("answers no CORS headers unless origins are configured", async () => {
    const answer = await post("application/json", JSON.stringify({ query: "{ storeConfig { store_code } }" }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
    expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("allows only the configured origins, never with credentials", async () => {
    const allowed = "https://shop.example.com";
    const cors = await createFixtureBackend({ production: true, corsOrigins: [allowed, "https://www.example.com"] });
    try {
      const preflight = (origin: string) => cors.app.fetch(new Request("http://localhost/graphql", {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type, store" },
      }));
      const ok = await preflight(allowed);
      expect(ok.headers.get("access-control-allow-origin")).toBe(allowed);
      expect(ok.headers.get("access-control-allow-headers")).toMatch(/store/);
      expect(ok.headers.get("access-control-allow-credentials")).toBeNull();
      const other = await preflight("https://attacker.example");
      expect(other.headers.get("access-control-allow-origin")).not.toBe("https://attacker.example");
      expect(other.headers.get("access-control-allow-credentials")).toBeNull();
    } finally {
      await cors.close();
    }
  });
});

describe("schema suggestions", () => {
  it("are left out of production messages, and kept with the development tools", async () => {
    const production = await createFixtureBackend({ production: true });
    const development = await createFixtureBackend({ production: false });
    try {
      const query = "{ storeConfig { store_cod } }";
      expect(messages((await production.graphql(query)).body)).toEqual(['Cannot query field "store_cod" on type "StoreConfig".']);
      expect(messages((await development.graphql(query)).body)[0]).toMatch(/Did you mean "store_code"/);
    } finally {
      await production.close();
      await development.close();
    }
  });
});
