import { randomUUID } from "node:crypto";

/** The header that carries one request's id from the storefront's front server to the backend's logs. */
export const REQUEST_ID_HEADER = "x-request-id";

/**
 * An id sent by a load balancer in front is kept when it looks like one (letters, digits and `. _ : -`, 8 to 128
 * characters); anything else — absent, too long, or carrying what could forge a log line — is replaced.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFor(sent: string | string[] | undefined): string {
  const value = Array.isArray(sent) ? sent[0] : sent;
  return value && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}
