import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { ALL_CATALOG_TAG } from "@/lib/commerce/cache-policy";
import type { SharedPage } from "@/lib/security/html-response";
import { PageStore } from "./page-store.ts";
import { collectRenderTags } from "@/lib/commerce/render-tags";
import {
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  SITE_VIEW_CACHE,
  SITE_VIEW_HEADER,
  cacheTagHeaders,
  mayShare,
  mayUseStoredCopy,
  purgeableTags,
  withVary,
} from "./site-view-headers.ts";

/**
 * What the front does for shared caches (docs/adr/018), around Next's handler:
 * - `decide`: once an HTML response's headers are final, a site view the proxy marked, for a request without a cart
 *   or customer cookie, becomes public (`s-maxage`, `stale-while-revalidate`, its cache tags, no cookies set);
 *   every other page is private and never stored;
 * - `answer`: a request the front may answer from its stored copy of a site view gets it, without Next;
 * - `watch`: a successful `POST /api/revalidate` drops the stored pages carrying the tags it revalidated.
 */
export interface SharedPagesOptions {
  /** Bytes of pages the front keeps in memory (0: none, every request reaches Next). */
  budgetBytes: number;
  /** Renews a stale stored page in the background: a request for `path` on `host` marked with `renewHeader`. */
  renew?: (path: string, host: string | undefined, renewHeader: [string, string]) => void;
  now?: () => number;
}

export interface SharedPages {
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  /** Runs Next's handler for `req`, collecting the cache tags of the catalogue reads it renders from. */
  render<T>(req: IncomingMessage, handle: () => T): T;
  decide(req: IncomingMessage, res: ServerResponse): SharedPage | null;
  watch(req: IncomingMessage, res: ServerResponse): void;
  readonly store: PageStore;
}

const RENEW_HEADER = "x-maison-renew";
const REVALIDATE_PATH = "/api/revalidate";

export function sharedPages(options: SharedPagesOptions): SharedPages {
  const store = new PageStore(options.budgetBytes, options.now);
  // Only this process's own renewal requests skip the stored copy.
  const renewToken = crypto.randomUUID();
  const keyOf = (req: IncomingMessage) => `${req.headers.host ?? ""}\u0000${req.url ?? "/"}`;
  const isRenewal = (req: IncomingMessage) => req.headers[RENEW_HEADER] === renewToken;
  const renderTags = new WeakMap<IncomingMessage, Set<string>>();

  return {
    store,

    answer(req, res) {
      if (options.budgetBytes <= 0 || isRenewal(req) || !mayUseStoredCopy(req.method, req.url ?? "/", req.headers)) return false;
      const key = keyOf(req);
      const found = store.lookup(key);
      if (!found) return false;
      if (found.state === "stale" && found.renew) {
        options.renew?.(req.url ?? "/", req.headers.host, [RENEW_HEADER, renewToken]);
      }
      const { page } = found;
      const gzip = /\bgzip\b/i.test(String(req.headers["accept-encoding"] ?? ""));
      const body = gzip ? page.gzip : page.body;
      const age = String(Math.max(0, Math.floor(((options.now ?? Date.now)() - page.storedAt) / 1000)));
      const headers = [...page.flatHeaders, "Age", age, "Content-Length", String(body.byteLength)];
      if (gzip) headers.push("Content-Encoding", "gzip");
      res.writeHead(page.status, headers);
      res.end(req.method === "HEAD" ? undefined : body);
      return true;
    },

    render(req, handle) {
      const tags = new Set<string>();
      renderTags.set(req, tags);
      return collectRenderTags(tags, handle);
    },

    decide(req, res) {
      const marker = res.getHeader(SITE_VIEW_HEADER);
      res.removeHeader(SITE_VIEW_HEADER);
      if (typeof marker !== "string" || !mayShare(req.method, req.headers) || res.statusCode !== 200) {
        // Rendered for this shopper, or about them: never kept by a shared cache.
        res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
        if (typeof marker === "string") res.setHeader("Vary", withVary(res.getHeader("Vary"), "Cookie"));
        if (isRenewal(req)) store.renewalFailed(keyOf(req));
        return null;
      }
      res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
      // A request with other cookies may have been given another page: caches keep one copy per Cookie header.
      res.setHeader("Vary", withVary(res.getHeader("Vary"), "Cookie", "Accept-Encoding"));
      // Cookies the proxy would set on a first visit come with the page's shopper request instead.
      res.removeHeader("Set-Cookie");
      const storable = options.budgetBytes > 0 && mayUseStoredCopy(req.method, req.url ?? "/", req.headers);
      return {
        done(response, { status, headers, body }) {
          // Next adds the proxy's cookies after the status line is decided.
          response.removeHeader("Set-Cookie");
          // The tags of every catalogue read the page was rendered from. A page Next served whole from its own
          // cache was rendered earlier, for another request: it carries the tag every catalogue entry carries.
          const rendered = purgeableTags(renderTags.get(req) ?? []);
          const tags = rendered.length > 0 ? rendered : [ALL_CATALOG_TAG];
          for (const [name, value] of Object.entries(cacheTagHeaders(tags))) response.setHeader(name, value);
          if (!storable) return;
          store.store(keyOf(req), {
            status,
            headers: headerPairs({ ...headers, ...cacheTagHeaders(tags) }),
            body,
            tags,
            freshSeconds: SITE_VIEW_CACHE.sMaxAge,
            staleSeconds: SITE_VIEW_CACHE.staleWhileRevalidate,
          });
        },
      };
    },

    watch(req, res) {
      if (req.method !== "POST" || (req.url ?? "").split("?", 1)[0] !== REVALIDATE_PATH) return;
      const chunks: Buffer[] = [];
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      const keep = (chunk: unknown) => {
        if (typeof chunk === "string") chunks.push(Buffer.from(chunk));
        else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
      };
      res.write = ((chunk: unknown, ...rest: unknown[]) => (keep(chunk), write(chunk, ...rest))) as ServerResponse["write"];
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        if (typeof chunk !== "function") keep(chunk);
        if (res.statusCode === 200) purgeRevalidated(store, Buffer.concat(chunks).toString("utf8"));
        return end(chunk, ...rest);
      }) as ServerResponse["end"];
    },
  };
}

/** The revalidation endpoint answers `{"revalidated": [tags]}` once it has dropped them from Next's cache. */
function purgeRevalidated(store: PageStore, answer: string): void {
  try {
    const tags = (JSON.parse(answer) as { revalidated?: unknown }).revalidated;
    if (Array.isArray(tags)) store.purge(tags.filter((t): t is string => typeof t === "string"));
  } catch {
    // Not the endpoint's answer: nothing was revalidated.
  }
}

/** Response headers worth replaying: not the length or encoding (set per answer), nor cookies. */
function headerPairs(headers: OutgoingHttpHeaders): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || /^(content-length|content-encoding|set-cookie|transfer-encoding|connection|date|keep-alive)$/i.test(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) pairs.push([name, String(v)]);
  }
  return pairs;
}
