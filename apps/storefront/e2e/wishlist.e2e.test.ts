import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { clickHydrated, launchBrowser, screenshot, shown, streamingSettled, viewports } from "./browser";

const base = inject("storefrontUrl");
const commerceUrl = inject("commerceUrl");
const shotsDir = inject("shotsDir");
let browser: Browser;
let token: string;

// The demo catalogue: a lipstick in several shades (a configurable), and a category whose cards include simple
// products (quick-add) and configurable ones.
const SHADES = "/olivier-lindqvist-power-lipstick.html";
const CATEGORY = "/make-up.html";
const DEMO = { email: "demo@example.com", password: "Maison-demo-1" };

const sites = [
  {
    site: "gb", prefix: "", mustSignIn: "Must be logged in to view your wish list", errorTitle: "Wishlist error",
    added: (p: string) => `You added ${p} to your shopping cart.`, submitted: "You submitted your review for moderation.",
  },
  {
    site: "cn", prefix: "/cn", mustSignIn: "请先登录以查看您的心愿单", errorTitle: "心愿单错误",
    added: (p: string) => `您已将 ${p} 加入购物车。`, submitted: "您的评价已提交，正在等待审核。",
  },
] as const;

/** The backend's own API, as the demo customer (a token needs the site's captcha: ALTCHA, solved here). */
async function api(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await fetch(`${commerceUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: any; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data;
}

async function demoToken(): Promise<string> {
  const { captchaChallenge } = await api("{ captchaChallenge { challenge } }");
  const challenge = JSON.parse(captchaChallenge.challenge) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  const data = await api("mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }",
    { e: DEMO.email, p: DEMO.password }, { "x-recaptcha": captcha });
  return data.generateCustomerToken.token;
}

/** Empties the demo customer's wishlist, so each site's run starts from nothing. */
async function emptyWishlist() {
  const auth = { authorization: `Bearer ${token}` };
  const data = await api("{ customer { wishlists { items_v2(pageSize: 200) { items { id } } } } }", {}, auth);
  const ids = data.customer.wishlists.flatMap((w: any) => w.items_v2.items.map((i: any) => i.id));
  if (ids.length) await api("mutation($ids: [ID!]!) { removeProductsFromWishlist(wishlistId: \"0\", wishlistItemsIds: $ids) { user_errors { message } } }", { ids }, auth);
}

beforeAll(async () => {
  browser = await launchBrowser();
  if (commerceUrl) token = await demoToken();
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

async function newContext(viewport: keyof typeof viewports, signedIn: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: viewports[viewport], deviceScaleFactor: 1, isMobile: viewport === "mobile", hasTouch: viewport === "mobile",
  });
  // Signed in as the sign-in page would leave it: the token in the httpOnly session cookie.
  if (signedIn) await context.addCookies([{ name: "maison-customer", value: token, url: base, httpOnly: true, sameSite: "Lax" }]);
  return context;
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}${path}`, { waitUntil: "load" });
  await streamingSettled(page);
  const reject = shown(page, "consent-reject");
  if (await reject.isVisible()) await reject.click();
  return page;
}

const badgeText = (page: Page, n: number) => shown(page, "wishlist-badge").filter({ hasText: new RegExp(`^${n}$`) });

describe.skipIf(!commerceUrl).each(sites)("wishlist on $site", ({ site, prefix, mustSignIn, errorTitle, added, submitted }) => {
  it("toggles the heart on a card and on a product page; the badge counts; the wishlist page moves items to the cart", async () => {
    await emptyWishlist();
    const context = await newContext("desktop", true);
    try {
      const listing = await open(context, `${prefix}${CATEGORY}`);
      // Signed in: the header has the wishlist icon, without a badge while the list is empty.
      await shown(listing, "wishlist-link").waitFor({ timeout: 20_000 });
      expect(await shown(listing, "wishlist-badge").count()).toBe(0);

      // A card that adds at once (a simple product): its heart toggles it in and out, the badge follows.
      const card = listing.getByTestId("product-card").filter({ has: listing.getByTestId("card-add-to-cart") }).first();
      const name = (await card.locator("h3").innerText()).trim();
      const heart = card.getByTestId("wishlist-heart");
      await clickHydrated(heart);
      await expect.poll(() => heart.getAttribute("data-wished"), { timeout: 20_000 }).toBe("true");
      await badgeText(listing, 1).waitFor({ timeout: 20_000 });
      await heart.click();
      await expect.poll(() => heart.getAttribute("data-wished"), { timeout: 20_000 }).toBe("false");
      await expect.poll(() => shown(listing, "wishlist-badge").count(), { timeout: 20_000 }).toBe(0);
      await heart.click();
      await badgeText(listing, 1).waitFor({ timeout: 20_000 });
      await screenshot(listing, shotsDir, `wishlist-card-${site}-desktop`);

      // The product page's heart (a configurable without a shade chosen): in, counted, shown as wished after a reload.
      const product = await open(context, `${prefix}${SHADES}`);
      const pageHeart = shown(product, "wishlist-heart").first();
      await clickHydrated(pageHeart);
      await badgeText(product, 2).waitFor({ timeout: 20_000 });
      await product.reload({ waitUntil: "load" });
      await streamingSettled(product);
      await expect.poll(() => shown(product, "wishlist-heart").first().getAttribute("data-wished"), { timeout: 20_000 }).toBe("true");

      // The wishlist page: both items, grid by default and list on request.
      const wish = await open(context, `${prefix}/wish`);
      await expect.poll(() => shown(wish, "wishlist-item").count(), { timeout: 20_000 }).toBe(2);
      expect(await shown(wish, "wishlist").getAttribute("data-view")).toBe("grid");
      await screenshot(wish, shotsDir, `wishlist-page-${site}-desktop`);
      await clickHydrated(shown(wish, "wishlist-view-list"));
      await expect.poll(() => shown(wish, "wishlist").getAttribute("data-view")).toBe("list");

      // The configurable without a shade: the cart refuses it, under "Wishlist error"; it stays.
      const configurable = shown(wish, "wishlist-item").filter({ hasNot: wish.getByText(name, { exact: true }) }).first();
      await clickHydrated(configurable.getByTestId("wishlist-move-to-cart"));
      const error = shown(wish, "notification").filter({ hasText: errorTitle });
      await error.waitFor({ timeout: 20_000 });
      // The simple product moves: the success notice names it, the item leaves the list and the badge counts down.
      const simple = shown(wish, "wishlist-item").filter({ has: wish.getByText(name, { exact: true }) });
      await clickHydrated(simple.getByTestId("wishlist-move-to-cart"));
      await shown(wish, "notifications").getByText(added(name)).waitFor({ timeout: 20_000 });
      await expect.poll(() => shown(wish, "wishlist-item").count(), { timeout: 20_000 }).toBe(1);
      await badgeText(wish, 1).waitFor({ timeout: 20_000 });
      await shown(wish, "cart-badge").waitFor({ timeout: 20_000 });
      await screenshot(wish, shotsDir, `wishlist-page-list-${site}-desktop`);

      const phone = await newContext("mobile", true);
      try {
        const small = await open(phone, `${prefix}/wish`);
        await expect.poll(() => shown(small, "wishlist-item").count(), { timeout: 20_000 }).toBe(1);
        await screenshot(small, shotsDir, `wishlist-page-${site}-mobile`);
      } finally {
        await phone.close();
      }
    } finally {
      await context.close();
    }
  }, 240_000);

  it("sends a signed-out heart to sign-in with the wishlist's notice", async () => {
    const context = await newContext("desktop", false);
    try {
      const page = await open(context, `${prefix}${SHADES}`);
      expect(await shown(page, "wishlist-link").count()).toBe(0);
      await clickHydrated(shown(page, "wishlist-heart").first());
      await page.waitForURL(`**${prefix}/user/signin`, { timeout: 20_000 });
      await shown(page, "notifications").getByText(mustSignIn).waitFor({ timeout: 20_000 });
      // The wishlist page itself too.
      await page.goto(`${base}${prefix}/wish`, { waitUntil: "load" });
      await page.waitForURL(`**${prefix}/user/signin`, { timeout: 20_000 });
    } finally {
      await context.close();
    }
  }, 120_000);

  it("writes a review, says it waits for moderation, and shows it in the account", async () => {
    for (const viewport of ["desktop", "mobile"] as const) {
      const context = await newContext(viewport, true);
      try {
        const page = await open(context, `${prefix}${SHADES}`);
        await clickHydrated(shown(page, "write-review"));
        const form = shown(page, "review-form");
        await form.getByTestId("review-stars").locator("label").nth(3).waitFor({ timeout: 20_000 });
        // Sent without a rating first: the form says what is missing and sends nothing.
        await form.getByTestId("review-submit").click();
        expect(await form.locator(".text-sale").count()).toBeGreaterThan(0);
        await form.getByTestId("review-stars").locator("label").nth(3).click();
        await form.locator('input[name="nickname"]').fill("Ada");
        await form.locator('input[name="summary"]').fill(`Lovely shade (${site})`);
        await form.locator('textarea[name="text"]').fill("<b>Soft</b> & long-lasting.\nWould buy again.");
        await screenshot(page, shotsDir, `review-form-${site}-${viewport}`);
        await form.getByTestId("review-submit").click();
        await shown(page, "notifications").getByText(submitted).waitFor({ timeout: 20_000 });
        await shown(page, "review-submitted").filter({ hasText: submitted }).waitFor();
        // The shopper's own reviews list it at once, while it waits for moderation.
        await page.goto(`${base}${prefix}/account/my-reviews`, { waitUntil: "load" });
        await shown(page, "review-item").filter({ hasText: `Lovely shade (${site})` }).first().waitFor({ timeout: 20_000 });
        if (viewport === "mobile") await screenshot(page, shotsDir, `account-my-reviews-${site}-${viewport}`);
      } finally {
        await context.close();
      }
    }
  }, 180_000);
});
