import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { afterEach, describe, expect, it } from "vitest";
import { secureRequestListener } from "./request-listener";
import { trustedScripts } from "./trusted-scripts";

// The compression middleware Next itself uses: the HTML must get its nonces before it is compressed.
const compression = createRequire(import.meta.url)("next/dist/compiled/compression") as () => (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
const FLIGHT = 'self.__next_f.push([1,"x"])';
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

let nonces = 0;
async function serve(handle: Handler): Promise<string> {
  const server = createServer(
    secureRequestListener({
      handle,
      documentHeadersFor: () => ({ "X-Frame-Options": "DENY" }),
      policyFor: (req) => (nonce) => `script-src 'self' 'nonce-${nonce}'; x-site ${req.headers["x-site"] ?? "gb"}`,
      newNonce: () => `nonce${++nonces}`,
      trust: trustedScripts([]),
      notFoundPathFor: () => "/page-not-found",
      compress: compression(),
    }),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

describe("secureRequestListener", () => {
  it("gives an HTML response a nonce of its own, in its policy and on the framework's scripts only", async () => {
    const base = await serve(async (_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Content-Length", "999");
      res.setHeader("ETag", '"abc"');
      res.end(`<p>é</p><script>${FLIGHT}</script><script>alert(1)</script>`);
    });
    const first = await fetch(`${base}/`);
    const second = await fetch(`${base}/`);
    const nonce = nonceOf(first);
    expect(nonce).toBeTruthy();
    expect(nonceOf(second)).not.toBe(nonce);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    expect(first.headers.get("etag")).toBeNull();
    expect(await first.text()).toBe(`<p>é</p><script nonce="${nonce}">${FLIGHT}</script><script>alert(1)</script>`);
  });

  it("streams the page: the first part leaves before the rest is written, compressed or not", async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const base = await serve(async (_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.flushHeaders();
      res.write(`<html><body><p>shell</p><script>${FLIGHT}</script>`);
      (res as ServerResponse & { flush?: () => void }).flush?.();
      await released;
      res.end("<p>rest</p></body></html>");
    });
    for (const encoding of ["identity", "gzip"]) {
      const response = await fetch(`${base}/`, { headers: { "Accept-Encoding": encoding } });
      expect(response.headers.get("content-encoding")).toBe(encoding === "gzip" ? "gzip" : null);
      const reader = response.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      expect(first).toContain(`<script nonce="${nonceOf(response)}">${FLIGHT}</script>`);
      release();
      let rest = "";
      for (let r = await reader.read(); !r.done; r = await reader.read()) rest += new TextDecoder().decode(r.value);
      expect(first + rest).toContain("<p>rest</p></body></html>");
    }
  });

  it("rewrites HTML whose type is given to writeHead, and answers HEAD with the headers only", async () => {
    const base = await serve(async (_req, res) => {
      res.writeHead(404, { "Content-Type": "text/html" });
      res.end(`<script>${FLIGHT}</script>`);
    });
    const page = await fetch(`${base}/missing`);
    expect(page.status).toBe(404);
    expect(await page.text()).toBe(`<script nonce="${nonceOf(page)}">${FLIGHT}</script>`);
    const head = await fetch(`${base}/missing`, { method: "HEAD", headers: { "x-site": "cn" } });
    expect(head.headers.get("content-security-policy")).toContain("x-site cn");
  });

  it("leaves other responses as they are", async () => {
    const body = JSON.stringify({ html: `<script>${FLIGHT}</script>` });
    const base = await serve(async (_req, res) => {
      res.setHeader("Content-Type", "application/json");
      res.setHeader("Content-Length", Buffer.byteLength(body));
      res.end(body);
    });
    const response = await fetch(`${base}/api/x`, { headers: { "Accept-Encoding": "identity" } });
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("x-frame-options")).toBeNull();
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
    expect(await response.text()).toBe(body);
  });

  describe("request targets Next must not parse", () => {
    const seen: string[] = [];
    const handler: Handler = async (req, res) => {
      seen.push(req.url ?? "");
      res.end("next");
    };

    it("answers 414 to an over-long query and 400 to too many parameters, without Next", async () => {
      const base = await serve(handler);
      seen.length = 0;
      const many = Array.from({ length: 7_000 }, () => "a").join("&");
      const long = await fetch(`${base}/make-up.html?${many}`);
      expect(long.status).toBe(414);
      const params = await fetch(`${base}/make-up.html?${Array.from({ length: 101 }, (_, i) => `a${i}`).join("&")}`);
      expect(params.status).toBe(400);
      expect(long.headers.get("x-content-type-options")).toBe("nosniff");
      expect(seen).toEqual([]);
    });

    it("sends a page whose path does not decode to the not-found page, and answers the API with its error shape", async () => {
      const base = await serve(handler);
      seen.length = 0;
      expect(await (await fetch(`${base}/make-up.html%ZZ`)).text()).toBe("next");
      expect(seen).toEqual(["/page-not-found"]);
      const api = await fetch(`${base}/api/magento/%ZZ`, { method: "POST", body: "[]" });
      expect(api.status).toBe(400);
      expect(await api.json()).toEqual({ data: {}, errors: [{ message: expect.stringMatching(/percent-encoded/) }] });
      expect((await fetch(`${base}/_next/static/%FF`)).status).toBe(400);
      expect(seen).toEqual(["/page-not-found"]);
    });
  });
});
