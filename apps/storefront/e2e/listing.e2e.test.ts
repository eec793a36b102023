import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { busiestOption, clickHydrated, launchBrowser, openPage, pageSettled, screenshot, streamingSettled, shown } from "./browser";

const base = inject("storefrontUrl");
const shotsDir = inject("shotsDir");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// A seeded category that lists products (display mode PRODUCTS) with several pages of them.
const LISTING = "/accessories/handbags.html";
const cards = (page: Page) => shown(page, "product-list").getByTestId("product-card");
/** A category page's HTML budget for 12 products, uncompressed (issue 20). */
const CATEGORY_HTML_BUDGET = 150 * 1024;

async function prices(page: Page): Promise<number[]> {
  const texts = await page.locator('[data-testid="product-list"]:visible [data-testid="price"]').allTextContents();
  // The first amount of each card is what the shopper pays (the sale price comes first).
  return texts.map((t) => Number((/[\d.,]+/.exec(t.replace(/,/g, ""))?.[0] ?? "0")));
}

/** Hovers the listing's top-level menu entry and opens the listing from its panel. */
async function openFirstCategory(page: Page): Promise<string> {
  const top = page.locator(`[data-testid="menu-link"][href="/${LISTING.split("/")[1]}.html"]:visible`);
  await top.waitFor({ state: "visible" });
  await top.hover();
  const child = page.locator(`[data-testid="menu-panel"]:visible a[href="${LISTING}"]`).first();
  await child.waitFor({ state: "visible" });
  const href = await child.getAttribute("href");
  expect(href).toMatch(/\.html$/);
  await child.click();
  await shown(page, "category-page").waitFor();
  return href as string;
}

describe("category listing", () => {
  it("opens a later page straight from its address: that page's products, once, and the list reported once", async () => {
    const first = await openPage(browser, `${base}${LISTING}`, "mobile");
    const pageOne = await cards(first).first().getAttribute("data-sku");
    await first.context().close();

    const page = await openPage(browser, `${base}${LISTING}?page=2`, "mobile");
    expect(await page.getByTestId("category-page").count()).toBe(1);
    expect(await cards(page).count()).toBe(12);
    expect(await cards(page).first().getAttribute("data-sku")).not.toBe(pageOne);
    expect(await page.locator('[data-testid="pagination"]:visible [aria-current="true"]').innerText()).toBe("2");
    const reports = () =>
      page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((e) => e.event === "view_item_list").length);
    await expect.poll(reports).toBeGreaterThan(0);
    await pageSettled(page);
    expect(await reports()).toBe(1);
    await page.context().close();
  });

  it("goes home → menu → category, pages, filters by brand and colour, sorts by price, opens a product and comes back", async () => {
    const page = await openPage(browser, `${base}/`, "desktop");
    const categoryPath = await openFirstCategory(page);
    expect(new URL(page.url()).pathname).toBe(categoryPath);
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(12);
    expect(await page.locator("h1:visible").first().innerText()).not.toBe("");

    await shown(page, "pagination").getByRole("link", { name: "Page 2", exact: true }).click();
    await page.waitForURL(/[?&]page=2/);
    await expect.poll(() => page.locator('[data-testid="pagination"]:visible [aria-current="true"]').innerText()).toBe("2");

    await (await busiestOption(page, "brand")).click();
    await page.waitForURL(/[?&]brands=/);
    expect(page.url()).not.toMatch(/[?&]page=/);
    await (await busiestOption(page, "color")).click();
    await page.waitForURL(/[?&]color=/);
    await page.locator('[data-facet="color"]:visible a[aria-current="true"]').first().waitFor();
    expect(await shown(page, "facets").getByText("Clear all").count()).toBe(1);

    await shown(page, "sort").locator("summary").click();
    await page.getByRole("link", { name: "Sort: Price from low to high" }).click();
    await page.waitForURL(/sort=price_ASC/);
    await expect.poll(async () => (await shown(page, "sort").locator("summary").innerText()).trim()).toContain("Sort: Price from low to high");
    const sorted = await prices(page);
    expect(sorted.length).toBeGreaterThan(0);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    await screenshot(page, shotsDir, "category-filtered-desktop");

    const listingUrl = page.url();
    await cards(page).first().locator("a").first().click();
    await page.waitForURL((url) => url.toString() !== listingUrl);
    expect(await page.locator("h1, [data-testid=product-page]").count()).toBeGreaterThan(0);
    await page.goBack();
    await page.waitForURL(listingUrl);
    await cards(page).first().waitFor();
    await page.context().close();
  });

  it("keeps the whole state in a shareable URL with plain anchors", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.goto(`${base}${LISTING}?sort=name_ASC&itemsPerPage=24&view=list`);
    await streamingSettled(page);
    expect(await cards(page).count()).toBe(24);
    expect(await shown(page, "product-list").getAttribute("data-view")).toBe("list");
    const names = await page.locator('[data-testid="product-list"]:visible h3').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    const sixty = await page.locator('[data-testid="page-sizes"]:visible a', { hasText: "60" }).getAttribute("href");
    expect(sixty).toMatch(/sort=name_ASC/);
    await page.goto(`${base}${sixty}`);
    await streamingSettled(page);
    expect(await cards(page).count()).toBe(60);
    await context.close();
  });

  it("shows the first options of a long facet and the rest on request", async () => {
    const page = await openPage(browser, `${base}${LISTING}`, "desktop");
    const brand = page.locator('[data-facet="brand"]');
    const more = brand.getByTestId("facet-more");
    await more.waitFor();
    const total = Number(/\d+/.exec(await more.innerText())?.[0]);
    expect(await brand.locator("a[data-listing-link]").count()).toBe(8);
    await clickHydrated(more);
    await expect.poll(() => brand.locator("a[data-listing-link]").count()).toBe(total);
    expect(total).toBeGreaterThan(9);
    expect(await more.getAttribute("aria-expanded")).toBe("true");
    await page.context().close();
  });

  it("draws a closed facet's options when the shopper opens it", async () => {
    const page = await openPage(browser, `${base}${LISTING}`, "desktop");
    const closed = page.locator("[data-testid='facets']:visible details[data-facet]:not([open])").first();
    await closed.waitFor();
    const code = await closed.getAttribute("data-facet");
    const facet = page.locator(`[data-testid='facets']:visible details[data-facet="${code}"]`);
    expect(await facet.locator("a[data-listing-link]").count()).toBe(0);
    await clickHydrated(facet.locator("summary"));
    await expect.poll(() => facet.locator("a[data-listing-link]:visible").count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it("sends a first-time visitor a category page of 12 products in at most 150 KB of HTML", async () => {
    const load = () => fetch(`${base}/make-up.html`, { headers: { "accept-encoding": "identity", "sec-fetch-dest": "document" } });
    // The first visit of a URL may render it; the second is what visitors get.
    await (await load()).arrayBuffer();
    const html = await (await load()).text();
    expect(html.match(/data-testid="product-card"/g)).toHaveLength(12);
    const size = Buffer.byteLength(html);
    expect(size, `category HTML is ${(size / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(CATEGORY_HTML_BUDGET);
  });

  it("offers the category's sub-categories as the Category facet, each narrowing the listing to its count", async () => {
    const page = await openPage(browser, `${base}${LISTING}`, "desktop");
    const options = page.locator('[data-facet="category_id"] a[data-listing-link]');
    await options.first().waitFor();
    const labels = await options.locator("span.flex-1").allTextContents();
    expect(labels).toEqual(["Totes", "Shoulder Bags", "Cross-body Bags", "Clutches"]);
    const totes = options.filter({ hasText: "Totes" });
    const count = Number(await totes.locator("span").last().innerText());
    await clickHydrated(totes);
    await page.waitForURL(/[?&]category_id=/);
    await expect.poll(() => shown(page, "result-count").textContent()).toMatch(new RegExp(`^${count} products?$`));
    await page.context().close();
  });

  it("renders the gb, cn and mex category pages at desktop and phone widths", async () => {
    for (const site of ["", "/cn", "/mex"]) {
      for (const viewport of ["desktop", "mobile"] as const) {
        const home = await openPage(browser, `${base}${site}${LISTING}`, viewport);
        await shown(home, "category-page").waitFor();
        expect(await cards(home).count()).toBeGreaterThan(0);
        if (site === "/cn") expect(await shown(home, "result-count").innerText()).toMatch(/件商品/);
        if (site === "/mex") expect(await shown(home, "result-count").innerText()).toMatch(/productos/i);
        if (viewport === "mobile") {
          expect(await shown(home, "facets").isVisible()).toBe(false);
          await shown(home, "filters-toggle").click();
          expect(await shown(home, "facets").isVisible()).toBe(true);
        }
        await screenshot(home, shotsDir, `category${site.replace("/", "-") || "-gb"}-${viewport}`);
        await home.context().close();
      }
    }
  });
});

describe("search", () => {
  it("suggests products as you type and opens the highlighted one with the keyboard", async () => {
    const page = await openPage(browser, `${base}/`, "desktop");
    await shown(page, "search-toggle").click();
    const input = page.locator("#search-overlay").getByTestId("search-input");
    await input.fill("bag");
    const suggestions = shown(page, "search-suggestion");
    await suggestions.first().waitFor();
    await input.press("ArrowDown");
    await input.press("ArrowDown");
    expect(await page.locator('#search-overlay [role="option"][aria-selected="true"]').count()).toBe(1);
    const href = await page.locator('#search-overlay [role="option"][aria-selected="true"] a').getAttribute("href");
    await page.screenshot({ path: `${shotsDir}/search-overlay-desktop.png` });
    await input.press("Enter");
    await page.waitForURL((url) => url.pathname === href);
    await page.context().close();
  });

  it("submits the typed term to the results page with Enter", async () => {
    const page = await openPage(browser, `${base}/cn`, "mobile");
    await shown(page, "search-toggle").click();
    const input = page.locator("#search-overlay").getByTestId("search-input");
    await input.fill("silk");
    await input.press("Enter");
    await page.waitForURL(/\/cn\/search\?keyword=silk/);
    await shown(page, "search-page").waitFor();
    expect(await page.locator("h1:visible").innerText()).toContain("silk");
    await page.context().close();
  });

  it("shows results with facets on /search?keyword=…", async () => {
    const page = await openPage(browser, `${base}/search?keyword=bag`, "desktop");
    expect(await page.locator("h1").innerText()).toContain("bag");
    expect(await cards(page).count()).toBeGreaterThan(0);
    expect(await page.locator("[data-facet]").count()).toBeGreaterThan(0);
    await shown(page, "sort").locator("summary").click();
    await page.getByRole("link", { name: "Sort: Name A-Z" }).click();
    await page.waitForURL(/term=bag.*sort=name_ASC/);
    await screenshot(page, shotsDir, "search-desktop");
    await page.context().close();
  });
});

describe("unknown URLs", () => {
  it("answers with status 404 and the site's not-found page, kept out of search indexes", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const [path, heading] of [
      ["/no-such-thing-anywhere.html", "Page not found"],
      ["/cn/no-such-thing-anywhere.html", "页面未找到"],
      ["/mex/nada", null],
    ] as const) {
      const response = await page.goto(`${base}${path}`);
      expect(response?.status(), path).toBe(404);
      await shown(page, "not-found").waitFor();
      if (heading) await page.getByRole("heading", { name: heading }).waitFor();
      expect(page.url()).toBe(`${base}${path}`);
      expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBeGreaterThan(0);
    }
    // A known listing still answers 200.
    expect((await page.goto(`${base}/accessories.html`))?.status()).toBe(200);
    await context.close();
  });
});
