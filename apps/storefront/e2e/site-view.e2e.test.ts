// The site view of catalogue pages as shared caches keep it (docs/adr/019): public, tagged for purges, its inline
// scripts allowed by hash, kept by the front; the shopper's own parts from GET /api/shopper; pages with personal data
// private.
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { clickHydrated, launchBrowser, recordCspViolations, shown, streamingSettled, viewports } from "./browser";
import { waitForMail } from "./mail-server";

const base = inject("storefrontUrl");
const commerceUrl = inject("commerceUrl");
const secret = inject("revalidateSecret");
const mailDir = inject("mailDir");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
const CATEGORY = "/make-up.html";
const PRODUCT = "/olivier-lindqvist-power-lipstick.html";
/** A CMS page no other suite asks for: revalidating its tag here leaves their pages alone. */
const CMS = "/dmca";
/** A brand list and a seeded brand's page (not the list's first, which other suites open). */
const BRAND_LIST = "/cn/brand";
const BRAND = await seededBrand();
/** A brand id no brand has. */
const NO_BRAND = "/brand/987654321";

/** The path of a brand on the list, as a shopper with a cart sees it (private: no copy is kept). */
async function seededBrand(): Promise<string> {
  const html = await (await fetch(`${base}/brand`, { headers: { cookie: "maison-cart=none" } })).text();
  const paths = [...new Set([...html.matchAll(/href="(\/brand\/\d+)"/g)].map((m) => m[1]!))];
  if (paths.length <= 10) throw new Error(`${paths.length} brands on the brand list`);
  return paths[10]!;
}

const CRAWLER = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };

/** A first-time visitor's page load: no cookies, as a CDN sees it. */
async function anonymous(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers: { "sec-fetch-dest": "document", ...headers } });
  return { response, html: await response.text() };
}

/** A page asked for twice: the second answer, which the front gives from its copy when it keeps one. */
async function keptCopy(path: string) {
  await anonymous(path);
  return anonymous(path);
}

/** Drops a cache tag through the suite's storefront, as the backend or an editor does; the answer's status. */
async function revalidate(tag: string): Promise<number> {
  const response = await fetch(`${base}/api/revalidate`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-revalidate-secret": secret! },
    body: JSON.stringify({ tags: [tag] }),
  });
  return response.status;
}

function scriptSources(policy: string | null): string[] {
  return (policy ?? "").split(/;\s*/).find((d) => d.startsWith("script-src "))?.split(" ").slice(1) ?? [];
}

/** A page whose CSP violations are recorded from its first script on. */
async function watched(context: BrowserContext): Promise<{ page: Page; violations: string[] }> {
  const page = await context.newPage();
  const violations = await recordCspViolations(page);
  return { page, violations };
}

async function consentGiven(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: viewports.desktop });
  await context.addCookies([{ name: "maison-cookie-consent", value: "analytics%3A0%2Cmarketing%3A0", url: base, sameSite: "Lax" }]);
  return context;
}

const badge = (page: Page) => shown(page, "cart-badge").first();

describe("the site view of a catalogue page, answered to an anonymous visitor", () => {
  it.each([
    { kind: "home", path: "/", tag: /product:/ },
    { kind: "category", path: CATEGORY, tag: /category:\S+/ },
    { kind: "product", path: PRODUCT, tag: /product:\S+/ },
    { kind: "cn category", path: `/cn${CATEGORY}`, tag: /category:\S+/ },
    { kind: "CMS page", path: CMS, tag: /cms:dmca/ },
    { kind: "brand page", path: BRAND, tag: new RegExp(`(^| )brand:${BRAND.split("/").at(-1)}( |$)`) },
    { kind: "cn brand list", path: BRAND_LIST, tag: /(^| )brands( |$)/ },
  ])("$kind is public, tagged for CDN purges, sets no cookie and allows its scripts by hash", async ({ path, tag }) => {
    await anonymous(path);
    const { response, html } = await anonymous(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(PUBLIC);
    expect(response.headers.get("vary")).toMatch(/Cookie/);
    const keys = response.headers.get("surrogate-key") ?? "";
    expect(keys).toMatch(tag);
    expect(keys.split(" ")).toContain("catalog-all");
    expect(response.headers.get("cache-tag")).toBe(keys.split(" ").join(","));
    expect(response.headers.get("set-cookie")).toBeNull();
    const sources = scriptSources(response.headers.get("content-security-policy"));
    expect(sources.some((s) => s.startsWith("'nonce-"))).toBe(false);
    expect(sources.filter((s) => s.startsWith("'sha256-")).length).toBeGreaterThan(0);
    expect(html).not.toContain(" nonce=");
    // The front answered it from its copy: the same bytes, not rendered again.
    const again = await anonymous(path);
    expect(again.response.headers.get("x-storefront-cache")).toBe("HIT");
    expect(again.html).toBe(html);
  });

  it.each(["/", CATEGORY, PRODUCT, CMS, "/cn", BRAND, BRAND_LIST])("%s runs without a CSP violation, rendered or answered from the front's copy, and hydrates", async (path) => {
    for (const round of [1, 2]) {
      const context = await consentGiven();
      const { page, violations } = await watched(context);
      const response = await page.goto(`${base}${path}`, { waitUntil: "load" });
      expect(response?.headers()["cache-control"], `round ${round}`).toBe(PUBLIC);
      await streamingSettled(page);
      await clickHydrated(shown(page, "search-toggle").first());
      await page.locator("#search-overlay").waitFor({ state: "visible", timeout: 20_000 });
      expect(violations, `round ${round}`).toEqual([]);
      await context.close();
    }
  });

  it("is the same page whatever the visitor's other cookies; a crawler's copy is the front's only", async () => {
    const plain = await anonymous(PRODUCT);
    const withConsent = await anonymous(PRODUCT, { cookie: "maison-cookie-consent=analytics%3A1; i18n_loc=en-GB; _ga=GA1.1.2" });
    expect(withConsent.response.headers.get("cache-control")).toBe(PUBLIC);
    expect(withConsent.html).toBe(plain.html);
    await anonymous(PRODUCT, CRAWLER);
    const bot = await anonymous(PRODUCT, CRAWLER);
    expect(bot.response.headers.get("x-storefront-cache")).toBe("HIT");
    // Next renders crawlers' pages otherwise: a CDN, which keys by URL, must not give that copy to browsers.
    expect(bot.response.headers.get("cache-control")).toMatch(/^private/);
    expect(bot.response.headers.get("surrogate-key")).toBeNull();
    expect(bot.html).not.toBe(plain.html);
  });

  it.each(["/", CATEGORY, PRODUCT, CMS, "/cn", `/mex${CMS}`, BRAND, BRAND_LIST])(
    "%s has its title, canonical and hreflang links in the head for a browser as for a crawler: a CDN's copy serves both",
    async (path) => {
      for (const headers of [{}, CRAWLER]) {
        const { response, html } = await anonymous(path, headers);
        expect(response.status).toBe(200);
        const head = html.slice(0, html.indexOf("</head>"));
        const label = `${path} ${"user-agent" in headers ? "crawler" : "browser"}`;
        expect(head, label).toMatch(/<title>[^<]+<\/title>/);
        expect(head, label).toMatch(/<link rel="canonical" href="[^"]+"/);
        expect(head.match(/<link rel="alternate" hrefLang="[^"]+"/g)?.length ?? 0, label).toBeGreaterThanOrEqual(2);
        // Nothing of the metadata is left to stream into the body.
        expect(html.slice(head.length), label).not.toMatch(/<link rel="canonical"/);
      }
    },
  );

  it("drops the front's copy when a revalidation names one of its tags; for a while after, the page is private", async () => {
    expect(secret, "the suite's own storefront has a revalidation secret").toBeTruthy();
    const kept = await keptCopy(CMS);
    expect(kept.response.headers.get("x-storefront-cache")).toBe("HIT");
    const tag = (kept.response.headers.get("surrogate-key") ?? "").split(" ").find((t) => t.startsWith("cms:"))!;
    expect(await revalidate(tag)).toBe(200);
    const after = await anonymous(CMS);
    expect(after.response.status).toBe(200);
    expect(after.response.headers.get("x-storefront-cache")).toBeNull();
    expect(after.response.headers.get("cache-control")).toMatch(/^private/);
    // Pages without the tag are still answered from their copies.
    expect((await keptCopy(PRODUCT)).response.headers.get("x-storefront-cache")).toBe("HIT");
  });

  it("drops a brand page's copy when the brand's tag is revalidated, which names its details and its products", async () => {
    const kept = await keptCopy(BRAND);
    expect(kept.response.headers.get("x-storefront-cache")).toBe("HIT");
    const tag = `brand:${BRAND.split("/").at(-1)}`;
    expect((kept.response.headers.get("surrogate-key") ?? "").split(" ")).toContain(tag);
    expect(await revalidate(tag)).toBe(200);
    const after = await anonymous(BRAND);
    expect(after.response.status).toBe(200);
    expect(after.response.headers.get("x-storefront-cache")).toBeNull();
    expect(after.response.headers.get("cache-control")).toMatch(/^private/);
    expect(after.html).toContain('data-testid="brand-name"');
    // The brand list is tagged `brands`, not with each brand's tag: its copy stays.
    expect((await keptCopy(BRAND_LIST)).response.headers.get("x-storefront-cache")).toBe("HIT");
  });
});

describe("pages with personal data", () => {
  it("stay private, and a catalogue page asked for with a cart, a token, a store or a currency is private too", async () => {
    const listings = [`${CATEGORY}?page=2`, `${BRAND}?sort=price_ASC`, `${BRAND}?page=2`, `${BRAND_LIST}?page=2`];
    for (const path of ["/cart", "/checkout/user-account?accountType=guest", "/user/signin", "/search?keyword=bag", ...listings]) {
      const { response } = await anonymous(path);
      expect(response.headers.get("cache-control"), path).toMatch(/^private, no-cache, no-store/);
      expect(response.headers.get("surrogate-key"), path).toBeNull();
    }
    for (const cookie of ["maison-cart=abc", "maison-customer=t0ken", "maison-store=default", "maison-currency=GBP"]) {
      for (const path of ["/", CATEGORY, PRODUCT, BRAND]) {
        const { response, html } = await anonymous(path, { cookie });
        expect(response.headers.get("cache-control"), `${cookie} ${path}`).toMatch(/^private, no-cache, no-store/);
        expect(response.headers.get("surrogate-key")).toBeNull();
        expect(response.headers.get("x-storefront-cache")).toBeNull();
        expect(scriptSources(response.headers.get("content-security-policy")).some((s) => s.startsWith("'nonce-"))).toBe(true);
        expect(html).toContain(" nonce=");
      }
    }
    // A signed-in shopper's pages (the account) redirect without a token; with one they are private.
    const account = await fetch(`${base}/account/overview`, { headers: { cookie: "maison-customer=t0ken" }, redirect: "manual" });
    expect(account.headers.get("cache-control") ?? "").not.toMatch(/public/);
  });

  it("an unknown brand answers 404, privately, and is never kept", async () => {
    for (const round of [1, 2]) {
      const { response, html } = await anonymous(NO_BRAND);
      expect(response.status, `round ${round}`).toBe(404);
      expect(response.headers.get("cache-control"), `round ${round}`).toMatch(/^private, no-cache, no-store/);
      expect(response.headers.get("surrogate-key")).toBeNull();
      expect(response.headers.get("x-storefront-cache")).toBeNull();
      expect(html).toMatch(/<meta name="robots" content="noindex/);
    }
  });

  it("the shopper's parts come from GET /api/shopper, which no cache keeps", async () => {
    const response = await fetch(`${base}/api/shopper?locale=en-GB&path=${encodeURIComponent(CATEGORY)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const view = (await response.json()) as { signedIn: boolean; cart: { count: number }; account: unknown; wishlist: unknown };
    expect(view).toMatchObject({ signedIn: false, cart: { count: 0 }, account: null, wishlist: null });
    expect((await fetch(`${base}/api/shopper?locale=xx&path=/`)).status).toBe(400);
  });
});

describe("the shopper's parts of a site view", () => {
  it("the badge shows the right count after adds and after a reload", async () => {
    const context = await consentGiven();
    const page = await context.newPage();
    await page.goto(`${base}${CATEGORY}`);
    await streamingSettled(page);
    const card = shown(page, "card-add-to-cart").first();
    await clickHydrated(card);
    await badge(page).filter({ hasText: /^1$/ }).waitFor({ timeout: 20_000 });
    await shown(page, "notifications").getByText("Add To Cart Successfully").first().waitFor({ timeout: 20_000 });
    await card.click();
    await badge(page).filter({ hasText: /^2$/ }).waitFor({ timeout: 20_000 });
    // Settled: the count stays, never going back to an older one while the page's parts are asked for again.
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      seen.add(await badge(page).innerText().catch(() => "none"));
      await page.waitForTimeout(100);
    }
    expect([...seen]).toEqual(["2"]);
    await page.reload();
    await badge(page).filter({ hasText: /^2$/ }).waitFor({ timeout: 20_000 });
    // The page itself is the same for everyone; with a cart cookie it is answered privately.
    const reloaded = await page.reload();
    expect(reloaded?.headers()["cache-control"]).toMatch(/^private/);
    await shown(page, "cart-link").hover();
    await shown(page, "cart-panel").getByText("Your Cart(2)").waitFor({ timeout: 20_000 });
    await context.close();
  });

  it("a signed-in shopper with a cart sees their initial and their badge on a site view", async () => {
    expect(commerceUrl && mailDir, "the suite's own backend and mail server").toBeTruthy();
    const token = await newCustomerToken();
    const context = await consentGiven();
    await context.addCookies([{ name: "maison-customer", value: token, url: base, httpOnly: true, sameSite: "Lax" }]);
    const page = await context.newPage();
    await page.goto(`${base}${CATEGORY}`);
    await streamingSettled(page);
    await shown(page, "account-initial").filter({ hasText: /^A$/ }).waitFor({ timeout: 20_000 });
    await clickHydrated(shown(page, "card-add-to-cart").first());
    await badge(page).filter({ hasText: /^1$/ }).waitFor({ timeout: 20_000 });
    await shown(page, "notifications").getByText("Add To Cart Successfully").first().waitFor({ timeout: 20_000 });
    await page.goto(`${base}${PRODUCT}`);
    await streamingSettled(page);
    await badge(page).filter({ hasText: /^1$/ }).waitFor({ timeout: 20_000 });
    await shown(page, "account-initial").filter({ hasText: /^A$/ }).waitFor({ timeout: 20_000 });
    await context.close();
  });
});

/** The commerce API as a script calls it. */
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

/** A customer named Ada: registered, confirmed through the e-mailed link's key, signed in. */
async function newCustomerToken(): Promise<string> {
  const email = `site-view.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = "Site-view-e2e-1";
  await api(
    "mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }",
    { input: { email, password, firstname: "Ada", lastname: "Lovelace" } },
    { "x-recaptcha": await captcha() },
  );
  const mail = await waitForMail(mailDir!, email, /Confirm your|请确认|Confirma tu/);
  const link = new URL(mail.links.find((l) => l.includes("key="))!);
  await api(
    "mutation($email: String!, $key: String!) { confirmEmail(input: { email: $email, confirmation_key: $key }) { customer { email } } }",
    { email: link.searchParams.get("email") ?? email, key: link.searchParams.get("key") },
  );
  const data = await api(
    "mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }",
    { email, password },
    { "x-recaptcha": await captcha() },
  );
  return data.generateCustomerToken.token as string;
}
