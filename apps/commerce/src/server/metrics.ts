import { getOperationAST } from "graphql";
import type { Plugin } from "graphql-yoga";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Database } from "../core/database.ts";

/** Seconds: from a cached catalogue answer (~1 ms) to a checkout that waits on a payment provider. */
const BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Operation names are chosen by clients: a label per name, up to this many, then "other" (bounded series). */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

export interface CommerceMetrics {
  registry: Registry;
  /** A request arrived; call the returned function once it is answered. */
  started(): () => void;
  /** One HTTP request answered: `route` is a fixed family name, never the path. */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  /** Times each GraphQL operation by its name and type; never its arguments. */
  plugin: Plugin;
}

/** The family of a path, for the `route` label: a bounded set, so that scanned URLs make no new series. */
export function routeFamily(pathname: string): string {
  if (pathname === "/graphql") return "graphql";
  if (pathname.startsWith("/media/")) return "media";
  if (pathname === "/health" || pathname === "/ready") return pathname.slice(1);
  if (pathname.startsWith("/payments/")) return "payments";
  return "other";
}

export function createCommerceMetrics(database: Database): CommerceMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: "commerce_http_request_duration_seconds",
    help: "HTTP requests answered by the commerce backend, by route family, method and status.",
    labelNames: ["route", "method", "status"],
    buckets: BUCKETS,
    registers: [registry],
  });
  const operations = new Histogram({
    name: "commerce_graphql_operation_duration_seconds",
    help: "GraphQL operations executed, by operation name and type (arguments are never recorded).",
    labelNames: ["operation", "type", "outcome"],
    buckets: BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: "commerce_graphql_operation_errors_total",
    help: "GraphQL operations that answered with errors, by operation name.",
    labelNames: ["operation"],
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: "commerce_http_requests_in_flight",
    help: "Requests being answered now (a shutdown waits for them).",
    registers: [registry],
  });
  const pool = database.poolStats;
  if (pool) {
    new Gauge({
      name: "commerce_db_pool_connections",
      help: "PostgreSQL pool connections: total open, idle, and requests waiting for one; max is the pool's size.",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const stats = pool();
        for (const state of ["total", "idle", "waiting", "max"] as const) this.set({ state }, stats[state]);
      },
    });
  }

  const seen = new Set<string>();
  const label = (name: string | null | undefined): string => {
    if (!name || !OPERATION_NAME.test(name)) return "anonymous";
    if (seen.has(name)) return name;
    if (seen.size >= MAX_OPERATION_NAMES) return "other";
    seen.add(name);
    return name;
  };

  return {
    registry,
    started() {
      inFlight.inc();
      return () => inFlight.dec();
    },
    observeRequest(route, method, status, seconds) {
      const m = method === "GET" || method === "POST" || method === "HEAD" ? method : "other";
      requests.observe({ route, method: m, status: String(status) }, seconds);
    },
    plugin: {
      onExecute({ args }) {
        const started = performance.now();
        const ast = getOperationAST(args.document, args.operationName ?? undefined);
        const operation = label(ast?.name?.value);
        const type = ast?.operation ?? "unknown";
        return {
          onExecuteDone({ result }) {
            const failed = "errors" in result && Array.isArray(result.errors) && result.errors.length > 0;
            operations.observe({ operation, type, outcome: failed ? "error" : "ok" }, (performance.now() - started) / 1000);
            if (failed) errors.inc({ operation });
          },
        };
      },
    },
  };
}
