import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { ALL_CATALOG_TAG } from "@/lib/commerce/cache-policy";
import { REQUEST_ID_HEADER } from "@/lib/operations/request-id";
import { newRenderRecord, recordRender, type RenderRecord } from "@/lib/commerce/render-record";
import type { SharedCandidate } from "@/lib/security/html-response";
import { PageStore, type RevalidatedSince } from "./page-store.ts";
import {
  FRONT_CACHE_HEADER,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  SITE_VIEW_CACHE,
  SITE_VIEW_HEADER,
  cacheTagHeaders,
  copyKey,
  hasSiteCookies,
  isCrawler,
  mayShare,
  mayUseCopy,
  purgeableTags,
  withVary,
} from "./site-view-headers.ts";

/**
 * What the front does for shared caches (docs/adr/019), around Next's handler:
 * - `answer`: an anonymous page load without a query gets the front's copy of its site view, if one is kept and
 *   none of its tags was revalidated since it was rendered (on any instance: `revalidatedSince` reads the shared
 *   tag state, brought up to date by `syncTags` at most every `syncEveryMs`); while another request renders a page
 *   without a fresh copy, the requests for it get its expired copy (within `stale-while-revalidate`) or wait for
 *   the new one (at most RENDER_WAIT_MS);
 * - `handle`: runs Next's handler for a request inside a record of the catalogue reads it renders from;
 * - `decide`: a site view the proxy marked, answered 200 to an anonymous page load, rendered with no failed
 *   catalogue read, not Next's stale copy and none of whose tags was revalidated in the last REVALIDATION_SETTLE_MS,
 *   becomes public (`s-maxage`, `stale-while-revalidate`, its cache tags, no cookies set) and, for a request without
 *   a query, is kept; every other page is private and never kept.
 */
export interface SharedPagesOptions {
  /** Bytes of pages the front keeps in memory (0: none, every request reaches Next). */
  budgetBytes: number;
  revalidatedSince: RevalidatedSince;
  /** Brings the tag state up to date with other instances' revalidations (Redis); absent with one instance. */
  syncTags?: () => Promise<void>;
  syncEveryMs?: number;
  /** The cache tags Next keeps the page at an internal path under (lib/cache/page-tags.ts). */
  pageTags: (internalPath: string) => readonly string[];
  /** The locale of the site a request is for (its prefix or domain), which its site cookies must name to get a copy. */
  siteLocaleOf?: (req: IncomingMessage) => string;
  now?: () => number;
}

export interface SharedPages {
  /** Answers `req` from a kept copy; false when there is none to use. */
  answer(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean>;
  handle<T>(req: IncomingMessage, handle: () => T): T;
  /** `html`: the response is a page (other responses only lose the proxy's marker). */
  decide(req: IncomingMessage, res: ServerResponse, html: boolean): SharedCandidate | null;
  readonly store: PageStore;
}

/** Longest a request waits for another's render of the same page before it has Next render it too. */
export const RENDER_WAIT_MS = 5_000;

function waitAtMost(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    void promise.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** How long a copy may be answered after a revalidation recorded by another instance, at most. */
export const TAG_SYNC_INTERVAL_MS = 250;

/**
 * For this long after one of its tags was revalidated, a page is private and not kept: Next answers the catalogue
 * reads of the first renders after a revalidation from their stale entries while it fetches them again behind them.
 */
export const REVALIDATION_SETTLE_MS = 10_000;

/**
 * Headers never replayed from a copy: set per answer, per request, or about the shopper; and Next's internal ones
 * (its rewrite, prerender and staleness marks), which only add bytes to every answer.
 */
const NOT_REPLAYED = /^(content-length|content-encoding|transfer-encoding|connection|keep-alive|date|set-cookie|x-request-id|age|x-middleware-rewrite|x-nextjs-[a-z-]+)$/i;

export function sharedPages(options: SharedPagesOptions): SharedPages {
  const now = options.now ?? Date.now;
  const store = new PageStore(options.budgetBytes, now);
  /** Per request: its render record, when it started, and whether it came with site cookies (before Next adds its own). */
  const records = new WeakMap<IncomingMessage, { record: RenderRecord; startedAt: number; hadSiteCookies: boolean }>();
  const syncEvery = options.syncEveryMs ?? TAG_SYNC_INTERVAL_MS;
  let syncedAt = Number.NEGATIVE_INFINITY;

  function serve(req: IncomingMessage, res: ServerResponse, key: string, stale = false): boolean {
    const page = stale ? store.lookupStale(key, options.revalidatedSince) : store.lookup(key, options.revalidatedSince);
    if (!page) return false;
    const gzip = /\bgzip\b/i.test(String(req.headers["accept-encoding"] ?? ""));
    const body = gzip ? page.gzip : page.body;
    const age = String(Math.max(0, Math.floor((now() - page.renderedAt) / 1000)));
    const headers = [...page.flatHeaders, "Age", age, FRONT_CACHE_HEADER, stale ? "STALE" : "HIT", "Content-Length", String(body.byteLength)];
    if (gzip) headers.push("Content-Encoding", "gzip");
    const id = req.headers[REQUEST_ID_HEADER];
    if (typeof id === "string") headers.push(REQUEST_ID_HEADER, id);
    // Every header in this one call: one set before it (setHeader) would put Node on a path ~15 µs slower.
    res.writeHead(page.status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  /**
   * A page without a copy that a request is rendering now (its first visit, or its copy just expired or was
   * revalidated): the requests for it meanwhile wait for that copy instead of rendering it too, so a popular page
   * under load is rendered once, not once per request in flight.
   */
  const rendering = new Map<string, Promise<void>>();

  function serveOrWait(req: IncomingMessage, res: ServerResponse, key: string): boolean | Promise<boolean> {
    if (serve(req, res, key)) return true;
    const pending = rendering.get(key);
    if (pending) {
      // An expired copy, as a CDN answers within stale-while-revalidate; else the copy the render leaves. No copy
      // came of it (a private answer, a slow render): this request goes to Next as well.
      if (serve(req, res, key, true)) return true;
      return waitAtMost(pending, RENDER_WAIT_MS).then(() => serve(req, res, key));
    }
    let rendered!: () => void;
    rendering.set(key, new Promise<void>((resolve) => (rendered = resolve)));
    // The copy is stored before the response ends (html-response.ts), so the waiting requests find it.
    res.once("close", () => {
      rendering.delete(key);
      rendered();
    });
    return false;
  }

  return {
    store,

    answer(req, res) {
      if (options.budgetBytes <= 0 || !mayUseCopy(req.method, req.url ?? "/", req.headers, options.siteLocaleOf?.(req))) {
        return false;
      }
      const key = copyKey(req.url ?? "/", req.headers);
      if (!options.syncTags || now() - syncedAt < syncEvery) return serveOrWait(req, res, key);
      // Other instances' revalidations, read at most every syncEvery ms: the one request that reads them waits.
      syncedAt = now();
      return options.syncTags().then(
        () => serveOrWait(req, res, key),
        () => false,
      );
    },

    handle(req, handle) {
      const record = newRenderRecord();
      records.set(req, { record, startedAt: now(), hadSiteCookies: hasSiteCookies(req.headers) });
      return recordRender(record, handle);
    },

    decide(req, res, html) {
      const marker = res.getHeader(SITE_VIEW_HEADER);
      res.removeHeader(SITE_VIEW_HEADER);
      if (!html) return null;
      const candidate =
        typeof marker === "string" && res.statusCode === 200 && mayShare(req.method, req.headers) && res.getHeader("x-nextjs-cache") !== "STALE";
      if (!candidate) {
        // Rendered for this shopper, about them, or out of date: never kept by a shared cache.
        res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
        return null;
      }
      const rendering = records.get(req);
      return {
        complete(response) {
          // Every catalogue read the page was rendered from, or, served from Next's cache, the reads it was
          // rendered from then. Failing both, the tag every catalogue entry carries.
          const read = [...new Set([...(rendering?.record.tags ?? []), ...options.pageTags(marker)])];
          const tags = read.length > 0 ? read : [ALL_CATALOG_TAG];
          const startedAt = rendering?.startedAt ?? now();
          // A catalogue read failed while the page was rendered (the shop shows it as unavailable, for now), or it
          // may show what a revalidation has just replaced: for this shopper only.
          // Or the proxy changes this shopper's cookies (they came from another site): those are theirs to keep. A
          // first visit's cookies (no site cookie yet, whatever consent or analytics cookies came along) are the same
          // for everyone: /api/shopper sets them instead.
          const changesCookies = response.hasHeader("set-cookie") && (rendering?.hadSiteCookies ?? true);
          if (rendering?.record.failed || changesCookies || options.revalidatedSince(tags, startedAt - REVALIDATION_SETTLE_MS)) {
            response.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
            return null;
          }
          // A crawler's page is kept by the front, under a key of its own, but by no shared cache (isCrawler).
          const shared = !isCrawler(req.headers);
          response.setHeader("Cache-Control", shared ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
          // Another request may be answered another page (a cart, another currency): caches keep one per Cookie.
          response.setHeader("Vary", withVary(response.getHeader("Vary"), "Cookie", "Accept-Encoding"));
          // The cookies a first visit records come with the page's shopper request instead (/api/shopper).
          response.removeHeader("Set-Cookie");
          const named = purgeableTags(tags);
          const headerTags = named.length > 0 ? named : [ALL_CATALOG_TAG];
          if (shared) for (const [name, value] of Object.entries(cacheTagHeaders(headerTags))) response.setHeader(name, value);
          response.setHeader(FRONT_CACHE_HEADER, "MISS");
          if (options.budgetBytes <= 0 || !mayUseCopy(req.method, req.url ?? "/", req.headers, options.siteLocaleOf?.(req))) return () => {};
          const key = copyKey(req.url ?? "/", req.headers);
          return ({ status, headers, body }) => {
            store.store(key, {
              status,
              headers: replayed(headers),
              body,
              tags,
              renderedAt: startedAt,
              freshSeconds: SITE_VIEW_CACHE.sMaxAge,
              staleSeconds: SITE_VIEW_CACHE.staleWhileRevalidate,
            });
          };
        },
      };
    },
  };
}

function replayed(headers: OutgoingHttpHeaders): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_REPLAYED.test(name) || name.toLowerCase() === FRONT_CACHE_HEADER) continue;
    for (const v of Array.isArray(value) ? value : [value]) pairs.push([name, String(v)]);
  }
  return pairs;
}
