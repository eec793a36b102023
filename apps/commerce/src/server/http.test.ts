import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, type ListeningServer } from "./http.ts";

const echo = {
  async fetch(request: Request, peer: { remoteAddress: string }) {
    const body = request.method === "POST" ? await request.text() : "";
    const { pathname: path } = new URL(request.url);
    return Response.json({ method: request.method, path, store: request.headers.get("store"), body, peer: peer.remoteAddress });
  },
};

describe("listen", () => {
  let server: ListeningServer;
  beforeAll(async () => {
    server = await listen(echo, { port: 0, host: "127.0.0.1" });
  });
  afterAll(() => server.close());

  it("bridges node:http to the fetch app, headers, body and the peer's address included", async () => {
    const res = await fetch(`${server.url}/graphql?x=1`, { method: "POST", headers: { store: "uus_2" }, body: "{\"a\":1}" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ method: "POST", path: "/graphql", store: "uus_2", body: "{\"a\":1}", peer: "127.0.0.1" });
  });

  it("explains a port already in use and keeps the error code", async () => {
    const port = Number(new URL(server.url).port);
    await expect(listen(echo, { port, host: "127.0.0.1" })).rejects.toMatchObject({
      code: "EADDRINUSE",
      message: `Port ${port} on 127.0.0.1 is already in use.`,
    });
  });
});
