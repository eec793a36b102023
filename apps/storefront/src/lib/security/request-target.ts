/**
 * Bounds on the request target (path and query), checked before Next parses anything: Next turns the query into
 * its own structures several times per request, in time that grows with the square of the number of repeated keys
 * (7,000 `a&a&…` keys cost 2–3 s of CPU, before the proxy runs and again before rendering), and it answers 500 to a
 * path whose percent-encoding does not decode.
 *
 * The bounds leave room for every URL the shop makes: a filtered, sorted, paged listing with campaign parameters
 * stays under 1 KB and 30 parameters.
 */
export const TARGET_LIMITS = {
  /** Path and query together, in characters (the request line's target as received). */
  maxTargetLength: 4096,
  maxQueryLength: 2048,
  /** `&`-separated parts of the query. */
  maxParameters: 100,
} as const;

export type TargetProblem =
  | { kind: "too-long"; status: 414; message: string }
  | { kind: "too-many-parameters"; status: 400; message: string }
  | { kind: "bad-encoding"; status: 400; message: string };

/** What is wrong with a request target, or null when it may go on to the framework. */
export function checkRequestTarget(target: string, limits: typeof TARGET_LIMITS = TARGET_LIMITS): TargetProblem | null {
  if (target.length > limits.maxTargetLength) {
    return { kind: "too-long", status: 414, message: `The URL is longer than ${limits.maxTargetLength} characters.` };
  }
  const queryStart = target.indexOf("?");
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  if (queryStart !== -1) {
    const query = target.slice(queryStart + 1);
    if (query.length > limits.maxQueryLength) {
      return { kind: "too-long", status: 414, message: `The query string is longer than ${limits.maxQueryLength} characters.` };
    }
    if (countParameters(query) > limits.maxParameters) {
      return { kind: "too-many-parameters", status: 400, message: `The query string has more than ${limits.maxParameters} parameters.` };
    }
  }
  if (!decodes(path)) return { kind: "bad-encoding", status: 400, message: "The URL's path is not valid percent-encoded UTF-8." };
  return null;
}

/** Parameters as URLSearchParams counts them: every non-empty `&`-separated part. */
function countParameters(query: string): number {
  let count = 0;
  let start = 0;
  for (;;) {
    const end = query.indexOf("&", start);
    const stop = end === -1 ? query.length : end;
    if (stop > start) count += 1;
    if (end === -1) return count;
    start = end + 1;
  }
}

function decodes(path: string): boolean {
  if (!path.includes("%")) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
