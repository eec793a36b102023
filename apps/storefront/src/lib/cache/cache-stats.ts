/**
 * Hits and misses of the storefront's caches, counted where they are read (the cache handlers, which Next loads
 * through its own module loader) and reported by the metrics endpoint (src/server): shared through one global
 * object, since the two may hold different copies of this module.
 */
export type CacheName = "page" | "data";

export interface CacheCounts {
  hits: number;
  misses: number;
}

const KEY = Symbol.for("maison.storefront.cacheStats");

export function cacheStats(): Record<CacheName, CacheCounts> {
  const holder = globalThis as { [KEY]?: Record<CacheName, CacheCounts> };
  holder[KEY] ??= { page: { hits: 0, misses: 0 }, data: { hits: 0, misses: 0 } };
  return holder[KEY];
}

export function countRead(cache: CacheName, hit: boolean): void {
  const counts = cacheStats()[cache];
  if (hit) counts.hits++;
  else counts.misses++;
}
