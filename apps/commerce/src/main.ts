import { mkdir } from "node:fs/promises";
import path from "node:path";
import { loadCommerceConfig, REPO_ROOT, type CommerceConfig, type LogLevel } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { acquireDataDirLock } from "./db/lock.ts";
import { migrate } from "./db/migrate.ts";
import { reindex } from "./modules/search/indexer.ts";
import { seedIfEmpty } from "./seed/index.ts";
import { buildSites } from "./core/site.ts";
import type { MailSender } from "./core/mail.ts";
import { outboxSender, smtpSender } from "./modules/mail/senders.ts";
import { createCommerceApp } from "./server/app.ts";
import { createCommerceMetrics } from "./server/metrics.ts";
import { listen } from "./server/http.ts";
import { persistentSecret } from "./server/secret-file.ts";

const SHUTDOWN_TIMEOUT_MS = 10_000;
const LEVEL_ORDER: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };

type Closer = { name: string; close: () => Promise<void> };

// Closed in reverse order of opening: server, then database, then the data-directory lock. The lock must be released
// on every exit path, including the SIGTERM that `node --watch` sends before a restart, or the next start refuses.
const closers: Closer[] = [];
let stopping = false;
let logLevel: LogLevel = "info";

function log(level: Exclude<LogLevel, "silent">, message: string): void {
  if (LEVEL_ORDER[level] < LEVEL_ORDER[logLevel]) return;
  (level === "info" || level === "debug" ? process.stdout : process.stderr).write(`${message}\n`);
}

async function stop(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  setTimeout(() => {
    process.stderr.write("Shutdown took too long; exiting anyway.\n");
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  for (const closer of closers.reverse()) {
    try {
      await closer.close();
    } catch (error) {
      log("warn", `Could not close the ${closer.name} cleanly: ${describe(error)}`);
    }
  }
  if (exitCode === 0) log("info", "Commerce backend stopped.");
  process.exit(exitCode);
}

function describe(error: unknown): string {
  if (error instanceof Error) return logLevel === "debug" && error.stack ? error.stack : error.message;
  return String(error);
}

function displayPath(dir: string): string {
  const relative = path.relative(REPO_ROOT, dir);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : dir;
}

/** Seeding takes a while on first start: show one live line on a terminal, a line per step and 10 % otherwise. */
function progressReporter(stream: NodeJS.WriteStream = process.stderr) {
  let announced = false;
  let lastStep = "";
  let lastBucket = -1;
  return (step: string, done: number, total: number) => {
    if (!announced) {
      stream.write("Seeding the demo catalogue (first start only)…\n");
      announced = true;
    }
    const percent = total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 100;
    const line = `  ${step}: ${done}/${total} (${percent}%)`;
    if (stream.isTTY) {
      if (step !== lastStep && lastStep) stream.write("\n");
      stream.write(`\r\x1b[2K${line}`);
      lastStep = step;
      return;
    }
    const bucket = Math.floor(percent / 10);
    if (step !== lastStep || bucket !== lastBucket) {
      stream.write(`${line}\n`);
      lastStep = step;
      lastBucket = bucket;
    }
  };
}

async function startPhase<T>(phase: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (stopping) throw error;
    throw new StartupError(`Could not ${phase}: ${describe(error)}`, error);
  }
}

class StartupError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = "StartupError";
  }
}

async function start(config: CommerceConfig): Promise<void> {
  await mkdir(config.mediaDir, { recursive: true });

  if (!config.databaseUrl) {
    // The lock error already says which process holds the directory and what to do: print it as it is.
    const release = await acquireDataDirLock(config.dataDir);
    closers.push({ name: "data directory lock", close: release });
  }

  const database = await startPhase("open the database", () =>
    openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.databaseDir }),
  );
  closers.push({ name: "database", close: () => database.close() });
  log(
    "info",
    database.kind === "pglite"
      ? `Database: embedded PGlite in ${displayPath(config.databaseDir)}`
      : `Database: PostgreSQL at ${database.location}`,
  );
  if (database.kind === "pglite" && !config.devTools) {
    // ADR 012: PGlite never calls fsync, which whoever runs a shop on it must know.
    log(
      "warn",
      "The embedded PGlite database never syncs to disk: a crash of this process loses no committed write, but a power " +
        "cut or operating-system crash can lose the last ~30 s of writes or damage the database. In production set " +
        "DATABASE_URL to a PostgreSQL server (README, \"Durability\").",
    );
  }

  // Instances started together over one PostgreSQL database take turns: the first migrates and seeds, the others
  // then find both done.
  const exclusive = database.exclusive ?? (<T>(_name: string, work: () => Promise<T>) => work());
  await exclusive("maison-commerce-startup", async () => {
    await startPhase("migrate the database", () => migrate(database));

    const started = performance.now();
    const { seeded } = await startPhase("seed the demo catalogue", () =>
      seedIfEmpty(database, {
        mediaDir: config.mediaRender === "seed" ? config.mediaDir : undefined,
        onProgress: progressReporter(),
      }),
    );
    if (seeded) {
      if (process.stderr.isTTY) process.stderr.write("\n");
      log("info", `Demo catalogue seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
      // Index now rather than on the first search, so no shopper waits for it.
      await startPhase("index the catalogue for search", () => reindex(database));
    }
  });

  const mail = mailSender(config);
  closers.push({ name: "mail sender", close: () => mail.settled() });
  const metrics = config.metrics ? createCommerceMetrics(database) : undefined;
  const app = createCommerceApp({
    database,
    metrics,
    accessLog: config.logLevel === "debug",
    mediaDir: config.mediaDir,
    production: !config.devTools,
    corsOrigins: config.corsOrigins,
    publicUrl: config.publicUrl,
    trustedProxies: config.trustedProxies,
    rateLimits: config.rateLimits,
    sites: buildSites(config.storefrontUrl, config.siteDomains),
    mail,
    captcha: {
      altchaHmacKey: config.altchaHmacKey ?? (await persistentSecret(path.join(config.dataDir, "altcha-hmac-key"))),
      recaptcha: config.recaptcha,
      recaptchaVerifyUrl: config.recaptchaVerifyUrl,
      recaptchaMinScore: config.recaptchaMinScore,
    },
    externalCheckout: config.externalCheckout,
    // Loaded only when configured: the Stripe SDK is large and the sandbox needs none of it.
    ...(config.stripe
      ? { cardPayments: new (await import("./modules/checkout/payment/stripe.ts")).StripeCardProvider(config.stripe) }
      : {}),
  });
  let server: Awaited<ReturnType<typeof listen>>;
  try {
    server = await listen(app, { port: config.port, host: config.host });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      throw new StartupError(
        `Port ${config.port} on ${config.host} is already in use. Stop the process using it or choose another port, e.g. COMMERCE_PORT=${config.port + 1}.`,
        error,
      );
    }
    throw new StartupError(`Could not listen on ${config.host}:${config.port}: ${describe(error)}`, error);
  }
  // SIGTERM: /ready answers 503 at once, the listener stops taking connections, and the requests under way finish
  // (a cart mutation commits or never started) before the database closes.
  closers.push({
    name: "HTTP server",
    close: () => {
      app.drain();
      return server.close();
    },
  });
  if (metrics && config.metrics) {
    const registry = metrics.registry;
    const metricsServer = await listen(
      {
        fetch: async (request) =>
          new URL(request.url).pathname === "/metrics"
            ? new Response(await registry.metrics(), { headers: { "content-type": registry.contentType } })
            : new Response("Not found", { status: 404 }),
      },
      config.metrics,
    ).catch((error: unknown) => {
      throw new StartupError(`Could not serve metrics on ${config.metrics!.host}:${config.metrics!.port}: ${describe(error)}`, error);
    });
    closers.push({ name: "metrics server", close: () => metricsServer.close() });
    log("info", `Metrics on ${metricsServer.url}/metrics`);
  }

  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const tools = config.devTools ? " with development tools (introspection, GraphiQL, suggestions)" : "";
  log("info", `GraphQL ready on http://${shownHost}:${config.port}/graphql${tools}`);
}

/** SMTP when configured; otherwise the outbox table, which only development tools read. */
function mailSender(config: CommerceConfig): MailSender {
  if (config.smtpUrl) {
    log("info", `E-mail: sent over SMTP to ${new URL(config.smtpUrl).host}`);
    return smtpSender({ url: config.smtpUrl, from: config.mailFrom, onError: (message) => log("error", message) });
  }
  log(
    config.devTools ? "info" : "warn",
    "E-mail: no SMTP_URL, so account e-mails are written to the outbox table instead of sent " +
      "(npm run mail:outbox -w apps/commerce lists them while development tools are on).",
  );
  return outboxSender();
}

async function main(): Promise<void> {
  const result = loadCommerceConfig(process.env);
  if (!result.ok) {
    process.stderr.write(`Invalid commerce configuration:\n${result.errors.map((e) => `  ${e}\n`).join("")}`);
    process.exit(1);
  }
  logLevel = result.config.logLevel;

  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => void stop(0));
  }

  try {
    await start(result.config);
  } catch (error) {
    // A signal during start-up closes the database under a running step; that step's failure is expected.
    if (stopping) return;
    process.stderr.write(`${error instanceof StartupError ? error.message : describe(error)}\n`);
    if (logLevel === "debug" && error instanceof StartupError && error.cause instanceof Error) {
      process.stderr.write(`${error.cause.stack ?? ""}\n`);
    }
    await stop(1);
  }
}

await main();
