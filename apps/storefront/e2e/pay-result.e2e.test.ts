/**
 * The payment result page (spec §2.3, §2.4): paths containing /pay-result are sent to it once, keeping the site, and
 * the page itself answers without a redirect.
 */
import { get as httpGet } from "node:http";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, screenshot, shown } from "./browser";

const base = inject("storefrontUrl");
const shotsDir = inject("shotsDir");

const get = (path: string) => fetch(`${base}${path}`, { redirect: "manual", headers: { "sec-fetch-dest": "document" } });

describe("/pay-result over HTTP", () => {
  it.each(["/pay-result", "/cn/pay-result", "/us/pay-result", "/mex/pay-result", "/pay-result?payment_intent=pi_1"])(
    "%s answers 200 without a redirect",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("location")).toBeNull();
      expect(await response.text()).toContain('data-testid="pay-result"');
    },
  );

  it.each([
    ["/checkout/pay-result/x", "/pay-result"],
    ["/cn/checkout/pay-result/x", "/cn/pay-result"],
    ["/mex/pay-result/done", "/mex/pay-result"],
    ["/pay-result%3Fpayment_intent%3Dpi_1", "/pay-result"],
    ["/us/checkout/pay-result?payment_intent=pi_1", "/us/pay-result?payment_intent=pi_1"],
  ])("%s redirects once, to %s", async (path, target) => {
    const first = await rawGet(path);
    expect(first.status).toBe(307);
    expect(first.locations).toHaveLength(1);
    const location = new URL(first.locations[0]!, base);
    expect(`${location.pathname}${location.search}`).toBe(target);
    const second = await rawGet(target);
    expect(second.status).toBe(200);
    expect(second.locations).toEqual([]);
  });
});

/** Status and every Location header as sent (fetch would join repeated headers into one value). */
function rawGet(path: string): Promise<{ status: number; locations: string[] }> {
  return new Promise((resolve, reject) => {
    const req = httpGet(`${base}${path}`, { headers: { "sec-fetch-dest": "document" } }, (res) => {
      const locations: string[] = [];
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        if (res.rawHeaders[i]!.toLowerCase() === "location") locations.push(res.rawHeaders[i + 1]!);
      }
      res.resume();
      resolve({ status: res.statusCode ?? 0, locations });
    });
    req.on("error", reject);
  });
}

describe("/pay-result in a browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(["desktop", "mobile"] as const)("says the result is being checked and leads back to the bag on cn (%s)", async (viewport) => {
    const page = await openPage(browser, `${base}/cn/pay-result`, viewport);
    const section = shown(page, "pay-result");
    expect(await section.locator("h1").innerText()).toBe("支付结果");
    expect(await section.locator("a").getAttribute("href")).toBe("/cn/cart");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, shotsDir, `pay-result-cn-${viewport}`);
    await page.context().close();
  });
});
