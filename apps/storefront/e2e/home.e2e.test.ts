import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, screenshot } from "./browser";

const base = inject("storefrontUrl");
const shotsDir = inject("shotsDir");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function visibleMenuLinks(page: Page) {
  const links = page.locator('[data-testid="menu-link"]:visible');
  await links.first().waitFor({ state: "visible" });
  return links;
}

/** Every card shows a name and a price; the first card's image, scrolled to, really loads through next/image. */
async function expectProductCards(page: Page, pricePattern: RegExp) {
  const cards = page.getByTestId("product-card");
  await cards.first().waitFor({ state: "visible" });
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(24);
  for (const card of (await cards.all()).slice(0, 8)) {
    expect((await card.locator("h3").innerText()).trim()).not.toBe("");
    expect(await card.getByTestId("price").innerText()).toMatch(pricePattern);
  }
  const image = cards.first().locator("img");
  expect(await image.getAttribute("src")).toContain("/_next/image");
  // Home's cards sit below the hero: their pictures are lazy and load as they come near the viewport.
  await cards.first().scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="product-card"] img');
      return img !== null && img.complete && img.naturalWidth > 0;
    },
    undefined,
    { timeout: 20_000 },
  );
}

describe("home page", () => {
  it("shows the category menu and product cards at desktop width", async () => {
    const page = await openPage(browser, `${base}/`, "desktop");
    expect(await page.locator("html").getAttribute("lang")).toBe("en-GB");
    const links = await visibleMenuLinks(page);
    expect(await links.count()).toBeGreaterThan(1);
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    expect(hrefs.filter((h) => h?.endsWith(".html")).length).toBeGreaterThan(0);
    expect(hrefs).toContain("/brand");
    await expectProductCards(page, /£\s?\d/);
    await screenshot(page, shotsDir, "home-desktop");
    await page.context().close();
  });

  it("folds the menu into a sidebar at phone width", async () => {
    const page = await openPage(browser, `${base}/`, "mobile");
    expect(await page.locator('[data-testid="menu-link"]:visible').count()).toBe(0);
    await expectProductCards(page, /£\s?\d/);
    await screenshot(page, shotsDir, "home-mobile");
    await page.getByTestId("mobile-menu-button").click();
    const links = page.locator('[data-testid="mobile-menu-link"]:visible');
    await links.first().waitFor({ state: "visible" });
    expect(await links.count()).toBeGreaterThan(1);
    await page.screenshot({ path: `${shotsDir}/home-mobile-menu.png` });
    await page.context().close();
  });
});

describe("regional sites", () => {
  it("renders the Chinese site under /cn", async () => {
    for (const viewport of ["desktop", "mobile"] as const) {
      const page = await openPage(browser, `${base}/cn`, viewport);
      expect(await page.locator("html").getAttribute("lang")).toBe("zh-CN");
      await page.getByRole("heading", { name: "畅销精选" }).waitFor({ state: "visible" });
      await expectProductCards(page, /£\s?\d/);
      if (viewport === "desktop") {
        const hrefs = await (await visibleMenuLinks(page)).evaluateAll((els) => els.map((el) => el.getAttribute("href")));
        expect(hrefs.every((h) => h?.startsWith("/cn/"))).toBe(true);
      }
      await screenshot(page, shotsDir, `cn-${viewport}`);
      await page.context().close();
    }
  });

  it("prices the US site in dollars and the Mexican site in pesos, in Spanish", async () => {
    const us = await openPage(browser, `${base}/us`, "desktop");
    await expectProductCards(us, /\$\s?\d/);
    await us.context().close();

    const mex = await openPage(browser, `${base}/mex`, "desktop");
    expect(await mex.locator("html").getAttribute("lang")).toBe("es-MX");
    await mex.getByRole("heading", { name: "Los más vendidos" }).waitFor({ state: "visible" });
    await expectProductCards(mex, /\$\s?\d/);
    await screenshot(mex, shotsDir, "mex-desktop");
    await mex.context().close();
  });
});
