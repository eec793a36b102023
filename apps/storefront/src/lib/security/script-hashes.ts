import { ScriptNonceStream } from "./script-nonce-stream.ts";
import { sha256, type ScriptTrust } from "./trusted-scripts.ts";

/**
 * The SHA-256 hashes (base64) of the inline scripts of a complete HTML document that `trust` accepts, for a
 * Content-Security-Policy that lets exactly these run (docs/adr/019): a page a shared cache serves to everyone
 * cannot carry a per-response nonce. The same reader as the nonce transform judges the document, so a script gets a
 * hash exactly when it would have got the nonce; the document itself is not changed.
 *
 * `latin1Html`: the whole document, one character per byte (a hash is over the script's bytes as sent).
 */
export function trustedScriptHashes(latin1Html: string, trust: ScriptTrust): string[] {
  const hashes = new Set<string>();
  const stream = new ScriptNonceStream("-", (content) => {
    const trusted = trust(content);
    if (trusted) hashes.add(sha256(content));
    return trusted;
  });
  stream.push(latin1Html);
  stream.end();
  return [...hashes];
}
