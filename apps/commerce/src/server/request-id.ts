import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/**
 * An id a client (the storefront, a load balancer) sent is kept when it looks like one: letters, digits and
 * `. _ : -`, 8 to 128 characters. Anything else — absent, too long, carrying spaces or control characters that
 * could forge log lines — is replaced by a fresh one.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export const REQUEST_ID_HEADER = "x-request-id";

export function requestIdFrom(headers: Headers): string {
  const sent = headers.get(REQUEST_ID_HEADER);
  return sent && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** What log lines say about the request being served: its id, and its GraphQL operation's name once parsed. */
export interface RequestLogContext {
  id: string;
  operation?: string;
}

/** The request being served, for log lines written deep inside it (Yoga's error log). */
const current = new AsyncLocalStorage<RequestLogContext>();

export function withRequestLog<T>(context: RequestLogContext, run: () => T): T {
  return current.run(context, run);
}

export function currentRequestLog(): RequestLogContext | undefined {
  return current.getStore();
}
