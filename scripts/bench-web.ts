// `npm run bench:web`: Lighthouse (mobile, default throttling) and axe-core on the storefront's main page types.
//
// Builds the storefront when its build is stale, starts the commerce backend and the storefront, warms every page
// once (so first-request work such as image rendering is not measured), then measures each page with Lighthouse and
// checks it with axe-core. Prints one table and PASS/FAIL per target; exits 0 unless something crashes.
//
// Also measures, with the same settings, the smallest page Next.js builds (scripts/bench-reference): what the
// framework alone scores on this machine, for reading the shop's figures against.
//
// Options: --runs N (Lighthouse runs per page, the median by performance score is kept; default 1),
//          --only gb|cn (one site), --skip-axe, --skip-lighthouse, --cart-adds N (adds from product cards
//          timed per site, default 24; 0 skips), --reports DIR (keep every Lighthouse report as JSON there),
//          --launcher-defaults (Lighthouse's browser with chrome-launcher's stock flags; see lighthouseChromeFlags),
//          --skip-reference (no reference page), --skip-checkout (no checkout steps; they need the backend's
//          API, so they are left out with BENCH_STOREFRONT_URL unless COMMERCE_GRAPHQL_URL is set too).
// Environment: BENCH_COMMERCE_PORT (default 4100 when free), BENCH_STOREFRONT_PORT, BENCH_DATA_DIR (default .data/bench),
//              CHROME_PATH (default /usr/bin/chromium), BENCH_STOREFRONT_URL (measure a running storefront instead).
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import { setTimeout as sleep } from "node:timers/promises";
import AxeBuilder from "@axe-core/playwright";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium, type Browser } from "playwright-core";
import { percentile } from "../apps/commerce/bench/stats.ts";
import { timeCardAdds } from "./lib/cart-timing.ts";
import { checkoutReadyCart } from "./lib/checkout-cart.ts";
import { lighthouseChromeFlags } from "./lib/lighthouse-flags.ts";
import { COMMERCE_DIR, nextBin, REPO_ROOT, STOREFRONT_DIR } from "./lib/paths.ts";
import { portStatus } from "./lib/ports.ts";
import { cleanUpOnExit, launch, paint, type Managed } from "./lib/processes.ts";
import { buildNextApp, buildStorefront, storefrontBuildNeeded } from "./lib/storefront-build.ts";

// "Within one frame": one 60 Hz frame. Headless Chromium paces requestAnimationFrame without a display, so the
// frame count is reported for information and the bar is on time.
const TARGETS = { performance: 95, cls: 0.02, productJsKb: 150, badgeMs: 1000 / 60, cartSettledMs: 300 } as const;
// A category whose first cards are simple products (added straight from the card).
const CART_PAGE = "/make-up.html";
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"];

// Pages of the seeded demo catalogue: a category with facets, a configurable product with shades, a search.
const PAGES = [
  { kind: "home", path: "/" },
  { kind: "category", path: "/accessories/handbags.html" },
  { kind: "product", path: "/olivier-lindqvist-power-lipstick.html" },
  { kind: "search", path: "/search?keyword=bag" },
] as const;
// The checkout's steps (spec §2.3), each with a cart that every step opens for (scripts/lib/checkout-cart.ts):
// rendered per request for the shopper, so they are measured against the catalogue's prerendered pages.
const CHECKOUT_PAGES = [
  { kind: "checkout account", path: "/checkout/user-account?accountType=guest" },
  { kind: "checkout shipping", path: "/checkout/shipping" },
  { kind: "checkout billing", path: "/checkout/billing" },
  { kind: "checkout payment", path: "/checkout/payment" },
] as const;
const SITES = [
  { site: "gb", prefix: "", store: "default" },
  { site: "cn", prefix: "/cn", store: "default" },
] as const;
/** The storefront's cart cookie (apps/storefront/src/lib/markets/cookies.ts). */
const CART_COOKIE = "maison-cart";

/** A page to measure; checkout steps carry the cart cookie their shopper's browser would send. */
interface Target {
  site: string;
  kind: string;
  url: string;
  cart?: string;
}

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    only: { type: "string" },
    "skip-axe": { type: "boolean", default: false },
    "skip-lighthouse": { type: "boolean", default: false },
    "cart-adds": { type: "string", default: "24" },
    reports: { type: "string" },
    "launcher-defaults": { type: "boolean", default: false },
    "skip-reference": { type: "boolean", default: false },
    "skip-checkout": { type: "boolean", default: false },
  },
});
const runs = Math.max(1, Number(options.runs) || 1);

const managed: Managed[] = [];
cleanUpOnExit(() => managed);

function say(message: string): void {
  process.stdout.write(`${paint("[bench:web]", "gray")} ${message}\n`);
}

/** The port asked for (which must be free), else `fallback` when free, else one the system picks. */
async function freePort(preferred: number | undefined, fallback?: number): Promise<number> {
  if (preferred && (await portStatus(preferred, "localhost")) === "free") return preferred;
  if (preferred) throw new Error(`Port ${preferred} is not free`);
  if (fallback && (await portStatus(fallback, "localhost")) === "free") return fallback;
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "localhost", () => {
      const address = server.address();
      server.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitForHttp(url: string, process_: Managed, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!process_.running()) throw new Error(`${process_.name} exited before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000), redirect: "manual" });
      await response.body?.cancel();
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The commerce origin the existing build allows images from (next/image remote patterns are fixed at build time). */
async function builtImageOrigin(): Promise<string | null> {
  try {
    const files = JSON.parse(await readFile(path.join(STOREFRONT_DIR, ".next/required-server-files.json"), "utf8")) as {
      config?: { images?: { remotePatterns?: { protocol?: string; hostname?: string; port?: string }[] } };
    };
    const pattern = files.config?.images?.remotePatterns?.[0];
    if (!pattern?.hostname) return null;
    return `${(pattern.protocol ?? "http").replace(/:$/, "")}://${pattern.hostname}${pattern.port ? `:${pattern.port}` : ""}`;
  } catch {
    return null;
  }
}

/** Whether the existing build's home shell holds the hero, i.e. the build could read the catalogue. */
async function builtWithCatalogue(): Promise<boolean> {
  try {
    return (await readFile(path.join(STOREFRONT_DIR, ".next/server/app/en-GB.html"), "utf8")).includes('data-testid="home-hero"');
  } catch {
    return false;
  }
}

async function startShop(): Promise<string> {
  // A stable backend port keeps the build reusable: next/image's allowed origin is fixed when building.
  const commercePort = await freePort(Number(process.env.BENCH_COMMERCE_PORT) || undefined, 4100);
  const storefrontPort = await freePort(Number(process.env.BENCH_STOREFRONT_PORT) || undefined);
  const commerceUrl = `http://localhost:${commercePort}`;
  process.env.COMMERCE_GRAPHQL_URL = `${commerceUrl}/graphql`;

  const dataDir = path.resolve(REPO_ROOT, process.env.BENCH_DATA_DIR ?? ".data/bench");
  const backend = launch("commerce", process.execPath, ["src/main.ts"], {
    cwd: COMMERCE_DIR,
    color: "cyan",
    env: {
      NODE_ENV: "production",
      COMMERCE_PORT: String(commercePort),
      COMMERCE_HOST: "localhost",
      COMMERCE_PUBLIC_URL: commerceUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // Every measured page load and cart add reaches the backend from this host, through the storefront.
      COMMERCE_CART_CREATION_LIMIT: "100000",
      // Images render on their first request; every page is warmed before it is measured.
      MEDIA_RENDER: process.env.MEDIA_RENDER ?? "on-demand",
    },
  });
  managed.push(backend);
  say(`Starting the commerce backend on ${commerceUrl} (data in ${path.relative(REPO_ROOT, dataDir)}; a first start seeds)…`);
  await waitForHttp(`${commerceUrl}/health`, backend, 20 * 60_000);

  // Built once the backend answers, so the prerendered shells hold their catalogue content, as a deployment's would.
  const stale = await storefrontBuildNeeded();
  const origin = await builtImageOrigin();
  const reason =
    stale ??
    (origin !== commerceUrl ? `the build serves images from ${origin ?? "nowhere"}, not ${commerceUrl}` : null) ??
    ((await builtWithCatalogue()) ? null : "the last build could not read the catalogue");
  if (reason) {
    say(`Building the storefront (${reason})…`);
    if (!(await buildStorefront((m) => managed.push(m)))) throw new Error("The storefront build failed");
    managed.pop();
  }

  // The shop's production server, as `npm start` runs it (apps/storefront/server.ts).
  const web = launch("storefront", process.execPath, ["server.ts"], {
    cwd: STOREFRONT_DIR,
    color: "magenta",
    env: { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", STOREFRONT_PORT: String(storefrontPort), COMMERCE_GRAPHQL_URL: `${commerceUrl}/graphql` },
  });
  managed.push(web);
  const storefrontUrl = `http://localhost:${storefrontPort}`;
  await waitForHttp(storefrontUrl, web, 120_000);
  return storefrontUrl;
}

const REFERENCE_DIR = path.join(REPO_ROOT, "scripts/bench-reference");

/** Builds the reference page when it has no build newer than the lockfile (the framework's version), and starts it. */
async function startReference(): Promise<string> {
  const buildId = path.join(REFERENCE_DIR, ".next", "BUILD_ID");
  const builtAt = await stat(buildId).then((s) => s.mtimeMs, () => 0);
  const locked = await stat(path.join(REPO_ROOT, "package-lock.json")).then((s) => s.mtimeMs, () => Infinity);
  if (builtAt < locked) {
    say("Building the reference page (an empty Next.js app)…");
    const built = await buildNextApp(REFERENCE_DIR, "reference build", (m) => managed.push(m));
    managed.pop();
    if (!built) throw new Error("The reference page did not build");
  }
  const port = await freePort(undefined);
  const server = launch("reference", process.execPath, [nextBin(), "start", "-H", "localhost", "-p", String(port)], {
    cwd: REFERENCE_DIR,
    color: "gray",
    env: { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  managed.push(server);
  const url = `http://localhost:${port}/`;
  await waitForHttp(url, server, 60_000);
  return url;
}

// Lighthouse's default mobile emulation (Moto G Power): warming with the same screen requests the same image widths.
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** A browser context as the target's shopper: with the cart cookie of a checkout step. */
async function shopperContext(browser: Browser, target: Target, options_: Parameters<Browser["newContext"]>[0]) {
  const context = await browser.newContext(options_);
  if (target.cart) await context.addCookies([{ name: CART_COOKIE, value: target.cart, url: target.url }]);
  return context;
}

async function warm(browser: Browser, targets: Target[]): Promise<void> {
  for (const target of targets) {
    const context = await shopperContext(browser, target, MOBILE);
    const url = target.url;
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 80));
      }
    });
    await page
      .waitForFunction(() => Array.from(document.images).every((img) => img.complete), undefined, { timeout: 60_000 })
      .catch(() => undefined);
    await page.close();
    await context.close();
  }
}

interface AxeFinding {
  id: string;
  impact: string;
  nodes: number;
  viewport: string;
}

async function axe(browser: Browser, target: Target): Promise<AxeFinding[]> {
  const url = target.url;
  const findings: AxeFinding[] = [];
  for (const [name, viewport] of [
    ["mobile", { width: 390, height: 844 }],
    ["desktop", { width: 1280, height: 900 }],
  ] as const) {
    const context = await shopperContext(browser, target, { viewport, isMobile: name === "mobile", hasTouch: name === "mobile" });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page
      .waitForFunction(() => !document.querySelector('div[hidden][id^="S:"], template[id^="B:"]'), undefined, { timeout: 15_000 })
      .catch(() => undefined);
    const result = await new AxeBuilder({ page }).analyze();
    for (const violation of result.violations) {
      if (violation.impact !== "serious" && violation.impact !== "critical") continue;
      findings.push({ id: violation.id, impact: violation.impact, nodes: violation.nodes.length, viewport: name });
      for (const node of violation.nodes.slice(0, 3)) say(`  axe ${violation.id} (${name}) ${node.target.join(" ")}`);
    }
    await context.close();
  }
  return findings;
}

interface Measure {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
}

async function measure(port: number, url: string, reportName: string, cart?: string): Promise<Measure> {
  // A checkout step's cart cookie goes with the page's requests, as its shopper's browser sends it.
  const extraHeaders = cart ? { Cookie: `${CART_COOKIE}=${cart}` } : undefined;
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"], extraHeaders });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (options.reports) {
    await mkdir(options.reports, { recursive: true });
    await writeFile(path.join(options.reports, `${reportName}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // Bytes on the wire as Chromium asked for them (`gzip, deflate, br, zstd`): brotli from the storefront's front
  // once it has its copy of a file (src/server/brotli-build-files.ts), gzip from `next start` (the reference page).
  const requests = (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? [];
  const jsBytes = requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbtMs: audit("total-blocking-time"),
    jsKb: jsBytes / 1024,
  };
}

function median(results: Measure[]): Measure {
  const sorted = [...results].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(rows[0]!), `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`, ...rows.slice(1).map(line)].join("\n");
}

async function main(): Promise<void> {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      say("Stopping…");
      process.exit(130);
    });
  }
  const base = process.env.BENCH_STOREFRONT_URL?.replace(/\/+$/, "") ?? (await startShop());
  const referenceUrl = options["skip-lighthouse"] || options["skip-reference"] ? null : await startReference();
  const sites = SITES.filter((s) => !options.only || s.site === options.only);
  const targets: Target[] = sites.flatMap((s) =>
    PAGES.map((p) => ({ site: s.site, kind: p.kind, url: `${base}${s.prefix}${p.path === "/" && s.prefix ? "" : p.path}` })),
  );
  const graphqlUrl = process.env.COMMERCE_GRAPHQL_URL;
  if (!options["skip-checkout"] && graphqlUrl) {
    for (const s of sites) {
      // One cart per site, ready for every step; no step writes to it (the card is only started by a click).
      const cart = await checkoutReadyCart(graphqlUrl, s.store);
      targets.push(...CHECKOUT_PAGES.map((p) => ({ site: s.site, kind: p.kind, url: `${base}${s.prefix}${p.path}`, cart })));
    }
  }

  const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: ["--no-sandbox", "--disable-gpu"] });
  say("Warming every page once…");
  await warm(browser, targets);

  const axeFindings = new Map<string, AxeFinding[]>();
  if (!options["skip-axe"]) {
    for (const target of targets) {
      say(`axe ${target.url}`);
      axeFindings.set(target.url, await axe(browser, target));
    }
  }
  const cartRows = [["site", "adds", "failed", "rAF frames (max)", "badge ms p95", "badge ms max", "settled ms p50", "settled ms p95"]];
  const cartFailures: string[] = [];
  const cartAdds = Math.max(0, Number(options["cart-adds"]) || 0);
  for (const site of cartAdds ? SITES.filter((s) => !options.only || s.site === options.only) : []) {
    say(`Adding ${cartAdds} products from the cards of ${site.prefix}${CART_PAGE}…`);
    const timings = await timeCardAdds(browser, `${base}${site.prefix}${CART_PAGE}`, cartAdds);
    const failed = timings.filter((t) => !t.ok).length;
    const frames = Math.max(...timings.map((t) => t.badgeFrames));
    const badgeMax = Math.max(...timings.map((t) => t.badgeMs));
    // A badge that never moved has no time (NaN): it counts as a failed add, not as a sample.
    const badgeMs = timings.map((t) => t.badgeMs).filter(Number.isFinite);
    const settledMs = timings.map((t) => t.settledMs);
    const settled95 = percentile(settledMs, 95);
    cartRows.push([
      site.site, String(timings.length), String(failed), String(frames),
      percentile(badgeMs, 95).toFixed(1), badgeMax.toFixed(1),
      percentile(settledMs, 50).toFixed(0), settled95.toFixed(0),
    ]);
    if (failed) cartFailures.push(`${site.site}: ${failed} adds failed`);
    if (!(badgeMax <= TARGETS.badgeMs)) cartFailures.push(`${site.site}: badge after ${badgeMax.toFixed(1)} ms`);
    if (!(settled95 <= TARGETS.cartSettledMs)) cartFailures.push(`${site.site}: settled p95 ${settled95.toFixed(0)} ms`);
  }
  await browser.close();

  const measures = new Map<string, Measure>();
  if (!options["skip-lighthouse"]) {
    // Each run in a browser of its own, as the Lighthouse CLI runs, and the pages taken in turn (run 1 of every page,
    // then run 2…), so that a slow stretch of the machine falls on every page rather than on all runs of one.
    const pages: { url: string; name: string; cart?: string }[] = [
      ...targets.map((t) => ({ url: t.url, name: `${t.site}-${t.kind.replace(/ /g, "-")}`, cart: t.cart })),
      ...(referenceUrl ? [{ url: referenceUrl, name: "reference" }] : []),
    ];
    const results = new Map<string, Measure[]>(pages.map((p) => [p.url, []]));
    for (let i = 0; i < runs; i++) {
      for (const target of pages) {
        say(`Lighthouse ${target.url}${runs > 1 ? ` (run ${i + 1}/${runs})` : ""}`);
        const chrome = await chromeLauncher.launch({
          chromePath: CHROME_PATH,
          chromeFlags: [...lighthouseChromeFlags(chromeLauncher.Launcher.defaultFlags(), options["launcher-defaults"]), ...CHROME_FLAGS],
          ignoreDefaultFlags: true,
        });
        try {
          results.get(target.url)?.push(await measure(chrome.port, target.url, `${target.name}-${i + 1}`, target.cart));
        } finally {
          chrome.kill();
        }
      }
    }
    for (const [url, measured] of results) measures.set(url, median(measured));
  }

  const rows = [["site", "page", "perf", "LCP s", "CLS", "TBT ms", "JS KB", "axe serious/critical"]];
  const failures: string[] = [];
  for (const target of targets) {
    const m = measures.get(target.url);
    const findings = axeFindings.get(target.url);
    const ids = findings ? [...new Set(findings.map((f) => `${f.id} (${f.impact})`))] : null;
    rows.push([
      target.site,
      target.kind,
      m ? String(m.score) : "–",
      m ? (m.lcpMs / 1000).toFixed(1) : "–",
      m ? m.cls.toFixed(3) : "–",
      m ? String(Math.round(m.tbtMs)) : "–",
      m ? m.jsKb.toFixed(1) : "–",
      ids === null ? "–" : ids.length ? ids.join(", ") : "none",
    ]);
    const name = `${target.site} ${target.kind}`;
    if (m && m.score < TARGETS.performance) failures.push(`${name}: performance ${m.score} < ${TARGETS.performance}`);
    if (m && m.cls > TARGETS.cls) failures.push(`${name}: CLS ${m.cls.toFixed(3)} > ${TARGETS.cls}`);
    if (m && target.kind === "product" && m.jsKb > TARGETS.productJsKb) {
      failures.push(`${name}: JavaScript ${m.jsKb.toFixed(1)} KB > ${TARGETS.productJsKb} KB`);
    }
    if (ids?.length) failures.push(`${name}: axe ${ids.join(", ")}`);
  }
  process.stdout.write(`\n${table(rows)}\n\n`);
  const reference = referenceUrl ? measures.get(referenceUrl) : undefined;
  if (reference) {
    process.stdout.write(
      `Reference, an empty Next.js page measured the same way: perf ${reference.score}, LCP ${(reference.lcpMs / 1000).toFixed(1)} s, ` +
        `CLS ${reference.cls.toFixed(3)}, TBT ${Math.round(reference.tbtMs)} ms, JS ${reference.jsKb.toFixed(1)} KB\n\n`,
    );
  }
  if (cartRows.length > 1) process.stdout.write(`${table(cartRows)}\n\n`);
  const checks = [
    [`performance ≥ ${TARGETS.performance} on every page`, (f: string) => f.includes("performance")],
    [`CLS ≤ ${TARGETS.cls} on every page`, (f: string) => f.includes("CLS")],
    [`JavaScript ≤ ${TARGETS.productJsKb} KB on the product page`, (f: string) => f.includes("JavaScript")],
    ["no serious or critical axe violation", (f: string) => f.includes("axe")],
    [`cart: badge within one frame (every add ≤ ${TARGETS.badgeMs.toFixed(1)} ms), settled p95 ≤ ${TARGETS.cartSettledMs} ms`, (f: string) => f.startsWith("cart ")],
  ] as const;
  failures.push(...cartFailures.map((f) => `cart ${f}`));
  const measured = (label: string) =>
    label.startsWith("cart") ? cartRows.length > 1 : label.includes("axe") ? axeFindings.size > 0 : measures.size > 0;
  for (const [label, match] of checks) {
    const missed = failures.filter(match);
    const verdict = !measured(label) ? "SKIP" : missed.length ? "FAIL" : "PASS";
    process.stdout.write(`${verdict}  ${label}${missed.length ? `: ${missed.join("; ")}` : ""}\n`);
  }
  for (const m of [...managed].reverse()) await m.stop();
}

try {
  await main();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
}
