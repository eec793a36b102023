import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { IN_CURRENT_ROUTE, clickHydrated, launchBrowser, pageSettled, screenshot, shown, streamingSettled, viewports } from "./browser";
import { waitForMail } from "./mail-server";

const base = inject("storefrontUrl");
const commerceUrl = inject("commerceUrl");
const mailDir = inject("mailDir");
const shotsDir = inject("shotsDir");
const PASSWORD = "Account-e2e-1";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The commerce API as a script calls it, for what a shopper does elsewhere (register, confirm, sign in). */
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

/** The site's ALTCHA challenge, solved as the widget would (the X-ReCaptcha value). */
async function captcha(): Promise<string> {
  const { captchaChallenge } = await api("{ captchaChallenge { challenge } }");
  const challenge = JSON.parse(captchaChallenge.challenge) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("ALTCHA challenge not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

async function signInToken(email: string, password: string): Promise<string> {
  const data = await api(
    "mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }",
    { email, password },
    { "x-recaptcha": await captcha() },
  );
  return data.generateCustomerToken.token as string;
}

/** Registers through createCustomerV2, follows the e-mailed confirmation link's key, and signs in. */
async function newCustomer(label: string): Promise<{ email: string; token: string; firstname: string; lastname: string }> {
  const email = `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const firstname = "Ada";
  const lastname = label === "cn" ? "Wang" : "Lovelace";
  await api(
    "mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }",
    { input: { email, password: PASSWORD, firstname, lastname } },
    { "x-recaptcha": await captcha() },
  );
  // The confirmation e-mail, in any of the sites' languages.
  const mail = await waitForMail(mailDir!, email, /Confirm your|请确认|Confirma tu/);
  const link = new URL(mail.links.find((l) => l.includes("key="))!);
  await api(
    "mutation($email: String!, $key: String!) { confirmEmail(input: { email: $email, confirmation_key: $key }) { customer { email } } }",
    { email: link.searchParams.get("email") ?? email, key: link.searchParams.get("key") },
  );
  return { email, token: await signInToken(email, PASSWORD), firstname, lastname };
}

/** A browser signed in as the customer: the token in the httpOnly cookie, as sign-in leaves it. */
async function signedIn(token: string, viewport: keyof typeof viewports): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: viewports[viewport], isMobile: viewport === "mobile", hasTouch: viewport === "mobile" });
  await context.addCookies([
    { name: "maison-customer", value: token, url: base, httpOnly: true, sameSite: "Lax" },
    // Cookies already chosen: the consent banner stays out of the screenshots.
    { name: "maison-cookie-consent", value: "analytics%3A0%2Cmarketing%3A0", url: base, sameSite: "Lax" },
  ]);
  return context;
}

/** On a phone the page must fit its width: nothing scrolls sideways but the sidebar's own strip. */
async function fitsWidth(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.mobile.width);
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: "load" });
  await streamingSettled(page);
}

const notice = (page: Page, text: string) => page.getByTestId("notifications").getByText(text, { exact: true });
const heading = (page: Page) => shown(page, "account-heading");

const SITES = [
  {
    site: "gb",
    prefix: "",
    texts: {
      title: "My Account",
      overview: "Overview",
      profile: "My profile",
      addresses: "Addresses Book",
      orders: "Order history",
      newsletter: "My newsletter",
      storeCredit: "Store Credit",
      updated: "The user account data was successfully updated!",
      phone: "Updated phone number successfully",
      subscribed: "You have been successfully subscribed to our newsletter!",
      emailNeedsPassword: "Please type your current password to change your email address.",
      selectCountry: "Please select a country first",
      required: "This field is required",
      signInFirst: "Please login firstly",
      noOrders: "You have placed no orders.",
      greeting: (f: string, l: string) => `Hi, ${f} ${l}`,
    },
    country: { code: "GB", region: null as string | null, city: "London", postcode: "SW1A 1AA" },
  },
  {
    site: "cn",
    prefix: "/cn",
    texts: {
      title: "我的账户",
      overview: "概览",
      profile: "我的资料",
      addresses: "地址簿",
      orders: "订单历史",
      newsletter: "我的新闻通讯",
      storeCredit: "商店积分",
      updated: "账户资料已成功更新！",
      phone: "手机号码已成功更新",
      subscribed: "您已成功订阅我们的新闻通讯！",
      emailNeedsPassword: "修改电子邮箱需输入当前密码。",
      selectCountry: "请先选择国家/地区",
      required: "此字段为必填项",
      signInFirst: "请先登录",
      noOrders: "您还没有订单。",
      greeting: (f: string, l: string) => `您好，${f} ${l}`,
    },
    country: { code: "CN", region: "Shanghai", city: "上海", postcode: "200001" },
  },
] as const;

describe.skipIf(!commerceUrl || !mailDir)("account area", () => {
  for (const { site, prefix, texts, country } of SITES) {
    describe(site, () => {
      let customer: Awaited<ReturnType<typeof newCustomer>>;
      beforeAll(async () => {
        customer = await newCustomer(site);
      }, 120_000);

      it("sends a signed-out shopper from every account page to sign in with the notice", async () => {
        const context = await browser.newContext({ viewport: viewports.desktop });
        const page = await context.newPage();
        for (const path of ["/account/overview", "/account/address", "/account/store-credit"]) {
          // Watched from the moment the sign-in page arrives: the notice shows on hydration and leaves after 4 s,
          // which can be before a slow page's load event.
          const response = await page.goto(`${base}${prefix}${path}`, { waitUntil: "commit" });
          expect(new URL(page.url()).pathname).toBe(`${prefix}/user/signin`);
          // One redirect, by the proxy, before any of the page is sent.
          expect(response?.request().redirectedFrom()?.url()).toBe(`${base}${prefix}${path}`);
          await notice(page, texts.signInFirst).waitFor();
        }
        await context.close();
      });

      it("shows the overview with the sidebar in the spec's order and the current entry marked", async () => {
        for (const viewport of ["desktop", "mobile"] as const) {
          const context = await signedIn(customer.token, viewport);
          const page = await context.newPage();
          await open(page, `${base}${prefix}/account/overview`);
          expect(await heading(page).innerText()).toBe(texts.overview);
          expect(await page.title()).toContain(texts.title);
          await shown(page, "account-greeting").filter({ hasText: texts.greeting(customer.firstname, customer.lastname) }).waitFor();
          const entries = await shown(page, "account-nav").locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("data-testid")));
          expect(entries).toEqual(["overview", "orders", "profile", "addresses", "wishlist", "storeCredit"].map((k) => `account-nav-${k}`));
          expect(await shown(page, "account-nav-overview").getAttribute("aria-current")).toBe("page");
          expect(await shown(page, "account-nav-profile").getAttribute("aria-current")).toBeNull();
          expect(await shown(page, "overview-email").innerText()).toBe(customer.email);
          await pageSettled(page);
          if (viewport === "mobile") await fitsWidth(page);
          await screenshot(page, shotsDir, `account-overview-${site}-${viewport}`);
          await context.close();
        }
      });

      it("edits the profile, changes the e-mail with the current password, and the phone number", async () => {
        const context = await signedIn(customer.token, "desktop");
        const page = await context.newPage();
        await open(page, `${base}${prefix}/account/profile`);
        expect(await heading(page).innerText()).toBe(texts.profile);
        expect(await shown(page, "account-nav-profile").getAttribute("aria-current")).toBe("page");
        await shown(page, "profile-firstname").waitFor();

        // Empty first name: the form's own message, nothing sent.
        await shown(page, "profile-firstname").fill("  ");
        await clickHydrated(shown(page, "profile-save"));
        expect(await shown(page, "profile-firstname-error").innerText()).toBe(texts.required);

        // A new e-mail asks for the current password.
        const newEmail = customer.email.replace("@", ".new@");
        await shown(page, "profile-firstname").fill("Grace");
        await shown(page, "profile-email").fill(newEmail);
        await shown(page, "profile-save").click();
        expect(await shown(page, "profile-password-error").innerText()).toBe(texts.emailNeedsPassword);
        await shown(page, "profile-password").fill(PASSWORD);
        await shown(page, "profile-save").click();
        await notice(page, texts.updated).waitFor({ timeout: 20_000 });

        await page.reload();
        await shown(page, "profile-firstname").waitFor();
        expect(await shown(page, "profile-firstname").inputValue()).toBe("Grace");
        expect(await shown(page, "profile-email").inputValue()).toBe(newEmail);
        customer.email = newEmail;
        customer.firstname = "Grace";

        // The phone number, on its own.
        const phone = `+44770090${String(Date.now()).slice(-4)}`;
        await shown(page, "profile-phone").fill("12345");
        await clickHydrated(shown(page, "phone-save"));
        await shown(page, "profile-phone-error").waitFor();
        await shown(page, "profile-phone").fill(phone);
        await shown(page, "phone-save").click();
        await notice(page, texts.phone).waitFor({ timeout: 20_000 });
        await page.reload();
        await shown(page, "profile-phone").waitFor();
        expect(await shown(page, "profile-phone").inputValue()).toBe(phone);
        await pageSettled(page);
        await screenshot(page, shotsDir, `account-profile-${site}-desktop`);
        await context.close();
      });

      it("adds, edits, sets default and deletes addresses; the region waits for a country", async () => {
        const context = await signedIn(customer.token, "desktop");
        const page = await context.newPage();
        await open(page, `${base}${prefix}/account/address`);
        expect(await heading(page).innerText()).toBe(texts.addresses);
        await shown(page, "addresses-empty").waitFor();

        const add = async (street: string, apartment: string) => {
          await open(page, `${base}${prefix}/account/addresses-details/create`);
          await shown(page, "address-form").waitFor();
          // No country: the region says to choose one first.
          await clickHydrated(shown(page, "address-firstname"));
          await shown(page, "address-country").selectOption("");
          expect(await shown(page, "address-region").isDisabled()).toBe(true);
          expect(await shown(page, "address-region").innerText()).toContain(texts.selectCountry);
          await shown(page, "address-save").click();
          expect(await shown(page, "address-country-error").innerText()).toBe(texts.required);
          await shown(page, "address-country").selectOption(country.code);
          if (country.region) {
            await page.locator(`select[data-testid="address-region"]${IN_CURRENT_ROUTE} option`, { hasText: country.region }).waitFor({ state: "attached" });
            await shown(page, "address-region").selectOption({ label: country.region });
          } else {
            await page.locator(`input[data-testid="address-region"]${IN_CURRENT_ROUTE}`).waitFor();
          }
          await shown(page, "address-firstname").fill("Ada");
          await shown(page, "address-lastname").fill("Lovelace");
          await shown(page, "address-telephone").fill("+447700900123");
          await shown(page, "address-street").fill(street);
          await shown(page, "address-apartment").fill(apartment);
          await shown(page, "address-city").fill(country.city);
          await shown(page, "address-postcode").fill(country.postcode);
          return page;
        };

        await add("1 Main Street", "Flat 4");
        await shown(page, "address-default-shipping").check();
        await shown(page, "address-save").click();
        await page.waitForURL(`**${prefix}/account/address`, { timeout: 20_000 });
        const cards = shown(page, "address-card");
        await cards.first().waitFor();
        expect(await cards.count()).toBe(1);
        expect(await cards.first().innerText()).toContain("Flat 4");
        await cards.first().getByTestId("address-is-shipping").waitFor();

        // Edit: the form starts from the stored street lines.
        await cards.first().getByTestId("address-edit").click();
        await shown(page, "address-form").waitFor();
        expect(await shown(page, "address-street").inputValue()).toBe("1 Main Street");
        expect(await shown(page, "address-apartment").inputValue()).toBe("Flat 4");
        await clickHydrated(shown(page, "address-city"));
        await shown(page, "address-city").fill(`${country.city} Centre`);
        await shown(page, "address-save").click();
        await page.waitForURL(`**${prefix}/account/address`, { timeout: 20_000 });
        await cards.first().filter({ hasText: `${country.city} Centre` }).waitFor();

        // A second address, made the default billing one, then deleted.
        await add("2 Side Road", "");
        await page.screenshot({ path: `${shotsDir}/account-address-form-${site}-desktop.png`, fullPage: true });
        await shown(page, "address-save").click();
        await page.waitForURL(`**${prefix}/account/address`, { timeout: 20_000 });
        await cards.nth(1).waitFor();
        expect(await cards.count()).toBe(2);
        const second = cards.filter({ hasText: "2 Side Road" });
        await clickHydrated(second.getByTestId("address-make-billing"));
        await second.getByTestId("address-is-billing").waitFor({ timeout: 20_000 });
        await pageSettled(page);
        await screenshot(page, shotsDir, `account-addresses-${site}-desktop`);
        // A default address cannot be deleted (Magento): the billing default goes back to the first, then it can.
        expect(await second.getByTestId("address-delete").count()).toBe(0);
        const first = cards.filter({ hasText: "1 Main Street" });
        await first.getByTestId("address-make-billing").click();
        await first.getByTestId("address-is-billing").waitFor({ timeout: 20_000 });
        await second.getByTestId("address-delete").click();
        await shown(page, "address-delete-dialog").waitFor({ state: "visible" });
        await shown(page, "address-delete-confirm").click();
        await page.waitForFunction(
          () => [...document.querySelectorAll<HTMLElement>('[data-testid="address-card"]')].filter((el) => el.offsetParent !== null).length === 1,
          undefined,
          { timeout: 20_000 },
        );
        expect(await cards.first().innerText()).toContain("1 Main Street");
        await context.close();

        // The phone layout of the book and the form.
        const phone = await signedIn(customer.token, "mobile");
        const small = await phone.newPage();
        await open(small, `${base}${prefix}/account/address`);
        await shown(small, "address-card").first().waitFor();
        await pageSettled(small);
        await fitsWidth(small);
        await screenshot(small, shotsDir, `account-addresses-${site}-mobile`);
        await open(small, `${base}${prefix}/account/addresses-details/create`);
        await shown(small, "address-form").waitFor();
        await pageSettled(small);
        await fitsWidth(small);
        await screenshot(small, shotsDir, `account-address-form-${site}-mobile`);
        await phone.close();
      });

      it("subscribes to the newsletter and unsubscribes", async () => {
        const context = await signedIn(customer.token, "desktop");
        const page = await context.newPage();
        await open(page, `${base}${prefix}/account/my-newsletter`);
        expect(await heading(page).innerText()).toBe(texts.newsletter);
        const box = shown(page, "newsletter-subscribed");
        expect(await box.isChecked()).toBe(false);
        await clickHydrated(box);
        await shown(page, "newsletter-save").click();
        await notice(page, texts.subscribed).waitFor({ timeout: 20_000 });
        await page.reload();
        await box.waitFor();
        expect(await box.isChecked()).toBe(true);
        await clickHydrated(box);
        await shown(page, "newsletter-save").click();
        await notice(page, texts.updated).waitFor({ timeout: 20_000 });
        await page.reload();
        await box.waitFor();
        expect(await box.isChecked()).toBe(false);
        await context.close();
      });

      it("shows an empty order history and an empty store credit", async () => {
        const context = await signedIn(customer.token, "desktop");
        const page = await context.newPage();
        await open(page, `${base}${prefix}/account/order`);
        expect(await heading(page).innerText()).toBe(texts.orders);
        expect(await shown(page, "account-nav-orders").getAttribute("aria-current")).toBe("page");
        expect(await shown(page, "orders-empty").innerText()).toBe(texts.noOrders);
        await open(page, `${base}${prefix}/account/store-credit`);
        expect(await heading(page).innerText()).toBe(texts.storeCredit);
        expect(await shown(page, "store-credit-balance").innerText()).toMatch(/0\.00/);
        await shown(page, "store-credit-empty").waitFor();
        await context.close();
      });

      it("logs out from the menu: the token is revoked, the cookies cleared, and the shopper is home", async () => {
        const context = await signedIn(customer.token, "desktop");
        const page = await context.newPage();
        await open(page, `${base}${prefix}/account/overview`);
        await clickHydrated(shown(page, "account-logout"));
        await page.waitForURL((url) => url.pathname === (prefix || "/"), { timeout: 20_000 });
        const cookies = await context.cookies();
        expect(cookies.find((c) => c.name === "maison-customer")).toBeUndefined();
        // The token is dead on the server too.
        await expect(api("{ customer { email } }", {}, { authorization: `Bearer ${customer.token}` })).rejects.toThrow();
        await context.close();
      });
    });
  }

  describe("demo customer (gb)", () => {
    let token: string;
    beforeAll(async () => {
      token = await signInToken("demo@example.com", "Maison-demo-1");
    }, 60_000);

    it("pages through the order history, opens an order, and shows the store credit history", async () => {
      for (const viewport of ["desktop", "mobile"] as const) {
        const context = await signedIn(token, viewport);
        const page = await context.newPage();
        await open(page, `${base}/account/order`);
        const rows = shown(page, "order-row");
        await rows.first().waitFor();
        expect(await rows.count()).toBeGreaterThanOrEqual(4);
        await pageSettled(page);
        if (viewport === "mobile") await fitsWidth(page);
        await screenshot(page, shotsDir, `account-orders-gb-${viewport}`);
        await rows.first().getByRole("link").click();
        await shown(page, "order-detail").waitFor({ timeout: 20_000 });
        expect(await heading(page).innerText()).toBe("order detail");
        expect(await shown(page, "order-item").count()).toBeGreaterThan(0);
        expect(await shown(page, "order-grand-total").innerText()).toMatch(/£\d/);
        expect(await shown(page, "account-nav-orders").getAttribute("aria-current")).toBe("page");
        await pageSettled(page);
        if (viewport === "mobile") await fitsWidth(page);
        await screenshot(page, shotsDir, `account-order-gb-${viewport}`);
        await open(page, `${base}/account/store-credit`);
        expect(await shown(page, "store-credit-balance").innerText()).toMatch(/£\d/);
        expect(await shown(page, "store-credit-row").count()).toBeGreaterThanOrEqual(2);
        await pageSettled(page);
        if (viewport === "mobile") await fitsWidth(page);
        await screenshot(page, shotsDir, `account-store-credit-gb-${viewport}`);
        await context.close();
      }
    });

    it("answers an order number that is not the customer's with its not-found text", async () => {
      const context = await signedIn(token, "desktop");
      const page = await context.newPage();
      await open(page, `${base}/account/order-history/NOPE-1`);
      await shown(page, "order-not-found").waitFor();
      await context.close();
    });
  });
});
