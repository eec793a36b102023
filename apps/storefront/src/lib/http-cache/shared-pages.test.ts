import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { noteCatalogRead } from "@/lib/commerce/render-record";
import { secureRequestListener } from "@/lib/security/request-listener";
import { trustedScripts } from "@/lib/security/trusted-scripts";
import { sharedPages, type SharedPagesOptions } from "./shared-pages";
import { SITE_VIEW_HEADER } from "./site-view-headers";

const FLIGHT = 'self.__next_f.push([1,"x"])';
const PAGE = `<!DOCTYPE html><html><head><script>${FLIGHT}</script></head><body><p>Make-up</p><script>alert(1)</script></body></html>`;
const sha = (text: string) => createHash("sha256").update(text).digest("base64");
const PRIVATE = "private, no-cache, no-store, max-age=0, must-revalidate";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/**
 * The front over a stand-in for Next: a site view (marked as the proxy marks it) at /make-up.html, whose catalogue
 * reads are recorded as lib/commerce/server.ts records them, and a cart page. `revalidated`: tags a revalidation
 * reached, with its time.
 */
async function serve(options: Partial<SharedPagesOptions> & { nextCache?: string; failRead?: boolean } = {}) {
  const seen: string[] = [];
  const revalidated = new Map<string, number>();
  const shared = sharedPages({
    budgetBytes: 1 << 20,
    revalidatedSince: (tags, since) => tags.some((tag) => (revalidated.get(tag) ?? 0) > since),
    pageTags: (path) => (path === "/en-GB/__site/make-up.html" ? ["_N_T_/en-GB/__site/make-up.html", "category:MjA="] : []),
    ...options,
  });
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    seen.push(`${req.method} ${req.url}`);
    if (req.url?.startsWith("/make-up.html")) {
      noteCatalogRead(["catalog-all", "product:MTI="], options.failRead ?? false);
      res.setHeader(SITE_VIEW_HEADER, "/en-GB/__site/make-up.html");
      if (options.nextCache) res.setHeader("x-nextjs-cache", options.nextCache);
    }
    res.setHeader("Set-Cookie", "maison-locale=en-GB; Path=/");
    // As Next does with the cookies its proxy sets: the request's own header gains them.
    req.headers.cookie = [req.headers.cookie, "maison-locale=en-GB"].filter(Boolean).join("; ");
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
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, { headers });
    return { res, text: await res.text() };
  };
  const renders = () => seen.filter((s) => s.startsWith("GET /make-up.html")).length;
  return { base, get, renders, revalidated, shared };
}

describe("pages shared caches keep", () => {
  it("a site view for an anonymous shopper is public, tagged, cookie-free, and its scripts allowed by hash", async () => {
    const { get } = await serve();
    const { res, text } = await get("/make-up.html");
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(res.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    // The reads of this render and the tags Next keeps the page under; not Next's own path tags.
    expect(res.headers.get("surrogate-key")).toBe("catalog-all category:MjA= product:MTI=");
    expect(res.headers.get("cache-tag")).toBe("catalog-all,category:MjA=,product:MTI=");
    expect(res.headers.get("set-cookie")).toBeNull();
    // Only the framework's script, not the one that does not belong, and no nonce.
    expect(res.headers.get("content-security-policy")).toBe(`script-src 'self' 'sha256-${sha(FLIGHT)}'`);
    expect(res.headers.get("x-storefront-cache")).toBe("MISS");
    expect(text).toBe(PAGE);
  });

  it("the same page for a shopper with a cart, a token, a store or a currency is private, with its nonce and cookies", async () => {
    const { get } = await serve();
    for (const cookie of ["maison-cart=abc", "maison-customer=t0ken", "maison-store=default", "maison-currency=EUR"]) {
      const { res, text } = await get("/make-up.html", { cookie: `maison-cookie-consent=all; ${cookie}` });
      expect(res.headers.get("cache-control"), cookie).toBe(PRIVATE);
      expect(res.headers.get("surrogate-key")).toBeNull();
      expect(res.headers.get("set-cookie")).toContain("maison-locale");
      expect(res.headers.get("content-security-policy")).toContain("'nonce-n0nce'");
      expect(text).toContain(`<script nonce="n0nce">${FLIGHT}</script>`);
      expect(text).toContain("<script>alert(1)</script>");
    }
  });

  it("a page that is not a site view stays private whatever the framework said", async () => {
    const { get } = await serve();
    const { res } = await get("/cart");
    expect(res.headers.get("cache-control")).toBe(PRIVATE);
    expect(res.headers.get("content-security-policy")).toContain("'nonce-");
  });

  it("a site view rendered while a catalogue read failed is private and not kept", async () => {
    const { get, renders } = await serve({ failRead: true });
    for (let i = 0; i < 2; i++) {
      const { res, text } = await get("/make-up.html");
      expect(res.headers.get("cache-control")).toBe(PRIVATE);
      expect(res.headers.get("content-security-policy")).toContain("'nonce-n0nce'");
      expect(text).toContain(`<script nonce="n0nce">`);
    }
    expect(renders()).toBe(2);
  });

  it("renders a page without a copy once for the requests that come in meanwhile, which get its copy", async () => {
    const { get, renders } = await serve();
    const answers = await Promise.all(Array.from({ length: 6 }, () => get("/make-up.html")));
    expect(renders()).toBe(1);
    expect(answers.map((a) => a.res.headers.get("x-storefront-cache")).sort()).toEqual(["HIT", "HIT", "HIT", "HIT", "HIT", "MISS"]);
    for (const a of answers) expect(a.text).toBe(PAGE);
  });

  it("answers an expired copy while one request renders the page again, then the new copy", async () => {
    let clock = 1_000_000;
    const { get, renders } = await serve({ now: () => clock });
    await get("/make-up.html");
    clock += 61_000;
    const answers = await Promise.all(Array.from({ length: 4 }, () => get("/make-up.html")));
    expect(renders()).toBe(2);
    expect(answers.map((a) => a.res.headers.get("x-storefront-cache")).sort()).toEqual(["MISS", "STALE", "STALE", "STALE"]);
    for (const a of answers.filter((a) => a.res.headers.get("x-storefront-cache") === "STALE")) {
      expect(a.res.headers.get("age")).toBe("61");
      expect(a.text).toBe(PAGE);
    }
    expect((await get("/make-up.html")).res.headers.get("x-storefront-cache")).toBe("HIT");
    // Past stale-while-revalidate nothing old is answered: the requests wait for the render instead.
    clock += 361_000;
    const late = await Promise.all(Array.from({ length: 3 }, () => get("/make-up.html")));
    expect(late.map((a) => a.res.headers.get("x-storefront-cache")).sort()).toEqual(["HIT", "HIT", "MISS"]);
    expect(renders()).toBe(3);
  });

  it("sends the requests that waited to Next when the render they waited for left no copy", async () => {
    const { get, renders } = await serve({ failRead: true });
    const answers = await Promise.all(Array.from({ length: 3 }, () => get("/make-up.html")));
    expect(renders()).toBe(3);
    for (const a of answers) expect(a.res.headers.get("cache-control")).toBe(PRIVATE);
  });

  it("Next's stale copy (answered while it renders the page again) is private and not kept", async () => {
    const { get, renders } = await serve({ nextCache: "STALE" });
    expect((await get("/make-up.html")).res.headers.get("cache-control")).toBe(PRIVATE);
    await get("/make-up.html");
    expect(renders()).toBe(2);
  });

  it("answers a repeated site view from the front's copy, gzip when asked, and only documents without a query", async () => {
    const { base, get, renders } = await serve();
    await get("/make-up.html");
    const again = await get("/make-up.html", { cookie: "maison-cookie-consent=all; _ga=GA1.1.1", "x-request-id": "lb-req-0001" });
    expect(again.text).toBe(PAGE);
    expect(again.res.headers.get("x-storefront-cache")).toBe("HIT");
    // The request's own id (start.ts gives every request one), never the id of the render the copy came from.
    expect(again.res.headers.get("x-request-id")).toBe("lb-req-0001");
    expect(again.res.headers.get("age")).toBe("0");
    expect(again.res.headers.get("surrogate-key")).toContain("product:MTI=");
    expect(again.res.headers.get("content-security-policy")).toBe(`script-src 'self' 'sha256-${sha(FLIGHT)}'`);
    expect(again.res.headers.get("set-cookie")).toBeNull();
    const zipped = await fetch(`${base}/make-up.html`, { headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(await zipped.text()).toBe(PAGE);
    expect(renders()).toBe(1);

    await get("/make-up.html?utm_source=x");
    await get("/make-up.html", { cookie: "maison-currency=GBP" });
    await get("/make-up.html", { rsc: "1" });
    expect(renders()).toBe(4);
  });

  it("leaves a response that changes a returning shopper's cookies private, with them; a first visit's are dropped", async () => {
    const { get } = await serve();
    const first = await get("/make-up.html");
    expect(first.res.headers.get("cache-control")).toMatch(/^public/);
    expect(first.res.headers.get("set-cookie")).toBeNull();
    // Coming from another site: the proxy resets the site's cookies (the stand-in sets one on every answer).
    const switched = await get("/make-up.html?from=us", { cookie: "maison-locale=en-US; i18n_loc=en-US" });
    expect(switched.res.headers.get("cache-control")).toBe(PRIVATE);
    expect(switched.res.headers.get("set-cookie")).toContain("maison-locale");
    // A first visit that brought only consent or analytics cookies: its site cookies are everyone's.
    const consented = await get("/make-up.html?utm_source=mail", { cookie: "maison-cookie-consent=analytics%3A0; _ga=GA1.1.2" });
    expect(consented.res.headers.get("cache-control")).toMatch(/^public/);
    expect(consented.res.headers.get("set-cookie")).toBeNull();
  });

  it("answers from a copy only a shopper whose site cookies, if any, name the page's site", async () => {
    const { get, renders } = await serve({ siteLocaleOf: () => "en-GB" });
    await get("/make-up.html");
    expect((await get("/make-up.html", { cookie: "maison-locale=en-GB; i18n_loc=en-GB" })).res.headers.get("x-storefront-cache")).toBe("HIT");
    expect((await get("/make-up.html", { cookie: "maison-locale=en-US; i18n_loc=en-US" })).res.headers.get("x-storefront-cache")).toBeNull();
    expect(renders()).toBe(2);
  });

  it("keeps one copy per forwarded host and one for crawlers, which no shared cache may keep", async () => {
    const { get, renders } = await serve();
    await get("/make-up.html");
    await get("/make-up.html", { "x-forwarded-host": "www.example.mx" });
    const crawled = await get("/make-up.html", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    expect(crawled.res.headers.get("cache-control")).toBe(PRIVATE);
    expect(crawled.res.headers.get("surrogate-key")).toBeNull();
    expect(crawled.res.headers.get("cache-tag")).toBeNull();
    expect(renders()).toBe(3);
    expect((await get("/make-up.html", { "x-forwarded-host": "www.example.mx" })).res.headers.get("x-storefront-cache")).toBe("HIT");
    const again = await get("/make-up.html", { "user-agent": "Googlebot/2.1" });
    expect(again.res.headers.get("x-storefront-cache")).toBe("HIT");
    expect(again.res.headers.get("cache-control")).toBe(PRIVATE);
    expect((await get("/make-up.html")).res.headers.get("cache-control")).toMatch(/^public/);
    expect(renders()).toBe(3);
  });

  it("drops a copy once one of its tags was revalidated after its render; the renders just after are private", async () => {
    let clock = 1_000_000;
    const { get, renders, revalidated } = await serve({ now: () => clock });
    await get("/make-up.html");
    expect((await get("/make-up.html")).res.headers.get("x-storefront-cache")).toBe("HIT");
    expect(renders()).toBe(1);
    revalidated.set("category:MjA=", clock + 1);
    clock += 2;
    // Rendered again, and for a while only for the one who asked: its reads may still be the replaced answers.
    for (const round of [1, 2]) {
      const after = await get("/make-up.html");
      expect(after.res.headers.get("x-storefront-cache"), `round ${round}`).toBeNull();
      expect(after.res.headers.get("cache-control")).toBe(PRIVATE);
      expect(after.res.headers.get("content-security-policy")).toContain("'nonce-");
    }
    expect(renders()).toBe(3);
    clock += 10_000;
    expect((await get("/make-up.html")).res.headers.get("x-storefront-cache")).toBe("MISS");
    expect((await get("/make-up.html")).res.headers.get("x-storefront-cache")).toBe("HIT");
    // A revalidation of a tag the page does not carry leaves the copy alone.
    revalidated.set("product:OTk=", clock + 1);
    clock += 2;
    expect((await get("/make-up.html")).res.headers.get("x-storefront-cache")).toBe("HIT");
    expect(renders()).toBe(4);
  });

  it("reads other instances' revalidations at most once per interval, before answering from a copy", async () => {
    let clock = 1_000_000;
    let syncs = 0;
    const { get, renders, revalidated } = await serve({
      now: () => clock,
      syncEveryMs: 250,
      syncTags: async () => {
        syncs += 1;
      },
    });
    await get("/make-up.html");
    await get("/make-up.html");
    await get("/make-up.html");
    expect(syncs).toBe(1);
    clock += 251;
    // Another instance's revalidation, learnt by this sync: the copy is not answered.
    revalidated.set("product:MTI=", clock - 1);
    expect((await get("/make-up.html")).res.headers.get("x-storefront-cache")).not.toBe("HIT");
    expect(syncs).toBe(2);
    expect(renders()).toBe(2);
  });

  it("keeps nothing with a budget of 0", async () => {
    const { get, renders } = await serve({ budgetBytes: 0 });
    await get("/make-up.html");
    const second = await get("/make-up.html");
    expect(second.res.headers.get("cache-control")).toContain("public");
    expect(renders()).toBe(2);
  });
});
