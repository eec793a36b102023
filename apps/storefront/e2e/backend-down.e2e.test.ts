import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, screenshot } from "./browser";
import { type Service, freePort, startService, waitForHttp } from "./processes";

const appRoot = resolve(import.meta.dirname, "..");
const hasBuild = existsSync(join(appRoot, ".next/BUILD_ID"));
const shotsDir = inject("shotsDir");

// A second storefront from the same build, pointed at a port nobody listens on.
describe.skipIf(!hasBuild)("when the commerce API is down", () => {
  let browser: Browser;
  let storefront: Service;
  let url: string;

  beforeAll(async () => {
    const [port, deadPort] = [await freePort(), await freePort()];
    const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
    storefront = startService("storefront-down", process.execPath, [nextBin, "start", "-H", "localhost", "-p", String(port)], {
      cwd: appRoot,
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        COMMERCE_GRAPHQL_URL: `http://localhost:${deadPort}/graphql`,
      },
    });
    url = `http://localhost:${port}`;
    await waitForHttp(url, storefront, 60_000);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await storefront?.stop();
  });

  it("shows a friendly message, no stack trace, and still renders the frame", async () => {
    const page = await openPage(browser, `${url}/`, "desktop");
    const notice = page.getByTestId("service-notice");
    await notice.waitFor({ state: "visible" });
    expect(await notice.innerText()).toContain("The boutique is resting");
    const body = await page.locator("body").innerText();
    expect(body).not.toMatch(/ECONNREFUSED|fetch failed|at \w+ \(|Error:/);
    expect(await page.getByTestId("product-card").count()).toBe(0);
    expect(await page.locator("footer").isVisible()).toBe(true);
    await screenshot(page, shotsDir, "backend-down-desktop");
    await page.context().close();
  });
});
