import { createHash } from "node:crypto";
import { REACT_RUNTIME_DEFINITIONS, REACT_RUNTIME_SCRIPTS, type RuntimeText } from "./react-runtime.ts";

/**
 * Which inline scripts of a page are the framework's or ours, by their text alone: the response's nonce goes to
 * these and to nothing else, so a script that reached the HTML any other way (CMS content that got past the
 * sanitizer, say) stays blocked by the Content-Security-Policy.
 *
 * Trusted are exactly:
 * - our own inline scripts, given as their exact text, and Next's icon mover (NEXT_ICON_SCRIPT);
 * - React's streaming runtime: its fixed function texts (react-runtime.ts) followed by one call whose arguments are
 *   JSON values (`$RC("B:0","S:0")`);
 * - Next's flight data (`self.__next_f.push([1,"…"])`) and Turbopack's chunk list
 *   (`(globalThis["TURBOPACK"] || …).push({…});`), whose variable part must be JSON: data, never code.
 *
 * Texts are compared as latin1 strings (one character per byte, as the transform reads the stream); every fixed text
 * here is ASCII, so that is the same text.
 */
export type ScriptTrust = (content: string) => boolean;

const FLIGHT_BOOTSTRAP = "(self.__next_f=self.__next_f||[]).push([0])";
const FLIGHT_PUSH = "self.__next_f.push(";
const TURBOPACK_CHUNKS = /^\(globalThis\[("[\w$]+")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\((\{.*\})\);$/s;
const REACT_CALL = /^\$R[A-Z]\((.*)\)$/s;
const REACT_DEFINITION_START = /^\$R[A-Z]*=/;

/**
 * Next's one fixed inline script of its own: with metadata streamed into the body (a page whose metadata waits for
 * the request), it moves the icon links into the head. Its text is checked against Next's source by
 * trusted-scripts.test.ts.
 */
export const NEXT_ICON_SCRIPT = `document.querySelectorAll('body link[rel="icon"], body link[rel="apple-touch-icon"]').forEach(el => document.head.appendChild(el))`;

export function trustedScripts(ownScripts: readonly string[]): ScriptTrust {
  const own = new Set([...ownScripts, NEXT_ICON_SCRIPT].map((script) => Buffer.from(script, "utf8").toString("latin1")));
  const reactScripts = textMatcher(REACT_RUNTIME_SCRIPTS);
  const reactDefinitions = [...REACT_RUNTIME_DEFINITIONS].sort((a, b) => b.length - a.length);
  return (content) =>
    own.has(content) || isFlightData(content) || isTurbopackChunkList(content) || reactScripts(content) || isReactInstruction(content, reactDefinitions);
}

function isFlightData(content: string): boolean {
  let rest = content;
  if (rest.startsWith(FLIGHT_BOOTSTRAP)) {
    rest = rest.slice(FLIGHT_BOOTSTRAP.length);
    if (rest === "") return true;
    if (!rest.startsWith(";")) return false;
    rest = rest.slice(1);
  }
  return rest.startsWith(FLIGHT_PUSH) && rest.endsWith(")") && parsesAs(rest.slice(FLIGHT_PUSH.length, -1), Array.isArray);
}

function isTurbopackChunkList(content: string): boolean {
  if (!content.startsWith("(globalThis[")) return false;
  return content.split("\n").every((line) => {
    const match = TURBOPACK_CHUNKS.exec(line);
    return match !== null && parsesAs(match[2]!, (value) => typeof value === "object" && value !== null);
  });
}

function isReactInstruction(content: string, definitions: readonly RuntimeText[]): boolean {
  let rest = content;
  while (REACT_DEFINITION_START.test(rest)) {
    const known = definitions.find((d) => d.length < rest.length && sha256(rest.slice(0, d.length)) === d.sha256);
    if (!known) return false;
    rest = rest.slice(known.length);
  }
  const call = REACT_CALL.exec(rest);
  return call !== null && parsesAs(`[${call[1]}]`, Array.isArray);
}

function textMatcher(texts: readonly RuntimeText[]): ScriptTrust {
  const lengths = new Set(texts.map((t) => t.length));
  const digests = new Set(texts.map((t) => t.sha256));
  return (content) => lengths.has(content.length) && digests.has(sha256(content));
}

/** Whether `text` is JSON whose value passes `check`: JSON is a JavaScript expression that runs no code. */
function parsesAs(text: string, check: (value: unknown) => boolean): boolean {
  try {
    return check(JSON.parse(text));
  } catch {
    return false;
  }
}

export function sha256(latin1: string): string {
  return createHash("sha256").update(latin1, "latin1").digest("base64");
}
