import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { ensureImage, parseImageFile } from "../seed/media/library.ts";

const PREFIX = "/media/";

const TYPES: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

/** Files up to this size are read whole so the ETag can be a content hash; larger ones stream. */
const HASH_LIMIT = 8 * 1024 * 1024;
const CACHE_CONTROL = "public, max-age=31536000, immutable";
const ETAG_CACHE_LIMIT = 10_000;

/** Library images rendered on request per process, and requests waiting for one. */
const ON_DEMAND_BUDGET = 5_000;
const ON_DEMAND_PENDING_LIMIT = 16;
const onDemand = { rendered: 0, pending: 0 };

const etags = new Map<string, { size: number; mtimeMs: number; etag: string }>();
const roots = new Map<string, string>();

function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });
}

/** Decodes the path below /media/ and rejects anything that could name a file outside it. */
function relativePath(pathname: string): string | null {
  let rel: string;
  try {
    rel = decodeURIComponent(pathname.slice(PREFIX.length));
  } catch {
    return null;
  }
  if (rel === "" || rel.includes("\0") || rel.includes("\\") || rel.startsWith("/")) return null;
  const segments = rel.split("/");
  // Dot-files are never media, and refusing them also rules out "." and "..".
  if (segments.some((s) => s === "" || s.startsWith("."))) return null;
  return rel;
}

function inside(root: string, target: string): boolean {
  return target.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
}

async function realRoot(mediaDir: string): Promise<string> {
  const key = path.resolve(mediaDir);
  let real = roots.get(key);
  if (!real) {
    real = await realpath(key);
    roots.set(key, real);
  }
  return real;
}

/** Resolves to the real file, following symlinks only while they stay inside the media directory. */
async function locate(mediaDir: string, rel: string): Promise<string | null> {
  const root = path.resolve(mediaDir);
  const target = path.resolve(root, rel);
  if (!inside(root, target)) return null;
  try {
    const real = await realpath(target);
    if (!inside(await realRoot(mediaDir), real)) return null;
    return (await stat(real)).isFile() ? real : null;
  } catch {
    return null;
  }
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === bare;
  });
}

/**
 * Serves files under `/media/` from `mediaDir`: GET and HEAD, content-hash ETags with 304s, and year-long
 * immutable caching (library paths encode everything that affects the pixels). A missing file whose name the
 * image library recognises is rendered on first request. Returns null for paths outside `/media/`.
 */
export async function serveMedia(mediaDir: string, pathname: string, request: Request): Promise<Response | null> {
  if (!pathname.startsWith(PREFIX)) return null;
  if (request.method !== "GET" && request.method !== "HEAD") {
    return plain(405, "Method Not Allowed", { Allow: "GET, HEAD" });
  }
  const rel = relativePath(pathname);
  if (!rel) return plain(400, "Bad Request");
  const type = TYPES[path.extname(rel).toLowerCase()];
  if (!type) return plain(404, "Not Found");

  let file = await locate(mediaDir, rel);
  if (!file && parseImageFile(rel)) {
    // Any colour is a valid name, so on-demand rendering is bounded: a crawler inventing names must not be
    // able to queue unbounded CPU work or fill the disk.
    if (onDemand.pending >= ON_DEMAND_PENDING_LIMIT) return plain(503, "Busy", { "Retry-After": "1" });
    if (onDemand.rendered >= ON_DEMAND_BUDGET) return plain(404, "Not Found");
    onDemand.pending++;
    try {
      await ensureImage(mediaDir, rel);
      onDemand.rendered++;
    } catch {
      return plain(500, "Image could not be rendered");
    } finally {
      onDemand.pending--;
    }
    file = await locate(mediaDir, rel);
  }
  if (!file) return plain(404, "Not Found");

  const info = await stat(file);
  const cached = etags.get(file);
  let etag = cached && cached.size === info.size && cached.mtimeMs === info.mtimeMs ? cached.etag : null;
  let body: Buffer | null = null;
  if (!etag) {
    if (info.size <= HASH_LIMIT) {
      body = await readFile(file);
      etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    } else {
      etag = `W/"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
    }
    if (etags.size >= ETAG_CACHE_LIMIT) etags.clear();
    etags.set(file, { size: info.size, mtimeMs: info.mtimeMs, etag });
  }

  const headers: Record<string, string> = {
    "Content-Type": type,
    ETag: etag,
    "Cache-Control": CACHE_CONTROL,
    "Last-Modified": info.mtime.toUTCString(),
    "X-Content-Type-Options": "nosniff",
  };
  if (type === "image/svg+xml")
    headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  if (matches(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });

  headers["Content-Length"] = String(info.size);
  if (request.method === "HEAD") return new Response(null, { status: 200, headers });
  if (!body && info.size <= HASH_LIMIT) body = await readFile(file);
  const payload: BodyInit = body
    ? new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength)
    : (Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array<ArrayBuffer>>);
  return new Response(payload, { status: 200, headers });
}
