/**
 * The checkout end to end (spec §2.3, §2.10, §4 "Checkout flow", §8): from a cart through the account, shipping,
 * billing and payment steps to the sandbox card provider's hosted page, back to /pay-result and on to the thank-you
 * page, on gb, us and mex; a declined card, a cancelled payment, a country without delivery, and a signed-in
 * customer whose order shows in the account.
 */
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { clickHydrated, launchBrowser, pageSettled, screenshot, shown, streamingSettled, viewports } from "./browser";
import { waitForMail } from "./mail-server";

const base = inject("storefrontUrl");
const commerceUrl = inject("commerceUrl");
const mailDir = inject("mailDir");
const shotsDir = inject("shotsDir");
let browser: Browser;

// Seeded catalogue: a watch with plenty of stock (a simple product).
const WATCH = "ELE-004657";
const CARDS = { success: "4242 4242 4242 4242", declined: "4000 0000 0000 0002" };
const PASSWORD = "Checkout-e2e-1";

type Site = "gb" | "us" | "mex" | "cn";
const PREFIX: Record<Site, string> = { gb: "", us: "/us", mex: "/mex", cn: "/cn" };
const STORE: Record<Site, string> = { gb: "default", us: "uus_2", mex: "mx_website_store_view", cn: "default" };

/** A new address on each site, in its own country. */
const ADDRESS: Record<Site, { country: string; city: string; postcode: string; telephone: string; street: string }> = {
  gb: { country: "GB", city: "London", postcode: "SW1A 1AA", telephone: "+44 20 7946 0000", street: "10 Downing Street" },
  cn: { country: "CN", city: "Shanghai", postcode: "200000", telephone: "+86 21 5555 0000", street: "1 Nanjing Road" },
  us: { country: "US", city: "New York", postcode: "10001", telephone: "+1 212 555 0100", street: "350 Fifth Avenue" },
  mex: { country: "MX", city: "Ciudad de México", postcode: "06600", telephone: "+52 55 5555 0000", street: "Paseo de la Reforma 222" },
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newContext(viewport: keyof typeof viewports = "desktop", cookies: { name: string; value: string; httpOnly?: boolean }[] = []): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: viewports[viewport], isMobile: viewport === "mobile", hasTouch: viewport === "mobile" });
  await context.addCookies([
    // Cookies already chosen: the consent banner stays out of the screenshots.
    { name: "maison-cookie-consent", value: "analytics%3A0%2Cmarketing%3A0", url: base, sameSite: "Lax" },
    ...cookies.map((c) => ({ ...c, url: base, sameSite: "Lax" as const })),
  ]);
  return context;
}

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

/** On the payment step: the card method, to the provider's hosted page and back; answers the page it came back to. */
async function payByCard(page: Page, card: string) {
  await page.getByTestId("payment-method-hosted_card").check();
  await page.locator('[data-testid="card-provider-status"][data-ready="true"]').waitFor();
  await page.getByTestId("payment-submit").click();
  await page.waitForURL((url) => url.href.startsWith(`${commerceUrl}/payments/hosted-card/pay/`), { timeout: 30_000 });
  await page.locator('input[name="card_number"]').fill(card);
  await page.locator('input[name="expiry"]').fill("12/34");
  await page.locator('input[name="cvc"]').fill("123");
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/pay-result\?/, { timeout: 30_000 });
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

const dataLayerEvents = (page: Page) =>
  page.evaluate(() => ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).flatMap((e) => (e.event ? [e.event] : [])));

describe("guest checkout with the success card", () => {
  it.each<[Site, RegExp]>([
    ["gb", /£/],
    ["cn", /£/],
    ["us", /\$/],
    ["mex", /\$/],
  ])("%s: user-account → shipping → billing → payment → pay-result → thank-you", async (site, currency) => {
    const context = await newContext();
    const page = await withBag(context, site);
    await goToCheckout(page, site, "user-account");
    expect(await page.getByTestId("checkout-header").innerText()).toMatch(/SECURE CHECKOUT|PAGO SEGURO|安全结账/i);

    // Steps refuse to skip ahead: without an e-mail, payment sends the guest back to the account step.
    await page.goto(`${base}${PREFIX[site]}/checkout/payment`);
    await page.waitForURL(/\/checkout\/user-account/);
    await step(page, "user-account");
    if (site === "gb") await screenshot(page, shotsDir, "checkout-user-account-desktop");

    await guestEmail(page);
    await shipTo(page, site);
    expect(await page.getByTestId("shipping-method").count()).toBeGreaterThan(0);
    if (site === "gb") await screenshot(page, shotsDir, "checkout-shipping-desktop");

    // A reload resumes where the shopper was: the address and its methods.
    await page.reload();
    await step(page, "shipping");
    await page.getByTestId("shipping-methods").waitFor();
    await chooseMethodAndBilling(page, site === "gb" ? "checkout-billing-desktop" : undefined);
    expect(await shown(page, "checkout-total").innerText()).toMatch(currency);
    expect(await page.getByTestId("payment-method-banktransfer").count()).toBe(1);
    if (site === "gb") await screenshot(page, shotsDir, "checkout-payment-desktop");
    if (site === "mex") await screenshot(page, shotsDir, "checkout-payment-mex-desktop");

    await payByCard(page, CARDS.success);
    const number = await thankYou(page, site);
    expect(await page.getByTestId("thank-you-total").innerText()).toMatch(currency);
    const events = await dataLayerEvents(page);
    expect(events).toContain("purchase");
    if (site === "gb") {
      await notice(page, "Congratualations! You have paid it successfully!").waitFor();
      await screenshot(page, shotsDir, "checkout-thank-you-desktop");
    }

    // The bag is empty after the order, and a reload of the thank-you page shows the same order.
    await page.reload();
    expect(await thankYou(page, site)).toBe(number);
    await page.goto(`${base}${PREFIX[site]}/checkout/shipping`);
    await page.waitForURL(/\/cart/);
    await context.close();
  });
});

describe("card outcomes", () => {
  it("a declined card says what to do and keeps the bag; the success card then places the order (gb)", async () => {
    const context = await newContext();
    const page = await withBag(context, "gb");
    await goToCheckout(page, "gb", "user-account");
    await guestEmail(page);
    await shipTo(page, "gb");
    await chooseMethodAndBilling(page);
    await payByCard(page, CARDS.declined);
    const declined = page.getByTestId("pay-result-declined");
    await declined.waitFor();
    expect(await declined.innerText()).toContain("Please select another payment method");
    await screenshot(page, shotsDir, "checkout-pay-result-declined-desktop");

    await page.getByTestId("pay-result-retry").click();
    await page.waitForURL(/\/checkout\/payment/);
    await step(page, "payment");
    await payByCard(page, CARDS.success);
    await thankYou(page, "gb");
    await context.close();
  });

  it("a cancelled payment says so and leads back to payment (us)", async () => {
    const context = await newContext();
    const page = await withBag(context, "us");
    await goToCheckout(page, "us", "user-account");
    await guestEmail(page);
    await shipTo(page, "us");
    await chooseMethodAndBilling(page);
    await page.getByTestId("payment-method-hosted_card").check();
    await page.locator('[data-testid="card-provider-status"][data-ready="true"]').waitFor();
    await page.getByTestId("payment-submit").click();
    await page.waitForURL((url) => url.href.startsWith(`${commerceUrl}/payments/hosted-card/pay/`), { timeout: 30_000 });
    await page.getByRole("link", { name: /Cancel and return/ }).click();
    await page.waitForURL(/\/us\/pay-result\?/);
    const cancelled = page.getByTestId("pay-result-cancelled");
    await cancelled.waitFor();
    expect(await cancelled.innerText()).toContain("You cancelled the payment.");
    await screenshot(page, shotsDir, "checkout-pay-result-cancelled-desktop");
    await page.getByTestId("pay-result-retry").click();
    await page.waitForURL(/\/us\/checkout\/payment/);
    await step(page, "payment");
    await context.close();
  });

  it("bank transfer places the order without the provider (mex)", async () => {
    const context = await newContext();
    const page = await withBag(context, "mex");
    await goToCheckout(page, "mex", "user-account");
    await guestEmail(page);
    await shipTo(page, "mex");
    await chooseMethodAndBilling(page);
    await page.getByTestId("payment-method-banktransfer").check();
    await page.getByTestId("payment-submit").click();
    await thankYou(page, "mex");
    await context.close();
  });
});

describe("delivery", () => {
  it("a country without shipping methods gets the spec's message (gb)", async () => {
    const context = await newContext();
    const page = await withBag(context, "gb");
    await goToCheckout(page, "gb", "user-account");
    await guestEmail(page);
    await fillAddress(page, "shipping", { country: "AQ", city: "McMurdo", postcode: "9999", telephone: "+44 20 7946 0000", street: "1 Ice Road" });
    await page.getByTestId("shipping-submit").click();
    const message = "There are no shipping methods available for this country. We are sorry, please try with different country.";
    await page.getByTestId("shipping-no-methods").filter({ hasText: message }).waitFor({ timeout: 30_000 });
    await notice(page, message).waitFor();
    // Billing stays closed while no method is chosen.
    await page.goto(`${base}/checkout/billing`);
    await page.waitForURL(/\/checkout\/shipping/);
    await step(page, "shipping");
    await page.getByTestId("shipping-no-methods").waitFor();
    await context.close();
  });
});

/** The commerce API as a script calls it, for what a shopper does elsewhere (register, confirm, add an address). */
async function api(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await fetch(`${commerceUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", store: "default", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, any>; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join("; "));
  return body.data!;
}

async function captcha(): Promise<string> {
  const { captchaChallenge } = await api("{ captchaChallenge { challenge } }");
  const challenge = JSON.parse(captchaChallenge.challenge) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("ALTCHA challenge not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** A fresh customer (the demo customer stays as other suites expect) with one saved address on the site. */
async function customerWithAddress(site: Site): Promise<{ email: string; token: string }> {
  const email = `checkout.${site}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await api("mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }", {
    input: { email, password: PASSWORD, firstname: "Grace", lastname: "Hopper" },
  }, { "x-recaptcha": await captcha(), store: STORE[site] });
  const mail = await waitForMail(mailDir!, email, /Confirm your|请确认|Confirma tu/);
  const link = new URL(mail.links.find((l) => l.includes("key="))!);
  await api("mutation($email: String!, $key: String!) { confirmEmail(input: { email: $email, confirmation_key: $key }) { customer { email } } }", {
    email: link.searchParams.get("email") ?? email,
    key: link.searchParams.get("key"),
  }, { store: STORE[site] });
  const { generateCustomerToken } = await api(
    "mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }",
    { email, password: PASSWORD },
    { "x-recaptcha": await captcha(), store: STORE[site] },
  );
  const token = generateCustomerToken.token as string;
  const a = ADDRESS[site];
  const { country } = await api("query($id: String) { country(id: $id) { available_regions { id } } }", { id: a.country }, { store: STORE[site] });
  const regionId = country?.available_regions?.[0]?.id;
  await api(
    "mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }",
    {
      input: {
        firstname: "Grace", lastname: "Hopper", street: [a.street], city: a.city, postcode: a.postcode, telephone: a.telephone,
        country_code: a.country, default_shipping: true, default_billing: true, ...(regionId ? { region: { region_id: regionId } } : { region: { region: "Region" } }),
      },
    },
    { authorization: `Bearer ${token}`, store: STORE[site] },
  );
  return { email, token };
}

describe("signed-in checkout", () => {
  it("goes from the cart to shipping, uses the saved address, and the order shows in the account (gb)", async () => {
    const { token } = await customerWithAddress("gb");
    const context = await newContext("desktop", [{ name: "maison-customer", value: token, httpOnly: true }]);
    const page = await withBag(context, "gb");
    // A customer has no account step: the cart goes straight to shipping, and user-account sends them on.
    await goToCheckout(page, "gb", "shipping");
    await page.getByTestId("shipping-saved-option").first().waitFor();
    expect(await page.getByTestId("shipping-saved-option").first().isChecked()).toBe(true);
    await clickHydrated(page.getByTestId("shipping-submit"));
    await page.getByTestId("shipping-methods").waitFor({ timeout: 30_000 });
    await chooseMethodAndBilling(page);
    await payByCard(page, CARDS.success);
    const number = await thankYou(page, "gb");

    await page.getByTestId("thank-you-orders").click();
    await page.waitForURL(/\/account\/order/);
    const link = page.locator(`a[href$="/account/order-history/${number}"]`).first();
    await link.waitFor({ timeout: 30_000 });
    await link.click();
    await page.getByTestId("order-detail").waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("order-number").innerText()).toContain(number);
    expect(await page.getByTestId("order-item").count()).toBe(1);
    await context.close();
  });
});

describe("signing in at the account step", () => {
  it("takes a guest's bag into the customer's cart and goes on to shipping with the saved address (us)", async () => {
    const { email } = await customerWithAddress("us");
    const context = await newContext();
    const page = await withBag(context, "us");
    await goToCheckout(page, "us", "user-account");
    const form = page.getByTestId("signin-email-form");
    await clickHydrated(page.getByTestId("signin-tab-email"));
    await form.locator("#signin-email").fill(email);
    await form.locator("#signin-password").fill(PASSWORD);
    await form.getByTestId("signin-submit").click();
    await page.waitForURL(/\/us\/checkout\/shipping/, { timeout: 60_000 });
    await step(page, "shipping");
    await page.getByTestId("shipping-saved-option").first().waitFor();
    expect(await shown(page, "checkout-summary").innerText()).toContain("1");
    await context.close();
  });
});

describe("screens", () => {
  it.each<[Site, keyof typeof viewports]>([
    ["gb", "mobile"],
    ["cn", "desktop"],
    ["mex", "mobile"],
  ])("%s at %s: every step fits the width and the card panel does not move the page", async (site, viewport) => {
    const context = await newContext(viewport);
    const page = await withBag(context, site);
    await page.goto(`${base}${PREFIX[site]}/checkout/user-account?accountType=guest`);
    await step(page, "user-account");
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await screenshot(page, shotsDir, `checkout-user-account-${site}-${viewport}`);
    await guestEmail(page);
    await shipTo(page, site);
    expect(await fits()).toBe(true);
    await screenshot(page, shotsDir, `checkout-shipping-${site}-${viewport}`);
    await clickHydrated(page.getByTestId("shipping-continue"));
    await page.waitForURL(/\/checkout\/billing/);
    await step(page, "billing");
    expect(await fits()).toBe(true);
    await screenshot(page, shotsDir, `checkout-billing-${site}-${viewport}`);
    await clickHydrated(page.getByTestId("billing-submit"));
    await page.waitForURL(/\/checkout\/payment/);
    await step(page, "payment");
    // No layout shift when the provider's browser part arrives: the panel keeps its box.
    const panel = page.getByTestId("payment-panel");
    await page.getByTestId("payment-method-hosted_card").check();
    const before = await panel.boundingBox();
    await page.locator('[data-testid="card-provider-status"][data-ready="true"]').waitFor();
    await pageSettled(page);
    expect(await panel.boundingBox()).toEqual(before);
    expect(await fits()).toBe(true);
    await screenshot(page, shotsDir, `checkout-payment-${site}-${viewport}`);
    if (site === "gb") {
      await payByCard(page, CARDS.success);
      await thankYou(page, site);
      expect(await fits()).toBe(true);
      await screenshot(page, shotsDir, `checkout-thank-you-${site}-${viewport}`);
    }
    await context.close();
  });
});

describe("checkout pages are private", () => {
  it.each(["/checkout/user-account?accountType=guest", "/checkout/shipping", "/thank-you", "/pay-result"])("%s is never stored by shared caches", async (path) => {
    const response = await fetch(`${base}${path}`, { redirect: "manual", headers: { "sec-fetch-dest": "document" } });
    const cacheControl = response.headers.get("cache-control") ?? "";
    expect(cacheControl).toMatch(/no-store|private/);
    expect(cacheControl).not.toMatch(/public|s-maxage/);
  });
});
