import { once } from "node:events";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, screenshot } from "./browser";
import { type Service, freePort, startStorefrontServer, waitForHttp } from "./processes";

const appRoot = resolve(import.meta.dirname, "..");
const hasBuild = existsSync(join(appRoot, ".next/BUILD_ID"));
const shotsDir = inject("shotsDir");

/** What a shopper must never read: a connection error or a stack trace. */
const ERROR_DETAILS = /ECONNREFUSED|fetch failed|at \w+ \(|Error:/;

/**
 * Stands between a storefront and the commerce API; while it is down it drops every connection, as a dead API
 * would. Without an API to forward to it is always down.
 */
function startGateway(target: string | null) {
  let up = false;
  const server = createServer((request, response) => {
    if (!up || !target) {
      request.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !["host", "connection", "content-length"].includes(name)),
      ) as Record<string, string>;
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      fetch(`${target}${request.url ?? "/"}`, { method: request.method, headers, body })
        .then(async (answer) => {
          response.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
          response.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => request.socket.destroy());
    });
  });
  return {
    server,
    setUp(value: boolean) {
      up = value;
    },
  };
}

// A second storefront from the same build, whose commerce API can be taken down and brought back.
describe.skipIf(!hasBuild)("when the commerce API is down", () => {
  const commerceUrl = inject("commerceUrl");
  const gateway = startGateway(commerceUrl);
  let browser: Browser;
  let storefront: Service;
  let url: string;

  beforeAll(async () => {
    const [port, gatewayPort] = [await freePort(), await freePort()];
    gateway.server.listen(gatewayPort, "localhost");
    await once(gateway.server, "listening");
    // Its errors are the point of the suite: not echoed.
    storefront = startStorefrontServer(
      "storefront-down",
      { STOREFRONT_PORT: String(port), COMMERCE_GRAPHQL_URL: `http://localhost:${gatewayPort}/graphql` },
      () => false,
    );
    url = `http://localhost:${port}`;
    // A static file: every page answers 500 while the API is down and nothing is cached yet.
    await waitForHttp(`${url}/icon.svg`, storefront, 60_000);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await storefront?.stop();
    gateway.server.closeAllConnections();
    gateway.server.close();
  });

  it("shows a friendly message, no stack trace, and still renders the frame", async () => {
    // Search results are read for each request: nothing cached can stand in for them.
    const page = await openPage(browser, `${url}/search?keyword=bag`, "desktop");
    const notice = page.getByTestId("service-notice");
    await notice.waitFor({ state: "visible" });
    expect(await notice.innerText()).toContain("The boutique is resting");
    const body = await page.locator("body").innerText();
    expect(body).not.toMatch(ERROR_DETAILS);
    expect(await page.getByTestId("product-card").count()).toBe(0);
    expect(await page.locator("footer").isVisible()).toBe(true);
    await screenshot(page, shotsDir, "backend-down-desktop");
    await page.context().close();
  });

  it("answers the home page with the frame and the friendly message, never an error", async () => {
    const page = await openPage(browser, `${url}/`, "desktop");
    await page.getByTestId("service-notice").first().waitFor({ state: "visible" });
    const body = await page.locator("body").innerText();
    expect(body).not.toMatch(ERROR_DETAILS);
    expect(await page.locator("footer").isVisible()).toBe(true);
    await page.context().close();
  });

  it.skipIf(!commerceUrl)("keeps an outage's answer out of the page it prerenders: once the API is back, the page is whole", async () => {
    // The frame's reads are cached while the API is up; then only the catalogue URL's own read fails, and the page
    // that answers it (the spec's 404, §2.4 step 7) would be complete enough to prerender and keep.
    gateway.setUp(true);
    expect((await fetch(`${url}/cn/`)).status).toBe(200);
    gateway.setUp(false);
    const path = "/cn/haircare.html";
    const down = await fetch(`${url}${path}`);
    expect(await down.text()).not.toContain('data-testid="category-page"');
    const page = await openPage(browser, `${url}${path}`, "desktop");
    await page.getByRole("heading", { name: "页面未找到" }).waitFor({ state: "visible" });
    expect(await page.locator("body").innerText()).not.toMatch(ERROR_DETAILS);
    await page.context().close();
    gateway.setUp(true);
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('data-testid="category-page"');
    }
  });

  it.skipIf(!commerceUrl)("keeps the friendly message out of the home page it prerenders: once the API is back, the home page is whole", async () => {
    // A search reads the frame for the mex site (cached from then on) and nothing the home page shows.
    gateway.setUp(true);
    expect((await fetch(`${url}/mex/search?keyword=zz`)).status).toBe(200);
    gateway.setUp(false);
    const down = await (await fetch(`${url}/mex/`)).text();
    expect(down).not.toContain('data-testid="home-hero"');
    gateway.setUp(true);
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${url}/mex/`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('data-testid="home-hero"');
      expect(html).not.toContain('data-testid="service-notice"');
    }
  });
});
