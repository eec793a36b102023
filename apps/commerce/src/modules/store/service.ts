import { asc } from "drizzle-orm";
import type { Db } from "../../core/database.ts";
import type { RateTable } from "../../core/money.ts";
import type { StoreView, StoreViews } from "../../core/store-view.ts";
import { currencyRates, stores } from "./tables.ts";

interface Snapshot {
  stores: StoreView[];
  rates: Map<string, Map<string, string>>;
  loadedAt: number;
}

// Stores and rates are read on every request (headers) but change only when the merchant edits them, so they are
// cached for a few seconds per app instead of queried each time.
const TTL_MS = 5_000;

/** Store views and exchange rates from the database, cached per app. */
export class StoreDirectory implements StoreViews {
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

  async stores(): Promise<StoreView[]> {
    return (await this.snapshot()).stores;
  }

  async byCode(code: string): Promise<StoreView | undefined> {
    return (await this.stores()).find((s) => s.code === code);
  }

  /** The store used without a `Store` header: the one flagged default, else the first. */
  async defaultStore(): Promise<StoreView | undefined> {
    const all = await this.stores();
    return all.find((s) => s.isDefault) ?? all[0];
  }

  async rateTable(base: string): Promise<RateTable> {
    return { base, rates: (await this.snapshot()).rates.get(base) ?? new Map() };
  }
}
