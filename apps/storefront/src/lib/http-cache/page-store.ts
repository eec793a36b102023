import { gzipSync } from "node:zlib";

/**
 * The front's own copy of the site views it served (docs/adr/018): a shared page answered from memory in the
 * front, without Next, its proxy or React, the way a CDN would answer it. Kept for the page's `s-maxage`, then
 * served stale for `stale-while-revalidate` while one request renews it; dropped at once when the revalidation
 * endpoint drops one of its tags. Bounded by bytes, least recently stored first out.
 *
 * Independent of Next's cache (whatever handler holds it): this is a small layer over finished responses.
 */
export interface StoredPage {
  status: number;
  /** Final response headers, without Content-Length and Content-Encoding (set per answer). */
  headers: [string, string][];
  /** The same as a flat list (`[name, value, name, value…]`), Node's fastest way to write them. */
  flatHeaders: string[];
  body: Buffer;
  gzip: Buffer;
  tags: ReadonlySet<string>;
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
  /** A renewal is on its way: other requests get the stale copy meanwhile. */
  renewing: boolean;
}

export interface PageToStore {
  status: number;
  headers: [string, string][];
  body: Buffer;
  tags: readonly string[];
  freshSeconds: number;
  staleSeconds: number;
}

export type Lookup = { page: StoredPage; state: "fresh" } | { page: StoredPage; state: "stale"; renew: boolean } | null;

export class PageStore {
  readonly #pages = new Map<string, StoredPage>();
  readonly #budget: number;
  readonly #now: () => number;
  #bytes = 0;

  constructor(budgetBytes: number, now: () => number = Date.now) {
    this.#budget = budgetBytes;
    this.#now = now;
  }

  get size(): number {
    return this.#pages.size;
  }

  /** The stored page for `key`: fresh, stale (the first caller after it went stale is told to renew it), or none. */
  lookup(key: string): Lookup {
    const page = this.#pages.get(key);
    if (!page) return null;
    const now = this.#now();
    if (now < page.freshUntil) return { page, state: "fresh" };
    if (now >= page.staleUntil) {
      this.#drop(key, page);
      return null;
    }
    const renew = !page.renewing;
    page.renewing = true;
    return { page, state: "stale", renew };
  }

  store(key: string, page: PageToStore): void {
    const old = this.#pages.get(key);
    if (old) this.#drop(key, old);
    const gzip = gzipSync(page.body);
    const bytes = page.body.byteLength + gzip.byteLength;
    if (bytes > this.#budget / 4) return;
    const now = this.#now();
    this.#pages.set(key, {
      status: page.status,
      headers: page.headers,
      flatHeaders: page.headers.flat(),
      body: page.body,
      gzip,
      tags: new Set(page.tags),
      storedAt: now,
      freshUntil: now + page.freshSeconds * 1000,
      staleUntil: now + (page.freshSeconds + page.staleSeconds) * 1000,
      renewing: false,
    });
    this.#bytes += bytes;
    for (const [oldest, stored] of this.#pages) {
      if (this.#bytes <= this.#budget) break;
      this.#drop(oldest, stored);
    }
  }

  /** A renewal failed or was not kept: the next request after this one may try again. */
  renewalFailed(key: string): void {
    const page = this.#pages.get(key);
    if (page) page.renewing = false;
  }

  /** Drops every page carrying one of `tags`; returns how many. */
  purge(tags: readonly string[]): number {
    const wanted = new Set(tags);
    let dropped = 0;
    for (const [key, page] of this.#pages) {
      if ([...page.tags].some((tag) => wanted.has(tag))) {
        this.#drop(key, page);
        dropped += 1;
      }
    }
    return dropped;
  }

  #drop(key: string, page: StoredPage): void {
    this.#pages.delete(key);
    this.#bytes -= page.body.byteLength + page.gzip.byteLength;
  }
}
