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

const PAGES = [
  ["home", "/"],
  ["category", "/accessories/handbags.html"],
  ["product", "/olivier-lindqvist-power-lipstick.html"],
] as const;

const SITES = [
  ["gb", ""],
  ["cn", "/cn"],
] as const;

/**
 * The document's width against the 390 px screen. On a phone, content wider than the screen makes the browser zoom
 * out, which widens window.innerWidth too, so the screen's width is the layout viewport (clientWidth of <html>).
 */
async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const culprits = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > screen + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : ""}.${[...el.classList].slice(0, 3).join(".")}`);
    return { scrollWidth: document.scrollingElement?.scrollWidth ?? 0, innerWidth: window.innerWidth, screen, culprits };
  });
}

describe("nothing overflows sideways at 390 px", () => {
  for (const [site, prefix] of SITES) {
    for (const [name, path] of PAGES) {
      it(`${site} ${name}`, async () => {
        const url = `${base}${prefix}${path === "/" && prefix ? "" : path}`;
        const page = await openPage(browser, url, "mobile");
        const result = await horizontalOverflow(page);
        const message = `${url} is ${result.scrollWidth} px wide (window ${result.innerWidth} px): ${result.culprits.join(", ")}`;
        if (result.scrollWidth > result.screen) await screenshot(page, shotsDir, `layout-overflow-${site}-${name}`);
        expect(result.screen, "layout viewport").toBe(390);
        expect(result.scrollWidth, message).toBeLessThanOrEqual(result.screen);
        expect(result.innerWidth, message).toBeLessThanOrEqual(result.screen);
        await page.context().close();
      });
    }
  }
});
