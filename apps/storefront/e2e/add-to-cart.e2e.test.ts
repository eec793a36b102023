import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { clickHydrated, isHydrated, launchBrowser, openPage, screenshot, streamingSettled, shown } from "./browser";

const base = inject("storefrontUrl");
const shotsDir = inject("shotsDir");
let browser: Browser;

// Products of the deterministic demo catalogue: a lipstick in several shades (one sold out), a dynamic-price
// bundle, a grouped trio, and a category whose first cards include simple products and configurable ones.
const SHADES = "/olivier-lindqvist-power-lipstick.html";
const BUNDLE = "/hesore-the-age-defying-routine.html";
const GROUPED = "/amasse-no-26-the-weekend-haircare-trio.html";
const CATEGORY = "/make-up.html";

const sites = [
  { site: "gb", prefix: "", added: "Add To Cart Successfully", failed: "Add To Cart Failed, please try again", panel: (n: number) => `Your Cart(${n})`, retry: "please try it again" },
  { site: "cn", prefix: "/cn", added: "成功加入购物车", failed: "加入购物车失败，请重试", panel: (n: number) => `您的购物车（${n}）`, retry: "请重试" },
] as const;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const badge = (page: Page) => shown(page, "cart-badge").first();
const badgeCount = async (page: Page) => ((await badge(page).count()) ? Number(await badge(page).innerText()) : 0);

async function open(path: string): Promise<Page> {
  const page = await openPage(browser, `${base}${path}`, "desktop");
  const reject = shown(page, "consent-reject");
  if (await reject.isVisible()) await reject.click();
  return page;
}

/** One click, after which the badge must show the new count (it moves before the backend answers). */
async function addAndExpectBadge(page: Page, button: Locator, expected: number) {
  await clickHydrated(button);
  await badge(page).filter({ hasText: new RegExp(`^${expected}$`) }).waitFor({ timeout: 20_000 });
}

/**
 * Holds the page's next Server Actions (POSTs to the page URL with a `next-action` header) until the returned
 * function is called, then lets them through or drops them as a network failure.
 */
async function holdServerActions(page: Page, path: string, outcome: "continue" | "abort"): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() !== "POST" || !("next-action" in route.request().headers())) return route.continue();
    await held;
    return outcome === "abort" ? route.abort() : route.continue();
  });
  return release;
}

describe.each(sites)("add to cart on $site", ({ prefix, added, failed, panel, retry, site }) => {
  it("adds a configurable, a bundle, a grouped and a card's product; the badge and hover panel follow", async () => {
    // A configurable product: the button asks for a shade first, then adds the chosen one.
    const page = await open(`${prefix}${SHADES}`);
    const addButton = shown(page, "add-to-cart");
    const swatch = shown(page, "swatch").first();
    const value = await swatch.getAttribute("data-value");
    await swatch.click();
    await page.waitForURL(new RegExp(`[?&]color=${value}`), { timeout: 60_000 });
    await addAndExpectBadge(page, addButton, 1);
    await shown(page, "notifications").getByText(added).waitFor({ timeout: 20_000 });

    // A bundle with its default choices.
    await page.goto(`${base}${prefix}${BUNDLE}`);
    await streamingSettled(page);
    await shown(page, "bundle").waitFor();
    await addAndExpectBadge(page, shown(page, "add-to-cart"), 2);

    // A grouped product: every chosen child becomes its own line.
    await page.goto(`${base}${prefix}${GROUPED}`);
    await streamingSettled(page);
    const grouped = shown(page, "grouped");
    await grouped.waitFor();
    const first = grouped.locator('input[type="number"]').first();
    const start = Number(await first.inputValue());
    await clickHydrated(grouped.getByRole("button", { name: /increase|增加/i }).first());
    await expect.poll(async () => Number(await first.inputValue())).toBe(start + 1);
    const quantities = await grouped.locator('input[type="number"]').evaluateAll((els) => els.map((e) => Number((e as HTMLInputElement).value)));
    const groupedQty = quantities.reduce((a, b) => a + b, 0);
    await addAndExpectBadge(page, shown(page, "add-to-cart"), 2 + groupedQty);

    // A simple product straight from its card on a category page.
    await page.goto(`${base}${prefix}${CATEGORY}`);
    await streamingSettled(page);
    await addAndExpectBadge(page, shown(page, "card-add-to-cart").first(), 3 + groupedQty);
    const total = 3 + groupedQty;
    // GA4 add_to_cart with the item's id, name, brand, price, quantity and the currency.
    const sku = await shown(page, "product-card").first().getAttribute("data-sku");
    await expect
      .poll(() =>
        page.evaluate(() => {
          const layer = (window as unknown as { dataLayer?: { event?: string; ecommerce?: { currency?: string; items?: Record<string, unknown>[] } }[] }).dataLayer ?? [];
          return layer.filter((e) => e.event === "add_to_cart").at(-1)?.ecommerce ?? null;
        }),
      )
      .toMatchObject({ currency: "GBP", items: [{ item_id: sku, item_name: expect.any(String), item_brand: expect.any(String), price: expect.any(Number), quantity: 1 }] });
    // Products with choices send the shopper to their page instead.
    expect(await shown(page, "card-choose-options").count()).toBeGreaterThan(0);

    // The hover panel lists the lines under "Your Cart({n})" and closes a moment after the pointer leaves.
    await shown(page, "cart-link").hover();
    const hoverPanel = shown(page, "cart-panel");
    await hoverPanel.getByText(panel(total)).waitFor({ timeout: 20_000 });
    expect(await hoverPanel.locator("li").count()).toBe(3 + quantities.filter((q) => q > 0).length);
    await screenshot(page, shotsDir, `cart-panel-${site}`);
    await page.mouse.move(10, 600);
    expect(await hoverPanel.isVisible()).toBe(true);
    await hoverPanel.waitFor({ state: "hidden", timeout: 5_000 });

    // The cart page has the same lines after a reload.
    await page.goto(`${base}${prefix}/cart`);
    await shown(page, "cart-item").first().waitFor();
    expect(await badgeCount(page)).toBe(total);
    await page.context().close();
  });

  it("moves the badge before the backend answers and rolls it back when the add fails", async () => {
    const page = await open(`${prefix}${CATEGORY}`);
    const card = shown(page, "card-add-to-cart").first();
    await addAndExpectBadge(page, card, 1);

    // Hold the next add: the badge must already show it while the request is on its way.
    const release = await holdServerActions(page, `${prefix}${CATEGORY}`, "continue");
    await card.click();
    await badge(page).filter({ hasText: /^2$/ }).waitFor({ timeout: 2_000 });
    release();
    await shown(page, "notifications").getByText(added).first().waitFor({ timeout: 20_000 });
    await page.unroute(`**${prefix}${CATEGORY}`);

    // A failed add (the network drops it, after a moment): the badge shows it meanwhile, then goes back, and the
    // shopper is told.
    const drop = await holdServerActions(page, `${prefix}${CATEGORY}`, "abort");
    await card.click();
    await badge(page).filter({ hasText: /^3$/ }).waitFor({ timeout: 2_000 });
    drop();
    await badge(page).filter({ hasText: /^2$/ }).waitFor({ timeout: 20_000 });
    await shown(page, "notifications").getByText(failed).waitFor({ timeout: 20_000 });
    await page.unroute(`**${prefix}${CATEGORY}`);
    await page.context().close();
  });

  it("clears a dead cart on add and asks the shopper to try again", async () => {
    const page = await open(`${prefix}${CATEGORY}`);
    // The page has hydrated and asked for the shopper's parts (GET /api/shopper) before the cart dies: it is the add
    // that meets the dead cart (a parts request meeting it first would forget it, spec §4, and the add would succeed).
    const card = shown(page, "card-add-to-cart").first();
    await card.waitFor();
    await expect.poll(() => isHydrated(card), { timeout: 30_000 }).toBe(true);
    await page.waitForLoadState("networkidle");
    const url = new URL(base);
    await page.context().addCookies([{ name: "maison-cart", value: "deadcartdeadcartdeadcartdeadcart", domain: url.hostname, path: "/" }]);
    await clickHydrated(card);
    await shown(page, "notifications").getByText(retry).waitFor({ timeout: 20_000 });
    // Nothing was added: the optimistic badge went back.
    expect(await badgeCount(page)).toBe(0);
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === "maison-cart")?.value ?? null, { timeout: 20_000 })
      .not.toBe("deadcartdeadcartdeadcartdeadcart");
    // The next add starts a fresh cart.
    await addAndExpectBadge(page, card, 1);
    await page.context().close();
  });
});
