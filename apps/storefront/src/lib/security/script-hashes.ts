import { randomBytes } from "node:crypto";
import { ScriptNonceStream } from "./script-nonce-stream.ts";
import { sha256, type ScriptTrust } from "./trusted-scripts.ts";

/**
 * The SHA-256 hashes (base64) of the inline scripts of a complete HTML document that `trust` accepts, for a
 * Content-Security-Policy that lets exactly these run (docs/adr/018): a page a shared cache serves to everyone
 * cannot carry a per-response nonce. The same reader as the nonce transform judges the document: it marks the
 * trusted scripts with a one-off nonce, whose scripts are then hashed. The document itself is not changed.
 *
 * `latin1Html`: the whole document, one character per byte (a hash is over the script's bytes as sent).
 */
export function trustedScriptHashes(latin1Html: string, trust: ScriptTrust): string[] {
  const mark = randomBytes(12).toString("hex");
  const stream = new ScriptNonceStream(mark, trust);
  const marked = stream.push(latin1Html) + stream.end();
  const opening = new RegExp(`<script(?: id="_[\\w-]*R_")? nonce="${mark}">`, "g");
  const lower = marked.toLowerCase();
  const hashes = new Set<string>();
  for (let found = opening.exec(marked); found; found = opening.exec(marked)) {
    const start = found.index + found[0].length;
    // A trusted text was read up to the end the browser sees; it holds no `</script`.
    const end = lower.indexOf("</script", start);
    if (end < 0) break;
    hashes.add(sha256(marked.slice(start, end)));
    opening.lastIndex = end;
  }
  return [...hashes];
}
