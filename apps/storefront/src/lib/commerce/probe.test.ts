import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { catalogueAnswers } from "./probe";

const scope = { store: "default", currency: "GBP" };
let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function serve(status: number, body: unknown, delayMs = 0): Promise<string> {
  server = createServer((request, response) => {
    setTimeout(() => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/graphql`;
}

describe("catalogueAnswers", () => {
  it("is true when the API answers the query with data", async () => {
    const url = await serve(200, { data: { currency: { available_currency_codes: ["GBP", "EUR"] } } });
    expect(await catalogueAnswers(url, scope)).toBe(true);
  });

  it("is false when the API answers with GraphQL errors", async () => {
    const url = await serve(200, { errors: [{ message: "Internal server error" }] });
    expect(await catalogueAnswers(url, scope)).toBe(false);
  });

  it("is false when the API fails or nobody listens", async () => {
    expect(await catalogueAnswers(await serve(503, {}), scope)).toBe(false);
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    expect(await catalogueAnswers("http://127.0.0.1:9/graphql", scope)).toBe(false);
  });

  it("is false when the API is slower than the time allowed", async () => {
    const url = await serve(200, { data: { currency: { available_currency_codes: ["GBP"] } } }, 500);
    expect(await catalogueAnswers(url, scope, 100)).toBe(false);
  });
});
