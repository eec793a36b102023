import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, type ListeningServer } from "./http.ts";

const echo = {
  async fetch(request: Request) {
    const body = request.method === "POST" ? await request.text() : "";
    return Response.json({ method: request.method, path: new URL(request.url).pathname, store: request.headers.get("store"), body });
  },
};

describe("listen", () => {
  let server: ListeningServer;
  beforeAll(async () => {
    server = await listen(echo, { port: 0, host: "127.0.0.1" });
  });
  afterAll(() => server.close());

  it("bridges node:http to the fetch app, headers and body included", async () => {
    const res = await fetch(`${server.url}/graphql?x=1`, { method: "POST", headers: { store: "uus_2" }, body: "{\"a\":1}" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ method: "POST", path: "/graphql", store: "uus_2", body: "{\"a\":1}" });
  });

  it("explains a port already in use and keeps the error code", async () => {
    const port = Number(new URL(server.url).port);
    await expect(listen(echo, { port, host: "127.0.0.1" })).rejects.toMatchObject({
      code: "EADDRINUSE",
      message: `Port ${port} on 127.0.0.1 is already in use.`,
    });
  });
});
