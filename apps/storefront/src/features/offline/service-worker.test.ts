import { runInNewContext } from "node:vm";
import { beforeEach, describe, expect, it } from "vitest";
import { IMAGE_LIMIT, type OfflineTexts, PAGE_LIMIT, serviceWorkerSource } from "./service-worker";

const ORIGIN = "https://shop.example";
const texts = (site: string): OfflineTexts => ({
  title: `${site} offline`, needsConnection: `${site} needs a connection`, notSaved: `${site} not saved`, retry: `${site} retry`, home: `${site} home`,
});
const SITES = { "": { lang: "en-GB", texts: texts("gb") }, "/cn": { lang: "zh-CN", texts: texts("cn") } };

/** A Cache Storage that keeps entries in insertion order, as browsers list them. */
class FakeCache {
  entries = new Map<string, Response>();
  async match(key: Request | string) {
    const hit = this.entries.get(typeof key === "string" ? key : key.url);
    return hit?.clone();
  }
  async put(key: Request | string, response: Response) {
    const url = typeof key === "string" ? key : key.url;
    this.entries.delete(url);
    this.entries.set(url, response);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(key: Request | string) {
    return this.entries.delete(typeof key === "string" ? key : key.url);
  }
}

interface Answer {
  status: number;
  ok: boolean;
  text(): Promise<string>;
}

interface Worker {
  caches: Map<string, FakeCache>;
  /** What the worker answers, read at once as the page does, or null when it leaves the request to the browser. */
  fetch(url: string, init?: { method?: string; mode?: string }): Promise<Answer | null>;
  activate(): Promise<void>;
  online: boolean;
  network: string[];
}

function startWorker(defaultPrefix = ""): Worker {
  const listeners: Record<string, (event: unknown) => void> = {};
  const caches = new Map<string, FakeCache>();
  const worker: Worker = {
    caches,
    online: true,
    network: [],
    async fetch(url, init = {}) {
      const request = new Request(new URL(url, ORIGIN), { method: init.method ?? "GET" });
      Object.defineProperty(request, "mode", { value: init.mode ?? "cors" });
      let answer = null as Promise<Response> | null;
      const pending: Promise<unknown>[] = [];
      listeners.fetch!({ request, respondWith: (p: Promise<Response>) => (answer = p), waitUntil: (p: Promise<unknown>) => pending.push(p) });
      const response = answer ? await answer : null;
      // The page reads its response straight away: a copy the worker takes any later fails, as in a browser.
      const body = response ? await response.text() : "";
      await Promise.all(pending);
      return response && { status: response.status, ok: response.ok, text: async () => body };
    },
    async activate() {
      let done: Promise<unknown> = Promise.resolve();
      listeners.activate!({ waitUntil: (p: Promise<unknown>) => (done = p) });
      await done;
    },
  };
  const network = async (request: Request) => {
    if (!worker.online) throw new TypeError("Failed to fetch");
    worker.network.push(new URL(request.url).pathname);
    const response = new Response(`body of ${request.url}`, { status: 200 });
    Object.defineProperty(response, "type", { value: "basic" });
    return response;
  };
  runInNewContext(serviceWorkerSource({ sites: SITES, defaultPrefix }), {
    self: {
      location: { origin: ORIGIN },
      addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] = fn),
      skipWaiting: () => {},
      clients: { claim: async () => {} },
    },
    caches: {
      // Opening a cache is I/O in a browser: it completes after the page has its response.
      open: async (name: string) => {
        await new Promise((resolve) => setTimeout(resolve, 0));
        return caches.get(name) ?? caches.set(name, new FakeCache()).get(name)!;
      },
      keys: async () => [...caches.keys()],
      delete: async (name: string) => caches.delete(name),
    },
    fetch: network,
    URL, Response, Promise, String, Math, setTimeout,
  });
  return worker;
}

let w: Worker;
beforeEach(() => {
  w = startWorker();
});

describe("the offline script", () => {
  it("keeps a visited catalogue page and shows it offline", async () => {
    const online = await w.fetch("/make-up/lipstick.html", { mode: "navigate" });
    expect(await online!.text()).toBe(`body of ${ORIGIN}/make-up/lipstick.html`);
    w.online = false;
    const offline = await w.fetch("/make-up/lipstick.html", { mode: "navigate" });
    expect(offline!.status).toBe(200);
    expect(await offline!.text()).toBe(`body of ${ORIGIN}/make-up/lipstick.html`);
  });

  it("never keeps the cart, account, checkout, sign-in, wish list or payment pages, and says they need a connection", async () => {
    const personal = ["/cart", "/cn/cart", "/account/orders", "/checkout/shipping", "/user/signin", "/wish", "/thank-you", "/pay-result?x=1"];
    for (const path of personal) await w.fetch(path, { mode: "navigate" });
    expect([...(w.caches.get("maison-pages-v1")?.entries.keys() ?? [])]).toEqual([]);
    w.online = false;
    const cart = await w.fetch("/cart", { mode: "navigate" });
    expect(cart!.status).toBe(503);
    const html = await cart!.text();
    expect(html).toContain("gb needs a connection");
    expect(html).toContain('lang="en-GB"');
    expect(await (await w.fetch("/cn/cart", { mode: "navigate" }))!.text()).toContain("cn needs a connection");
  });

  it("shows the offline page in the site's language for a page never visited", async () => {
    w.online = false;
    const html = await (await w.fetch("/cn/skincare.html?page=2", { mode: "navigate" }))!.text();
    expect(html).toContain("cn not saved");
    expect(html).toContain('href="/cn/skincare.html?page=2"');
    expect(html).toContain('href="/cn"');
  });

  it("uses the host's own site for pages without a prefix", async () => {
    const cnDomain = startWorker("/cn");
    cnDomain.online = false;
    const html = await (await cnDomain.fetch("/cart", { mode: "navigate" }))!.text();
    expect(html).toContain("cn needs a connection");
    expect(html).toContain('href="/"');
  });

  it("leaves API calls, server actions, the router's data requests and other origins to the network", async () => {
    expect(await w.fetch("/api/magento/cart", { method: "POST" })).toBeNull();
    expect(await w.fetch("/api/magento/products")).toBeNull();
    expect(await w.fetch("/make-up.html", { method: "POST" })).toBeNull();
    expect(await w.fetch("/make-up.html?_rsc=abc")).toBeNull();
    expect(await w.fetch("https://cdn.example/picture.jpg")).toBeNull();
  });

  it("serves hashed static files and pictures from its cache first", async () => {
    await w.fetch("/_next/static/chunks/app.js");
    await w.fetch("/_next/image?url=%2Fmedia%2Fa.jpg&w=640&q=75");
    w.online = false;
    expect(await (await w.fetch("/_next/static/chunks/app.js"))!.text()).toContain("/_next/static/chunks/app.js");
    expect((await w.fetch("/_next/image?url=%2Fmedia%2Fa.jpg&w=640&q=75"))!.ok).toBe(true);
    expect(w.network).toEqual(["/_next/static/chunks/app.js", "/_next/image"]);
  });

  it("keeps at most its limit of pages and pictures, dropping the oldest", async () => {
    for (let i = 0; i <= PAGE_LIMIT; i++) await w.fetch(`/p${i}.html`, { mode: "navigate" });
    const pages = [...w.caches.get("maison-pages-v1")!.entries.keys()];
    expect(pages).toHaveLength(PAGE_LIMIT);
    expect(pages[0]).toBe(`${ORIGIN}/p1.html`);
    for (let i = 0; i <= IMAGE_LIMIT; i++) await w.fetch(`/_next/image?url=${i}&w=64&q=75`);
    expect(w.caches.get("maison-images-v1")!.entries.size).toBe(IMAGE_LIMIT);
  });

  it("drops the caches of an older version when it takes over", async () => {
    w.caches.set("maison-pages-v0", new FakeCache());
    w.caches.set("other-app", new FakeCache());
    await w.fetch("/p.html", { mode: "navigate" });
    await w.activate();
    expect([...w.caches.keys()].sort()).toEqual(["maison-pages-v1", "other-app"]);
  });
});
