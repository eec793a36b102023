import { request as httpRequest } from "node:http";
import type { Browser, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { clickHydrated, launchBrowser, recordCspViolations, shown, streamingSettled, viewports } from "./browser";

const base = inject("storefrontUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  { kind: "home", path: "" },
  { kind: "category", path: "/make-up.html" },
  { kind: "product", path: "/olivier-lindqvist-power-lipstick.html" },
  { kind: "cart", path: "/cart" },
  { kind: "search", path: "/search?keyword=bag" },
] as const;
const SITES = [
  { site: "gb", prefix: "" },
  { site: "cn", prefix: "/cn" },
] as const;

interface Watched {
  page: Page;
  /** Every Content-Security-Policy violation the page reported, as "directive blocked-uri". */
  violations: string[];
}

/** A page whose CSP violations are recorded from its first script on (the listener is installed by the browser tool). */
async function watchedPage(): Promise<Watched> {
  const context = await browser.newContext({ viewport: viewports.desktop });
  const page = await context.newPage();
  const violations = await recordCspViolations(page);
  return { page, violations };
}

function policyOf(response: Response | null): Map<string, string[]> {
  const header = response?.headers()["content-security-policy"] ?? "";
  return new Map(header.split(/;\s*/).filter(Boolean).map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)]));
}

/** React has hydrated the header: the search overlay opens on click. */
async function openSearchOverlay(page: Page): Promise<void> {
  await clickHydrated(shown(page, "search-toggle").first());
  await page.locator("#search-overlay").waitFor({ state: "visible", timeout: 20_000 });
}

describe.each(SITES)("security headers and CSP on $site", ({ prefix, site }) => {
  it.each(PAGES)("$kind: headers present, no violation, the page hydrates", async ({ kind, path }) => {
    const { page, violations } = await watchedPage();
    const response = await page.goto(`${base}${prefix}${path}`, { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    // Served over plain HTTP here: no HSTS.
    expect(headers["strict-transport-security"]).toBeUndefined();
    const policy = policyOf(response);
    const scriptSources = policy.get("script-src") ?? [];
    if (kind === "home" || kind === "category" || kind === "product") {
      // A first-time visitor gets the site view, which shared caches keep: its inline scripts are allowed by their
      // hashes, as no nonce can be fresh for every view of a kept page (ADR 019).
      expect(headers["cache-control"]).toMatch(/^public, /);
      expect(scriptSources.some((s) => s.startsWith("'nonce-"))).toBe(false);
      expect(scriptSources.filter((s) => s.startsWith("'sha256-")).length).toBeGreaterThan(0);
    } else {
      expect(headers["cache-control"]).toMatch(/^private, /);
      expect(scriptSources.filter((s) => s.startsWith("'nonce-"))).toHaveLength(1);
    }
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    // No tag manager or chat widget is configured for the suite, and cn never has them.
    expect(scriptSources.some((s) => s.includes("googletagmanager"))).toBe(false);

    await streamingSettled(page);
    await openSearchOverlay(page);
    expect(violations, `${site}${path}`).toEqual([]);
    await page.context().close();
  });

  it("adds a product from a category card: the page's scripts and actions run under the policy", async () => {
    const { page, violations } = await watchedPage();
    await page.goto(`${base}${prefix}/make-up.html`, { waitUntil: "load" });
    await streamingSettled(page);
    const reject = shown(page, "consent-reject");
    if (await reject.isVisible()) await reject.click();
    await clickHydrated(shown(page, "card-add-to-cart").first());
    await shown(page, "cart-badge").first().filter({ hasText: /^1$/ }).waitFor({ timeout: 20_000 });
    expect(violations).toEqual([]);
    // The cart id is the server's alone now (the badge moves before the backend has answered and the cookie is set).
    const cartCookie = async () => (await page.context().cookies()).find((c) => c.name === "maison-cart");
    await expect.poll(async () => (await cartCookie())?.httpOnly, { timeout: 20_000 }).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain("maison-cart");
    await page.context().close();
  });
});

describe.each([
  { who: "an anonymous visitor (hashes)", cookie: null, source: "'sha256-" },
  { who: "a shopper with a cart (nonce)", cookie: "maison-cart", source: "'nonce-" },
])("an inline script that reached the HTML without the nonce or a hash, for $who", ({ cookie, source }) => {
  it("does not run, while the page's own scripts do", async () => {
    const { page, violations } = await watchedPage();
    if (cookie) await page.context().addCookies([{ name: cookie, value: "deadcartdeadcartdeadcartdeadcart", url: base }]);
    // As if CMS content with a script had got past the sanitizer into the product description.
    await page.route(`${base}/olivier-lindqvist-power-lipstick.html`, async (route) => {
      const original = await route.fetch();
      const html = (await original.text()).replace("<main", "<script>window.__injected = true</script><main");
      await route.fulfill({ response: original, body: html });
    });
    const response = await page.goto(`${base}/olivier-lindqvist-power-lipstick.html`, { waitUntil: "load" });
    expect(policyOf(response).get("script-src")?.some((s) => s.startsWith(source))).toBe(true);
    await streamingSettled(page);
    await openSearchOverlay(page);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(violations.filter((v) => v.startsWith("script-src-elem inline"))).toHaveLength(1);
    await page.context().close();
  });
});

describe("hostile request targets", () => {
  it("answers a 7,000-key query with 414 and too many parameters with 400, before the framework parses them", async () => {
    // What each costs is measured by `npm run bench:front` (docs/benchmarks.md).
    const keys = Array.from({ length: 7_000 }, () => "a").join("&");
    expect((await fetch(`${base}/make-up.html?${keys}`)).status).toBe(414);
    const many = await fetch(`${base}/make-up.html?${Array.from({ length: 101 }, (_, i) => `f${i}=1`).join("&")}`);
    expect(many.status).toBe(400);
    const api = await fetch(`${base}/api/magento/cart?${keys}`, { method: "POST", body: "[]" });
    expect(api.status).toBe(414);
    expect(await api.json()).toEqual({ data: {}, errors: [{ message: expect.any(String) }] });
  });

  it("answers a page whose path does not decode with the shop's 404 page, and the API with a 400 in its error shape", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const [path, lang, heading] of [
      ["/make-up.html%ZZ", "en-GB", "Page not found"],
      ["/cn/make-up.html%FF", "zh-CN", "页面未找到"],
    ] as const) {
      const response = await page.goto(`${base}${path}`);
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()["content-security-policy"]).toContain("'nonce-");
      await shown(page, "not-found").waitFor();
      await page.getByRole("heading", { name: heading }).waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
    }
    await context.close();

    const api = await fetch(`${base}/api/magento/%ZZ`, { method: "POST", headers: { "content-type": "application/json" }, body: "[]" });
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ data: {}, errors: [{ message: expect.any(String) }] });
  });
});

describe("script responses", () => {
  it("are gzip'd even when small, immutable and nosniff, without request id or validators; documents keep the id", async () => {
    const document = await fetch(`${base}/olivier-lindqvist-power-lipstick.html`);
    expect(document.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const sources = [...(await document.text()).matchAll(/<script[^>]*\bsrc="(\/_next\/static\/[^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(5);
    for (const src of sources) {
      const script = await fetch(`${base}${src}`, { headers: { "accept-encoding": "gzip" } });
      expect(script.status, src).toBe(200);
      // Every script the page names is above the 256-byte threshold: each goes out gzip'd, the sub-1 KB ones too.
      expect(script.headers.get("content-encoding"), src).toBe("gzip");
      expect(script.headers.get("x-content-type-options"), src).toBe("nosniff");
      expect(script.headers.get("cache-control"), src).toBe("public, max-age=31536000, immutable");
      for (const name of ["x-request-id", "etag", "last-modified", "accept-ranges"]) expect(script.headers.get(name), `${name} on ${src}`).toBeNull();
      await script.arrayBuffer();
    }
  });

  it("go out in brotli to browsers that take it, once the front has made its copy, and smaller than gzip", async () => {
    const document = await fetch(`${base}/olivier-lindqvist-power-lipstick.html`);
    const sources = [...(await document.text()).matchAll(/<script[^>]*\bsrc="(\/_next\/static\/[^"]+)"/g)].map((m) => m[1]!);
    const chromium = { "accept-encoding": "gzip, deflate, br, zstd" };
    for (const src of sources) {
      await (await fetch(`${base}${src}`, { headers: chromium })).arrayBuffer();
      await expect.poll(async () => {
        const script = await fetch(`${base}${src}`, { headers: chromium });
        await script.arrayBuffer();
        return script.headers.get("content-encoding");
      }, { timeout: 10_000 }).toBe("br");
      const [br, gzip] = await Promise.all(
        [chromium, { "accept-encoding": "gzip" }].map((headers) => rawLength(`${base}${src}`, headers["accept-encoding"])),
      );
      expect(br, src).toBeLessThan(gzip!);
      const script = await fetch(`${base}${src}`, { headers: chromium });
      expect(script.headers.get("x-content-type-options"), src).toBe("nosniff");
      expect(script.headers.get("cache-control"), src).toBe("public, max-age=31536000, immutable");
      expect(script.headers.get("vary"), src).toBe("Accept-Encoding");
      expect(script.headers.get("x-request-id"), src).toBeNull();
      // What the browser runs is the file itself.
      expect((await script.text()).length, src).toBeGreaterThan(0);
    }
  });
});

/** The body's length as sent (fetch decodes it, so count it off a raw request). */
function rawLength(url: string, encodings: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { "accept-encoding": encodings } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve(bytes));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
