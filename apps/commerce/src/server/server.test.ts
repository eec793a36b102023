import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtureBackend, graphqlRequest, type FixtureBackend } from "./test-fixture.ts";

const nested = (depth: number) => `{ __type(name: "Query") { ${"ofType { ".repeat(depth)}name${" }".repeat(depth)} } }`;
const wide = (fields: number) => `{ storeConfig { ${Array.from({ length: fields }, (_, i) => `f${i}: store_code`).join(" ")} } }`;

describe("GraphQL transport", () => {
  let backend: FixtureBackend;
  beforeAll(async () => {
    backend = await createFixtureBackend();
  });
  afterAll(() => backend.close());

  it("answers a query sent with GET", async () => {
    const res = await backend.graphql("{ storeConfig { store_code } }", undefined, { method: "GET", store: "default" });
    expect(res).toEqual({ status: 200, body: { data: { storeConfig: { store_code: "default" } } } });
  });

  it("passes GET variables through", async () => {
    const res = await backend.graphql("query($id: String) { country(id: $id) { id } }", { id: "gb" }, { method: "GET", store: "default" });
    expect(res.body.data.country.id).toBe("GB");
  });

  it("refuses a mutation over GET with Magento's message", async () => {
    const res = await backend.graphql('mutation { subscribeEmailToNewsletter(email: "a@example.com") { status } }', undefined, { method: "GET", store: "default" });
    expect(res.status).toBe(405);
    expect(res.body.errors[0].message).toBe("Mutation requests allowed only for POST requests");
    expect(res.body.data).toBeUndefined();
  });

  it("accepts query depth 20 and refuses 21", async () => {
    const ok = await backend.graphql(nested(20));
    expect(ok.body.errors).toBeUndefined();
    const refused = await backend.graphql(nested(21));
    expect(refused.status).toBe(200);
    expect(refused.body.errors.map((e: { message: string }) => e.message)).toEqual(["Max query depth should be 20 but got 21."]);
    expect(refused.body.data).toBeUndefined();
  });

  it("accepts query complexity 300 and refuses 301", async () => {
    const ok = await backend.graphql(wide(299));
    expect(ok.body.errors).toBeUndefined();
    const refused = await backend.graphql(wide(300));
    expect(refused.body.errors.map((e: { message: string }) => e.message)).toEqual(["Max query complexity should be 300 but got 301."]);
  });

  it("counts fragment fields once per spread", async () => {
    const fields = Array.from({ length: 100 }, (_, i) => `f${i}: store_code`).join(" ");
    const query = `{ a: storeConfig { ...F } b: storeConfig { ...F } c: storeConfig { ...F } } fragment F on StoreConfig { ${fields} }`;
    const res = await backend.graphql(query);
    expect(res.body.errors[0].message).toBe("Max query complexity should be 300 but got 303.");
  });

  it("stays fast on fragments that spread each other many times", async () => {
    const levels = Array.from({ length: 30 }, (_, i) => `fragment L${i} on StoreConfig { ...L${i + 1} ...L${i + 1} }`).join(" ");
    const query = `{ storeConfig { ...L0 } } ${levels} fragment L30 on StoreConfig { store_code }`;
    const res = await backend.graphql(query);
    expect(res.body.errors[0].message).toMatch(/^Max query complexity should be 300 but got \d/);
  });

  it("explains a malformed JSON body", async () => {
    const res = await backend.app.fetch(new Request("http://localhost/graphql", {
      method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: "{\"query\": ",
    }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[0].message).toMatch(/invalid JSON/i);
  });

  it("explains malformed variables in a GET request", async () => {
    const url = new URL("http://localhost/graphql");
    url.searchParams.set("query", "query($id: String) { country(id: $id) { id } }");
    url.searchParams.set("variables", "{nope");
    const res = await backend.app.fetch(new Request(url, { headers: { accept: "application/json", store: "default" } }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].message).toMatch(/invalid JSON/i);
  });

  it("reports a variable of the wrong type as graphql-input with HTTP 200", async () => {
    const res = await backend.graphql("query($id: Int) { cmsPage(id: $id) { title } }", { id: "abc" });
    expect(res.status).toBe(200);
    expect(res.body.errors[0].extensions).toEqual({ category: "graphql-input" });
  });

  it("reports an unknown field as a GraphQL error, not a server error", async () => {
    const res = await backend.graphql("{ storeConfig { no_such_field } }");
    expect(res.status).toBe(200);
    expect(res.body.errors[0]).toMatchObject({
      message: 'Cannot query field "no_such_field" on type "StoreConfig".',
      locations: [{ line: 1, column: 17 }],
      extensions: { category: "graphql" },
    });
  });

  it("refuses an oversized body", async () => {
    const res = await backend.app.fetch(graphqlRequest(`{ storeConfig { store_code } } # ${"x".repeat(1_100_000)}`));
    expect(res.status).toBe(413);
  });

  it("allows introspection outside production", async () => {
    const res = await backend.graphql("{ __schema { queryType { name } } }");
    expect(res.body.data.__schema.queryType.name).toBe("Query");
  });

  it("answers /health with the database state", async () => {
    const res = await backend.app.fetch(new Request("http://localhost/health"));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("answers 404 outside its routes and for media without a media directory", async () => {
    expect((await backend.app.fetch(new Request("http://localhost/nope"))).status).toBe(404);
    expect((await backend.app.fetch(new Request("http://localhost/media/catalog/product/x.png"))).status).toBe(404);
  });
});

describe("GraphQL transport in production", () => {
  let backend: FixtureBackend;
  beforeAll(async () => {
    backend = await createFixtureBackend({ production: true });
  });
  afterAll(() => backend.close());

  it("refuses introspection", async () => {
    for (const query of ["{ __schema { queryType { name } } }", '{ __type(name: "Query") { name } }']) {
      const res = await backend.graphql(query);
      expect(res.body.errors[0].message).toBe("GraphQL introspection is not allowed, but the query contained __schema or __type");
    }
  });

  it("still answers __typename", async () => {
    const res = await backend.graphql("{ storeConfig { __typename store_code } }");
    expect(res.body.data.storeConfig).toEqual({ __typename: "StoreConfig", store_code: "default" });
  });

  it("hides unexpected failures behind Magento's internal error, without a stack trace, and logs them", async () => {
    const broken = await createFixtureBackend({ production: true });
    await broken.database.close();
    const res = await broken.graphql("{ storeConfig { store_code } }");
    expect(res.body.errors).toEqual([{ message: "Internal server error", extensions: { category: "graphql" } }]);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|stack/i);
    expect(broken.logs.join("\n")).toMatch(/\.ts:\d+/);
  });
});
