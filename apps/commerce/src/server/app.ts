import { sql } from "drizzle-orm";
import type { GraphQLSchema } from "graphql";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { getOperationAST } from "graphql";
import { createYoga, type Plugin } from "graphql-yoga";
import { randomBytes } from "node:crypto";
import type { CaptchaSettings } from "../core/captcha.ts";
import type { CardPaymentProvider } from "../core/card-payments.ts";
import type { ExternalCheckout } from "../core/context.ts";
import { handleWebhook } from "../modules/checkout/hosted-card.ts";
import { SANDBOX_PATH, SandboxCardProvider, WEBHOOK_PATH } from "../modules/checkout/payment/sandbox.ts";
import type { Database } from "../core/database.ts";
import type { MailSender } from "../core/mail.ts";
import { buildSites, type Site } from "../core/site.ts";
import { DEFAULT_MIN_SCORE, SITEVERIFY_URL } from "../modules/captcha/recaptcha.ts";
import { resolveCustomerToken } from "../modules/customer/tokens.ts";
import { outboxSender } from "../modules/mail/senders.ts";
import { StoreDirectory } from "../modules/store/service.ts";
import { buildServedSchema } from "../schema/index.ts";
import { resolvers } from "../schema/resolvers.ts";
import { DEFAULT_TRUSTED_PROXIES, trustedProxyList } from "../core/client-address.ts";
import {
  createRequestContext, DEFAULT_RATE_LIMITS, type RateLimits, type RequestContext, type ResolveCustomer,
} from "../core/context.ts";
import { isClientError } from "../core/errors.ts";
import { consoleLogger, describeForLog, type Logger } from "./logger.ts";
import type { CommerceMetrics } from "./metrics.ts";
import { routeFamily } from "./metrics.ts";
import { magentoProtocol, maskUnexpectedError } from "./protocol.ts";
import { REQUEST_ID_HEADER, type RequestLogContext, currentRequestLog, requestIdFrom, withRequestLog } from "./request-id.ts";

export type { Logger };

export interface CommerceAppDeps {
  database: Database;
  /** Directory of rendered media; without it `/media/*` answers 404. */
  mediaDir?: string;
  /** Production behaviour: no introspection, GraphiQL or "Did you mean …" suggestions. */
  production: boolean;
  /** Origins whose pages may call the API from the browser (CORS); none by default. */
  corsOrigins?: readonly string[];
  /** Public base URL (e.g. https://api.example.com); defaults to the origin of each request. */
  publicUrl?: string;
  logger?: Logger;
  /** Finds the customer of a bearer token; the customer module's token table by default. */
  resolveCustomer?: ResolveCustomer;
  /** IP addresses and CIDR ranges of proxies whose `X-Forwarded-For` is believed; loopback by default. */
  trustedProxies?: readonly string[];
  /** Limits to change from DEFAULT_RATE_LIMITS. */
  rateLimits?: Partial<RateLimits>;
  /** The storefront sites e-mails link to; the four sites under http://localhost:3000 by default. */
  sites?: readonly Site[];
  /** Outgoing e-mail; the outbox table by default. */
  mail?: MailSender;
  /** Captcha keys; by default ALTCHA everywhere, under a key made for this app instance. */
  captcha?: CaptchaSettings;
  /** The clock requests read; tests move it. */
  clock?: () => Date;
  /**
   * The hosted card payment provider; by default the built-in sandbox, whose webhooks are signed with
   * `paymentWebhookSecret` (a key made for this app instance unless given).
   */
  cardPayments?: CardPaymentProvider;
  paymentWebhookSecret?: string;
  /** Spec §1's external checkout; checkout stays on the storefront without it. */
  externalCheckout?: ExternalCheckout;
  /** Prometheus metrics to record into (request and GraphQL operation durations); none by default. */
  metrics?: CommerceMetrics;
  /** Logs one line per request (request id, method, route family, operation, status, milliseconds). */
  accessLog?: boolean;
}

/** What the HTTP server knows of a request beyond the request itself. */
export interface Peer {
  /** IP address of the socket's other end. */
  remoteAddress: string;
}

export interface CommerceApp {
  /** Answers a request; `peer` is absent for requests made in-process, which count as one client (`local`). */
  fetch(request: Request, peer?: Peer): Promise<Response>;
  schema: GraphQLSchema;
  /** Cached store views and rates; invalidate after changing them. */
  stores: StoreDirectory;
  /** From now on `/ready` answers 503, so that load balancers stop sending requests before the server closes. */
  drain(): void;
}

/** Longest `/health` and `/ready` wait for the database's answer before they answer 503. */
export const DATABASE_CHECK_TIMEOUT_MS = 2_000;

/** Large enough for any storefront operation, small enough that a stray upload is refused early. */
const MAX_REQUEST_BODY_BYTES = 1_000_000;

/**
 * A request a cross-site page can send without a CORS preflight (GET, or a form or text POST) must carry one of
 * these Magento request headers, which such a page cannot set; JSON POSTs are preflighted anyway. The storefront
 * sends `Store` on every call.
 */
export const CSRF_HEADERS = ["store", "content-currency", "authorization"];

type MediaHandler = (mediaDir: string, pathname: string, request: Request) => Promise<Response | null>;
let mediaHandler: Promise<MediaHandler> | undefined;

// Loaded on first use: the media route is optional and should not weigh on GraphQL-only uses such as tests.
function serveMedia(): Promise<MediaHandler> {
  mediaHandler ??= import("./media.ts").then((m: { serveMedia: MediaHandler }) => m.serveMedia);
  return mediaHandler;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8" } });

/** Log lines written while a request is served start with its id, so one shopper's request can be followed. */
function withRequestIds(logger: Logger): Logger {
  const tag = (message: string) => {
    const id = currentRequestLog()?.id;
    return id ? `[${id}] ${message}` : message;
  };
  return { info: (m) => logger.info(tag(m)), warn: (m) => logger.warn(tag(m)), error: (m) => logger.error(tag(m)) };
}

export function createCommerceApp(deps: CommerceAppDeps): CommerceApp {
  const logger = withRequestIds(deps.logger ?? consoleLogger);
  let draining = false;
  const schema = buildServedSchema(resolvers);
  const stores = new StoreDirectory(deps.database.db);
  const clock = deps.clock ?? (() => new Date());
  const sites = deps.sites ?? buildSites("http://localhost:3000");
  const sandbox = deps.cardPayments ? null : new SandboxCardProvider({
    database: deps.database,
    webhookSecret: deps.paymentWebhookSecret ?? randomBytes(32).toString("base64url"),
    // The sandbox's webhooks come straight back into this app, signed like a remote provider's.
    deliver: (request) => app.fetch(request),
    clock,
  });
  const cardPayments: CardPaymentProvider = deps.cardPayments ?? sandbox!;
  const contextDeps = {
    database: deps.database,
    stores,
    publicUrl: deps.publicUrl,
    resolveCustomer: deps.resolveCustomer ?? resolveCustomerToken,
    trustedProxies: trustedProxyList(deps.trustedProxies ?? DEFAULT_TRUSTED_PROXIES),
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits },
    sites,
    mail: deps.mail ?? outboxSender(),
    captcha: deps.captcha ?? {
      altchaHmacKey: randomBytes(32).toString("base64url"),
      recaptcha: {},
      recaptchaVerifyUrl: SITEVERIFY_URL,
      recaptchaMinScore: DEFAULT_MIN_SCORE,
    },
    devTools: !deps.production,
    cardPayments,
    storefrontOrigins: [...new Set([...sites.map((s) => new URL(s.url).origin), ...(deps.corsOrigins ?? [])])],
    externalCheckout: deps.externalCheckout ?? null,
    clock,
  };

  const webhookDeps = {
    database: deps.database, stores, cardPayments, storefrontOrigins: contextDeps.storefrontOrigins, publicUrl: deps.publicUrl,
    log: { info: (m: string) => logger.info(`checkout: ${m}`), warn: (m: string) => logger.warn(`checkout: ${m}`) },
  };

  const yoga = createYoga<{ peerAddress: string | null }, RequestContext>({
    schema,
    graphqlEndpoint: "/graphql",
    context: ({ request, peerAddress }) => createRequestContext(request, contextDeps, peerAddress),
    graphiql: !deps.production,
    landingPage: false,
    maxRequestBodySize: MAX_REQUEST_BODY_BYTES,
    maskedErrors: { maskError: maskUnexpectedError },
    logging: {
      debug: () => {},
      info: () => {},
      warn: (...args: unknown[]) => logger.warn(describeForLog(args)),
      // Yoga reports here the original of every error it reshaped. Errors meant for the client (bad input, missing
      // entities, authorization) are answers, not faults: logging them with stacks would drown the real failures.
      error: (...args: unknown[]) => {
        if (args.length > 0 && args.every((a) => isClientError(a))) return;
        logger.error(describeForLog(args));
      },
    },
    // Bearer tokens, not cookies, authenticate: no origin is ever allowed credentials.
    cors: deps.corsOrigins?.length
      ? {
        origin: [...deps.corsOrigins],
        credentials: false,
        methods: ["GET", "POST"],
        allowedHeaders: ["content-type", "x-recaptcha", ...CSRF_HEADERS],
      }
      : false,
    plugins: [
      useCSRFPrevention({ requestHeaders: CSRF_HEADERS }),
      magentoProtocol({ production: deps.production }),
      ...(deps.metrics ? [deps.metrics.plugin] : []),
      namesOperationInLog,
    ],
  });

  async function health(): Promise<Response> {
    let timer: NodeJS.Timeout | undefined;
    try {
      // A database server that stopped answering (frozen, cut off) would hold the check for as long as the
      // connection lasts: the balancer gets a 503 in bounded time instead.
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${DATABASE_CHECK_TIMEOUT_MS} ms`)), DATABASE_CHECK_TIMEOUT_MS);
      });
      await Promise.race([deps.database.db.execute(sql`select 1`), timedOut]);
      return json({ status: "ok", db: "ok" });
    } catch (error) {
      logger.error(`health check: database unavailable: ${describeForLog([error])}`);
      return json({ status: "error", db: "unavailable" }, 503);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Ready for traffic: not shutting down, and the database answers. */
  async function ready(): Promise<Response> {
    if (draining) return json({ status: "draining" }, 503);
    return health();
  }

  async function media(pathname: string, request: Request): Promise<Response> {
    if (deps.mediaDir) {
      const response = await (await serveMedia())(deps.mediaDir, pathname, request);
      if (response) return response;
    }
    return new Response("Not found", { status: 404 });
  }

  async function route(request: Request, pathname: string, peer: Peer | undefined): Promise<Response> {
      try {
        if (pathname === "/graphql") return await yoga.fetch(request, { peerAddress: peer?.remoteAddress ?? null });
        if (pathname.startsWith("/media/")) return await media(pathname, request);
        // Liveness and readiness. /health keeps its answer (the database's state) for the tools that poll it.
        if (pathname === "/health") return await health();
        if (pathname === "/ready") return await ready();
        if (pathname === WEBHOOK_PATH) return await handleWebhook(webhookDeps, request, clock());
        if (sandbox && pathname.startsWith(`${SANDBOX_PATH}/`)) {
          const response = await sandbox.handle(request, pathname);
          if (response) return response;
        }
        return new Response("Not found", { status: 404 });
      } catch (error) {
        logger.error(`${request.method} ${pathname}: ${describeForLog([error])}`);
        return json({ errors: [{ message: "Internal server error", extensions: { category: "graphql" } }] }, 500);
      }
  }

  const app: CommerceApp = {
    schema,
    stores,
    drain() {
      draining = true;
    },
    async fetch(request, peer) {
      const started = performance.now();
      const { pathname } = new URL(request.url);
      const log: RequestLogContext = { id: requestIdFrom(request.headers) };
      const finished = deps.metrics?.started();
      const response = await withRequestLog(log, () => route(request, pathname, peer)).finally(finished);
      try {
        response.headers.set(REQUEST_ID_HEADER, log.id);
      } catch {
        // A response with immutable headers (a redirect) goes out without it.
      }
      const family = routeFamily(pathname);
      const seconds = (performance.now() - started) / 1000;
      deps.metrics?.observeRequest(family, request.method, response.status, seconds);
      if (deps.accessLog) {
        // The operation's name only: never its variables or any value of the request.
        const operation = family === "graphql" ? ` ${log.operation ?? "-"}` : "";
        logger.info(`[${log.id}] ${request.method} ${family}${operation} ${response.status} ${(seconds * 1000).toFixed(1)} ms`);
      }
      return response;
    },
  };
  return app;
}

/** Notes the executed operation's name for the access log line. */
const namesOperationInLog: Plugin = {
  onExecute({ args }) {
    const log = currentRequestLog();
    const name = getOperationAST(args.document, args.operationName ?? undefined)?.name?.value;
    if (log && name && /^[_A-Za-z][_0-9A-Za-z]{0,99}$/.test(name)) log.operation = name;
  },
};
