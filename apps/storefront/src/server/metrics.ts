import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { cacheStats } from "@/lib/cache/cache-stats";
import { installRecorder } from "@/lib/operations/telemetry";

/** Seconds: from a page served from the cache (~2 ms) to a cart page waiting on the backend. */
const BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A bounded label for the path: scanned URLs must not make new series. */
export function routeFamily(req: IncomingMessage): string {
  const path = (req.url ?? "/").split("?", 1)[0]!;
  if (path.startsWith("/_next/static/")) return "static";
  if (path.startsWith("/_next/image")) return "image";
  if (path === "/health" || path === "/ready") return path.slice(1);
  if (path.startsWith("/api/")) return "api";
  if (req.headers.rsc === "1") return "rsc";
  return "page";
}

export interface StorefrontMetrics {
  registry: Registry;
  /** Times the response to `req` from now until it is sent. */
  track(req: IncomingMessage, res: ServerResponse): void;
}

export function createStorefrontMetrics(): StorefrontMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: "storefront_http_request_duration_seconds",
    help: "HTTP requests answered by the storefront, by route family, method and status.",
    labelNames: ["route", "method", "status"],
    buckets: BUCKETS,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: "storefront_http_requests_in_flight",
    help: "Requests being answered now (a shutdown waits for them).",
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "storefront_page_cache_responses_total",
    help: "Pages and route data answered, by what Next's cache said (HIT, STALE, MISS, or none for dynamic pages).",
    labelNames: ["result"],
    registers: [registry],
  });
  const calls = new Histogram({
    name: "storefront_graphql_call_duration_seconds",
    help: "GraphQL calls to the commerce API, by operation name, type and outcome (arguments are never recorded).",
    labelNames: ["operation", "type", "outcome"],
    buckets: BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: "storefront_cache_reads",
    help: "Reads of the storefront's caches since start, hit or miss: page (rendered pages, route data) and, with REDIS_URL, data (catalogue answers).",
    labelNames: ["cache", "result"],
    registers: [registry],
    collect() {
      for (const [cache, counts] of Object.entries(cacheStats())) {
        this.set({ cache, result: "hit" }, counts.hits);
        this.set({ cache, result: "miss" }, counts.misses);
      }
    },
  });
  new Gauge({
    name: "storefront_cache_hit_ratio",
    help: "Hits over reads of each cache since start (0 before the first read).",
    labelNames: ["cache"],
    // Of several processes (STOREFRONT_PROCESSES): their mean, not their sum.
    aggregator: "average",
    registers: [registry],
    collect() {
      for (const [cache, { hits, misses }] of Object.entries(cacheStats())) this.set({ cache }, hits + misses ? hits / (hits + misses) : 0);
    },
  });
  installRecorder({
    graphqlCall: (operation, type, outcome, seconds) => calls.observe({ operation, type, outcome }, seconds),
  });

  return {
    registry,
    track(req, res) {
      const started = performance.now();
      inFlight.inc();
      res.once("close", () => inFlight.dec());
      res.once("finish", () => {
        const route = routeFamily(req);
        const method = req.method === "GET" || req.method === "POST" || req.method === "HEAD" ? req.method : "other";
        requests.observe({ route, method, status: String(res.statusCode) }, (performance.now() - started) / 1000);
        if (route === "page" || route === "rsc") {
          const result = res.getHeader("x-nextjs-cache");
          pageCache.inc({ result: typeof result === "string" ? result.toLowerCase() : "none" });
        }
      });
    },
  };
}

/** Serves /metrics on its own port (STOREFRONT_METRICS_PORT), bound to METRICS_HOST: never on the public one. */
export function serveMetrics(registry: { metrics(): Promise<string>; contentType: string }, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if ((req.url ?? "").split("?", 1)[0] !== "/metrics") {
      res.writeHead(404).end("Not found");
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { "content-type": registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
