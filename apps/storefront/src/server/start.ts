// The storefront's production server (`npm start`, the browser suites, `npm run bench:web`): Next's request handler
// behind the request-target bounds, security headers and per-response nonces of lib/security (docs/adr/013).
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import next from "next";
import { serverEnv } from "@/config/env";
import { consentBootstrapScript } from "@/features/consent/consent";
import { siteThirdPartyScripts } from "@/features/consent/third-parties";
import { chunkGuardScript } from "@/features/layout/chunk-guard";
import { serviceWorkerRegistrationScript } from "@/features/offline/service-worker";
import { immediateRevealScript } from "@/lib/ui/reveal";
import { NOT_FOUND_SEGMENT } from "@/features/routing/missing-page";
import { marketForHost, marketForPrefix, marketForRequest, siteDomainsFromEnv } from "@/lib/markets/domains";
import { mediaBase } from "@/lib/commerce/media";
import { sharedPages } from "@/lib/http-cache/shared-pages";
import { contentSecurityPolicy, documentHeaders, newNonce } from "@/lib/security/content-security-policy";
import { publicOriginIsHttps } from "@/lib/security/public-origin";
import { secureRequestListener } from "@/lib/security/request-listener";
import { trustedScripts } from "@/lib/security/trusted-scripts";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

// Next's own compression middleware, and its clean-up for responses the client aborts: what `next start` runs, here
// after the nonces are in (Next's is off: next.config.ts `compress: false`).
const require = createRequire(import.meta.url);
const compression = require("next/dist/compiled/compression") as () => Middleware;
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

const app = next({ dev: false, dir: fileURLToPath(new URL("../..", import.meta.url)), hostname: HOST, port });
await app.prepare();
const handle = app.getRequestHandler();
const compress = compression();

/** Site views the front answers from memory (docs/adr/016); each page is kept twice, plain and gzip. */
const SHARED_PAGES_BUDGET_BYTES = 64 * 1024 * 1024;
const shared = sharedPages({
  budgetBytes: SHARED_PAGES_BUDGET_BYTES,
  // A stale page is renewed by asking this server for it again, past the stored copy; its answer is stored.
  renew: (path, host, [name, value]) => {
    const renewal = request({ host: HOST, port, path, headers: { host: host ?? `${HOST}:${port}`, "accept-encoding": "identity", [name]: value } }, (res) => res.resume());
    renewal.on("error", () => {});
    renewal.end();
  },
});

// As the proxy does: an explicit site prefix, then the host's own site, then the default site.
const hostOf = (req: IncomingMessage) => header(req, "x-forwarded-host") ?? header(req, "host");
const pathOf = (req: IncomingMessage) => (req.url ?? "/").split("?", 1)[0]!;

const server = createServer(
  secureRequestListener({
    handle: (req, res) => handle(req, res),
    // A site with a domain of its own is served over HTTPS (its links and alternates are https://).
    documentHeadersFor: (req) => documentHeaders(httpsOrigin || marketForHost(hostOf(req), domains) !== undefined),
    policyFor: (req) => {
      const site = marketForRequest(pathOf(req), hostOf(req), domains).site;
      const { tagManagerId, chatWidgetUrl, recaptcha } = siteThirdPartyScripts(site, serverEnv);
      const thirdParties = { tagManager: tagManagerId !== undefined, chatOrigin: chatWidgetUrl ? new URL(chatWidgetUrl).origin : null, recaptcha };
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
    shared,
    onError: (error) => console.error(`[storefront] a request failed: ${error instanceof Error ? error.name : "unknown error"}`),
  }),
);

server.listen(port, HOST, () => console.log(`Storefront ready on http://${HOST}:${port}`));

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close();
    void app.close().finally(() => process.exit(0));
  });
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
