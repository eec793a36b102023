import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, type Locator, type Page, chromium } from "playwright-core";

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

/**
 * Waits until the page has nothing left to do: streamed segments in place, no request in flight, web fonts loaded
 * and the main thread idle (effects have run, late mounts are done) after a painted frame. For assertions that
 * something did not happen, or that the layout no longer moves.
 */
export async function pageSettled(page: Page): Promise<void> {
  await streamingSettled(page);
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => requestIdleCallback(resolve));
  });
}

/**
 * Sums the page's layout shifts from its first frame (those not caused by input), as CLS counts them; call before
 * `goto`, read with `layoutShiftSoFar`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/** Full-page capture after scrolling through the page, so lazy images below the fold are in it too. */
export async function screenshot(page: Page, dir: string, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      // Two frames: the lazy images in view are noticed and requested.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
    window.scrollTo(0, 0);
  });
  await page
    .waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 15_000 })
    .catch(() => undefined);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/**
 * The element with this test id that is on screen. With cache components Next keeps the last routes a shopper left
 * in the document, hidden (React Activity): after moving from a page's site view to a filtered or other-shade version
 * of it (ADR 010), or from one product to another, a test id matches the hidden copy as well.
 */
export function shown(scope: Page | Locator, testId: string): Locator {
  return scope.getByTestId(testId).filter({ visible: true });
}

/** Not inside a route the shopper left: React hides those with an inline `display: none` (see `shown`). */
export const IN_CURRENT_ROUTE = ':not([style*="display: none"] *)';

/** Whether React has hydrated the element: before that, a click on a plain button does nothing. */
export function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps")));
}

/** Clicks once React has hydrated the element. */
export async function clickHydrated(element: Locator): Promise<void> {
  await element.waitFor();
  const handle = await element.elementHandle();
  await element.page().waitForFunction((el) => el !== null && Object.keys(el).some((k) => k.startsWith("__reactProps")), handle, {
    timeout: 30_000,
  });
  await element.click();
}

/** A listing's facet option with the most products, so that filtering by it never empties the listing. */
export async function busiestOption(page: Page, facet: string): Promise<Locator> {
  const options = page.locator(`[data-facet="${facet}"]${IN_CURRENT_ROUTE} a[data-listing-link]`);
  await options.first().waitFor({ state: "attached" });
  const counts = await options.evaluateAll((els) =>
    els.map((el) => Number(/(\d+)\)?\s*$/.exec(el.getAttribute("aria-label") ?? el.textContent ?? "")?.[1] ?? 0)),
  );
  return options.nth(counts.indexOf(Math.max(...counts)));
}

/** Records the page's Content-Security-Policy violations from its first script on (events and console errors). */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__reportViolation", (entry: string) => violations.push(entry));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __reportViolation: (entry: string) => void }).__reportViolation(`${e.effectiveDirective} ${e.blockedURI}`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(`console ${message.text()}`);
  });
  return violations;
}
