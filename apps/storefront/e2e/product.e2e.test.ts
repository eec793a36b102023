import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, screenshot, streamingSettled, shown } from "./browser";

const base = inject("storefrontUrl");
const shotsDir = inject("shotsDir");
let browser: Browser;

// Products of the deterministic demo catalogue: a lipstick in several shades (one sold out, 22 reviews on the
// default store), a fragrance whose sizes differ in price, and a dynamic-price bundle.
const SHADES = "/olivier-lindqvist-power-lipstick.html";
const SIZES = "/thaliere-pivoine-dore-eau-de-parfum.html";
const BUNDLE = "/hesore-the-age-defying-routine.html";

const sites = [
  { site: "gb", prefix: "", money: /£\s?\d/ },
  { site: "cn", prefix: "/cn", money: /£\s?\d/ },
  { site: "mex", prefix: "/mex", money: /\$\s?\d/ },
] as const;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function productPage(url: string, viewport: "desktop" | "mobile"): Promise<Page> {
  const page = await openPage(browser, url, viewport);
  await shown(page, "product-name").waitFor({ state: "visible", timeout: 60_000 });
  // The consent banner covers the lower half of a phone screen until answered.
  const reject = shown(page, "consent-reject");
  if (await reject.isVisible()) await reject.click();
  return page;
}

const mainImage = (page: Page) => shown(page, "gallery-main").getAttribute("src");

describe.each(sites)("product page on $site", ({ site, prefix, money }) => {
  it.each(["desktop", "mobile"] as const)("keeps a chosen shade in the URL, the image and the SKU (%s)", async (viewport) => {
    const page = await productPage(`${base}${prefix}${SHADES}`, viewport);
    expect(await shown(page, "product-price").innerText()).toMatch(money);
    expect(await shown(page, "swatch-disabled").count()).toBeGreaterThan(0);
    const before = { image: await mainImage(page), sku: await shown(page, "sku").innerText() };

    const swatch = shown(page, "swatch").nth(2);
    const value = await swatch.getAttribute("data-value");
    await swatch.click();
    await page.waitForURL(new RegExp(`[?&]color=${value}`), { timeout: 60_000 });
    await page.waitForFunction((sku) => [...document.querySelectorAll('[data-testid="sku"]')].find((e) => e.checkVisibility())?.textContent !== sku, before.sku, { timeout: 60_000 });
    const after = { image: await mainImage(page), sku: await shown(page, "sku").innerText() };
    expect(after.image).not.toBe(before.image);
    expect(after.sku).not.toBe(before.sku);
    expect(await shown(page, "product-price").innerText()).toMatch(money);
    await screenshot(page, shotsDir, `product-${site}-${viewport}`);

    await page.reload({ waitUntil: "load" });
    // With the shade in the URL, the page is rendered for the shopper and streams in (ADR 010).
    await streamingSettled(page);
    await shown(page, "product-name").waitFor({ state: "visible" });
    expect(await shown(page, "sku").innerText()).toBe(after.sku);
    expect(await mainImage(page)).toBe(after.image);
    expect(await page.locator(`[data-testid="swatch"][data-value="${value}"]:visible`).getAttribute("aria-current")).toBe("true");
    await page.context().close();
  });

  it("changes the price with the size and requires a choice before adding", async () => {
    const page = await productPage(`${base}${prefix}${SIZES}`, "desktop");
    await shown(page, "add-to-cart").click();
    expect(await shown(page, "cart-message").innerText()).not.toBe("");
    const from = await shown(page, "product-price").innerText();
    const sizes = shown(page, "swatch");
    const largest = sizes.nth((await sizes.count()) - 1);
    await largest.click();
    await page.waitForURL(/[?&]size=\d+/, { timeout: 60_000 });
    await page.waitForFunction((p) => [...document.querySelectorAll('[data-testid="product-price"]')].find((e) => e.checkVisibility())?.textContent !== p, from, { timeout: 60_000 });
    expect(await shown(page, "product-price").innerText()).toMatch(money);
    await page.context().close();
  });

  it("shows a bundle's computed total, which follows the choices", async () => {
    const page = await productPage(`${base}${prefix}${BUNDLE}`, site === "gb" ? "mobile" : "desktop");
    const total = shown(page, "bundle-total");
    const first = await total.innerText();
    expect(first).toMatch(money);
    expect(Number(first.replace(/[^\d.]/g, ""))).toBeGreaterThan(0);
    // Until hydration a click only moves the native radio, so keep choosing until the total follows.
    const radios = page.locator('[data-testid="bundle"]:visible input[type="radio"]:not(:disabled)');
    await expect
      .poll(
        async () => {
          // A click on the element itself: at phone width the consent banner may cover a radio near the bottom.
          for (const radio of await radios.all()) if (!(await radio.isChecked())) await radio.evaluate((el: HTMLInputElement) => el.click());
          return total.innerText();
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .not.toBe(first);
    await screenshot(page, shotsDir, `bundle-${site}`);
    await page.context().close();
  });
});

describe("product reviews", () => {
  it.each(["", "/cn"])("pages to the second page of reviews (%s)", async (prefix) => {
    const page = await productPage(`${base}${prefix}${SHADES}`, "desktop");
    expect(await shown(page, "rating-summary").innerText()).toMatch(/\d\.\d/);
    expect(await shown(page, "review-list").getAttribute("data-page")).toBe("1");
    await shown(page, "reviews-next").click();
    await page.waitForURL(/[?&]reviews=2/, { timeout: 60_000 });
    await page.locator('[data-testid="review-list"][data-page="2"]:visible').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-testid="review-list"]:visible > li').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it("publishes structured data and a canonical URL", async () => {
    const page = await productPage(`${base}${SHADES}?color=1`, "desktop");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.flatMap((text) => [JSON.parse(text)].flat().map((x: { "@type": string }) => x["@type"]));
    expect(types).toEqual(expect.arrayContaining(["Product", "BreadcrumbList"]));
    // Backend meta titles already name the shop: the layout's template must not add a second suffix.
    const title = await page.title();
    expect(title).toMatch(/^Power Lipstick \| .+ \| Maison$/);
    expect(title.match(/\| Maison/g)).toHaveLength(1);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/olivier-lindqvist-power-lipstick\.html$/);
    expect(await page.locator('link[rel="alternate"][hreflang="zh-CN"]').getAttribute("href")).toMatch(/\/cn\/olivier-lindqvist-power-lipstick\.html$/);
    await page.context().close();
  });
});
