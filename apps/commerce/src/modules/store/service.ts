import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { currencyRates, stores } from "./tables.ts";
import type { RateTable } from "../../core/money.ts";

export type StoreRow = typeof stores.$inferSelect;

/** The part of the request context store services read. */
export interface StoreContext {
  db: Db;
  store: StoreRow;
  currency: string;
  /** Absolute public base URL of the backend, without trailing slash. */
  baseUrl: string;
}

interface Snapshot {
  stores: StoreRow[];
  rates: Map<string, Map<string, string>>;
  loadedAt: number;
}

// Stores and rates are read on every request (headers) but change only when the merchant edits them, so they are
// cached for a few seconds per app instead of queried each time.
const TTL_MS = 5_000;

/** Store views and exchange rates, cached per app. */
export class StoreDirectory {
  #db: Db;
  #snapshot: Promise<Snapshot> | undefined;

  constructor(db: Db) {
    this.#db = db;
  }

  async #load(): Promise<Snapshot> {
    const [storeRows, rateRows] = await Promise.all([
      this.#db.select().from(stores).orderBy(asc(stores.sortOrder), asc(stores.id)),
      this.#db.select().from(currencyRates),
    ]);
    const rates = new Map<string, Map<string, string>>();
    for (const r of rateRows) {
      let byTarget = rates.get(r.baseCurrency);
      if (!byTarget) rates.set(r.baseCurrency, (byTarget = new Map()));
      byTarget.set(r.targetCurrency, r.rate);
    }
    return { stores: storeRows, rates, loadedAt: Date.now() };
  }

  async snapshot(): Promise<Snapshot> {
    const current = this.#snapshot ? await this.#snapshot.catch(() => undefined) : undefined;
    if (current && Date.now() - current.loadedAt < TTL_MS) return current;
    this.#snapshot = this.#load();
    return this.#snapshot;
  }

  /** Forgets the cache, e.g. after the seed or an admin change. */
  invalidate(): void {
    this.#snapshot = undefined;
  }

  async stores(): Promise<StoreRow[]> {
    return (await this.snapshot()).stores;
  }

  async byCode(code: string): Promise<StoreRow | undefined> {
    return (await this.stores()).find((s) => s.code === code);
  }

  /** The store used without a `Store` header: the one flagged default, else the first. */
  async defaultStore(): Promise<StoreRow | undefined> {
    const all = await this.stores();
    return all.find((s) => s.isDefault) ?? all[0];
  }

  async rateTable(base: string): Promise<RateTable> {
    return { base, rates: (await this.snapshot()).rates.get(base) ?? new Map() };
  }
}

/** Currencies a shopper of this store may pick, base currency included, without duplicates. */
export function allowedCurrencies(store: StoreRow): string[] {
  return [...new Set([store.baseCurrency, store.defaultDisplayCurrency, ...store.allowedCurrencies])];
}

