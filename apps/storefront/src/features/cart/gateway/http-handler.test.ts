import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCommerceClient } from "@/lib/commerce/client";
import { MAX_BODY_BYTES, createCartHandler } from "./http-handler";

/** A stand-in GraphQL backend on a free local port: answers by operation name, slowly when asked to. */
let server: Server;
let endpoint: string;
const calls: string[] = [];
/** The X-Forwarded-For each call reached the backend with. */
const forwarded: (string | undefined)[] = [];
/** The Store header each call reached the backend with. */
const stores: (string | undefined)[] = [];
let slowMs = 0;
let deadCarts = new Set<string>();

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://x");
      const posted = (body ? JSON.parse(body) : {}) as { operationName?: string; variables?: { cartId?: string } };
      const op = url.searchParams.get("operationName") ?? posted.operationName ?? "";
      const query = url.searchParams.get("variables");
      const variables = (query ? JSON.parse(query) : (posted.variables ?? {})) as { cartId?: string };
      calls.push(op);
      forwarded.push(req.headers["x-forwarded-for"] as string | undefined);
      stores.push(req.headers.store as string | undefined);
      const answer = () => {
        res.setHeader("Content-Type", "application/json");
        if (req.headers.authorization === "Bearer revoked-token") {
          return res.end(JSON.stringify({ errors: [{ message: "The current user cannot perform operations on cart", extensions: { category: "graphql-authorization" } }], data: null }));
        }
        if (op === "CreateEmptyCart") return res.end(JSON.stringify({ data: { createEmptyCart: `new-cart-${calls.length}` } }));
        if (variables.cartId && deadCarts.has(variables.cartId)) {
          return res.end(JSON.stringify({ errors: [{ message: "The cart isn't active.", extensions: { category: "graphql-no-such-entity" } }], data: null }));
        }
        if (op === "CartTotalQuantity") return res.end(JSON.stringify({ data: { cart: { id: variables.cartId, total_quantity: 2 } } }));
        if (op === "AddProductsToCart") {
          return res.end(JSON.stringify({ data: { addProductsToCart: { cart: { id: variables.cartId, total_quantity: 1 }, user_errors: [] } } }));
        }
        res.end(JSON.stringify({ data: { cart: { id: variables.cartId, total_quantity: 0, items: [] } } }));
      };
      if (slowMs > 0) setTimeout(answer, slowMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const quiet = { onError: () => {} };
const handler = (timeoutMs?: number) =>
  createCartHandler({ client: createCommerceClient({ endpoint, ...quiet }), ...(timeoutMs ? { timeoutMs } : {}) });

function post(method: string, body: BodyInit | null, headers: Record<string, string> = {}, integration = "magento") {
  const request = new Request(`http://localhost:3015/api/${integration}/${method}`, {
    method: "POST",
    body,
    headers: { host: "localhost:3015", origin: "http://localhost:3015", "content-type": "application/json", ...headers },
  });
  return handler()(request, { params: Promise.resolve({ integration, method }) });
}

describe("POST /api/magento/{method}", () => {
  it("answers 404 for a method outside the allowlist, without calling the backend", async () => {
    const before = calls.length;
    const res = await post("generateCustomerToken", "[]");
    expect(res.status).toBe(404);
    expect((await post("cart", "[]", {}, "shopify")).status).toBe(404);
    expect(calls.length).toBe(before);
  });

  it.each<[{ referer?: string; cookie?: string }, string]>([
    // A shared page sets no cookie: a call made before its shopper request has set the site cookie names its site by
    // the page it comes from.
    [{ referer: "http://localhost:3015/mex/make-up.html" }, "mx_website_store_view"],
    [{ referer: "http://localhost:3015/us/" }, "uus_2"],
    [{ referer: "http://localhost:3015/make-up.html" }, "default"],
    [{}, "default"],
    // The site cookie, once set, decides.
    [{ referer: "http://localhost:3015/mex/make-up.html", cookie: "maison-locale=en-US" }, "uus_2"],
  ])("calls the backend in the caller's store (%o)", async (headers, store) => {
    const before = stores.length;
    const res = await post("cartTotalQty", "[]", { ...headers, cookie: `${headers.cookie ?? ""}; maison-cart=store-check` });
    expect(res.status).toBe(200);
    expect(stores.slice(before)).toEqual([store]);
  });

  it("refuses a cross-site POST with 403", async () => {
    const res = await post("cartTotalQty", "[]", { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/cross-site/i);
  });

  it("answers 400 with a clear message for malformed JSON and bad arguments", async () => {
    const res = await post("applyCouponToCart", "[\"WELCOME10\"");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/not valid JSON/);
    const bad = await post("applyCouponToCart", JSON.stringify([{ code: 1 }]));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/applyCouponToCart/);
  });

  it("answers 413 for an oversized body, declared or streamed", async () => {
    const big = JSON.stringify([[{ sku: "x".repeat(MAX_BODY_BYTES), quantity: 1 }]]);
    const res = await post("addProductsToCart", big);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/64 KB/);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const request = new Request("http://localhost:3015/api/magento/addProductsToCart", {
      method: "POST",
      body: stream,
      headers: { host: "localhost:3015", "sec-fetch-site": "same-origin" },
      duplex: "half",
    } as RequestInit);
    const streamed = await handler()(request, { params: Promise.resolve({ integration: "magento", method: "addProductsToCart" }) });
    expect(streamed.status).toBe(413);
  });

  it.each(["cart", "cartTotalQty"])("answers %s without a cart cookie with no cart, creating none and setting no cookie", async (method) => {
    const before = calls.length;
    const res = await post(method, "[]");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { cart: null }, errors: [] });
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(calls.slice(before)).toEqual([]);
  });

  it("creates a cart for the first write without an id and stores it in the cart cookie", async () => {
    const before = calls.length;
    const res = await post("addProductsToCart", JSON.stringify([[{ sku: "A", quantity: 1 }]]));
    expect(res.status).toBe(200);
    expect(calls.slice(before)).toEqual(["CreateEmptyCart", "AddProductsToCart"]);
    expect(res.headers.get("set-cookie") ?? "").toMatch(/maison-cart=new-cart-\d+/);
    const json = (await res.json()) as { data: { addProductsToCart: { cart: { id: string } } }; errors: unknown[] };
    expect(json.errors).toEqual([]);
    expect(json.data.addProductsToCart.cart.id).toMatch(/^new-cart-/);
  });

  it("passes the shopper's address chain to the backend, which limits cart creation per client", async () => {
    const before = calls.length;
    await post("addProductsToCart", JSON.stringify([[{ sku: "A", quantity: 1 }]]), { "x-forwarded-for": "203.0.113.7, 127.0.0.1" });
    expect(calls.slice(before)).toEqual(["CreateEmptyCart", "AddProductsToCart"]);
    expect(forwarded.slice(before)).toEqual(["203.0.113.7, 127.0.0.1", "203.0.113.7, 127.0.0.1"]);
  });

  it("reads the count of the cart in the cookie", async () => {
    const res = await post("cartTotalQty", "[]", { cookie: "maison-cart=live-1" });
    expect(((await res.json()) as { data: { cart: { total_quantity: number } } }).data.cart.total_quantity).toBe(2);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("uses the cart cookie and clears it when adding to a dead cart", async () => {
    deadCarts = new Set(["dead-1"]);
    const res = await post("addProductsToCart", JSON.stringify([[{ sku: "A", quantity: 1 }]]), { cookie: "maison-cart=dead-1" });
    const json = (await res.json()) as { data: object; errors: { message: string }[]; notice?: string };
    expect(json.data).toEqual({});
    expect(json.notice).toBe("retry");
    expect(res.headers.get("set-cookie")).toMatch(/maison-cart=;.*Max-Age=0/i);
  });

  it("drops a guest cart that fails to load and says it expired, without creating another", async () => {
    deadCarts = new Set(["dead-2"]);
    const before = calls.length;
    const res = await post("cart", "[]", { cookie: "maison-cart=dead-2" });
    const json = (await res.json()) as { data: { cart: null }; errors: unknown[]; notice?: string };
    expect(json).toEqual({ data: { cart: null }, errors: [], notice: "expired" });
    expect(res.headers.get("set-cookie")).toMatch(/maison-cart=;.*Max-Age=0/i);
    expect(calls.slice(before)).toEqual(["CartDetails"]);
  });

  it("signs the shopper out when the backend refuses their token: token and cart cleared, the notice carried", async () => {
    const res = await post("cartTotalQty", "[]", { cookie: "maison-customer=revoked-token; maison-cart=theirs-1" });
    expect(res.status).toBe(200);
    const json = (await res.json()) as { errors: { category?: string }[] };
    expect(json.errors[0]!.category).toBe("graphql-authorization");
    const set = res.headers.getSetCookie();
    expect(set).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^maison-customer=;.*Max-Age=0.*HttpOnly/i),
        expect.stringMatching(/^maison-cart=;.*Max-Age=0/i),
        expect.stringMatching(/^maison-message=sessionExpired;/),
      ]),
    );
  });

  it.each([
    ["", "Interface timeout, please try again."],
    ["maison-locale=zh-CN; ", "请求超时，请重试。"],
    ["maison-locale=es-MX; ", "Se agotó el tiempo de espera, inténtalo de nuevo."],
  ])("turns a slow backend into the spec's time-out text in the site's language (%s)", async (locale, text) => {
    slowMs = 1500;
    try {
      const request = new Request("http://localhost:3015/api/magento/cartTotalQty", {
        method: "POST",
        body: "[]",
        headers: { host: "localhost:3015", "sec-fetch-site": "same-origin", cookie: `${locale}maison-cart=slow-1` },
      });
      const res = await handler(200)(request, { params: Promise.resolve({ integration: "magento", method: "cartTotalQty" }) });
      expect(res.status).toBe(504);
      const json = (await res.json()) as { data: object; errors: { message: string }[] };
      expect(json.data).toEqual({});
      expect(json.errors[0]!.message).toBe(text);
      expect(res.headers.get("set-cookie")).toBeNull();
    } finally {
      slowMs = 0;
    }
  });
});
