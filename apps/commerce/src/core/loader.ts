/**
 * Per-request memoisation and batching. A GraphQL response touches the same relation for many parents (price of
 * every product in a listing, children of every menu node); collecting the keys asked for within one tick and
 * loading them in a single query keeps a page at a handful of queries instead of one per item.
 */
export interface Loader<K, V> {
  load(key: K): Promise<V | undefined>;
  loadMany(keys: readonly K[]): Promise<(V | undefined)[]>;
  /** Seeds the cache with a value already read (e.g. by a listing query); a key already asked for keeps its own. */
  prime(key: K, value: V): void;
}

export type BatchFetch<K, V> = (keys: K[]) => Promise<ReadonlyMap<K, V>>;

/** Bounded so an `IN (…)` list stays reasonable however many keys a page asks for. */
const MAX_BATCH = 1000;

function createLoader<K, V>(fetch: BatchFetch<K, V>): Loader<K, V> {
  const cache = new Map<K, Promise<V | undefined>>();
  let queue: { key: K; resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[] = [];

  const dispatch = () => {
    const jobs = queue;
    queue = [];
    for (let i = 0; i < jobs.length; i += MAX_BATCH) {
      const chunk = jobs.slice(i, i + MAX_BATCH);
      fetch(chunk.map((j) => j.key)).then(
        (found) => {
          for (const job of chunk) job.resolve(found.get(job.key));
        },
        (error: unknown) => {
          for (const job of chunk) {
            cache.delete(job.key);
            job.reject(error);
          }
        },
      );
    }
  };

  const load = (key: K): Promise<V | undefined> => {
    const hit = cache.get(key);
    if (hit) return hit;
    const promise = new Promise<V | undefined>((resolve, reject) => {
      // Resolvers of sibling fields are started in the same tick and nested ones after a resolved promise, so
      // waiting one microtask plus a nextTick gathers both into one batch.
      if (queue.length === 0) void Promise.resolve().then(() => process.nextTick(dispatch));
      queue.push({ key, resolve, reject });
    });
    cache.set(key, promise);
    return promise;
  };

  return {
    load,
    loadMany: (keys) => Promise.all(keys.map(load)),
    prime: (key, value) => {
      if (!cache.has(key)) cache.set(key, Promise.resolve(value));
    },
  };
}

/** The loaders and computed values of one request, created on first use under a name chosen by their service. */
export class LoaderRegistry {
  #loaders = new Map<string, Loader<unknown, unknown>>();
  #values = new Map<string, unknown>();

  get<K, V>(name: string, fetch: BatchFetch<K, V>): Loader<K, V> {
    let loader = this.#loaders.get(name);
    if (!loader) {
      loader = createLoader(fetch) as Loader<unknown, unknown>;
      this.#loaders.set(name, loader);
    }
    return loader as Loader<K, V>;
  }

  /** A value computed at most once per request (the category tree, the store's exchange rates). */
  once<V>(name: string, compute: () => V): V {
    if (!this.#values.has(name)) this.#values.set(name, compute());
    return this.#values.get(name) as V;
  }
}

/** Groups rows by a key, keeping their order. */
export function groupBy<K, T>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = keyOf(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}
