// The primary of a storefront of several processes (STOREFRONT_PROCESSES > 1): node:cluster hands the port's
// connections to its workers in turn, each a whole storefront (start.ts); their shared state is in Redis, as for
// separate instances (ADR 017), and the metrics port adds up every worker's metrics.
import cluster from "node:cluster";
import { AggregatorRegistry } from "prom-client";
import { serverEnv } from "@/config/env";
import { serveMetrics } from "./metrics";

/** A worker that dies is replaced after this pause: one that fails as it starts does not spin the machine. */
const REPLACE_AFTER_MS = 1_000;

const count = serverEnv.STOREFRONT_PROCESSES;
let stopping = false;

// The primary only hands out connections; the workers run Next, each in a process of its own.
cluster.setupPrimary({ silent: false });
for (let i = 0; i < count; i++) cluster.fork();

let listening = 0;
cluster.on("listening", () => {
  if (++listening === count) console.log(`Storefront of ${count} processes ready on http://localhost:${serverEnv.STOREFRONT_PORT}`);
});

cluster.on("exit", (worker, code, signal) => {
  if (stopping) {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    return;
  }
  console.error(`[storefront] process ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another`);
  setTimeout(() => {
    if (!stopping) cluster.fork();
  }, REPLACE_AFTER_MS);
});

// SIGTERM: every worker drains as a single process does (start.ts), then the primary exits. A terminal's Ctrl-C
// reaches the workers too; telling them again changes nothing.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill("SIGTERM");
  });
}

if (serverEnv.STOREFRONT_METRICS_PORT) {
  const aggregated = new AggregatorRegistry();
  const server = await serveMetrics({ metrics: () => aggregated.clusterMetrics(), contentType: aggregated.contentType }, serverEnv.STOREFRONT_METRICS_PORT, serverEnv.METRICS_HOST);
  server.unref();
  console.log(`Metrics of every process on http://${serverEnv.METRICS_HOST}:${serverEnv.STOREFRONT_METRICS_PORT}/metrics`);
}
