// `npm start` / `npm run dev`: the commerce backend and the storefront, side by side, behind one Ctrl-C.
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { loadCommerceConfig, type CommerceConfig } from "../apps/commerce/src/config.ts";
import { COMMERCE_DIR, nextBin, STOREFRONT_DIR } from "./lib/paths.ts";
import { portStatus } from "./lib/ports.ts";
import { cleanUpOnExit, launch, paint, type Managed } from "./lib/processes.ts";
import { buildStorefront, storefrontBuildNeeded } from "./lib/storefront-build.ts";

const dev = process.argv.includes("--dev");
const command = dev ? "npm run dev" : "npm start";
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

const managed: Managed[] = [];
let stopping = false;
cleanUpOnExit(() => managed);

function say(message: string): void {
  process.stdout.write(`${paint("[start]", "gray")} ${message}\n`);
}

function fail(message: string): never {
  for (const line of message.split("\n")) process.stderr.write(`${paint("[start]", "gray", process.stderr)} ${line}\n`);
  process.exit(1);
}

function loadStorefrontEnv(env: NodeJS.ProcessEnv) {
  // Imported lazily: the module validates process.env as it loads and throws a readable, line-per-value error.
  return import("../apps/storefront/src/config/env.ts").then(
    (module) => module.parseServerEnv(env),
    (error: unknown) => ({ ok: false as const, errors: (error as { errors?: string[] }).errors ?? [String(error)] }),
  );
}

/** Whether the storefront is meant to talk to the backend this script starts, or to an API elsewhere (Magento). */
function usesEmbeddedBackend(graphqlUrl: string, commerce: CommerceConfig): boolean {
  const url = new URL(graphqlUrl);
  return LOCAL_HOSTS.has(url.hostname) && Number(url.port || 80) === commerce.port;
}

async function checkPort(port: number, host: string, what: string, variable: string): Promise<string | null> {
  const status = await portStatus(port, host);
  if (status === "free") return null;
  const why = status === "in-use" ? "is already in use" : "needs privileges this user does not have";
  return `Port ${port} (${what}) ${why}. Stop whatever is using it, or choose another port: ${variable}=${port + 1} ${command}`;
}

function reachable(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(2_000);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
    socket.once("error", () => resolve(false));
  });
}

/** Polls until `ready()` holds; rejects as soon as the process exits, so a crash is not mistaken for slowness. */
async function waitFor(process_: Managed, ready: () => Promise<boolean>): Promise<void> {
  let exited = false;
  void process_.exited.then(() => (exited = true));
  while (!exited) {
    if (await ready().catch(() => false)) return;
    await sleep(300);
  }
  throw new Error(`${process_.name} exited before it was ready`);
}

async function shutdown(exitCode: number): Promise<never> {
  stopping = true;
  // The storefront first, so it stops sending requests to a backend that is going away.
  for (const m of [...managed].reverse()) await m.stop();
  process.exit(exitCode);
}

function onSignal(): void {
  if (stopping) {
    say("Forced stop.");
    process.exit(130);
  }
  say("Stopping…");
  void shutdown(0);
}

async function main(): Promise<void> {
  const commerceResult = loadCommerceConfig(process.env);
  if (commerceResult.ok && !process.env.COMMERCE_GRAPHQL_URL?.trim()) {
    // Moving the backend to another port moves the URL the storefront (its build included) calls with it.
    process.env.COMMERCE_GRAPHQL_URL = `http://localhost:${commerceResult.config.port}/graphql`;
  }
  const storefrontResult = await loadStorefrontEnv(process.env);
  const problems = [
    ...(commerceResult.ok ? [] : commerceResult.errors),
    ...(storefrontResult.ok ? [] : storefrontResult.errors),
  ];
  if (!commerceResult.ok || !storefrontResult.ok) {
    fail(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join("\n")}\nSee "Configuration" in README.md.`);
  }
  const commerce = commerceResult.config;
  const storefront = storefrontResult.env;
  const embedded = usesEmbeddedBackend(storefront.COMMERCE_GRAPHQL_URL, commerce);

  const portProblems = (
    await Promise.all([
      embedded ? checkPort(commerce.port, commerce.host, "commerce GraphQL backend", "COMMERCE_PORT") : null,
      checkPort(storefront.STOREFRONT_PORT, "localhost", "storefront", "STOREFRONT_PORT"),
    ])
  ).filter((p) => p !== null);
  if (portProblems.length) fail(portProblems.join("\n"));

  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, onSignal);

  let backend: Managed | undefined;
  if (embedded) {
    backend = launch("commerce", process.execPath, [...(dev ? ["--watch", "--watch-preserve-output"] : []), "src/main.ts"], {
      cwd: COMMERCE_DIR,
      color: "cyan",
      // Production behaviour unless asked for: `npm run dev` turns on introspection, GraphiQL and suggestions.
      env: dev && !process.env.COMMERCE_DEV_TOOLS?.trim() ? { COMMERCE_DEV_TOOLS: "true" } : {},
    });
    managed.push(backend);
    const probeHost = commerce.host === "0.0.0.0" || commerce.host === "::" ? "localhost" : commerce.host;
    const health = `http://${probeHost}:${commerce.port}/health`;
    try {
      await waitFor(backend, async () => (await fetch(health, { signal: AbortSignal.timeout(2_000) })).ok);
    } catch {
      if (stopping) return;
      say("The commerce backend stopped during start-up; see its output above.");
      return void shutdown(1);
    }
  } else {
    say(`Using the GraphQL API at ${storefront.COMMERCE_GRAPHQL_URL}; the embedded backend is not started.`);
  }
  if (stopping) return;

  // Built once the API answers, so the prerendered shells can hold store-level catalogue content (the home hero);
  // a build that cannot reach the API still succeeds and streams that content per request.
  if (!dev) {
    const reason = await storefrontBuildNeeded();
    if (reason) {
      say(`Building the storefront (${reason})…`);
      if (!(await buildStorefront((m) => managed.push(m)))) {
        if (stopping) return;
        say("The storefront build failed; see the output above.");
        return void shutdown(1);
      }
      managed.pop();
    }
  }
  if (stopping) return;

  // Production runs our server in front of Next's handler (apps/storefront/server.ts: request bounds, security headers,
  // per-response nonces); development runs `next dev` as it is.
  const args = dev ? [nextBin(), "dev", "-H", "localhost", "-p", String(storefront.STOREFRONT_PORT)] : ["server.ts"];
  const web = launch("storefront", process.execPath, args, {
    cwd: STOREFRONT_DIR,
    color: "magenta",
    env: {
      COMMERCE_GRAPHQL_URL: storefront.COMMERCE_GRAPHQL_URL,
      STOREFRONT_PORT: String(storefront.STOREFRONT_PORT),
      NEXT_TELEMETRY_DISABLED: "1",
    },
  });
  managed.push(web);
  try {
    await waitFor(web, () => reachable(storefront.STOREFRONT_PORT, "localhost"));
  } catch {
    if (stopping) return;
    say("The storefront stopped during start-up; see its output above.");
    return void shutdown(1);
  }

  say("Ready:");
  say(`  Storefront  http://localhost:${storefront.STOREFRONT_PORT}`);
  say(`  GraphQL     ${storefront.COMMERCE_GRAPHQL_URL}`);
  say("Press Ctrl-C to stop.");

  const first = await Promise.race(managed.map((m) => m.exited.then((exit) => ({ m, exit }))));
  if (stopping) return;
  const how = first.exit.signal ? `signal ${first.exit.signal}` : `code ${first.exit.code}`;
  say(`${first.m.name} stopped unexpectedly (${how}); stopping the rest.`);
  await shutdown(1);
}

await main();
