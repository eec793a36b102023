/**
 * POST /api/{integration}/{method}: the browser's door to the cart operations (spec §7 "Transport"), the HTTP
 * adapter of the gateway. Everything is checked before the backend is called: the integration and method against
 * the operations, the caller's site, the body's size and shape, then (in the gateway) the arguments with zod.
 */
import { NextResponse } from "next/server";
import type { CommerceClient } from "@/lib/commerce/client";
import { resolveScope } from "@/lib/commerce/scope";
import { type CookieToSet, cookieNames, cookieToSet } from "@/lib/markets/cookies";
import { type Market, marketForLocale } from "@/lib/markets/markets";
import { type SiteDomains, marketForRequest } from "@/lib/markets/domains";
import { translate } from "@/i18n/translate";
import { isAuthorizationError } from "@/lib/commerce/result";
import type { CarriedNotice } from "@/lib/session/notices";
import { type CartIdStore, type CartOutcome, runCartOperation } from "./gateway";
import { isCartOperation } from "./operations";
import { REQUEST_ID_HEADER } from "@/lib/operations/request-id";
import { isSameOriginRequest, requestHost } from "./origin";

export const INTEGRATION = "magento";
export const MAX_BODY_BYTES = 64 * 1024;
/** Spec §9: the middleware's overall limit; a slow backend yields a friendly error instead of a hanging request. */
export const MIDDLEWARE_TIMEOUT_MS = 60_000;

export interface HandlerOptions {
  client: CommerceClient;
  timeoutMs?: number;
  maxBodyBytes?: number;
  /** The sites with a domain of their own, for a caller with no site cookie yet (see callerMarket). */
  domains?: SiteDomains;
}

type RouteContext = { params: Promise<{ integration: string; method: string }> };

export function createCartHandler(options: HandlerOptions) {
  const timeoutMs = options.timeoutMs ?? MIDDLEWARE_TIMEOUT_MS;
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;

  return async function POST(request: Request, context: RouteContext): Promise<Response> {
    const { integration, method } = await context.params;
    if (integration !== INTEGRATION || !isCartOperation(method)) {
      return problem(404, `No operation ${integration}/${method}`);
    }
    const allowed = isSameOriginRequest({
      origin: request.headers.get("origin"),
      secFetchSite: request.headers.get("sec-fetch-site"),
      host: requestHost(request.headers),
    });
    if (!allowed) return problem(403, "Cross-site requests are not allowed");

    const body = await readLimited(request, maxBodyBytes);
    if (body === null) return problem(413, `The request body is larger than ${maxBodyBytes / 1024} KB`);
    let raw: unknown;
    try {
      raw = body.trim() === "" ? [] : JSON.parse(body);
    } catch {
      return problem(400, "The request body is not valid JSON: send a JSON array of the operation's arguments");
    }

    const cookies = parseCookieHeader(request.headers.get("cookie"));
    const writes: CookieToSet[] = [];
    const cart: CartIdStore = {
      get: () => writes.findLast((c) => c.name === cookieNames.cart)?.value ?? cookies.get(cookieNames.cart),
      set: (id) => writes.push(cookieToSet(cookieNames.cart, id)),
      clear: () => writes.push(cookieToSet(cookieNames.cart, "")),
    };
    const market = callerMarket(cookies.get(cookieNames.locale), request.headers, options.domains ?? {});
    const timeoutMessage = (await translate(market.locale, "Errors"))("timeout");
    const scope = resolveScope(market, { get: (name) => wrap(cookies.get(name)) });
    const token = cookies.get(cookieNames.customer);
    if (token) scope.token = token;
    const forwardedFor = request.headers.get("x-forwarded-for");
    if (forwardedFor) scope.forwardedFor = forwardedFor;
    // Given by the front server (src/server/start.ts), so the backend's log lines name the shopper's request.
    const requestId = request.headers.get(REQUEST_ID_HEADER);
    if (requestId) scope.requestId = requestId;

    let timedOut = false;
    const outcome = await withTimeout<CartOutcome<unknown>>(runCartOperation(method, raw, { client: options.client, scope, cart }), timeoutMs, () => {
      timedOut = true;
      return { ok: false, error: { message: timeoutMessage, kind: "timeout" } };
    });
    if (timedOut) console.warn("[cart]", JSON.stringify({ operation: method, kind: "timeout" }));
    if (!outcome.ok && outcome.error.kind === "input") return problem(400, outcome.error.message);

    if (!outcome.ok && token && isAuthorizationError(outcome.error)) {
      // Spec §4 "Forced sign-out": the refused token and its cart go, and the next page says why.
      writes.push(cookieToSet(cookieNames.customer, ""), cookieToSet(cookieNames.cart, ""), cookieToSet(cookieNames.message, "sessionExpired" satisfies CarriedNotice));
    }
    const kind = outcome.ok ? null : outcome.error.kind;
    const status = kind === "timeout" ? 504 : kind === "network" ? 502 : 200;
    const response = NextResponse.json(wireAnswer(outcome, timeoutMessage), { status, headers: { "Cache-Control": "no-store" } });
    // A late answer after the time-out must not move the cookie: only writes made in time are applied.
    if (!timedOut) {
      for (const c of writes) {
        if (c.value === "") response.cookies.set(c.name, "", { ...c.options, maxAge: 0 });
        else response.cookies.set(c.name, c.value, c.options);
      }
    }
    return response;
  };
}

/** Spec §7: the answer's data is used; a failure answers an empty object and the errors. */
function wireAnswer(outcome: CartOutcome<unknown>, timeoutMessage: string) {
  const notice = outcome.notice ? { notice: outcome.notice } : {};
  if (outcome.ok) return { data: outcome.data, errors: [], ...notice };
  const { error } = outcome;
  const message = error.kind === "timeout" ? timeoutMessage : error.message;
  const category = "category" in error && error.category ? { category: error.category } : {};
  return { data: {}, errors: [{ message, kind: error.kind, ...category }], ...notice };
}

async function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout()), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The caller's site: its site cookie, else the page it calls from. A page that shared caches keep sets no cookie;
 * its own request for the shopper's parts sets the site cookie after it loads, so a call made before that answer
 * names its site only through the Referer (same origin: checked above).
 */
function callerMarket(localeCookie: string | undefined, headers: Headers, domains: SiteDomains): Market {
  if (localeCookie) return marketForLocale(localeCookie);
  const referer = headers.get("referer");
  let path = "/";
  try {
    if (referer) path = new URL(referer).pathname;
  } catch {
    // Not a URL: the host decides.
  }
  return marketForRequest(path, requestHost(headers), domains);
}

function problem(status: number, message: string): Response {
  return NextResponse.json({ data: {}, errors: [{ message }] }, { status, headers: { "Cache-Control": "no-store" } });
}

const wrap = (value: string | undefined) => (value === undefined ? undefined : { value });

/** Reads at most `limit` bytes; null when the body is larger (declared or actual). */
async function readLimited(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

export function parseCookieHeader(header: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    try {
      jar.set(name, decodeURIComponent(raw));
    } catch {
      jar.set(name, raw);
    }
  }
  return jar;
}
