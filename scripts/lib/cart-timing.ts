import type { Browser } from "playwright-core";

export interface CartTiming {
  /** Animation frames that ran between the click and the badge showing the new count (0: the same frame). */
  badgeFrames: number;
  badgeMs: number;
  /** Click to the add button's return from "Adding…": the action, the backend and the refreshed page are done. */
  settledMs: number;
  ok: boolean;
}

/**
 * Adds products from the cards of a category page, one click at a time, timing in the page itself (no
 * Playwright round trips inside the measured span). A fresh browser context, so a fresh cart, every 8 adds: no
 * product runs out of stock and the cart stays a realistic size.
 */
export async function timeCardAdds(browser: Browser, url: string, adds: number): Promise<CartTiming[]> {
  const timings: CartTiming[] = [];
  while (timings.length < adds) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.getByTestId("card-add-to-cart").first().waitFor();
    await page.waitForFunction(
      () => {
        // The cards' buttons and the header's cart link (the badge) both hydrated: the steady state a shopper clicks in.
        const hydrated = (el: Element | null) => !!el && Object.keys(el).some((k) => k.startsWith("__reactProps"));
        const shown = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="card-add-to-cart"]')).filter((b) => b.offsetParent);
        return shown.length > 0 && shown.every(hydrated) && hydrated(document.querySelector('[data-testid="cart-link"]'));
      },
      undefined,
      { timeout: 60_000 },
    );
    await page.waitForLoadState("networkidle");
    const shown = await page.evaluate(
      () => Array.from(document.querySelectorAll<HTMLElement>('[data-testid="card-add-to-cart"]')).filter((b) => b.offsetParent).length,
    );
    const count = Math.min(8, shown, adds - timings.length);
    for (let i = 0; i < count; i++) timings.push(await page.evaluate(clickAndTime, i));
    await context.close();
  }
  return timings;
}

/** Runs in the page. */
function clickAndTime(index: number): Promise<CartTiming> {
  // Only the buttons on screen: a streamed segment may still leave a hidden copy of the grid in the document.
  const button = Array.from(document.querySelectorAll<HTMLButtonElement>('[data-testid="card-add-to-cart"]')).filter((b) => b.offsetParent)[index]!;
  const badge = () => Number(document.querySelector('[data-testid="cart-badge"]')?.textContent ?? "0");
  const idle = button.textContent;
  const before = badge();
  return new Promise((resolve) => {
    let frames = 0;
    let badgeAt: number | null = null;
    let badgeFrames = -1;
    let busy = false;
    const countFrames = () => {
      frames += 1;
      if (badgeAt === null) requestAnimationFrame(countFrames);
    };
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (badgeAt === null && badge() === before + 1) {
        badgeAt = performance.now();
        badgeFrames = frames;
      }
      if (button.textContent !== idle) busy = true;
      else if (busy) {
        observer.disconnect();
        resolve({
          badgeFrames,
          badgeMs: (badgeAt ?? Number.NaN) - started,
          settledMs: performance.now() - started,
          ok: badge() === before + 1,
        });
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    requestAnimationFrame(countFrames);
    button.click();
  });
}
