/**
 * The payment step with Stripe (ADR 016), in a browser without the internet: a backend of its own with the Stripe
 * keys, talking to the local Stripe API stand-in (apps/commerce/src/test/stripe-stand-in.ts), and a storefront on it.
 * The browser gets e2e/stripe-js-stand-in.js in place of https://js.stripe.com/v3, and its calls to
 * https://api.stripe.com go to the stand-in, so the page's Content-Security-Policy is tested as it would be with
 * Stripe's own hosts: a blocked script or call never reaches the test's routes.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Browser, BrowserContext, Page, Request as PlaywrightRequest, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  STAND_IN_HOOKS_ORIGIN,
  STAND_IN_PROCESSING_CARD,
  STAND_IN_THREE_D_SECURE_CARD,
  type StandInIntent,
  type StripeStandIn,
  startStripeStandIn,
} from "../../commerce/src/test/stripe-stand-in.ts";
import { clickHydrated, launchBrowser, screenshot, viewports } from "./browser";
import { PREFIX, type Site, checkoutFlow } from "./checkout-flow";
import { type Service, freePort, startService, waitForHttp } from "./processes";

const appRoot = resolve(import.meta.dirname, "..");
const commerceDir = resolve(appRoot, "../commerce");
const dataDir = inject("spareDataDir");
const shotsDir = inject("shotsDir");
const STRIPE_JS = readFileSync(resolve(import.meta.dirname, "stripe-js-stand-in.js"), "utf8");
const KEYS = { secret: "sk_test_standin_0123456789", publishable: "pk_test_standin_0123456789", webhook: "whsec_standin_0123456789" };
const CARDS = { success: "4242 4242 4242 4242", declined: "4000 0000 0000 0002" };

const services: Service[] = [];
let stripe: StripeStandIn;
let base: string;
let browser: Browser;

beforeAll(async () => {
  if (!dataDir) return;
  stripe = await startStripeStandIn();
  const [commercePort, storefrontPort] = [await freePort(), await freePort()];
  const commerceUrl = `http://localhost:${commercePort}`;
  const commerce = startService("commerce-stripe", process.execPath, ["src/main.ts"], {
    cwd: commerceDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      COMMERCE_PORT: String(commercePort),
      COMMERCE_HOST: "localhost",
      COMMERCE_PUBLIC_URL: commerceUrl,
      STOREFRONT_PORT: String(storefrontPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      COMMERCE_CART_CREATION_LIMIT: "100000",
      MEDIA_RENDER: "on-demand",
      STRIPE_SECRET_KEY: KEYS.secret,
      STRIPE_PUBLISHABLE_KEY: KEYS.publishable,
      STRIPE_WEBHOOK_SECRET: KEYS.webhook,
      STRIPE_API_URL: stripe.url,
    },
    echo: (line) => /error|invalid|could not/i.test(line),
  });
  services.push(commerce);
  await waitForHttp(`${commerceUrl}/health`, commerce, 120_000);
  // The build the suite's own storefront runs (global setup made it), on this backend.
  const storefront = startService("storefront-stripe", process.execPath, ["server.ts"], {
    cwd: appRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      STOREFRONT_PORT: String(storefrontPort),
      COMMERCE_GRAPHQL_URL: `${commerceUrl}/graphql`,
      REVALIDATE_SECRET: randomBytes(24).toString("hex"),
    },
    echo: (line) => /error|⨯/i.test(line),
  });
  services.push(storefront);
  base = `http://localhost:${storefrontPort}`;
  await waitForHttp(base, storefront, 60_000);
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  for (const service of services.reverse()) await service.stop();
  await stripe?.close();
});

/** Stripe's 3-D Secure page and its answer, as the browser loads them: the stand-in's page and redirect as they are. */
async function toChallenge(route: Route, request: PlaywrightRequest) {
  const url = new URL(request.url());
  const answer = await fetch(`${stripe.url}${url.pathname}`, {
    method: request.method(),
    headers: { "content-type": request.headers()["content-type"] ?? "application/x-www-form-urlencoded" },
    body: request.postData() ?? undefined,
    redirect: "manual",
  });
  const location = answer.headers.get("location");
  await route.fulfill({
    status: answer.status,
    body: await answer.text(),
    headers: { "content-type": answer.headers.get("content-type") ?? "text/html", ...(location ? { location } : {}) },
  });
}

/** Stripe's API as the browser calls it, answered by the stand-in (CORS as Stripe's API answers it). */
async function toStandIn(route: Route, request: PlaywrightRequest) {
  const url = new URL(request.url());
  const answer = await fetch(`${stripe.url}${url.pathname}`, {
    method: request.method(),
    headers: { "content-type": request.headers()["content-type"] ?? "application/x-www-form-urlencoded" },
    body: request.postData() ?? undefined,
  });
  await route.fulfill({ status: answer.status, body: await answer.text(), headers: { "content-type": "application/json", "access-control-allow-origin": "*" } });
}

describe.skipIf(!dataDir)("card payment with Stripe's Payment Element (Stripe.js and Stripe's API stood in)", () => {
  it("us: mounts the element with the session's client secret, without layout shift; a decline, then Stripe's return places the order", async () => {
    const context = await browser.newContext({ viewport: viewports.mobile, isMobile: true, hasTouch: true });
    await context.addCookies([{ name: "maison-cookie-consent", value: "analytics%3A0%2Cmarketing%3A0", url: base, sameSite: "Lax" }]);
    // Stripe.js is held back until the panel has been measured without it.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const scriptLoads: string[] = [];
    await context.route("https://js.stripe.com/**", async (route) => {
      scriptLoads.push(route.request().url());
      await held;
      await route.fulfill({ contentType: "text/javascript", body: STRIPE_JS });
    });
    await context.route("https://api.stripe.com/**", (route, request) => toStandIn(route, request));
    const policies = new Map<string, string>();
    context.on("response", (response) => {
      if (response.request().resourceType() === "document") policies.set(new URL(response.url()).pathname, response.headers()["content-security-policy"] ?? "");
    });
    const flow = checkoutFlow(base, shotsDir);
    const page = await flow.withBag(context, "us");
    const blocked: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });

    await flow.goToCheckout(page, "us", "user-account");
    await flow.guestEmail(page);
    await flow.shipTo(page, "us");
    expect(scriptLoads).toEqual([]);
    await clickHydrated(page.getByTestId("shipping-continue"));
    await page.waitForURL(/\/us\/checkout\/billing/);
    await flow.step(page, "billing");
    // Billing moves on to payment in the page (a client-side navigation); the step loads itself again, under its own
    // policy, before Stripe.js.
    const loaded = page.waitForResponse((r) => new URL(r.url()).pathname === "/us/checkout/payment" && r.request().resourceType() === "document", { timeout: 30_000 });
    await clickHydrated(page.getByTestId("billing-submit"));
    await loaded;
    await flow.step(page, "payment");
    expect(await page.getByTestId("payment-panel").getAttribute("data-card-form")).toBe("stripe_payment_element");

    // Stripe's origin is in the payment step's policy only.
    expect(policies.get("/us/checkout/payment")).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(policies.get("/us/checkout/payment")).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
    expect(policies.get("/us/cart")).toBeDefined();
    for (const [path, policy] of policies) if (path !== "/us/checkout/payment") expect(policy, path).not.toContain("stripe");

    // The card is the first method: its box is there before Stripe.js, and as big after.
    const panel = page.getByTestId("payment-panel");
    await page.getByTestId("card-provider-status").waitFor();
    const before = await panel.boundingBox();
    expect(await page.getByTestId("card-provider-status").getAttribute("data-ready")).toBe("false");
    release();
    await page.locator('[data-testid="card-provider-status"][data-ready="true"]').waitFor({ timeout: 30_000 });
    expect(await panel.boundingBox()).toEqual(before);
    const element = page.locator('[data-testid="card-element"] [data-stripe-stand-in="payment-element"]');
    expect(await element.getAttribute("data-locale")).toBe("en");
    expect(scriptLoads).toEqual(["https://js.stripe.com/v3"]);
    const [intent] = [...stripe.intents.values()].slice(-1);
    expect(intent).toMatchObject({ currency: "usd", status: "requires_payment_method" });
    await screenshot(page, shotsDir, "checkout-payment-stripe-us-mobile");

    // A declined card: Stripe answers on the page, the shopper stays and tries another card.
    await element.locator("input").fill(CARDS.declined);
    await page.getByTestId("payment-submit").click();
    await page.getByTestId("notifications").getByText("Your card was declined.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/us/checkout/payment");

    await element.locator("input").fill(CARDS.success);
    await page.getByTestId("payment-submit").click();
    // Stripe's return: the page's own origin, the site's /pay-result, Stripe's parameters.
    await page.waitForURL((url) => url.origin === base && url.pathname === "/us/pay-result" && url.searchParams.get("redirect_status") === "succeeded", { timeout: 30_000 });
    const back = new URL(page.url());
    expect(back.searchParams.get("payment_intent")).toBe(intent!.id);
    expect(back.searchParams.get("payment_intent_client_secret")).toBe(intent!.client_secret);
    const number = await flow.thankYou(page, "us");
    expect(number).toMatch(/^\d+$/);
    expect(stripe.requests).toContainEqual({ line: `POST /v1/payment_intents/${intent!.id}/confirm`, key: KEYS.publishable });
    expect(blocked).toEqual([]);
    await context.close();
  });

  /** A guest's bag on `site`, through the steps to the payment step with Stripe's card form ready. */
  async function atStripePayment(site: Site) {
    const context = await browser.newContext({ viewport: viewports.desktop });
    await context.addCookies([{ name: "maison-cookie-consent", value: "analytics%3A0%2Cmarketing%3A0", url: base, sameSite: "Lax" }]);
    await context.route("https://js.stripe.com/**", (route) => route.fulfill({ contentType: "text/javascript", body: STRIPE_JS }));
    await context.route("https://api.stripe.com/**", (route, request) => toStandIn(route, request));
    await context.route(`${STAND_IN_HOOKS_ORIGIN}/**`, (route, request) => toChallenge(route, request));
    const flow = checkoutFlow(base, shotsDir);
    const page = await flow.withBag(context, site);
    await flow.goToCheckout(page, site, "user-account");
    await flow.guestEmail(page);
    await flow.shipTo(page, site);
    await clickHydrated(page.getByTestId("shipping-continue"));
    await page.waitForURL(/\/checkout\/billing/);
    await flow.step(page, "billing");
    // The payment step loads itself once more under its own policy before Stripe.js (see the test above).
    const loaded = page.waitForResponse((r) => new URL(r.url()).pathname === `${PREFIX[site]}/checkout/payment` && r.request().resourceType() === "document", { timeout: 30_000 });
    await clickHydrated(page.getByTestId("billing-submit"));
    await loaded;
    await flow.step(page, "payment");
    await page.locator('[data-testid="card-provider-status"][data-ready="true"]').waitFor({ timeout: 30_000 });
    const [intent] = [...stripe.intents.values()].slice(-1) as [StandInIntent];
    return { context, page, flow, intent };
  }

  /** Types `card` into the stand-in's Payment Element and pays. */
  async function pay(page: Page, card: string) {
    await page.locator('[data-testid="card-element"] [data-stripe-stand-in="payment-element"] input').fill(card);
    await page.getByTestId("payment-submit").click();
  }

  const returned = (site: Site, status: string) => (url: URL) => url.origin === base && url.pathname === `${PREFIX[site]}/pay-result` && url.searchParams.get("redirect_status") === status;
  const cookieNames = async (context: BrowserContext) => (await context.cookies(base)).map((c) => c.name);

  it("gb: a 3-D Secure challenge, completed, returns to /pay-result and ends on the thank-you page with the order", async () => {
    const { context, page, flow, intent } = await atStripePayment("gb");
    await pay(page, STAND_IN_THREE_D_SECURE_CARD);
    await page.waitForURL((url) => url.href === `${STAND_IN_HOOKS_ORIGIN}/3d_secure_2/authenticate/${intent.id}`, { timeout: 30_000 });
    expect(intent.status).toBe("requires_action");
    await screenshot(page, shotsDir, "checkout-stripe-3ds-challenge-desktop");
    await page.getByRole("button", { name: "Complete authentication" }).click();
    await page.waitForURL(returned("gb", "succeeded"), { timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get("payment_intent")).toBe(intent.id);
    const number = await flow.thankYou(page, "gb");
    expect(intent.status).toBe("succeeded");
    await flow.notice(page, "Congratualations! You have paid it successfully!").waitFor();
    expect(await cookieNames(context)).not.toContain("maison-cart");
    // A reload of the thank-you page shows the same order.
    await page.reload();
    expect(await flow.thankYou(page, "gb")).toBe(number);
    await context.close();
  });

  it("cn: a 3-D Secure challenge, failed, is a decline in the spec's words; the bag stays for another try", async () => {
    const { context, page, intent } = await atStripePayment("cn");
    await pay(page, STAND_IN_THREE_D_SECURE_CARD);
    await page.waitForURL((url) => url.origin === STAND_IN_HOOKS_ORIGIN, { timeout: 30_000 });
    await page.getByRole("button", { name: "Fail authentication" }).click();
    await page.waitForURL(returned("cn", "failed"), { timeout: 30_000 });
    const declined = page.getByTestId("pay-result-declined");
    await declined.waitFor();
    // Spec §8 "Other payment texts", in the site's language (messages/zh-CN/Checkout.json errors.selectAnother).
    expect(await declined.innerText()).toContain("请选择其他支付方式");
    expect(intent.status).toBe("requires_payment_method");
    expect(await page.getByTestId("pay-result-placing").count()).toBe(0);
    await screenshot(page, shotsDir, "checkout-stripe-3ds-failed-cn-desktop");
    expect(await cookieNames(context)).toContain("maison-cart");
    expect(await cookieNames(context)).not.toContain("maison-order");
    await page.getByTestId("pay-result-retry").click();
    await page.waitForURL(/\/cn\/checkout\/payment/);
    await page.getByTestId("checkout-payment").waitFor({ timeout: 30_000 });
    await context.close();
  });

  it("mex: a payment still processing says so, places no order however often reloaded, and orders once the bank confirms", async () => {
    const { context, page, flow, intent } = await atStripePayment("mex");
    await pay(page, STAND_IN_PROCESSING_CARD);
    await page.waitForURL(returned("mex", "processing"), { timeout: 30_000 });
    const back = page.url();
    const processing = page.getByTestId("pay-result-processing");
    await processing.waitFor();
    expect(await processing.innerText()).toContain("Tu pago se está procesando");
    // The page asked the backend once it was shown: not confirmed yet, no error, no order, the bag kept.
    const waiting = page.getByTestId("pay-result-waiting").filter({ hasText: "Aún no se confirma. Vuelve a verificar en un momento." });
    await waiting.waitFor({ timeout: 30_000 });
    // Said once, by the status line, not again by the page's text.
    expect((await processing.innerText()).match(/verificar en un momento/g)).toHaveLength(1);
    expect(await page.getByTestId("pay-result-failed").count()).toBe(0);
    expect((await page.getByTestId("notifications").innerText()).trim()).toBe("");
    await screenshot(page, shotsDir, "checkout-stripe-processing-mex-desktop");
    for (let reload = 0; reload < 2; reload++) {
      await page.reload();
      await waiting.waitFor({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe("/mex/pay-result");
    }
    expect(intent.status).toBe("processing");
    expect(await cookieNames(context)).toContain("maison-cart");
    expect(await cookieNames(context)).not.toContain("maison-order");

    // The bank confirms (Stripe's side); the shopper checks again and the order is placed.
    stripe.setStatus(intent.id, "succeeded");
    await clickHydrated(page.getByTestId("pay-result-check"));
    const number = await flow.thankYou(page, "mex");
    expect(await cookieNames(context)).not.toContain("maison-cart");
    // Back at the processing return (a reload of it, a second tab): the same order, not a second one.
    await page.goto(back);
    expect(await flow.thankYou(page, "mex")).toBe(number);
    await context.close();
  });
});
