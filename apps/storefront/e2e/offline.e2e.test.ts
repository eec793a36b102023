/**
 * The offline script (spec §1, /sw.js) in Chromium's offline mode: a product page visited once opens without a
 * connection, and the cart says it needs one.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, screenshot } from "./browser";

const base = inject("storefrontUrl");
const shotsDir = inject("shotsDir");
const PRODUCT = "/olivier-lindqvist-power-lipstick.html";

describe("/sw.js over HTTP", () => {
  it("is a script that is never kept by a shared cache", async () => {
    const response = await fetch(`${base}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const source = await response.text();
    expect(source).toContain('addEventListener("fetch"');
    expect(source).toContain("购物袋、账户和结账需要网络连接");
  });
});

describe.each([
  ["gb", "", "Your shopping bag, account and checkout need an internet connection."],
  ["cn", "/cn", "购物袋、账户和结账需要网络连接。"],
])("offline on %s", (site, prefix, needsConnection) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("opens a visited product page without a connection, and the cart says it needs one", async () => {
    const page = await openPage(browser, `${base}${prefix}${PRODUCT}`, site === "gb" ? "desktop" : "mobile");
    // The worker takes over the open page (clients.claim); the next load of the page goes through it and is kept.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
    await page.reload({ waitUntil: "load" });
    const name = (await page.locator("h1").first().textContent())?.trim();
    expect(name).toBeTruthy();
    await page.goto(`${base}${prefix}/cart`, { waitUntil: "load" });

    await page.context().setOffline(true);
    await page.goto(`${base}${prefix}${PRODUCT}`, { waitUntil: "load" });
    await expect.poll(() => page.locator("h1").first().textContent()).toContain(name!);
    await screenshot(page, shotsDir, `offline-${site}-product`);

    await page.goto(`${base}${prefix}/cart`, { waitUntil: "load" });
    expect(await page.locator("main p").textContent()).toContain(needsConnection);
    expect(await page.title()).toBe(site === "gb" ? "You are offline" : "您已离线");
    await screenshot(page, shotsDir, `offline-${site}-cart`);
    await page.context().setOffline(false);
    await page.context().close();
  });
});
