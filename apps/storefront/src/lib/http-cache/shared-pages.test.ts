import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { secureRequestListener } from "@/lib/security/request-listener";
import { trustedScripts } from "@/lib/security/trusted-scripts";
import { noteRenderTags } from "@/lib/commerce/render-tags";
import { sharedPages } from "./shared-pages";
import { SITE_VIEW_HEADER } from "./site-view-headers";

const FLIGHT = 'self.__next_f.push([1,"x"])';
const PAGE = `<!DOCTYPE html><html><head><script>${FLIGHT}</script></head><body><p>Make-up</p><script>alert(1)</script></body></html>`;
const sha = (text: string) => createHash("sha256").update(text).digest("base64");

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** The front over a stand-in for Next: a site view (marked as the proxy marks it) at /make-up.html, a cart page. */
async function serve() {
  const seen: string[] = [];
  const shared = sharedPages({ budgetBytes: 1 << 20 });
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    seen.push(`${req.method} ${req.url}`);
    if (req.url === "/api/revalidate") {
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify({ revalidated: ["product:MTI="] }));
      return;
    }
    if (req.url?.startsWith("/make-up.html")) {
      noteRenderTags(["catalog-all", "category:MjA=", "product:MTI="]);
      res.setHeader(SITE_VIEW_HEADER, "/en-GB/__site/make-up.html");
    }
    res.setHeader("Set-Cookie", "maison-locale=en-GB; Path=/");
    res.setHeader("Cache-Control", "s-maxage=31536000");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.write(PAGE.slice(0, 40));
    await new Promise((r) => setTimeout(r, 5));
    res.end(PAGE.slice(40));
  };
  const server = createServer(
    secureRequestListener({
      handle,
      documentHeadersFor: () => ({}),
      policyFor: () => (inline) =>
        `script-src 'self' ${typeof inline === "string" ? `'nonce-${inline}'` : inline.hashes.map((h) => `'sha256-${h}'`).join(" ")}`,
      newNonce: () => "n0nce",
      trust: trustedScripts([]),
      notFoundPathFor: () => "/page-not-found",
      shared,
    }),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, shared };
}

describe("pages shared caches keep", () => {
  it("a site view without a cart or customer cookie is public, tagged, cookie-free, and its scripts allowed by hash", async () => {
    const { base } = await serve();
    const res = await fetch(`${base}/make-up.html`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(res.headers.get("vary")).toContain("Cookie");
    expect(res.headers.get("surrogate-key")).toBe("catalog-all category:MjA= product:MTI=");
    expect(res.headers.get("cache-tag")).toBe("catalog-all,category:MjA=,product:MTI=");
    expect(res.headers.get("set-cookie")).toBeNull();
    // Only the framework's script, not the one that does not belong, and no nonce.
    expect(res.headers.get("content-security-policy")).toBe(`script-src 'self' 'sha256-${sha(FLIGHT)}'`);
    expect(await res.text()).toBe(PAGE);
  });

  it("the same page for a shopper with a cart or a customer token is private, with its nonce and cookies", async () => {
    const { base } = await serve();
    for (const cookie of ["maison-cart=abc", "maison-customer=t0ken"]) {
      const res = await fetch(`${base}/make-up.html`, { headers: { cookie } });
      expect(res.headers.get("cache-control"), cookie).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
      expect(res.headers.get("surrogate-key")).toBeNull();
      expect(res.headers.get("set-cookie")).toContain("maison-locale");
      expect(res.headers.get("content-security-policy")).toContain("'nonce-n0nce'");
      expect(await res.text()).toContain(`<script nonce="n0nce">${FLIGHT}</script>`);
    }
  });

  it("a page that is not a site view stays private whatever the framework said", async () => {
    const { base } = await serve();
    const res = await fetch(`${base}/cart`);
    expect(res.headers.get("cache-control")).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
    expect(res.headers.get("content-security-policy")).toContain("'nonce-");
  });

  it("answers a repeated site view from the front's copy, gzip when asked, until a revalidation drops its tag", async () => {
    const { base, seen } = await serve();
    await fetch(`${base}/make-up.html`).then((r) => r.text());
    const again = await fetch(`${base}/make-up.html`);
    expect(await again.text()).toBe(PAGE);
    expect(again.headers.get("age")).toBe("0");
    expect(again.headers.get("surrogate-key")).toContain("product:MTI=");
    const zipped = await fetch(`${base}/make-up.html`, { headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(await zipped.text()).toBe(PAGE);
    expect(seen.filter((s) => s === "GET /make-up.html")).toHaveLength(1);

    // Not for a query string or a cookie the server reads: those reach the framework.
    await fetch(`${base}/make-up.html?utm_source=x`).then((r) => r.text());
    await fetch(`${base}/make-up.html`, { headers: { cookie: "maison-currency=GBP" } }).then((r) => r.text());
    expect(seen.filter((s) => s.startsWith("GET /make-up.html"))).toHaveLength(3);

    const before = seen.length;
    await fetch(`${base}/make-up.html`).then((r) => r.text());
    expect(seen).toHaveLength(before);
    await fetch(`${base}/api/revalidate`, { method: "POST", body: "{}" }).then((r) => r.text());
    await fetch(`${base}/make-up.html`).then((r) => r.text());
    expect(seen.slice(before)).toEqual(["POST /api/revalidate", "GET /make-up.html"]);
  });
});
