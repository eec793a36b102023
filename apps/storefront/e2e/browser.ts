import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, type Page, chromium } from "playwright-core";

// Debian's Chromium; playwright-core never downloads a browser.
const EXECUTABLE = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const viewports = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: EXECUTABLE,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export async function openPage(browser: Browser, url: string, viewport: keyof typeof viewports): Promise<Page> {
  const context = await browser.newContext({
    viewport: viewports[viewport],
    deviceScaleFactor: 1,
    isMobile: viewport === "mobile",
    hasTouch: viewport === "mobile",
  });
  const page = await context.newPage();
  const response = await page.goto(url, { waitUntil: "load" });
  if (!response) throw new Error(`No response for ${url}`);
  await streamingSettled(page);
  return page;
}

/**
 * Waits until React has swapped every streamed Suspense segment into place. Until then a boundary's fallback and
 * its hidden streamed content are both in the document (React may batch reveals past the load event), so counting
 * elements earlier would see doubles.
 */
export async function streamingSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.querySelector('div[hidden][id^="S:"], template[id^="B:"]'), undefined, {
      timeout: 15_000,
    })
    .catch(() => undefined);
}

/** Full-page capture after scrolling through the page, so lazy images below the fold are in it too. */
export async function screenshot(page: Page, dir: string, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page
    .waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 15_000 })
    .catch(() => undefined);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
