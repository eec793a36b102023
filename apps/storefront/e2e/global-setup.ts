import { randomBytes } from "node:crypto";
import { cpSync, existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import type { TestProject } from "vitest/node";
import { buildStorefront, storefrontBuildNeeded } from "../../../scripts/lib/storefront-build.ts";
import { type MailServer, startMailServer } from "./mail-server";
import { type Service, freePort, startService, waitForHttp } from "./processes";

declare module "vitest" {
  export interface ProvidedContext {
    storefrontUrl: string;
    /** The commerce API's base URL when the suite started the storefront, else null. */
    commerceUrl: string | null;
    shotsDir: string;
    /** A gb cart holding a product that sold out after it was added; null against an external backend. */
    soldOutCartId: string | null;
    /** The storefront's REVALIDATE_SECRET when the suite started it, else null. */
    revalidateSecret: string | null;
    /** Where the local SMTP server stores the backend's e-mails (e2e/mail-server.ts); null against an external backend. */
    mailDir: string | null;
    /** A seeded data directory of its own for a second backend (the Stripe suite's); null against an external backend. */
    spareDataDir: string | null;
  }
}

const appRoot = resolve(import.meta.dirname, "..");
const repoRoot = resolve(appRoot, "../..");
const BACKEND_START_MS = Number(process.env.E2E_BACKEND_TIMEOUT_MS ?? 15 * 60_000);

/**
 * Starts the commerce backend (first start seeds its own data directory) and the built storefront on free ports,
 * unless E2E_COMMERCE_URL / E2E_STOREFRONT_URL point at running ones.
 */
export default async function setup(project: TestProject) {
  const services: Service[] = [];
  let mail: MailServer | null = null;
  let mailDir: string | null = null;
  const teardown = async () => {
    for (const service of services.reverse()) await service.stop();
    await mail?.stop();
    if (mailDir) rmSync(mailDir, { recursive: true, force: true });
  };
  try {
    let storefrontUrl = process.env.E2E_STOREFRONT_URL?.replace(/\/+$/, "");
    let soldOutCartId: string | null = null;
    let revalidateSecret: string | null = null;
    let commerceUrl: string | null = null;
    let spareDataDir: string | null = null;
    if (!storefrontUrl) {
      // Chosen first: the backend accepts card-payment return URLs and builds e-mail links on the storefront's origin.
      const storefrontPort = await freePort();
      commerceUrl = process.env.E2E_COMMERCE_URL?.replace(/\/+$/, "") ?? null;
      if (!commerceUrl) {
        soldOutCartId = prepareFixtures().soldOutCartId;
        spareDataDir = copyDataDirOnce();
        // The backend's e-mails go over SMTP to a real local server, as in production.
        mailDir = join(tmpdir(), `maison-e2e-mail-${process.pid}`);
        mail = await startMailServer(mailDir);
        commerceUrl = await startCommerce(services, mail.url, storefrontPort);
      }
      // Built against the running backend, as `npm start` builds: the prerendered shells hold catalogue content.
      await buildStorefrontIfStale(`${commerceUrl}/graphql`);
      revalidateSecret = randomBytes(24).toString("hex");
      storefrontUrl = await startStorefront(services, `${commerceUrl}/graphql`, revalidateSecret, storefrontPort);
    }
    project.provide("storefrontUrl", storefrontUrl);
    project.provide("commerceUrl", commerceUrl);
    project.provide("soldOutCartId", soldOutCartId);
    project.provide("revalidateSecret", revalidateSecret);
    project.provide("mailDir", mailDir);
    project.provide("spareDataDir", spareDataDir);
    project.provide("shotsDir", process.env.E2E_SHOTS_DIR ?? join(tmpdir(), "maison-e2e-shots"));
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

const commerceDataDir = () => process.env.E2E_DATA_DIR ?? join(repoRoot, ".data/e2e");

/** Seeds the data directory if needed and adds what no shopper action can produce (src/test/e2e-fixtures.ts). */
function prepareFixtures(): { soldOutCartId: string } {
  const run = spawnSync(process.execPath, ["src/test/e2e-fixtures.ts"], {
    cwd: join(repoRoot, "apps/commerce"),
    env: { ...process.env, DATA_DIR: commerceDataDir(), DATABASE_URL: "", MEDIA_RENDER: "on-demand" },
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
    timeout: BACKEND_START_MS,
  });
  if (run.status !== 0) throw new Error(`Could not prepare the browser-test fixtures (exit ${run.status ?? run.signal}).`);
  return JSON.parse(run.stdout.trim().split("\n").at(-1) ?? "{}") as { soldOutCartId: string };
}

/**
 * A copy of the prepared data directory for a suite that runs a backend of its own (PGlite allows one process per
 * directory). Made while no backend holds the directory, and only once: that suite needs the seeded catalogue, not
 * what other suites did since.
 */
function copyDataDirOnce(): string {
  const spare = `${commerceDataDir()}-spare`;
  if (!existsSync(spare)) cpSync(commerceDataDir(), spare, { recursive: true, filter: (source) => !source.endsWith(".commerce.lock") });
  return spare;
}

async function startCommerce(services: Service[], smtpUrl: string, storefrontPort: number): Promise<string> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const service = startService("commerce", process.execPath, ["src/main.ts"], {
    cwd: join(repoRoot, "apps/commerce"),
    env: {
      ...process.env,
      NODE_ENV: "production",
      COMMERCE_PORT: String(port),
      COMMERCE_HOST: "localhost",
      COMMERCE_PUBLIC_URL: url,
      STOREFRONT_PORT: String(storefrontPort),
      DATA_DIR: commerceDataDir(),
      LOG_LEVEL: "info",
      // Every browser test's carts reach the backend from this host, through the storefront.
      COMMERCE_CART_CREATION_LIMIT: "100000",
      SMTP_URL: smtpUrl,
      // Password resets and failed sign-ins are limited per client address, and every browser test comes from here.
      COMMERCE_PASSWORD_RESET_LIMIT: "100000",
      COMMERCE_SIGN_IN_FAILURE_LIMIT: "100000",
      // A fresh data directory would otherwise render ~1,300 images before the first page; pages ask only for some.
      MEDIA_RENDER: process.env.MEDIA_RENDER ?? "on-demand",
    },
    // Seeding progress and failures are worth seeing; per-request noise is not.
    echo: (line) => /seed|ready|error|invalid|could not|%\)$/i.test(line),
  });
  services.push(service);
  await waitForHttp(`${url}/health`, service, BACKEND_START_MS);
  return url;
}

async function startStorefront(services: Service[], graphqlUrl: string, revalidateSecret: string, port: number): Promise<string> {
  // The production server, as `npm start` runs it (server.ts: Next behind the request bounds and security headers).
  const service = startService("storefront", process.execPath, ["server.ts"], {
    cwd: appRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      STOREFRONT_PORT: String(port),
      COMMERCE_GRAPHQL_URL: graphqlUrl,
      REVALIDATE_SECRET: revalidateSecret,
    },
    echo: (line) => /error|⨯/i.test(line),
  });
  services.push(service);
  const url = `http://localhost:${port}`;
  await waitForHttp(url, service, 60_000);
  return url;
}

/** Builds the storefront unless its build is newer than its sources, as `npm start` and the benchmark do. */
async function buildStorefrontIfStale(graphqlUrl: string): Promise<void> {
  const reason = await storefrontBuildNeeded();
  if (!reason) return;
  process.stderr.write(`[e2e] building the storefront (${reason})…\n`);
  if (!(await buildStorefront(undefined, { COMMERCE_GRAPHQL_URL: graphqlUrl }))) throw new Error("next build failed");
}
