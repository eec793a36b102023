/**
 * Per-request memoisation and batching. A GraphQL response touches the same relation for many parents (price of
 * every product in a listing, children of every menu node); collecting the keys asked for within one tick and
 * loading them in a single query keeps a page at a handful of queries instead of one per item.
 */

const perRequest = new WeakMap<object, Map<string, unknown>>();

/** A value computed once per request (the request context object is the scope). */
export function requestCache<T>(ctx: object, key: string, create: () => T): T {
  let bag = perRequest.get(ctx);
  if (!bag) {
    bag = new Map();
    perRequest.set(ctx, bag);
  }
  if (!bag.has(key)) bag.set(key, create());
  return bag.get(key) as T;
}

export interface Loader<K, V> {
  load(key: K): Promise<V | undefined>;
  loadMany(keys: readonly K[]): Promise<(V | undefined)[]>;
  prime(key: K, value: V): void;
}

/** Bounded so an `IN (…)` list stays reasonable however many keys a page asks for. */
const MAX_BATCH = 1000;

export function createLoader<K, V>(fetch: (keys: K[]) => Promise<Map<K, V>>): Loader<K, V> {
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

/** The loader named `name` for this request, created on first use. */
export function requestLoader<K, V>(
  ctx: object,
  name: string,
  fetch: (keys: K[]) => Promise<Map<K, V>>,
): Loader<K, V> {
  return requestCache(ctx, `loader:${name}`, () => createLoader(fetch));
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
