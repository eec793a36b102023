import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { InlineScriptSources } from "./content-security-policy.ts";
import { trustedScriptHashes } from "./script-hashes.ts";
import { ScriptNonceStream } from "./script-nonce-stream.ts";
import type { ScriptTrust } from "./trusted-scripts.ts";

/**
 * Gives every HTML response its own nonce: once the response's headers are final (its status and Content-Type
 * known), `policy(nonce)` becomes its Content-Security-Policy, the document headers are added, and the body streams
 * through a ScriptNonceStream on its way out. Other responses pass untouched.
 *
 * Works on the Node response the framework writes to, as compression middleware does: `writeHead` (which Node also
 * calls for implicit headers), `write` and `end` are wrapped. Install it after a compression middleware, so that the
 * HTML is rewritten before it is compressed.
 *
 * A response that may be a page shared caches keep (`shared` says which, docs/adr/019) is held until it is complete,
 * then decided: shared, it gets no nonce and its policy lets exactly its trusted inline scripts run, by their
 * hashes; otherwise it goes out as any other page, with a nonce.
 */
export interface HtmlResponseOptions {
  newNonce: () => string;
  policy: (inline: InlineScriptSources) => string;
  /** Further headers of an HTML response. */
  headers: Readonly<Record<string, string>>;
  trust: ScriptTrust;
  /** HEAD requests have no body to rewrite, but still get the headers. */
  method: string | undefined;
  /** Called once the headers of a response are final: whether it is an HTML page that may be shared. */
  shared?: (res: ServerResponse, html: boolean) => SharedCandidate | null;
}

/** A response that may be a page shared caches keep. */
export interface SharedCandidate {
  /**
   * The response is complete (its body held): sets its caching headers and says whether it is shared. When it is,
   * the returned function receives the response as it goes out (Content-Security-Policy included).
   */
  complete(res: ServerResponse): SharedPageKeeper | null;
}

export type SharedPageKeeper = (page: { status: number; headers: OutgoingHttpHeaders; body: Buffer }) => void;

type WriteCallback = (error?: Error | null) => void;
// Node's overloads, as the wrapped functions are called (an encoding may be left out, a callback come second).
type WriteHead = (statusCode: number, statusMessage?: string) => ServerResponse;
type Write = (chunk: unknown, encodingOrCallback?: unknown, callback?: unknown) => boolean;
type End = (chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown) => ServerResponse;

export function rewriteHtmlResponses(res: ServerResponse, options: HtmlResponseOptions): void {
  const writeHead = res.writeHead.bind(res) as WriteHead;
  const write = res.write.bind(res) as Write;
  const end = res.end.bind(res) as End;
  let stream: ScriptNonceStream | null = null;
  /** A response that may be shared: its body, held until it is complete. */
  let held: { status: number; chunks: string[]; candidate: SharedCandidate } | null = null;

  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    // Headers given here are merged first, so that the decision sees the final set.
    const headers = rest.find((arg) => typeof arg === "object" && arg !== null) as OutgoingHttpHeaders | unknown[] | undefined;
    const message = typeof rest[0] === "string" ? rest[0] : undefined;
    if (headers) setHeaders(this, headers);
    const html = isHtml(this.getHeader("content-type"));
    if (!html) options.shared?.(this, false);
    else {
      for (const [name, value] of Object.entries(options.headers)) this.setHeader(name, value);
      // The body changes with every response: its length and any validator for it are not Next's any more.
      this.removeHeader("Content-Length");
      this.removeHeader("ETag");
      const hasBody = options.method !== "HEAD" && statusCode !== 204 && statusCode !== 304;
      const candidate = options.shared?.(this, true) ?? null;
      if (candidate && hasBody) {
        this.statusCode = statusCode;
        held = { status: statusCode, chunks: [], candidate };
        return this;
      }
      if (candidate?.complete(this)) {
        // Headers alone (HEAD): the policy of the shared page, whose scripts are not known here.
        this.setHeader("Content-Security-Policy", options.policy({ hashes: [] }));
      } else {
        const nonce = options.newNonce();
        this.setHeader("Content-Security-Policy", options.policy(nonce));
        if (hasBody) stream = new ScriptNonceStream(nonce, options.trust);
      }
    }
    return message === undefined ? writeHead(statusCode) : writeHead(statusCode, message);
  } as ServerResponse["writeHead"];

  res.write = function (this: ServerResponse, chunk: unknown, encodingOrCallback?: unknown, maybeCallback?: unknown): boolean {
    if (!this.headersSent && !held) this.writeHead(this.statusCode);
    const callback = (typeof encodingOrCallback === "function" ? encodingOrCallback : maybeCallback) as WriteCallback | undefined;
    if (held) {
      held.chunks.push(toLatin1(chunk, encodingOrCallback));
      if (callback) process.nextTick(callback);
      return true;
    }
    if (!stream) return write(chunk, encodingOrCallback, maybeCallback);
    const out = stream.push(toLatin1(chunk, encodingOrCallback));
    if (out) return write(Buffer.from(out, "latin1"), callback);
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse["write"];

  res.end = function (this: ServerResponse, chunk?: unknown, encodingOrCallback?: unknown, maybeCallback?: unknown): ServerResponse {
    if (typeof chunk === "function") [chunk, encodingOrCallback, maybeCallback] = [undefined, undefined, chunk];
    if (!this.headersSent && !held) this.writeHead(this.statusCode);
    const callback = (typeof encodingOrCallback === "function" ? encodingOrCallback : maybeCallback) as (() => void) | undefined;
    if (held) {
      const { status, chunks, candidate } = held;
      held = null;
      if (chunk !== undefined && chunk !== null) chunks.push(toLatin1(chunk, encodingOrCallback));
      const html = chunks.join("");
      const keep = candidate.complete(this);
      let body: Buffer;
      if (keep) {
        this.setHeader("Content-Security-Policy", options.policy({ hashes: trustedScriptHashes(html, options.trust) }));
        body = Buffer.from(html, "latin1");
        keep({ status, headers: this.getHeaders(), body });
      } else {
        const nonce = options.newNonce();
        this.setHeader("Content-Security-Policy", options.policy(nonce));
        const marked = new ScriptNonceStream(nonce, options.trust);
        body = Buffer.from(marked.push(html) + marked.end(), "latin1");
      }
      this.setHeader("Content-Length", body.byteLength);
      writeHead(status);
      return end(body, callback);
    }
    if (!stream) return end(chunk, encodingOrCallback, maybeCallback);
    const out = (chunk === undefined || chunk === null ? "" : stream.push(toLatin1(chunk, encodingOrCallback))) + stream.end();
    stream = null;
    return out ? end(Buffer.from(out, "latin1"), callback) : end(callback);
  } as ServerResponse["end"];
}

function isHtml(contentType: unknown): boolean {
  return typeof contentType === "string" && /^\s*text\/html\b/i.test(contentType);
}

function setHeaders(res: ServerResponse, headers: OutgoingHttpHeaders | unknown[]): void {
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    return;
  }
  // A flat list [name, value, name, value…], or a list of [name, value] pairs.
  const pairs = Array.isArray(headers[0]) ? (headers as [string, string][]) : chunkPairs(headers as string[]);
  for (const [name, value] of pairs) res.appendHeader(name, value);
}

function chunkPairs(flat: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) pairs.push([flat[i]!, flat[i + 1]!]);
  return pairs;
}

function toLatin1(chunk: unknown, encoding: unknown): string {
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8").toString("latin1");
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString("latin1");
  throw new TypeError("An HTML response body chunk must be a string or bytes");
}
