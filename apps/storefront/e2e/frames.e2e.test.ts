import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { immediateRevealScript } from "../src/lib/ui/reveal";
import { launchBrowser, layoutShiftSoFar, openPage, pageSettled, recordLayoutShifts, screenshot, streamingSettled, viewports } from "./browser";

const base = inject("storefrontUrl");
const shotsDir = inject("shotsDir");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((c) => c.name === name)?.value;
}

/** The first top-level menu item that has a panel, as its index among the top links. */
async function firstItemWithPanel(page: Page) {
  const items = page.locator("[data-menu-item]");
  await items.first().waitFor({ state: "visible" });
  const count = await items.count();
  for (let i = 0; i < count; i++) if ((await items.nth(i).locator("[data-menu-panel]").count()) > 0) return items.nth(i);
  throw new Error("no menu item with subcategories");
}

describe("header menu", () => {
  it("opens subcategories on hover and ends with Brand", async () => {
    const page = await openPage(browser, `${base}/`, "desktop");
    const item = await firstItemWithPanel(page);
    const panel = item.locator("[data-menu-panel]");
    expect(await panel.isVisible()).toBe(false);
    // The panels' links join the document when the pointer first reaches the menu.
    expect(await panel.locator("a").count()).toBe(0);
    await item.locator("[data-menu-top]").hover();
    await panel.waitFor({ state: "visible" });
    const tops = await page.locator("[data-menu-top]").evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(tops.at(-1)).toBe("/brand");
    expect(tops.slice(0, -1).every((h) => h?.endsWith(".html"))).toBe(true);
    await screenshot(page, shotsDir, "frames-menu-hover");
    await page.context().close();
  });

  it("opens with the down arrow, closes with up, moves with left and right", async () => {
    const page = await openPage(browser, `${base}/`, "desktop");
    const item = await firstItemWithPanel(page);
    const top = item.locator("[data-menu-top]");
    const panel = item.locator("[data-menu-panel]");
    await page.mouse.move(0, 800);
    await top.focus();
    await page.keyboard.press("ArrowDown");
    await panel.waitFor({ state: "visible" });
    expect(await panel.evaluate((p) => p.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("ArrowUp");
    await panel.waitFor({ state: "hidden" });
    expect(await top.evaluate((t) => t === document.activeElement)).toBe(true);
    const before = await top.getAttribute("href");
    await page.keyboard.press("ArrowRight");
    const after = await page.evaluate(() => document.activeElement?.getAttribute("href"));
    expect(after).not.toBe(before);
    await page.keyboard.press("ArrowLeft");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(before);
    await page.context().close();
  });

  it("opens the mobile sidebar and closes it", async () => {
    const page = await openPage(browser, `${base}/`, "mobile");
    const sidebar = page.getByTestId("mobile-menu");
    expect(await sidebar.getAttribute("data-open")).toBeNull();
    expect(await sidebar.getByTestId("mobile-menu-link").count()).toBe(0);
    await page.getByTestId("mobile-menu-button").click();
    await page.waitForSelector('[data-testid="mobile-menu"][data-open]');
    expect(await page.locator('[data-testid="mobile-menu-link"]:visible').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${shotsDir}/frames-mobile-menu.png` });
    await page.keyboard.press("Escape");
    await page.waitForSelector('[data-testid="mobile-menu"]:not([data-open])');
    await page.context().close();
  });
});

describe("sites and currency", () => {
  it("switches to another site from the site selector", async () => {
    const page = await openPage(browser, `${base}/`, "desktop");
    await page.getByTestId("site-selector").click();
    await page.getByTestId("site-dialog").waitFor({ state: "visible" });
    await Promise.all([page.waitForURL(/\/us\/?$/), page.getByTestId("site-us").click()]);
    expect(await page.locator("html").getAttribute("lang")).toBe("en-US");
    expect(await cookie(page, "maison-locale")).toBe("en-US");
    expect(await cookie(page, "maison-store")).toBe("uus_2");
    await page.context().close();
  });

  it("shows EUR prices on gb after choosing EUR", async () => {
    const page = await openPage(browser, `${base}/`, "desktop");
    const selector = page.getByTestId("currency-selector");
    await selector.waitFor({ state: "visible" });
    await selector.selectOption("EUR");
    await expect.poll(() => cookie(page, "maison-currency"), { timeout: 30_000 }).toBe("EUR");
    await page.waitForLoadState("load");
    expect(new URL(page.url()).search).toBe("");
    await expect.poll(() => page.getByTestId("currency-selector").inputValue(), { timeout: 30_000 }).toBe("EUR");
    const price = page.getByTestId("price").first();
    await price.waitFor({ state: "visible" });
    expect(await price.innerText()).toMatch(/€/);
    await page.context().close();
  });

  it("takes ?currency= from a link, drops it and keeps the cookie", async () => {
    const page = await openPage(browser, `${base}/?currency=usd`, "desktop");
    expect(new URL(page.url()).search).toBe("");
    expect(await cookie(page, "maison-currency")).toBe("USD");
    await page.context().close();
  });
});

describe("frame per site", () => {
  it("gb: standard carousel, consent banner, badges, newsletter", async () => {
    const page = await openPage(browser, `${base}/`, "desktop");
    expect(await page.getByTestId("site-code").innerText()).toMatch(/gb/i);
    await page.getByTestId("shipping-carousel-standard").waitFor({ state: "attached" });
    await page.getByTestId("consent-banner").waitFor({ state: "visible" });
    expect(await page.getByTestId("activity-qr").count()).toBe(0);
    for (const id of ["payment-badges", "reviews-badge", "marketing-badges", "newsletter-form", "footer-links"]) {
      expect(await page.getByTestId(id).count(), id).toBe(1);
    }
    await page.getByTestId("consent-accept").click();
    await page.getByTestId("consent-banner").waitFor({ state: "detached" });
    expect(await cookie(page, "maison-cookie-consent")).toBe(encodeURIComponent("analytics:1,marketing:1"));
    await page.context().close();
  });

  it("cn: Chinese interface, its own carousel and QR block, no banner or site selector", async () => {
    for (const viewport of ["desktop", "mobile"] as const) {
      const page = await openPage(browser, `${base}/cn`, viewport);
      expect(await page.locator("html").getAttribute("lang")).toBe("zh-CN");
      expect(await page.getByTestId("search-toggle").getAttribute("aria-label")).toBe("搜索");
      await page.getByTestId("shipping-carousel-cn").waitFor({ state: "attached" });
      expect(await page.getByTestId("shipping-carousel-standard").count()).toBe(0);
      await page.getByTestId("activity-qr").waitFor({ state: "visible" });
      // The banner would mount after hydration: once the page has settled it would be there.
      await pageSettled(page);
      expect(await page.getByTestId("consent-banner").count()).toBe(0);
      expect(await page.getByTestId("site-selector").count()).toBe(0);
      expect(await page.getByTestId("newsletter-form").textContent()).toContain("订阅");
      await screenshot(page, shotsDir, `frames-cn-${viewport}`);
      await page.context().close();
    }
  });

  it("mex: no shipping carousel, Spanish newsletter", async () => {
    const page = await openPage(browser, `${base}/mex`, "mobile");
    await page.getByTestId("site-header").waitFor({ state: "visible" });
    expect(await page.locator('[data-testid^="shipping-carousel"]').count()).toBe(0);
    expect(await page.getByTestId("newsletter-form").textContent()).toContain("Suscribirme");
    await page.context().close();
  });

  it("hides the bottom cart bar on /cart", async () => {
    const page = await openPage(browser, `${base}/`, "mobile");
    await page.getByTestId("bottom-cart-bar").waitFor({ state: "visible" });
    await page.goto(`${base}/cart`);
    await page.getByTestId("site-header").waitFor({ state: "visible" });
    await streamingSettled(page);
    expect(await page.getByTestId("bottom-cart-bar").count()).toBe(0);
    await page.context().close();
  });
});

describe("newsletter", () => {
  it("subscribes an address and says so", async () => {
    const page = await openPage(browser, `${base}/`, "desktop");
    const form = page.getByTestId("newsletter-form");
    await form.locator('input[name="email"]').fill(`frame-${Date.now()}@example.com`);
    await form.locator('button[type="submit"]').click();
    await page.getByText("You have been successfully subscribed to our newsletter!").waitFor({ state: "visible" });
    await page.context().close();
  });
});

describe("error pages", () => {
  it("shows the not-found page with its texts and a way home", async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${base}/no-such-page-anywhere`);
    // The proxy resolves the URL before rendering, so the status line is a real 404, not a soft one.
    expect(response?.status()).toBe(404);
    expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBeGreaterThan(0);
    await page.getByRole("heading", { name: "Page not found" }).waitFor({ state: "visible" });
    expect(await page.getByRole("img", { name: "Sorry, the page or product cannot be viewed, please go back to the homepage!" }).count()).toBe(1);
    const home = page.getByRole("link", { name: "Back to Home page" });
    expect(await home.getAttribute("href")).toBe("/");
    expect(await page.getByTestId("site-header").count()).toBe(1);
    await page.close();
  });

  it("answers paths outside every site with the plain 404", async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${base}/missing-file.txt`);
    expect(response?.status()).toBe(404);
    await page.getByText("This page could not be found").waitFor({ state: "visible" });
    await page.close();
  });
});

describe("prerendered catalogue pages", () => {
  const PRODUCT = "/olivier-lindqvist-power-lipstick.html";
  const CATEGORY = "/accessories/handbags.html";

  it("sends a product's main picture and a category's first products ahead of anything streamed", async () => {
    for (const [path, picture] of [
      [PRODUCT, 'data-testid="gallery-main"'],
      [`/cn${CATEGORY}`, 'data-testid="product-card"'],
    ] as const) {
      // The first visit renders the URL's page; from then on it is served prerendered.
      await (await fetch(`${base}${path}`)).text();
      const html = await (await fetch(`${base}${path}`)).text();
      const firstStreamed = html.indexOf('<div hidden id="S:');
      expect(firstStreamed, path).toBeGreaterThan(0);
      expect(html.indexOf(picture), path).toBeGreaterThan(0);
      expect(html.indexOf(picture), path).toBeLessThan(firstStreamed);
    }
  });

  it("serves a URL as the site shows it whole, and renders a shopper's own version of it for them (ADR 010)", async () => {
    const htmlOf = async (path: string, cookie = "") => {
      // The first visit renders the URL's page; from then on it is served prerendered.
      await (await fetch(`${base}${path}`, { headers: { cookie } })).text();
      return (await fetch(`${base}${path}`, { headers: { cookie } })).text();
    };
    const count = (html: string, needle: string) => html.split(needle).length - 1;

    // The site's view: the whole listing in the first bytes, no stand-in, nothing of the page left to stream.
    const site = await htmlOf(`/cn${CATEGORY}`);
    const siteStreamed = site.indexOf('<div hidden id="S:');
    const siteTop = site.slice(0, siteStreamed);
    expect(count(siteTop, 'data-testid="product-card"')).toBe(12);
    for (const part of ['data-testid="category-page"', 'data-testid="facets"', 'data-testid="pagination"']) expect(siteTop).toContain(part);
    expect(count(site, 'data-testid="category-page"')).toBe(1);
    // The product's page, structured data included (reviews may stream: the first render fills their cache).
    const product = await htmlOf(PRODUCT);
    const productTop = product.slice(0, product.indexOf('<div hidden id="S:'));
    for (const part of ['data-testid="product-page"', 'data-testid="gallery-main"', "application/ld+json"]) expect(productTop).toContain(part);
    expect(count(product, 'data-testid="product-page"')).toBe(1);

    // A page number in the URL: the page is rendered for the shopper, and comes with the first bytes all the same.
    const paged = await htmlOf(`/cn${CATEGORY}?page=2`);
    const pagedTop = paged.slice(0, paged.indexOf('<div hidden id="S:'));
    expect(count(pagedTop, 'data-testid="product-card"')).toBe(12);
    expect(count(paged, 'data-testid="category-page"')).toBe(1);
    expect(pagedTop).toMatch(/aria-current="true"[^>]*>2</);

    // Another currency than the site's: the page rendered for the shopper, in that currency.
    const euro = await htmlOf(CATEGORY, "maison-locale=en-GB; i18n_loc=en-GB; maison-currency=EUR");
    const shopperPage = euro.slice(euro.indexOf('data-testid="category-page"'));
    expect(count(euro, 'data-testid="category-page"')).toBe(1);
    const prices = [...shopperPage.matchAll(/data-testid="price">(.*?)<\/p>/g)].map((m) => m[1]!);
    expect(prices.length).toBe(12);
    for (const price of prices) expect(price).toMatch(/€\d/);
  });

  it("sends search results with the first bytes, rendered for the query", async () => {
    const html = await (await fetch(`${base}/cn/search?keyword=bag`)).text();
    const firstStreamed = html.indexOf('<div hidden id="S:');
    const top = firstStreamed > 0 ? html.slice(0, firstStreamed) : html;
    expect(top).toContain('data-testid="search-page"');
    expect(top.split('data-testid="product-card"').length - 1).toBeGreaterThan(0);
    expect(top).toContain('data-testid="facets"');
  });

  it("reveals streamed content at once where its placeholder is an empty box", async () => {
    const html = await (await fetch(`${base}/cart`)).text();
    const firstFrame = html.indexOf("$RT=performance.now()");
    const immediate = html.indexOf(immediateRevealScript());
    expect(immediate).toBeGreaterThan(0);
    // It has to run before the shell's last script notes its first frame.
    expect(immediate).toBeLessThan(firstFrame);
  });

  it("never widens a phone's viewport while the page loads", async () => {
    for (const path of [PRODUCT, CATEGORY, "/"]) {
      const context = await browser.newContext({ viewport: viewports.mobile, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      // Every frame from the first: the widest the document got.
      await page.addInitScript(() => {
        const w = window as unknown as { widest: number };
        w.widest = 0;
        const sample = () => {
          w.widest = Math.max(w.widest, document.documentElement?.scrollWidth ?? 0);
          requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await page.goto(`${base}${path}`, { waitUntil: "load" });
      await pageSettled(page);
      const widest = await page.evaluate(() => (window as unknown as { widest: number }).widest);
      expect(widest, path).toBeLessThanOrEqual(viewports.mobile.width);
      await context.close();
    }
  });

  it("does not move while the header's tools and the shopper's page stream in", async () => {
    for (const viewport of ["mobile", "desktop"] as const) {
      for (const path of ["/", PRODUCT, CATEGORY, `/cn${PRODUCT}`]) {
        const context = await browser.newContext({ viewport: viewports[viewport], isMobile: viewport === "mobile", hasTouch: viewport === "mobile" });
        const page = await context.newPage();
        await recordLayoutShifts(page);
        await page.goto(`${base}${path}`, { waitUntil: "load" });
        await pageSettled(page);
        const shift = await layoutShiftSoFar(page);
        expect(shift, `${viewport} ${path}`).toBeLessThan(0.02);
        await context.close();
      }
    }
  });
});
