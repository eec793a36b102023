import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { clickHydrated, launchBrowser, shown, streamingSettled, viewports } from "./browser";

// Pages shared caches keep (docs/adr/018): what a CDN in front sees, and what no shared cache may keep.
const base = inject("storefrontUrl");
const revalidateSecret = inject("revalidateSecret");

const NOT_SHARED = "private, no-cache, no-store, max-age=0, must-revalidate";
/** The category page's HTML budget for 12 products, uncompressed (issue #20). */
const CATEGORY_HTML_BUDGET = 150 * 1024;

/** A first-time visitor's page load: no cookies, no compression (as a CDN fetching from the shop sees it). */
async function load(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}${path}`, { headers: { "accept-encoding": "identity", "sec-fetch-dest": "document", ...headers }, redirect: "manual" });
}

/** Until the catalogue's first render is done and kept (the first visit of a URL renders it). */
async function warm(path: string): Promise<void> {
  for (let i = 0; i < 2; i++) await load(path).then((r) => r.arrayBuffer());
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the site view of a catalogue page", () => {
  it.each([
    ["home", "/", null],
    ["category", "/make-up.html", "category:"],
    ["product", "/olivier-lindqvist-power-lipstick.html", "product:"],
    ["category on cn", "/cn/make-up.html", "category:"],
  ] as const)("%s: public for shared caches, tagged for purges, no cookies, scripts allowed by hash", async (_, path, tag) => {
    await warm(path);
    const res = await load(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(res.headers.get("vary")).toMatch(/\bCookie\b/);
    expect(res.headers.get("set-cookie")).toBeNull();
    const keys = res.headers.get("surrogate-key")?.split(" ") ?? [];
    expect(keys).toContain("catalog-all");
    if (tag) expect(keys.some((k) => k.startsWith(tag))).toBe(true);
    expect(res.headers.get("cache-tag")?.split(",")).toEqual(keys);
    const policy = res.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toContain("'nonce-");
    expect(policy).not.toContain("'unsafe-inline' 'sha256");
    await res.arrayBuffer();
  });

  it("weighs at most 150 KB of HTML on a category page of 12 products", async () => {
    await warm("/make-up.html");
    const html = await (await load("/make-up.html")).text();
    expect(html.match(/data-testid="product-card"/g)).toHaveLength(12);
    expect(Buffer.byteLength(html), `category HTML is ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(
      CATEGORY_HTML_BUDGET,
    );
  });

  it("is never shared with a shopper who has a cart or is signed in", async () => {
    await warm("/make-up.html");
    for (const cookie of ["maison-cart=someone-elses-cart", "maison-customer=some-token"]) {
      const res = await load("/make-up.html", { cookie });
      expect(res.headers.get("cache-control"), cookie).toBe(NOT_SHARED);
      expect(res.headers.get("surrogate-key")).toBeNull();
      expect(res.headers.get("vary")).toMatch(/\bCookie\b/);
      await res.arrayBuffer();
    }
  });

  it("drops the front's copy when the revalidation endpoint drops one of its tags", async ({ skip }) => {
    if (!revalidateSecret) skip();
    await warm("/make-up.html");
    const kept = await load("/make-up.html");
    expect(kept.headers.get("age")).not.toBeNull();
    const product = kept.headers.get("surrogate-key")?.split(" ").find((k) => k.startsWith("product:"));
    await kept.arrayBuffer();
    const answer = await fetch(`${base}/api/revalidate`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-revalidate-secret": revalidateSecret! },
      body: JSON.stringify({ tags: [product] }),
    });
    expect(answer.status).toBe(200);
    const fresh = await load("/make-up.html");
    expect(fresh.status).toBe(200);
    // Rendered by the framework again, not replayed from the front's copy.
    expect(fresh.headers.get("age")).toBeNull();
    await fresh.arrayBuffer();
  });
});

describe("pages about the shopper", () => {
  it.each(["/cart", "/wish", "/user/signin", "/account/overview", "/search?keyword=bag", "/make-up.html?sort=name_ASC", "/cn/cart"])(
    "%s stays private and out of shared caches",
    async (path) => {
      const res = await load(path, { cookie: "maison-customer=some-token; maison-cart=some-cart" });
      expect(res.headers.get("cache-control"), path).toMatch(/no-store/);
      expect(res.headers.get("cache-control")).not.toMatch(/public|s-maxage/);
      expect(res.headers.get("surrogate-key")).toBeNull();
      await res.arrayBuffer();
      const anonymous = await load(path);
      expect(anonymous.headers.get("cache-control"), `${path} without cookies`).toMatch(/no-store/);
      expect(anonymous.headers.get("cache-control")).not.toMatch(/public|s-maxage/);
      await anonymous.arrayBuffer();
    },
  );
});

describe("the shopper's parts of a shared page", () => {
  it("arrive with a request of their own: the bag count after an add, and the cookies a first visit records", async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    const response = await page.goto(`${base}/make-up.html`, { waitUntil: "load" });
    expect(response?.headers()["cache-control"]).toMatch(/^public/);
    await streamingSettled(page);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "maison-locale")?.value, { timeout: 20_000 }).toBe("en-GB");
    const reject = shown(page, "consent-reject");
    if (await reject.isVisible()) await reject.click();
    await clickHydrated(shown(page, "card-add-to-cart").first());
    await shown(page, "cart-badge").first().filter({ hasText: /^1$/ }).waitFor({ timeout: 20_000 });
    // The badge moves before the backend has answered; the cart's cookie follows.
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === "maison-cart"), { timeout: 20_000 }).toBe(true);
    // A reload is the same page, now private; the badge comes from the shopper's own request.
    const again = await page.reload({ waitUntil: "load" });
    expect(again?.headers()["cache-control"]).toBe(NOT_SHARED);
    await shown(page, "cart-badge").first().filter({ hasText: /^1$/ }).waitFor({ timeout: 20_000 });
    await context.close();
  });
});
