// The storefront's production server (`npm start`, the browser suites, `npm run bench:web`): Next's request handler
// behind the request-target bounds, security headers and per-response nonces of lib/security (docs/adr/013).
import cluster from "node:cluster";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { AggregatorRegistry } from "prom-client";
import { serverEnv } from "@/config/env";
import { consentBootstrapScript } from "@/features/consent/consent";
import { siteThirdPartyScripts } from "@/features/consent/third-parties";
import { chunkGuardScript } from "@/features/layout/chunk-guard";
import { serviceWorkerRegistrationScript } from "@/features/offline/service-worker";
import { immediateRevealScript } from "@/lib/ui/reveal";
import { NOT_FOUND_SEGMENT } from "@/features/routing/missing-page";
import { marketForHost, marketForPrefix, marketForRequest, siteDomainsFromEnv } from "@/lib/markets/domains";
import { mediaBase } from "@/lib/commerce/media";
import { pageTags } from "@/lib/cache/page-tags";
import { sharedPages } from "@/lib/http-cache/shared-pages";
import { contentSecurityPolicy, documentHeaders, newNonce } from "@/lib/security/content-security-policy";
import { publicOriginIsHttps } from "@/lib/security/public-origin";
import { secureRequestListener } from "@/lib/security/request-listener";
import { trustedScripts } from "@/lib/security/trusted-scripts";
import { sharedCache } from "@/lib/cache/shared-cache";
import { REQUEST_ID_HEADER, requestIdFor } from "@/lib/operations/request-id";
import { defaultMarket } from "@/lib/markets/markets";
import { brotliBuildFiles } from "./brotli-build-files";
import { stripeOnPage, watchCardForm } from "./card-form";
import { createStorefrontMetrics, serveMetrics } from "./metrics";

const require = createRequire(import.meta.url);
// Next's record of revalidated tags, which the Redis cache keeps in step with other instances (ADR 017).
const { areTagsExpired, areTagsStale } = require("next/dist/server/lib/incremental-cache/tags-manifest.external.js") as {
  areTagsExpired: (tags: string[], timestamp: number) => boolean;
  areTagsStale: (tags: string[], timestamp: number) => boolean;
};

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

// Next's own compression middleware, and its clean-up for responses the client aborts: what `next start` runs, here
// after the nonces are in (Next's is off: next.config.ts `compress: false`).
const compression = require("next/dist/compiled/compression") as (options?: { threshold?: number }) => Middleware;
const { releaseCompressionStream } = require("next/dist/server/lib/release-compression-stream") as {
  releaseCompressionStream: (res: ServerResponse) => void;
};

/**
 * Every inline script our components write (the layout's head, Suspense fallbacks): the only ones of ours that get
 * the nonce. A new inline script must be listed here, or the browser blocks it.
 */
const OWN_INLINE_SCRIPTS = [consentBootstrapScript(), chunkGuardScript(), immediateRevealScript(), serviceWorkerRegistrationScript()];

const HOST = "localhost";
const port = serverEnv.STOREFRONT_PORT;
const domains = siteDomainsFromEnv(serverEnv);
const media = mediaBase(serverEnv.COMMERCE_GRAPHQL_URL).href;
const httpsOrigin = publicOriginIsHttps();
// Whether the payment step's policy lets Stripe.js in follows the backend's card provider (ADR 016).
const cardForm = await watchCardForm(serverEnv.COMMERCE_GRAPHQL_URL);

const appDir = fileURLToPath(new URL("../..", import.meta.url));
const app = next({ dev: false, dir: appDir, hostname: HOST, port });
await app.prepare();
const handle = app.getRequestHandler();
// Small scripts and styles too (Next's default leaves whatever is under 1 KB as is): below ~256 bytes, gzip's own
// framing and the headers it adds cost about what it saves.
const compress = compression({ threshold: 256 });
// Build scripts and styles in brotli to browsers that take it; Next (gzip) answers the rest.
const buildFiles = brotliBuildFiles(join(appDir, ".next", "static"));

// As the proxy does: an explicit site prefix, then the host's own site, then the default site.
const hostOf = (req: IncomingMessage) => header(req, "x-forwarded-host") ?? header(req, "host");
const pathOf = (req: IncomingMessage) => (req.url ?? "/").split("?", 1)[0]!;

const metrics = serverEnv.STOREFRONT_METRICS_PORT ? createStorefrontMetrics() : undefined;
// Connects now, so that the first pages already share the cache (ADR 017); null without REDIS_URL.
const shared = sharedCache();
let draining = false;

// The front's copies of site views (docs/adr/019). Checked on every answer against the revalidated tags, which
// other instances' revalidations reach through Redis within TAG_SYNC_INTERVAL_MS.
const pages = sharedPages({
  budgetBytes: serverEnv.STOREFRONT_PAGE_COPIES_MB * 1024 * 1024,
  revalidatedSince: (tags, since) => areTagsExpired([...tags], since) || areTagsStale([...tags], since),
  ...(shared ? { syncTags: () => shared.syncTags() } : {}),
  pageTags,
  siteLocaleOf: (req) => marketForRequest(pathOf(req), hostOf(req), domains).locale,
});

const secureListener = secureRequestListener({
    handle: (req, res) => (buildFiles.serve(req, res) ? Promise.resolve() : handle(req, res)),
    // A site with a domain of its own is served over HTTPS (its links and alternates are https://).
    documentHeadersFor: (req) => documentHeaders(httpsOrigin || marketForHost(hostOf(req), domains) !== undefined),
    policyFor: (req) => {
      const site = marketForRequest(pathOf(req), hostOf(req), domains).site;
      const { tagManagerId, chatWidgetUrl, recaptcha } = siteThirdPartyScripts(site, serverEnv);
      const thirdParties = {
        tagManager: tagManagerId !== undefined,
        chatOrigin: chatWidgetUrl ? new URL(chatWidgetUrl).origin : null,
        recaptcha,
        stripe: stripeOnPage(pathOf(req), cardForm.current()),
      };
      return (inline) => contentSecurityPolicy(inline, media, thirdParties);
    },
    newNonce,
    trust: trustedScripts(OWN_INLINE_SCRIPTS),
    notFoundPathFor: (req) => `${marketForPrefix(pathOf(req))?.prefix ?? ""}/${NOT_FOUND_SEGMENT}`,
    compress: (req, res, done) => {
      compress(req, res, done);
      res.once("close", () => {
        if (!res.writableFinished) releaseCompressionStream(res);
      });
    },
    shared: pages,
    // Not on the immutable build files: the id traces dynamic work, and on scripts it only adds to every page's
    // weight. A kept copy carries it too (shared-pages.ts).
    onServe: (req, res) => {
      if (!pathOf(req).startsWith("/_next/static/")) res.setHeader(REQUEST_ID_HEADER, req.headers[REQUEST_ID_HEADER]!);
    },
    onError: (error) => console.error(`[storefront] a request failed: ${error instanceof Error ? error.name : "unknown error"}`),
});

const server = createServer((req, res) => {
  // One id per request, from here to the backend's logs: the load balancer's when sane, else a new one.
  const id = requestIdFor(req.headers[REQUEST_ID_HEADER]);
  req.headers[REQUEST_ID_HEADER] = id;
  const path = pathOf(req);
  if (path.startsWith("/_next/static/")) withoutValidators(res);
  metrics?.track(req, res);
  if (draining) res.setHeader("connection", "close");
  res.once("finish", () => {
    // While shutting down, a connection whose request is answered closes now rather than after its keep-alive.
    if (draining) setImmediate(() => server.closeIdleConnections());
  });
  if (path === "/health" || path === "/ready") res.setHeader(REQUEST_ID_HEADER, id);
  if (path === "/health") return void sendJson(res, 200, { status: "ok" });
  if (path === "/ready") return void readiness().then(({ status, body }) => sendJson(res, status, body));
  secureListener(req, res);
});

server.listen(port, HOST, () => console.log(`Storefront ready on http://${HOST}:${port}`));
if (metrics && cluster.isWorker) {
  // One of several processes (processes.ts): the primary serves every process's metrics, added up. An aggregator
  // made here is what answers the primary's requests for them.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([metrics.registry]);
} else if (metrics && serverEnv.STOREFRONT_METRICS_PORT) {
  const metricsServer = await serveMetrics(metrics.registry, serverEnv.STOREFRONT_METRICS_PORT, serverEnv.METRICS_HOST);
  metricsServer.unref();
  console.log(`Metrics on http://${serverEnv.METRICS_HOST}:${serverEnv.STOREFRONT_METRICS_PORT}/metrics`);
}

/** Ready for traffic: not shutting down, the commerce API answers, and Redis does when it is configured. */
async function readiness(): Promise<{ status: number; body: Record<string, string> }> {
  if (draining) return { status: 503, body: { status: "draining" } };
  const [api, cache] = await Promise.all([commerceAnswers(), shared ? shared.ping() : Promise.resolve(null)]);
  const body = { status: api && cache !== false ? "ok" : "error", commerce: api ? "ok" : "unavailable", ...(cache === null ? {} : { cache: cache ? "ok" : "unavailable" }) };
  return { status: body.status === "ok" ? 200 : 503, body };
}

async function commerceAnswers(): Promise<boolean> {
  const url = new URL(serverEnv.COMMERCE_GRAPHQL_URL);
  url.searchParams.set("query", "query StorefrontReady { storeConfig { store_code } }");
  try {
    const response = await fetch(url, { headers: { Store: defaultMarket.storeCode, Accept: "application/json" }, signal: AbortSignal.timeout(2_000) });
    const body = (await response.json()) as { data?: { storeConfig?: unknown } };
    return response.ok && Boolean(body.data?.storeConfig);
  } catch {
    return false;
  }
}

/**
 * A build file's name changes with its content and it is cached for a year as immutable: a browser never asks whether
 * it changed, so its validators (ETag, Last-Modified) and range support would only add ~100 bytes to every script.
 */
function withoutValidators(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    for (const name of ["etag", "last-modified", "accept-ranges"]) this.removeHeader(name);
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" }).end(JSON.stringify(body));
}

/** Longest a shutdown waits for requests under way before it cuts them. */
const DRAIN_TIMEOUT_MS = 10_000;

// SIGTERM: /ready answers 503, the listener stops taking connections, the requests under way are answered (a cart
// change the shopper sent completes), then Next and the Redis connection close and the process exits.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    draining = true;
    const cut = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS);
    cut.unref();
    server.close(() => {
      clearTimeout(cut);
      void app
        .close()
        .then(() => shared?.close())
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  });
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
