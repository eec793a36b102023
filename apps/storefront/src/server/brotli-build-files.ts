// Brotli copies of the build's scripts and styles. Chromium, Firefox and Safari accept `br` over HTTPS and from
// localhost; on script text it is about a sixth smaller than gzip, and these files are every page's largest part on
// a slow mobile link. Next's compression middleware only knows gzip and deflate, so the front keeps one brotli copy
// of each file a browser asked for, made once at the highest quality: the files are named by their content and never
// change while the server runs.
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";

const compress = promisify(brotliCompress);

const PREFIX = "/_next/static/";
const TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};
/** Larger files are left to gzip: the build's chunks are far smaller, and the copies stay in memory. */
const MAX_FILE_BYTES = 4 * 1024 * 1024;
/** Memory the copies may take in all (a build's scripts and styles take a few hundred KB compressed). */
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;

export interface BrotliBuildFiles {
  /**
   * Answers the request with the file's brotli copy and returns true when there is one and the browser takes `br`;
   * otherwise returns false (the request goes on to Next) and, for a build script or style, starts making the copy.
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Resolves when the copies under way are made (tests). */
  settled(): Promise<void>;
}

/** `staticDir`: the build's static folder (`.next/static`), served at `/_next/static/`. */
export function brotliBuildFiles(staticDir: string): BrotliBuildFiles {
  const root = path.resolve(staticDir);
  const copies = new Map<string, Buffer | null>();
  const pending = new Set<Promise<void>>();
  let total = 0;

  const make = (file: string) => {
    copies.set(file, null);
    const job = (async () => {
      try {
        const { size } = await stat(file);
        if (size > MAX_FILE_BYTES) return;
        const source = await readFile(file);
        const copy = await compress(source, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        if (total + copy.length > MAX_TOTAL_BYTES) return;
        total += copy.length;
        copies.set(file, copy);
      } catch {
        // Not a file, or unreadable: Next answers it as it would have.
      }
    })();
    pending.add(job);
    void job.finally(() => pending.delete(job));
  };

  return {
    serve(req, res) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const file = buildFile(root, req.url ?? "/");
      if (!file) return false;
      if (!copies.has(file)) {
        make(file);
        return false;
      }
      const copy = copies.get(file);
      if (!copy || !acceptsBrotli(req.headers["accept-encoding"])) return false;
      res.statusCode = 200;
      res.setHeader("Content-Type", TYPES[path.extname(file)]!);
      res.setHeader("Content-Encoding", "br");
      res.setHeader("Content-Length", copy.length);
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.end(req.method === "HEAD" ? undefined : copy);
      return true;
    },
    async settled() {
      while (pending.size) await Promise.all(pending);
    },
  };
}

/** The build script or style a request target names, inside `root`; null for anything else. */
export function buildFile(root: string, target: string): string | null {
  const pathname = target.split(/[?#]/, 1)[0]!;
  if (!pathname.startsWith(PREFIX)) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(PREFIX.length));
  } catch {
    return null;
  }
  if (relative.includes("\0") || !(path.extname(relative) in TYPES)) return null;
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : null;
}

/** Whether an `Accept-Encoding` header takes `br` (listed, with no `q=0`). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  return value.split(",").some((entry) => {
    const [name, ...params] = entry.split(";").map((part) => part.trim().toLowerCase());
    if (name !== "br") return false;
    const q = params.find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
