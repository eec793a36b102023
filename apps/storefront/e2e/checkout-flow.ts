/**
 * A shopper's way through the checkout in a browser, shared by the checkout suites: a bag with the seeded watch,
 * the cart's "Go to checkout", the account, shipping and billing steps, and the thank-you page. Bound to one
 * storefront (its base URL) and the folder screenshots go to.
 */
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { clickHydrated, screenshot, shown, streamingSettled } from "./browser";

// Seeded catalogue: a watch with plenty of stock (a simple product).
export const WATCH = "ELE-004657";

export type Site = "gb" | "us" | "mex" | "cn";
export const PREFIX: Record<Site, string> = { gb: "", us: "/us", mex: "/mex", cn: "/cn" };
export const STORE: Record<Site, string> = { gb: "default", us: "uus_2", mex: "mx_website_store_view", cn: "default" };

/** A new address on each site, in its own country. */
export const ADDRESS: Record<Site, { country: string; city: string; postcode: string; telephone: string; street: string }> = {
  gb: { country: "GB", city: "London", postcode: "SW1A 1AA", telephone: "+44 20 7946 0000", street: "10 Downing Street" },
  cn: { country: "CN", city: "Shanghai", postcode: "200000", telephone: "+86 21 5555 0000", street: "1 Nanjing Road" },
  us: { country: "US", city: "New York", postcode: "10001", telephone: "+1 212 555 0100", street: "350 Fifth Avenue" },
  mex: { country: "MX", city: "Ciudad de México", postcode: "06600", telephone: "+52 55 5555 0000", street: "Paseo de la Reforma 222" },
};

export function checkoutFlow(base: string, shotsDir: string) {
  /** A page of the site with the watch in its bag, added through the page's own middleware as the browser does. */
  async function withBag(context: BrowserContext, site: Site): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${base}${PREFIX[site]}/`, { waitUntil: "load" });
    const json = await page.evaluate(async (sku) => {
      const res = await fetch("/api/magento/addProductsToCart", { method: "POST", body: JSON.stringify([[{ sku, quantity: 1 }]]) });
      return (await res.json()) as { data: { addProductsToCart?: { user_errors: unknown[] } }; errors: unknown[] };
    }, WATCH);
    expect(json.errors).toEqual([]);
    expect(json.data.addProductsToCart?.user_errors).toEqual([]);
    return page;
  }

  /** Spec §2.9: the cart's "Go to checkout" picks the account step for guests, shipping for customers. */
  async function goToCheckout(page: Page, site: Site, expected: "user-account" | "shipping") {
    await page.goto(`${base}${PREFIX[site]}/cart`, { waitUntil: "load" });
    await clickHydrated(shown(page, "cart-checkout"));
    await page.waitForURL(new RegExp(`${PREFIX[site]}/checkout/${expected}`));
    await step(page, expected);
  }

  /** The step the page shows once it has streamed in. */
  async function step(page: Page, name: string) {
    await page.getByTestId(`checkout-${name}`).waitFor({ timeout: 30_000 });
    await streamingSettled(page);
  }

  async function guestEmail(page: Page, email = `guest.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`) {
    await page.getByTestId("guest-email").fill(email);
    await clickHydrated(page.getByTestId("guest-email-submit"));
    await page.waitForURL(/\/checkout\/shipping/);
    await step(page, "shipping");
  }

  /** Fills a new address; the region is a list where the country has regions, else free text. */
  async function fillAddress(page: Page, prefix: string, a: { country: string; city: string; postcode: string; telephone: string; street: string }) {
    await page.getByTestId(`${prefix}-firstname`).waitFor();
    await page.waitForFunction((el) => el !== null && Object.keys(el).some((k) => k.startsWith("__reactProps")), await page.getByTestId(`${prefix}-firstname`).elementHandle());
    await page.getByTestId(`${prefix}-firstname`).fill("Ada");
    await page.getByTestId(`${prefix}-lastname`).fill("Lovelace");
    await page.getByTestId(`${prefix}-street`).fill(a.street);
    const country = page.getByTestId(`${prefix}-country`);
    if ((await country.inputValue()) !== a.country) {
      await country.selectOption(a.country);
      // The region field follows the country once the directory has answered.
      await page.waitForFunction((id) => {
        const el = document.getElementById(id);
        return el !== null && !(el as HTMLInputElement).disabled && (el.tagName === "INPUT" || (el as HTMLSelectElement).options.length > 1);
      }, `${prefix}-region`);
    }
    const region = page.getByTestId(`${prefix}-region`);
    if ((await region.evaluate((el) => el.tagName)) === "SELECT") await region.selectOption({ index: 1 });
    else await region.fill("Region");
    await page.getByTestId(`${prefix}-city`).fill(a.city);
    await page.getByTestId(`${prefix}-postcode`).fill(a.postcode);
    await page.getByTestId(`${prefix}-telephone`).fill(a.telephone);
  }

  async function shipTo(page: Page, site: Site) {
    await fillAddress(page, "shipping", ADDRESS[site]);
    await page.getByTestId("shipping-submit").click();
    await page.getByTestId("shipping-methods").waitFor({ timeout: 30_000 });
  }

  async function chooseMethodAndBilling(page: Page, shot?: string) {
    await clickHydrated(page.getByTestId("shipping-continue"));
    await page.waitForURL(/\/checkout\/billing/);
    await step(page, "billing");
    expect(await page.getByTestId("billing-same").isChecked()).toBe(true);
    if (shot) await screenshot(page, shotsDir, shot);
    await clickHydrated(page.getByTestId("billing-submit"));
    await page.waitForURL(/\/checkout\/payment/);
    await step(page, "payment");
  }

  async function thankYou(page: Page, site: Site): Promise<string> {
    await page.waitForURL(new RegExp(`${PREFIX[site]}/thank-you`), { timeout: 30_000 });
    const section = page.locator('[data-testid="thank-you"]:not([data-order="none"])');
    await section.waitFor({ timeout: 30_000 });
    const number = (await section.getAttribute("data-order"))!;
    expect(number).toMatch(/^\d+$/);
    expect(await page.getByTestId("thank-you-number").innerText()).toContain(number);
    expect(await page.getByTestId("thank-you-items").innerText()).toContain("× 1");
    return number;
  }

  const notice = (page: Page, text: string | RegExp) => page.getByTestId("notifications").getByText(text);

  return { withBag, goToCheckout, step, guestEmail, fillAddress, shipTo, chooseMethodAndBilling, thankYou, notice };
}
