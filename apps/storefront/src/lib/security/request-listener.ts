import type { IncomingMessage, ServerResponse } from "node:http";
import { EVERY_RESPONSE_HEADERS, type InlineScriptSources } from "./content-security-policy.ts";
import { rewriteHtmlResponses, type SharedCandidate } from "./html-response.ts";
import { checkRequestTarget, type TargetProblem } from "./request-target.ts";
import type { ScriptTrust } from "./trusted-scripts.ts";

/**
 * The storefront's HTTP front (docs/adr/013), in front of Next's request handler: it bounds the request target before
 * Next parses it, sets the security headers, and gives every HTML response a nonce and its Content-Security-Policy.
 */
export interface SecureListenerOptions {
  /** Next's request handler. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** Headers of an HTML response to this request besides its policy (documentHeaders). */
  documentHeadersFor: (req: IncomingMessage) => Record<string, string>;
  /** The Content-Security-Policy of an HTML response to this request, for a nonce or the hashes of its scripts. */
  policyFor: (req: IncomingMessage) => (inline: InlineScriptSources) => string;
  newNonce: () => string;
  trust: ScriptTrust;
  /** Where a page request whose path does not decode is sent instead: the site's not-found page. */
  notFoundPathFor: (req: IncomingMessage) => string;
  /** Compression middleware (it must see the HTML after its scripts got their nonce). */
  compress?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  onError?: (error: unknown) => void;
  /**
   * Runs first for every request the front does not answer from a kept copy (a copy is written in one go, and any
   * header set before that would cost it Node's slower path): e.g. the headers of such responses.
   */
  onServe?: (req: IncomingMessage, res: ServerResponse) => void;
  /** Pages shared caches keep (lib/http-cache/shared-pages.ts): the front's copies and the caching headers. */
  shared?: {
    answer(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean>;
    handle<T>(req: IncomingMessage, handle: () => T): T;
    decide(req: IncomingMessage, res: ServerResponse, html: boolean): SharedCandidate | null;
  };
}

export function secureRequestListener(options: SecureListenerOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const serve = (req: IncomingMessage, res: ServerResponse) => {
    options.onServe?.(req, res);
    for (const [name, value] of Object.entries(EVERY_RESPONSE_HEADERS)) res.setHeader(name, value);
    const problem = checkRequestTarget(req.url ?? "/");
    if (problem) {
      if (problem.kind !== "bad-encoding" || !isPageRequest(req)) return reject(req, res, problem);
      req.url = options.notFoundPathFor(req);
    }
    appendClientAddress(req);
    options.compress?.(req, res, () => {});
    rewriteHtmlResponses(res, {
      newNonce: options.newNonce,
      policy: options.policyFor(req),
      headers: options.documentHeadersFor(req),
      trust: options.trust,
      method: req.method,
      ...(options.shared ? { shared: (response: ServerResponse, html: boolean) => options.shared!.decide(req, response, html) } : {}),
    });
    const handled = options.shared ? options.shared.handle(req, () => options.handle(req, res)) : options.handle(req, res);
    handled.catch((error: unknown) => {
      options.onError?.(error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end();
      } else {
        res.destroy();
      }
    });
  };
  return (req, res) => {
    // A kept copy carries its own headers, those of every response included; a bad target never matches one.
    const answered = checkRequestTarget(req.url ?? "/") ? false : (options.shared?.answer(req, res) ?? false);
    if (answered === false) return serve(req, res);
    if (answered === true) return;
    answered.then(
      (done) => done || serve(req, res),
      (error: unknown) => {
        options.onError?.(error);
        serve(req, res);
      },
    );
  };
}

/**
 * Adds the address this request came from to its `X-Forwarded-For` chain, which the storefront passes on to the
 * backend with every per-shopper call: the backend trusts the chain only from its configured proxies and takes the
 * right-most address it does not trust, so what a client writes into the header itself never counts.
 */
export function appendClientAddress(req: IncomingMessage): void {
  const peer = req.socket.remoteAddress;
  if (!peer) return;
  const sent = req.headers["x-forwarded-for"];
  const chain = (Array.isArray(sent) ? sent.join(", ") : sent)?.trim();
  req.headers["x-forwarded-for"] = chain ? `${chain}, ${peer}` : peer;
}

/** A page a browser shows: answered with the shop's not-found page rather than a bare status. */
function isPageRequest(req: IncomingMessage): boolean {
  const path = req.url ?? "/";
  return (req.method === "GET" || req.method === "HEAD") && !path.startsWith("/api/") && !path.startsWith("/_next/");
}

function reject(req: IncomingMessage, res: ServerResponse, problem: TargetProblem): void {
  res.statusCode = problem.status;
  res.setHeader("Cache-Control", "no-store");
  if ((req.url ?? "").startsWith("/api/")) {
    // The shape of the /api routes' own errors.
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ data: {}, errors: [{ message: problem.message }] }));
  } else {
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end(problem.message);
  }
}
