import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { busiestOption, isHydrated, launchBrowser, openPage, screenshot, streamingSettled, shown } from "./browser";

const base = inject("storefrontUrl");
const shotsDir = inject("shotsDir");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// A seeded category with several pages of products, and a lipstick sold in shades.
const DEPARTMENT = "/accessories.html";
const LISTING = "/accessories/handbags.html";
const SHADES = "/olivier-lindqvist-power-lipstick.html";

const journeys = [
  { site: "gb", prefix: "", lang: "en-GB", viewport: "desktop", menu: "mouse" },
  { site: "gb", prefix: "", lang: "en-GB", viewport: "mobile", menu: "sidebar" },
  { site: "cn", prefix: "/cn", lang: "zh-CN", viewport: "desktop", menu: "keyboard" },
  { site: "cn", prefix: "/cn", lang: "zh-CN", viewport: "mobile", menu: "sidebar" },
  { site: "mex", prefix: "/mex", lang: "es-MX", viewport: "desktop", menu: "keyboard" },
  { site: "mex", prefix: "/mex", lang: "es-MX", viewport: "mobile", menu: "sidebar" },
] as const;

type Journey = (typeof journeys)[number];

const cards = (page: Page) => shown(page, "product-list").getByTestId("product-card");

/** Opens the listing from the header menu the way the journey says: hover, arrow keys or the mobile sidebar. */
async function openListingFromMenu(page: Page, { prefix, menu }: Journey) {
  const target = `${prefix}${LISTING}`;
  if (menu === "sidebar") {
    await shown(page, "mobile-menu-button").click();
    await page.waitForSelector('[data-testid="mobile-menu"][data-open]');
    const department = page.locator("details", { has: page.locator(`[data-testid="mobile-menu-link"][href="${prefix}${DEPARTMENT}"]`) });
    await department.locator("summary > span").click();
    await department.locator(`[data-testid="mobile-menu-sublink"][href="${target}"]`).click();
  } else {
    const top = page.locator(`[data-testid="menu-link"][href="${prefix}${DEPARTMENT}"]:visible`);
    await top.waitFor({ state: "visible" });
    const item = page.locator("li", { has: top }).first();
    if (menu === "mouse") {
      await top.hover();
      await item.locator(`[data-menu-panel] a[href="${target}"]`).first().click();
      // The panel closes on the choice, though the pointer is still over it.
      await item.locator("[data-menu-panel]").waitFor({ state: "hidden", timeout: 5_000 });
    } else {
      // Keyboard: the down arrow opens the panel, moves focus into it and on to the sub-category.
      await page.mouse.move(0, 800);
      await expect.poll(() => isHydrated(top)).toBe(true);
      await top.focus();
      await page.keyboard.press("ArrowDown");
      await item.locator("[data-menu-panel]").waitFor({ state: "visible" });
      for (let i = 0; i < 40; i++) {
        if ((await page.evaluate(() => document.activeElement?.getAttribute("href"))) === target) break;
        await page.keyboard.press("ArrowDown");
      }
      expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(target);
      await page.keyboard.press("Enter");
    }
  }
  await page.waitForURL((url) => url.pathname === target);
  await shown(page, "category-page").waitFor();
}

/** On phones the facets drawer stays open for more choices: close it to reach the listing. */
async function closeFacets(page: Page) {
  if (!(await shown(page, "filters-toggle").isVisible())) return;
  const close = page.locator('aside label[for^="listing-filters"]:visible');
  if (await close.isVisible()) await close.click();
  await shown(page, "facets").waitFor({ state: "hidden" });
}

/** Facets sit in a drawer on phones: open it when its toggle is showing. */
async function withFacets(page: Page) {
  if (await shown(page, "facets").isVisible()) return;
  await shown(page, "filters-toggle").click();
  await shown(page, "facets").waitFor({ state: "visible" });
}

describe.each(journeys)("$site at $viewport width ($menu menu)", (journey) => {
  it("home → menu → category → brand and colour → price sort → page 2 → product → shade → back", async () => {
    const { prefix, lang, viewport, site } = journey;
    const page = await openPage(browser, `${base}${prefix || "/"}`, viewport);
    expect(await page.locator("html").getAttribute("lang")).toBe(lang);
    const reject = shown(page, "consent-reject");
    if (await reject.isVisible()) await reject.click();

    await openListingFromMenu(page, journey);
    await cards(page).first().waitFor();

    await withFacets(page);
    await (await busiestOption(page, "brand")).click();
    await page.waitForURL(/[?&]brands=/);
    await streamingSettled(page);
    await withFacets(page);
    await (await busiestOption(page, "color")).click();
    await page.waitForURL(/[?&]color=/);
    await streamingSettled(page);
    await closeFacets(page);
    // The menu panel the journey came through has closed.
    expect(await page.locator("[data-menu-panel]:visible").count()).toBe(0);

    await shown(page, "sort").locator("summary").click();
    await shown(page, "sort").locator("a[href*='sort=price_ASC']").click();
    await page.waitForURL(/sort=price_ASC/);
    await cards(page).first().waitFor();

    // Page 2 when the filtered listing has one; the pager keeps filters and sort.
    const next = shown(page, "pagination").locator('a[href*="page=2"]').first();
    if (await next.count()) {
      await next.click();
      await page.waitForURL(/[?&]page=2/);
      expect(page.url()).toMatch(/brands=.*color=|color=.*brands=/);
      expect(page.url()).toMatch(/sort=price_ASC/);
    }
    await cards(page).first().waitFor();
    const listingUrl = page.url();
    await screenshot(page, shotsDir, `journey-${site}-${viewport}-listing`);

    // A product from the listing, then the lipstick to pick a shade: image, SKU and URL follow the choice.
    await cards(page).first().locator("a").first().click();
    await page.waitForURL((url) => url.toString() !== listingUrl);
    await shown(page, "product-name").waitFor();
    await page.goBack();
    await page.waitForURL(listingUrl);
    await cards(page).first().waitFor();

    await page.goto(`${base}${prefix}${SHADES}`);
    // Opened plainly, the product is its site view, served whole (ADR 010).
    await streamingSettled(page);
    await shown(page, "product-name").waitFor();
    const sku = await shown(page, "sku").innerText();
    const image = await shown(page, "gallery-main").getAttribute("src");
    const swatch = shown(page, "swatch").nth(2);
    const value = await swatch.getAttribute("data-value");
    await swatch.click();
    await page.waitForURL(new RegExp(`[?&]color=${value}`), { timeout: 60_000 });
    await expect.poll(() => shown(page, "sku").innerText(), { timeout: 30_000 }).not.toBe(sku);
    await expect.poll(() => shown(page, "gallery-main").getAttribute("src"), { timeout: 30_000 }).not.toBe(image);
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes(`color=${value}`));
    await page.context().close();
  });
});
