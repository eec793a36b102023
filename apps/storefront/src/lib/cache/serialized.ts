/**
 * Cache entries as JSON text for Redis: Next's values hold Buffers (RSC payloads, optimised images), Maps (segment
 * data) and, for pages, the HTML as a string or a finished RenderResult. Each is written as a one-key object that
 * nothing else in an entry looks like.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function encodeEntry(value: unknown): Json {
  if (value === undefined) return null;
  if (value === null || typeof value === "boolean" || typeof value === "number" || typeof value === "string") return value;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { $bytes: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("base64") };
  if (value instanceof Map) return { $map: [...value].map(([k, v]) => [encodeEntry(k), encodeEntry(v)]) };
  if (Array.isArray(value)) return value.map(encodeEntry);
  if (typeof value === "object") {
    // A page's HTML handed over as Next's RenderResult: complete by the time it is cached, so a plain string.
    const unchunked = (value as { toUnchunkedString?: () => unknown }).toUnchunkedString;
    if (typeof unchunked === "function") return unchunked.call(value) as string;
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = encodeEntry(v);
    return out;
  }
  return null;
}

export function decodeEntry(value: Json): unknown {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(decodeEntry);
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === "$bytes" && typeof value.$bytes === "string") return Buffer.from(value.$bytes, "base64");
  if (keys.length === 1 && keys[0] === "$map" && Array.isArray(value.$map)) {
    return new Map((value.$map as Json[][]).map(([k, v]) => [decodeEntry(k!), decodeEntry(v!)]));
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = decodeEntry(v);
  return out;
}
