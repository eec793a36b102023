/**
 * Per-request batching: keys asked for by sibling resolvers in the same tick are fetched with one query, and each
 * key is fetched once per request. A tiny stand-in for DataLoader, enough for `WHERE id = ANY(…)` lookups.
 */
export interface Loader<K, V> {
  load(key: K): Promise<V | undefined>;
  loadMany(keys: readonly K[]): Promise<(V | undefined)[]>;
}

export type BatchFetch<K, V> = (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>;

export function createLoader<K, V>(fetch: BatchFetch<K, V>): Loader<K, V> {
  const cache = new Map<K, Promise<V | undefined>>();
  let pending: { key: K; resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[] = [];

  const flush = () => {
    const batch = pending;
    pending = [];
    fetch([...new Set(batch.map((p) => p.key))]).then(
      (found) => batch.forEach((p) => p.resolve(found.get(p.key))),
      (error: unknown) => batch.forEach((p) => {
        cache.delete(p.key);
        p.reject(error);
      }),
    );
  };

  const load = (key: K) => {
    let promise = cache.get(key);
    if (!promise) {
      promise = new Promise<V | undefined>((resolve, reject) => {
        // nextTick runs after the current round of promise jobs, so resolvers started together share a batch.
        if (pending.length === 0) process.nextTick(flush);
        pending.push({ key, resolve, reject });
      });
      cache.set(key, promise);
    }
    return promise;
  };

  return { load, loadMany: (keys) => Promise.all(keys.map(load)) };
}

/** The loaders of one request, created on first use under a name chosen by the service that owns them. */
export class LoaderRegistry {
  #loaders = new Map<string, Loader<unknown, unknown>>();
  #values = new Map<string, Promise<unknown>>();

  get<K, V>(name: string, fetch: BatchFetch<K, V>): Loader<K, V> {
    let loader = this.#loaders.get(name);
    if (!loader) {
      loader = createLoader(fetch) as Loader<unknown, unknown>;
      this.#loaders.set(name, loader);
    }
    return loader as Loader<K, V>;
  }

  /** A value computed at most once per request (e.g. the store's exchange rates). */
  once<V>(name: string, compute: () => Promise<V>): Promise<V> {
    let value = this.#values.get(name);
    if (!value) {
      value = compute();
      this.#values.set(name, value);
      value.catch(() => this.#values.delete(name));
    }
    return value as Promise<V>;
  }
}
