import { describe, expect, it } from "vitest";
import { type CommerceLogEvent, createCommerceClient } from "./client";
import type { Document } from "./document";

const QUERY = `
  # a comment that must not be sent
  query Greeting($name: String) {
    greeting(name: $name)
  }
` as unknown as Document<{ greeting: string }, { name?: string }>;
const MUTATION = "mutation Rename($name: String!) { rename(name: $name) }" as unknown as Document<
  { rename: boolean },
  { name: string }
>;
const scope = { store: "uus_2", currency: "USD" };
const ENDPOINT = "http://commerce.test/graphql";

function setup(respond: (url: URL, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const events: CommerceLogEvent[] = [];
  const client = createCommerceClient({
    endpoint: ENDPOINT,
    fetch: async (input, init = {}) => {
      const url = new URL(String(input));
      calls.push({ url, init });
      return respond(url, init);
    },
    onError: (e) => events.push(e),
  });
  return { client, calls, events };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("commerce client", () => {
  it("sends queries over GET with the query, operation name and variables in the URL", async () => {
    const { client, calls } = setup(() => json({ data: { greeting: "hi" } }));
    const result = await client.execute(QUERY, { name: "Ada" }, scope);
    expect(result).toEqual({ ok: true, data: { greeting: "hi" } });
    const { url, init } = calls[0]!;
    expect(init.method).toBe("GET");
    expect(url.searchParams.get("operationName")).toBe("Greeting");
    expect(url.searchParams.get("query")).toBe("query Greeting($name:String){greeting(name:$name)}");
    expect(JSON.parse(url.searchParams.get("variables") ?? "")).toEqual({ name: "Ada" });
    expect(init.headers).toMatchObject({ Store: "uus_2", "Content-Currency": "USD" });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("leaves variables out of the URL when there are none", async () => {
    const { client, calls } = setup(() => json({ data: { greeting: "hi" } }));
    await client.execute(QUERY, {}, scope);
    expect(calls[0]!.url.searchParams.has("variables")).toBe(false);
  });

  it("sends mutations over POST with a JSON body", async () => {
    const { client, calls } = setup(() => json({ data: { rename: true } }));
    const result = await client.execute(MUTATION, { name: "Grace" }, { ...scope, token: "t0k" });
    expect(result.ok).toBe(true);
    const { url, init } = calls[0]!;
    expect(init.method).toBe("POST");
    expect(url.search).toBe("");
    expect(JSON.parse(String(init.body))).toEqual({
      query: "mutation Rename($name:String!){rename(name:$name)}",
      operationName: "Rename",
      variables: { name: "Grace" },
    });
    expect(init.headers).toMatchObject({ Authorization: "Bearer t0k", "Content-Type": "application/json" });
  });

  it("sends the site's language and a call's captcha answer, and neither when absent", async () => {
    const { client, calls } = setup(() => json({ data: { rename: true } }));
    await client.execute(MUTATION, { name: "Grace" }, { ...scope, language: "zh-CN" }, { captcha: "proof" });
    expect(calls[0]!.init.headers).toMatchObject({ "Accept-Language": "zh-CN", "X-ReCaptcha": "proof" });
    await client.execute(MUTATION, { name: "Grace" }, scope);
    expect(calls[1]!.init.headers).not.toHaveProperty("Accept-Language");
    expect(calls[1]!.init.headers).not.toHaveProperty("X-ReCaptcha");
  });

  it("passes the shopper's X-Forwarded-For chain on, so the backend's limits per client count the shopper", async () => {
    const { client, calls } = setup(() => json({ data: { rename: true } }));
    await client.execute(MUTATION, { name: "Grace" }, { ...scope, forwardedFor: "203.0.113.7, 127.0.0.1" });
    expect(calls[0]!.init.headers).toMatchObject({ "X-Forwarded-For": "203.0.113.7, 127.0.0.1" });
    await client.execute(MUTATION, { name: "Grace" }, scope);
    expect(calls[1]!.init.headers).not.toHaveProperty("X-Forwarded-For");
  });

  it("sends the request's id on queries and mutations, so the backend's log lines carry it", async () => {
    const { client, calls } = setup(() => json({ data: { greeting: "hi", rename: true } }));
    await client.execute(QUERY, {}, { ...scope, requestId: "lb-7f3a9c21.0001" });
    await client.execute(MUTATION, { name: "Grace" }, { ...scope, requestId: "lb-7f3a9c21.0002" });
    expect(calls.map((c) => (c.init.headers as Record<string, string>)["X-Request-Id"])).toEqual(["lb-7f3a9c21.0001", "lb-7f3a9c21.0002"]);
    await client.execute(QUERY, {}, scope);
    expect(calls[2]!.init.headers).not.toHaveProperty("X-Request-Id");
  });

  it("returns GraphQL errors with Magento's category instead of throwing", async () => {
    const { client, events } = setup(() =>
      json({ errors: [{ message: "Requested store is not found (nope)", extensions: { category: "graphql" } }] }),
    );
    const result = await client.execute(QUERY, {}, { store: "nope", currency: "GBP" });
    expect(result).toEqual({
      ok: false,
      error: { kind: "graphql", message: "Requested store is not found (nope)", category: "graphql" },
    });
    expect(events).toEqual([{ operation: "Greeting", kind: "graphql", status: 200, category: "graphql" }]);
  });

  it("reports an HTTP failure without a GraphQL body", async () => {
    const { client } = setup(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    const result = await client.execute(QUERY, {}, scope);
    expect(result).toMatchObject({ ok: false, error: { kind: "http" } });
  });

  it("reports an unreachable API as a network error", async () => {
    const { client } = setup(() => {
      throw new TypeError("fetch failed");
    });
    expect(await client.execute(QUERY, {}, scope)).toMatchObject({ ok: false, error: { kind: "network" } });
  });

  it("reports a time-out when the signal fires", async () => {
    const { client } = setup(() => {
      throw new DOMException("The operation timed out.", "TimeoutError");
    });
    expect(await client.execute(QUERY, {}, scope)).toMatchObject({ ok: false, error: { kind: "timeout" } });
  });

  it("never logs variables, headers or server messages", async () => {
    const { client, events } = setup(() => json({ errors: [{ message: "jane@example.com already exists" }] }));
    await client.execute(MUTATION, { name: "jane@example.com" }, { ...scope, token: "secret" });
    expect(JSON.stringify(events)).not.toMatch(/jane|secret|exists/);
  });
});
