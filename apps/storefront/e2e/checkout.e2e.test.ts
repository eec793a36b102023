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
import { clickHydrated, launchBrowser, layoutShiftSoFar, pageSettled, recordLayoutShifts, screenshot, shown, viewports } from "./browser";
import { ADDRESS, PREFIX, STORE, type Site, checkoutFlow } from "./checkout-flow";
import { waitForMail } from "./mail-server";

const base = inject("storefrontUrl");
const commerceUrl = inject("commerceUrl");
const mailDir = inject("mailDir");
const shotsDir = inject("shotsDir");
let browser: Browser;
const { withBag, goToCheckout, step, guestEmail, fillAddress, shipTo, chooseMethodAndBilling, thankYou, notice } = checkoutFlow(base, shotsDir);

const CARDS = { success: "4242 4242 4242 4242", declined: "4000 0000 0000 0002" };
const PASSWORD = "Checkout-e2e-1";

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
  // Spec §8 "No shipping methods for the country", verbatim in the site's language (messages/*/Checkout.json).
  it.each<[Site, string]>([
    ["gb", "There are no shipping methods available for this country. We are sorry, please try with different country."],
    ["cn", "该国家/地区暂无可用的配送方式。非常抱歉，请尝试其他国家/地区。"],
  ])("a country without shipping methods gets the spec's message (%s)", async (site, message) => {
    const context = await newContext();
    const page = await withBag(context, site);
    await goToCheckout(page, site, "user-account");
    await guestEmail(page);
    await fillAddress(page, "shipping", { country: "AQ", city: "McMurdo", postcode: "9999", telephone: "+44 20 7946 0000", street: "1 Ice Road" });
    await page.getByTestId("shipping-submit").click();
    const noMethods = page.getByTestId("shipping-no-methods");
    await noMethods.filter({ hasText: message }).waitFor({ timeout: 30_000 });
    expect((await noMethods.innerText()).trim()).toBe(message);
    await notice(page, message).waitFor();
    // Billing stays closed while no method is chosen; the step reloaded says the same.
    await page.goto(`${base}${PREFIX[site]}/checkout/billing`);
    await page.waitForURL(/\/checkout\/shipping/);
    await step(page, "shipping");
    expect((await page.getByTestId("shipping-no-methods").innerText()).trim()).toBe(message);
    await screenshot(page, shotsDir, `checkout-shipping-no-methods-${site}-desktop`);
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
    // A customer has no account step: the cart goes straight to shipping, and user-account sends them on whatever
    // choice it names.
    await page.goto(`${base}/checkout/user-account?accountType=signin`);
    await page.waitForURL(/\/checkout\/shipping/);
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

describe("the account step's choice (accountType)", () => {
  it("opens on the choice the URL names: the cart's guest e-mail, sign-in, registration (us)", async () => {
    const context = await newContext("mobile");
    const page = await withBag(context, "us");
    await goToCheckout(page, "us", "user-account");
    expect(new URL(page.url()).searchParams.get("accountType")).toBe("guest");
    const chosen = page.getByTestId("account-chosen");
    expect(await page.locator("[data-account-choice]").getAttribute("data-account-choice")).toBe("guest");
    await chosen.getByTestId("guest-panel").waitFor();

    await page.goto(`${base}/us/checkout/user-account?accountType=signin`);
    await step(page, "user-account");
    await chosen.getByTestId("signin-panel").waitFor();
    // First on a phone: the chosen panel is above the guest's e-mail, and its first field has the focus.
    const top = async (testId: string) => (await page.getByTestId(testId).boundingBox())!.y;
    expect(await top("signin-panel")).toBeLessThan(await top("guest-panel"));
    await page.waitForFunction(() => document.querySelector('[data-testid="signin-panel"]')?.contains(document.activeElement) === true);

    await clickHydrated(page.getByTestId("account-to-register"));
    await page.waitForURL(/\/us\/checkout\/user-account\?accountType=register/);
    await step(page, "user-account");
    await chosen.getByTestId("register-form").waitFor();
    expect(await page.getByTestId("signin-panel").count()).toBe(0);
    await page.getByTestId("guest-panel").waitFor();
    await screenshot(page, shotsDir, "checkout-user-account-register-us-mobile");
    await context.close();
  });
});

describe("the sign-in panel beside the guest's e-mail", () => {
  const live = (page: Page, selector: string) =>
    page.locator(selector).evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps")));

  it.each<[Site, "hover" | "tab"]>([
    ["gb", "hover"],
    ["cn", "tab"],
  ])("%s: is shown at once but its code loads only when the shopper goes for it (%s)", async (site, approach) => {
    const context = await newContext();
    // The mouse has not moved in this page yet: nothing points at the panel.
    const page = await withBag(context, site);
    await page.goto(`${base}${PREFIX[site]}/checkout/user-account?accountType=guest`);
    await step(page, "user-account");
    await page.waitForFunction(() => Object.keys(document.getElementById("guest-email") ?? {}).some((k) => k.startsWith("__reactProps")), null, { timeout: 30_000 });
    await pageSettled(page);
    // The guest's form is live; the sign-in form is the server's HTML, all there but not yet hydrated.
    await page.getByTestId("signin-email-form").waitFor();
    expect(await page.locator("#signin-password").count()).toBe(1);
    expect(await live(page, "#signin-email")).toBe(false);
    if (approach === "hover") await page.getByTestId("signin-panel").hover();
    else {
      // Keyboard: from the guest's form on to the sign-in tabs.
      await page.locator("#guest-email").focus();
      for (let i = 0; i < 10 && !(await page.evaluate(() => document.querySelector('[data-testid="signin-panel"]')?.contains(document.activeElement))); i++) await page.keyboard.press("Tab");
    }
    await page.waitForFunction(() => Object.keys(document.getElementById("signin-email") ?? {}).some((k) => k.startsWith("__reactProps")), null, { timeout: 30_000 });
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
    // Beside the guest's e-mail, the sign-in forms' code comes when the shopper goes for them.
    await page.getByTestId("signin-panel").hover();
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

describe("steps that stream in", () => {
  /** Loads a step in a page of its own and returns the layout shift from its first frame until it has settled. */
  async function shiftWhileLoading(context: BrowserContext, path: string, name: string): Promise<number> {
    const page = await context.newPage();
    await recordLayoutShifts(page);
    await page.goto(`${base}${path}`, { waitUntil: "load" });
    await step(page, name);
    await pageSettled(page);
    const shift = await layoutShiftSoFar(page);
    // Whenever the step arrives, the frame's badges and footer start below the fold while its fallback is shown,
    // so nothing in view is pushed down by the streamed content, however long it takes.
    const belowFold = await page.evaluate(() => {
      for (const child of document.getElementById("main")!.children) (child as HTMLElement).style.display = "none";
      return document.querySelector('[data-testid="badges"]')!.getBoundingClientRect().top >= window.innerHeight;
    });
    expect(belowFold, `${path}: badges below the fold with an empty step`).toBe(true);
    await page.close();
    return shift;
  }

  it.each<Site>(["gb", "cn"])("%s at phone width: the account and payment steps do not move while they load", async (site) => {
    const context = await newContext("mobile");
    const page = await withBag(context, site);
    for (const query of ["", "?accountType=signin"]) {
      const path = `${PREFIX[site]}/checkout/user-account${query}`;
      expect(await shiftWhileLoading(context, path, "user-account"), path).toBeLessThan(0.02);
    }
    await page.goto(`${base}${PREFIX[site]}/checkout/user-account?accountType=guest`);
    await step(page, "user-account");
    await guestEmail(page);
    await shipTo(page, site);
    await clickHydrated(page.getByTestId("shipping-continue"));
    await page.waitForURL(/\/checkout\/billing/);
    await step(page, "billing");
    await clickHydrated(page.getByTestId("billing-submit"));
    await page.waitForURL(/\/checkout\/payment/);
    await step(page, "payment");
    const payment = `${PREFIX[site]}/checkout/payment`;
    expect(await shiftWhileLoading(context, payment, "payment"), payment).toBeLessThan(0.02);
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
