import { gzipSync } from "node:zlib";

/**
 * The front's own copies of the site views it served (docs/adr/019): a shared page answered from memory, before
 * Next, its proxy or React, the way a CDN would answer it. A copy is fresh for the page's `s-maxage`, then may be
 * answered for its `stale-while-revalidate` while the page is rendered again; a copy whose
 * tags were revalidated after it was made (on any instance) is dropped when it is next asked for. Bounded by bytes,
 * least recently stored first out.
 */
export interface StoredPage {
  status: number;
  /** Final response headers as a flat list (`[name, value, name, value…]`), without Content-Length and -Encoding. */
  flatHeaders: string[];
  body: Buffer;
  gzip: Buffer;
  /** Every cache tag of the page, Next's own path tags included: what the revalidation check looks at. */
  tags: readonly string[];
  /** When the render it was made from started: a revalidation after this time makes it out of date. */
  renderedAt: number;
  freshUntil: number;
  /** Until when it may still be answered while its page is rendered again (`stale-while-revalidate`). */
  staleUntil: number;
}

export interface PageToStore {
  status: number;
  headers: [string, string][];
  body: Buffer;
  tags: readonly string[];
  renderedAt: number;
  freshSeconds: number;
  staleSeconds: number;
}

/** Whether one of `tags` was revalidated after `since` (ms since the epoch). */
export type RevalidatedSince = (tags: readonly string[], since: number) => boolean;

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

  get bytes(): number {
    return this.#bytes;
  }

  /** The copy kept for `key`, or null: none, past its `s-maxage`, or one of its tags revalidated since its render. */
  lookup(key: string, revalidatedSince: RevalidatedSince): StoredPage | null {
    const page = this.#usable(key, revalidatedSince);
    return page && this.#now() < page.freshUntil ? page : null;
  }

  /**
   * The copy kept for `key` past its `s-maxage` but within its `stale-while-revalidate`, none of whose tags was
   * revalidated: what may be answered while the page is rendered again. Null when it is fresh, or unusable.
   */
  lookupStale(key: string, revalidatedSince: RevalidatedSince): StoredPage | null {
    const page = this.#usable(key, revalidatedSince);
    return page && this.#now() >= page.freshUntil ? page : null;
  }

  #usable(key: string, revalidatedSince: RevalidatedSince): StoredPage | null {
    const page = this.#pages.get(key);
    if (!page) return null;
    if (this.#now() >= page.staleUntil || revalidatedSince(page.tags, page.renderedAt)) {
      this.#drop(key, page);
      return null;
    }
    return page;
  }

  store(key: string, page: PageToStore): void {
    if (this.#budget <= 0) return;
    const old = this.#pages.get(key);
    if (old) this.#drop(key, old);
    const gzip = gzipSync(page.body);
    const bytes = page.body.byteLength + gzip.byteLength;
    // One page never takes more than a quarter of the budget.
    if (bytes > this.#budget / 4) return;
    this.#pages.set(key, {
      status: page.status,
      flatHeaders: page.headers.flat(),
      body: page.body,
      gzip,
      tags: page.tags,
      renderedAt: page.renderedAt,
      freshUntil: page.renderedAt + page.freshSeconds * 1000,
      staleUntil: page.renderedAt + (page.freshSeconds + page.staleSeconds) * 1000,
    });
    this.#bytes += bytes;
    for (const [oldest, stored] of this.#pages) {
      if (this.#bytes <= this.#budget) break;
      this.#drop(oldest, stored);
    }
  }

  /** Drops every copy carrying one of `tags`; returns how many. */
  purge(tags: readonly string[]): number {
    const wanted = new Set(tags);
    let dropped = 0;
    for (const [key, page] of this.#pages) {
      if (page.tags.some((tag) => wanted.has(tag))) {
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
